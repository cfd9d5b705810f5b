/**
 * The publish check (docs/decisions/0035): what stops a draft from going out, besides the build's own file
 * validation (app/features/hub/publishing/article-file.ts). One plain function, so the hub's "Veröffentlichen"
 * and a server that publishes call the same rules. A draft is refused when its SEO score is not "gut", its
 * readability "schwer", "Textlänge", "Thema abgedeckt", "Eigenständigkeit" or "Belegte Aussagen" red, it is
 * still a research outline, a number has no note or cited fact behind it, or a published article other than
 * the one it revises already uses its focus keyphrase. "Textlänge" counts on its own because a short text can
 * score "gut" on every other check: a few notes under a title are no article.
 */
import { exportSlug } from "./export";
import { photoProblems } from "~/features/articles";
import type { PublishedKey } from "./published";
import { researchProblems } from "../generator/notes";
import { otherKeyphrases } from "../drafts/drafts";
import type { GeneratedArticle } from "../drafts/types";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import type { FingerprintCorpus } from "~/features/hub/analysis/fingerprints";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";
import { corpusFor, loadPublishedFingerprints } from "~/features/hub/analysis/originality";
import type { DraftAnalysis, SeoCheckId } from "~/features/hub/analysis/types";
import { bandWords, checkNames, claimMessages } from "~/features/hub/copy/analysis";
import { publishCheckCopy as copy } from "~/features/hub/copy/hub-publish";

/** The line of the analysis a reason points at: a panel ("seo", "readability", "claims") or one SEO check. */
export type PublishCheckLine =
  "seo" | "readability" | "claims" | "textLength" | "topicCoverage" | "originality" | "keyphrase" | "research" | "photos";

export type PublishProblem = { line: PublishCheckLine; message: string };

/** What of a draft the check reads: its fields, notes, sources, and the article it revises. */
export type PublishableDraft = Pick<
  GeneratedArticle,
  "id" | "title" | "slug" | "metaDescription" | "focusKeyphrase" | "content" | "sources"
> &
  Partial<Pick<GeneratedArticle, "notes" | "revisionOf" | "photos">>;

export type PublishContext = {
  /** The site's published articles (slug, title, focus keyphrase). */
  published: readonly Pick<PublishedKey, "slug" | "title" | "focusKeyphrase">[];
  /** The other drafts' focus keyphrases ("Bereits verwendete Keyphrase"). */
  otherKeyphrases?: readonly string[];
  /**
   * The texts the draft must not copy (the published articles but the one it revises, and the other
   * drafts); undefined when they could not be loaded: then the check refuses, because it compared nothing.
   */
  corpus: FingerprintCorpus | undefined;
  /** "YYYY-MM-DD", the day of publishing: current facts past twelve months need their Stand in the sentence. */
  today: string;
  /** The site's origin, so absolute links to it count as internal. */
  siteOrigin?: string;
};

/** At most this many red "Belegte Aussagen" lines are repeated as reasons; the rest are counted. */
const MAX_CLAIM_REASONS = 3;

/** SEO checks that refuse publishing on their own when red (each is a reason of its own, not listed under the score). */
const RED_LINES: readonly SeoCheckId[] = ["textLength", "topicCoverage", "originality"];

/** The analysis the check runs (the editor's own, with the same options) and why the draft cannot go out. */
export function publishProblems(
  draft: PublishableDraft,
  context: PublishContext,
): { analysis: DraftAnalysis; problems: PublishProblem[] } {
  const slug = exportSlug(draft);
  const otherPublished = context.published.filter((item) => item.slug !== slug);
  const analysis = analyzeDraft(draft, {
    otherKeyphrases: [...(context.otherKeyphrases ?? []), ...otherPublished.map((item) => item.focusKeyphrase)],
    ...(context.corpus ? { corpus: context.corpus } : {}),
    ...(context.siteOrigin ? { siteOrigin: context.siteOrigin } : {}),
    notes: draft.notes ?? [],
    today: context.today,
  });
  const problems: PublishProblem[] = [];

  const { seo, readability, claims } = analysis;
  const red = seo.checks.filter((check) => check.rating === "bad");
  if (seo.band !== "good")
    problems.push({
      line: "seo",
      message: copy.seo(
        seo.score,
        bandWords.seo[seo.band],
        red.filter((check) => !RED_LINES.includes(check.id)).map((check) => checkNames[check.id]),
      ),
    });
  for (const check of red)
    if (RED_LINES.includes(check.id))
      problems.push({ line: check.id as PublishCheckLine, message: copy.line(checkNames[check.id], check.message) });
  if (!context.corpus) problems.push({ line: "originality", message: copy.notCompared });
  if (readability.band === "bad") problems.push({ line: "readability", message: copy.readability(readability.penalty) });

  const claimLines = claims.lines.filter((line) => line.rating === "bad");
  for (const line of claimLines.slice(0, MAX_CLAIM_REASONS))
    problems.push({ line: "claims", message: copy.line(claimMessages.title, line.message) });
  if (claimLines.length > MAX_CLAIM_REASONS)
    problems.push({ line: "claims", message: copy.moreClaims(claimLines.length - MAX_CLAIM_REASONS) });

  const key = keyphraseKey(draft.focusKeyphrase);
  const taken = key === "" ? undefined : otherPublished.find((item) => keyphraseKey(item.focusKeyphrase) === key);
  if (taken) problems.push({ line: "keyphrase", message: copy.keyphrasePublished(draft.focusKeyphrase.trim(), taken.title) });

  const research = researchProblems(
    { ...draft, notes: draft.notes ?? [] },
    {
      statedFacts: claims.factIds,
      today: context.today,
      refused: claimLines.flatMap((line) => (line.sentence ? [line.sentence] : [])),
    },
  );
  for (const message of research) problems.push({ line: "research", message });
  // Each photo described or marked decorative, in the text, one of the draft's (docs/decisions/0048): the build's rules.
  for (const message of photoProblems(
    draft.content,
    (draft.photos ?? []).map((photo) => photo.file),
  ))
    problems.push({ line: "photos", message });
  return { analysis, problems };
}

/**
 * The context the hub publishes a draft in: the published articles, the other drafts, and the corpus of
 * "Eigenständigkeit" (the published articles' sentences load once; undefined when they cannot).
 */
export async function hubPublishContext(
  draft: Pick<GeneratedArticle, "id" | "title" | "slug">,
  drafts: readonly GeneratedArticle[],
  published: readonly Pick<PublishedKey, "slug" | "title" | "focusKeyphrase">[],
  today: string,
): Promise<PublishContext> {
  const prints = await loadPublishedFingerprints().catch(() => undefined);
  return {
    published,
    otherKeyphrases: otherKeyphrases(drafts, draft),
    corpus: prints ? corpusFor(draft, drafts, prints) : undefined,
    today,
  };
}
