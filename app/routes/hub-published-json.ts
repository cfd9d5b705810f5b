import { publishedKeys } from "~/features/hub/index.server";

// /ai-content/veroeffentlicht.json, written at build time: what the hub's tools fetch when they open.
export function loader() {
  return Response.json(publishedKeys());
}
