import { describe, expect, it } from "vitest";

import { factPhrases } from "../../../../tests/support/draft-checks";
import { createArticle } from "./generator";
import { seededRandom } from "./random.fixtures";
import { topicLists, topicListsByCategory } from "./topics";
import { hubCategories } from "~/domain/categories";
import { checkClaims, draftClaimIndex } from "~/features/hub/analysis/claims";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { buildTextModel } from "~/features/hub/analysis/text-model";
import { recheckDay } from "~/content/facts/recheck";

/**
 * Claims from facts over all 56 topic × category drafts, written on the day of the last re-check
 * (docs/decisions/0035): every sentence that states a number, date, price, legal rule or shop status is a
 * wording of its fact, a current fact not re-confirmed or past twelve months carries its Stand where the
 * text states it first (docs/decisions/0043), no sentence states such a fact in other words, and no fact
 * stands in more than a third of the drafts (docs/decisions/0029 measures sentences the same way).
 */
const today = recheckDay;
const now = new Date(`${today}T10:00:00.000Z`);
const index = draftClaimIndex([], today);

type Findings = ReturnType<typeof checkClaims>;

/**
 * The findings of one text (the meta description, the body) that are problems: a stale fact's later statements
 * go without its Stand once the text stated it with the Stand (docs/decisions/0043).
 */
function problemsOf(findings: Findings): Findings {
  const marked = new Set<string>();
  return findings.filter((finding) => {
    if (finding.kind === "backed" && finding.withStand) for (const basis of finding.bases) if (basis.stand) marked.add(basis.id);
    if (finding.kind === "no-stand") return !marked.has(finding.basis.id);
    return finding.kind !== "backed";
  });
}

/** A draft's claims on `day`: the meta description and the body, each a text of its own. */
function claimsOf(article: { metaDescription: string; content: string }, claimIndex: typeof index) {
  const meta = splitSentences(article.metaDescription);
  const body = buildTextModel(article.content).prose.map((s) => s.text);
  const findings = [checkClaims(meta, claimIndex), checkClaims(body, claimIndex)];
  return { sentences: [...meta, ...body], findings: findings.flat(), problems: findings.flatMap(problemsOf) };
}

const drafts = hubCategories.flatMap((category) =>
  topicListsByCategory(category).flatMap((list) =>
    topicLists[list].topics.map((topic) => {
      const article = createArticle({ listTopic: topic.title, category }, { random: seededRandom(1), now });
      return { name: `${topic.id} (${category})`, ...claimsOf(article, index) };
    }),
  ),
);

/** One fact in at most a third of the drafts. */
const MAX_DRAFTS_PER_FACT = Math.floor(56 / 3);

describe("claims from facts in the 56 list drafts", () => {
  it("covers all 56 drafts", () => {
    expect(drafts).toHaveLength(56);
  });

  it.each(drafts.map((draft) => [draft.name, draft] as const))(
    "%s: every claim is its fact's wording, with the Stand where the text first states a fact that needs it",
    (_name, { problems }) => {
      expect(
        problems.map((finding) => `${finding.kind}${"basis" in finding ? ` (${finding.basis.id})` : ""}: ${finding.sentence}`),
      ).toEqual([]);
    },
  );

  it.each(drafts.map((draft) => [draft.name, draft] as const))(
    "%s: states no current fact in words of its own",
    (_name, { sentences, findings, problems }) => {
      const backedBy = new Map<string, Set<string>>();
      for (const finding of findings)
        if (finding.kind === "backed") backedBy.set(finding.sentence, new Set(finding.bases.map((basis) => basis.id)));
        // A later statement of a stale fact in the fact's own words, without the Stand its first one carries.
        else if (finding.kind === "no-stand" && !problems.includes(finding))
          backedBy.set(finding.sentence, new Set([finding.basis.id]));
      const paraphrases = sentences.flatMap((sentence) =>
        factPhrases
          .filter(([pattern, ids]) => pattern.test(sentence) && !ids.some((id) => backedBy.get(sentence)?.has(id)))
          .map(([pattern]) => `${String(pattern)}: ${sentence}`),
      );
      expect(paraphrases).toEqual([]);
    },
  );

  it(`states each fact in at most ${MAX_DRAFTS_PER_FACT} of the 56 drafts`, () => {
    const drafted = new Map<string, number>();
    for (const draft of drafts) {
      const ids = new Set(
        draft.findings.flatMap((finding) => (finding.kind === "backed" ? finding.bases.map((basis) => basis.id) : [])),
      );
      for (const id of ids) drafted.set(id, (drafted.get(id) ?? 0) + 1);
    }
    const over = [...drafted].filter(([, count]) => count > MAX_DRAFTS_PER_FACT);
    expect(over).toEqual([]);
    // The measure of docs/decisions/0029's table: the most drafts sharing one fact.
    expect(Math.max(...drafted.values())).toBeLessThanOrEqual(17);
  });

  it("written later, when more facts are past their twelve months, states every claim with its Stand where it is first stated, once", () => {
    const later = "2028-06-01";
    const laterIndex = draftClaimIndex([], later);
    const problems = hubCategories.flatMap((category) =>
      topicListsByCategory(category).flatMap((list) =>
        topicLists[list].topics.flatMap((topic) => {
          const article = createArticle(
            { listTopic: topic.title, category },
            { random: seededRandom(1), now: new Date(`${later}T10:00:00.000Z`) },
          );
          const { problems } = claimsOf(article, laterIndex);
          // Once per text: no stale fact carries its Stand in two sentences of the body.
          const body = buildTextModel(article.content).prose.map((s) => s.text);
          const bodyMarks = checkClaims(body, laterIndex).flatMap((finding) =>
            finding.kind === "backed" && finding.withStand && /\(Stand /.test(finding.sentence)
              ? finding.bases.filter((basis) => basis.stand).map((basis) => basis.id)
              : [],
          );
          const twice = [...new Set(bodyMarks.filter((id, at) => bodyMarks.indexOf(id) !== at))];
          return [
            ...problems.map((finding) => `${topic.id} (${category}) ${finding.kind}: ${finding.sentence}`),
            ...twice.map((id) => `${topic.id} (${category}) ${id} marked more than once`),
          ];
        }),
      ),
    );
    expect(problems).toEqual([]);
  });
});
