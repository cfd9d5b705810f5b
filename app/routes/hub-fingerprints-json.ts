import { publishedFingerprints } from "~/features/hub/index.server";

// /ai-content/fingerabdruecke.json, written at build time: what the hub's "Eigenständigkeit" check fetches
// the first time a draft is analysed.
export function loader() {
  return Response.json(publishedFingerprints());
}
