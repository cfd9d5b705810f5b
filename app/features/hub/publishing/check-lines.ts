/** Where a reason of the publish check points: the id of its line in the analysis beside a draft. */
import type { PublishCheckLine } from "./publish-check";

export function checkLineId(draftId: string, line: PublishCheckLine | "previouslyUsedKeyphrase"): string {
  return `pruefung-${draftId.replace(/[^A-Za-z0-9_-]/g, "")}-${line === "keyphrase" ? "previouslyUsedKeyphrase" : line}`;
}
