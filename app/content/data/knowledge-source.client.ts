// The fact base in the browser and in the hub's worker (docs/decisions/0076): the resource every build writes,
// read before any module that states a fact runs. The service worker keeps it for offline use.
import { KNOWLEDGE_PATH, knowledgeFromJson, type Knowledge } from "./knowledge.ts";

const response = await fetch(KNOWLEDGE_PATH);
if (!response.ok) throw new Error(`${KNOWLEDGE_PATH} answered ${response.status}`);

export const knowledge: Knowledge = knowledgeFromJson(await response.text());
