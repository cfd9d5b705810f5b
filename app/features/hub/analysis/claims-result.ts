/** "Belegte Aussagen" as the analysis reports it: the findings of the claim check as lines with a colour. */
import { type ClaimFinding, type ClaimNote, checkClaims, draftClaimIndex } from "./claims";
import { splitSentences } from "./sentences";
import { buildTextModel } from "./text-model";
import type { ClaimLine, ClaimsResult } from "./types";
import { claimMessages as copy } from "~/features/hub/copy/analysis";
import { isolateBidi } from "~/utils/text";

function problemLine(finding: Exclude<ClaimFinding, { kind: "backed" }>): ClaimLine {
  const sentence = isolateBidi(finding.sentence);
  const line = (message: string, factId?: string): ClaimLine => ({
    rating: "bad",
    message,
    sentence: finding.sentence,
    ...(factId ? { factId } : {}),
  });
  switch (finding.kind) {
    case "unsupported":
      return line(
        finding.reason === "promise"
          ? copy.unsupportedPromise(sentence, finding.detail ?? "")
          : finding.reason === "shop"
            ? copy.unsupportedShop(sentence, finding.detail)
            : copy.unsupported(sentence),
      );
    case "misquote":
      return finding.basis.kind === "note"
        ? line(copy.misquoteNote(sentence, finding.basis.statement))
        : line(copy.misquote(sentence, finding.basis.statement), finding.basis.id);
    case "contradiction":
      return finding.basis.kind === "note"
        ? line(copy.contradictionNote(sentence, finding.basis.statement))
        : line(copy.contradiction(sentence, finding.basis.statement), finding.basis.id);
    case "no-stand":
      return line(copy.noStand(sentence, finding.basis.stand?.text ?? "", finding.basis.statement), finding.basis.id);
    case "calendar":
      return line(copy.calendar(sentence, finding.right, finding.day));
  }
}

/**
 * The claim check over a draft (its meta description, then its text) with its notes, on `today`. The text and
 * the description are read apart: each shows a stale fact's Stand where it first states it.
 */
export function claimsResult(
  parts: { description: readonly string[]; text: readonly string[] },
  notes: readonly ClaimNote[],
  today: string | undefined,
): ClaimsResult {
  const index = draftClaimIndex(notes, today);
  const findings = [...checkClaims(parts.description, index), ...checkClaims(parts.text, index)];
  const backed = findings.filter((finding) => finding.kind === "backed");
  const problems = findings.filter((finding) => finding.kind !== "backed");
  const withStand = backed.filter((finding) => finding.withStand);
  const lines = problems.map(problemLine);
  for (const finding of backed)
    if (finding.repeatedStand)
      lines.push({ rating: "ok", message: copy.repeatedStand(isolateBidi(finding.sentence)), sentence: finding.sentence });
  if (problems.length === 0)
    lines.push({ rating: "good", message: findings.length === 0 ? copy.none : copy.good(findings.length, withStand.length) });
  return {
    rating: problems.length > 0 ? "bad" : "good",
    claims: findings.length,
    backed: backed.length,
    withStand: withStand.length,
    lines,
    standSentences: withStand.map((finding) => finding.sentence),
    factIds: [
      ...new Set(backed.flatMap((finding) => finding.bases.filter((basis) => basis.kind === "fact").map((basis) => basis.id))),
    ],
  };
}

/** The facts a draft's description and text state (in their words or in other words): their sources belong to its list. */
export function statedFactIds(
  draft: { metaDescription: string; content: string; notes?: readonly ClaimNote[] | undefined },
  today: string | undefined,
): string[] {
  return claimsResult(
    {
      description: splitSentences(draft.metaDescription),
      text: buildTextModel(draft.content).prose.map((sentence) => sentence.text),
    },
    draft.notes ?? [],
    today,
  ).factIds;
}
