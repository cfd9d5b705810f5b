import { publishedFigures } from "~/features/hub/index.server";

// /ai-content/kennzahlen.json, written at build time: what the hub's analytics tab fetches when it opens.
export function loader() {
  return Response.json(publishedFigures());
}
