import { buildLlmsTxt } from "~/lib/machine-texts";

export function loader() {
  return new Response(buildLlmsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
