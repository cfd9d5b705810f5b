import { knowledgeJson } from "~/content/data/knowledge";
import { knowledge } from "~/content/data/knowledge-source";

// /daten/wissen.json, written by every build: the fact base the pages' scripts, the tools and the hub read in the
// browser (docs/decisions/0076).
export function loader() {
  return new Response(knowledgeJson(knowledge), { headers: { "Content-Type": "application/json; charset=utf-8" } });
}
