/** "Belegte Aussagen" as the analysis reports it: the findings of the claim check as lines with a colour. */
import { type ClaimFinding, type ClaimNote, checkClaims, draftClaimIndex } from "./claims";
import type { ClaimLine, ClaimsResult } from "./types";
import { claimMessages as copy } from "~/features/hub/copy/analysis";
import { isolateBidi } from "~/utils/text";

function problemLine(finding: Exclude<ClaimFinding, { kind: "backed" }>): ClaimLine {
  const sentence = isolateBidi(finding.sentence);
  switch (finding.kind) {
    case "unsupported":
      return { rating: "bad", message: copy.unsupported(sentence), sentence: finding.sentence };
    case "misquote":
      return {
        rating: "bad",
        message:
          finding.basis.kind === "note"
            ? copy.misquoteNote(sentence, finding.basis.statement)
            : copy.misquote(sentence, finding.basis.statement, finding.basis.id),
        sentence: finding.sentence,
        factId: finding.basis.id,
      };
    case "contradiction":
      return {
        rating: "bad",
        message: copy.contradiction(sentence, finding.basis.statement, finding.basis.id),
        sentence: finding.sentence,
        factId: finding.basis.id,
      };
    case "no-stand":
      return {
        rating: "bad",
        message: copy.noStand(sentence, finding.basis.stand?.text ?? "", finding.basis.id),
        sentence: finding.sentence,
        factId: finding.basis.id,
      };
  }
}

/** The claim check over a draft's sentences (meta description first, then the text) with its notes, on `today`. */
export function claimsResult(sentences: readonly string[], notes: readonly ClaimNote[], today: string | undefined): ClaimsResult {
  const findings = checkClaims(sentences, draftClaimIndex(notes, today));
  const backed = findings.filter((finding) => finding.kind === "backed");
  const problems = findings.filter((finding) => finding.kind !== "backed");
  const withStand = backed.filter((finding) => finding.withStand);
  const lines = problems.map(problemLine);
  if (problems.length === 0)
    lines.push({ rating: "good", message: findings.length === 0 ? copy.none : copy.good(findings.length, withStand.length) });
  return {
    rating: problems.length > 0 ? "bad" : "good",
    claims: findings.length,
    backed: backed.length,
    withStand: withStand.length,
    lines,
    standSentences: withStand.map((finding) => finding.sentence),
  };
}
