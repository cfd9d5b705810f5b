import { buildSitemapXml } from "~/lib/machine-texts";

export function loader() {
  return new Response(buildSitemapXml(), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
