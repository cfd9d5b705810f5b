// How long an editor needs to make list drafts publishable (docs/decisions/0052), by a reproducible proxy: the
// edits the SEO and readability analysis, the publish check (claims) and the draft-editing checks demand, each
// weighed by the minutes such an edit takes. Run: `node bench/drafts.mjs` (or `--all` for every list draft).
// The same script run on an older checkout (with app/features/hub/generator/draft-editing.ts and its copy
// added) gives the "before" figure.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { withAppModules } from "./app-timing.mjs";

/** Six list drafts of different lists and categories: the editor's sample. */
export const SAMPLE = ["saisonal-8", "saisonal-1", "wien-lokal-7", "wien-lokal-5", "authentizitaet-7", "investment-5"];

/**
 * Minutes an edit of each kind takes an editor (an estimate, written down in ADR 0052): reading the draft once,
 * rewording a heading or a sentence, splitting a run-on, cutting a recurring block, giving a promised example
 * from the fact base, rewriting a section the template should not have had, and fixing what a non-green
 * analysis check or a red claim line asks for.
 */
export const MINUTES = {
  read: 5,
  heading: 0.5,
  filler: 0.3,
  runOn: 1,
  block: 1,
  promise: 4,
  template: 5,
  analysis: 2,
  claim: 3,
};

/** @typedef {keyof typeof MINUTES} EditKind */
/** @typedef {{ rating: string }} Rated */

/**
 * The edits one draft needs, by kind.
 * @param {{ content: string, focusKeyphrase: string }} article
 * @param {{ draftEditing: any, analyzeDraft: (article: object) => { seo: { checks: Rated[] }, readability: { checks: Rated[] }, claims: { lines: Rated[] } }, overShared: Set<string>, listOf: (article: object) => string | undefined }} tools
 * @returns {Record<Exclude<EditKind, "read">, number>}
 */
function editsOf(article, { draftEditing, analyzeDraft, overShared, listOf }) {
  const headings = draftEditing.keyphraseHeadings(article.content, article.focusKeyphrase);
  const analysis = analyzeDraft(article);
  const notGood = (/** @type {Rated[]} */ checks) => checks.filter((check) => check.rating !== "good").length;
  const list = listOf(article);
  return {
    heading: Math.max(0, headings.length - draftEditing.MAX_KEYPHRASE_HEADINGS),
    filler: draftEditing.fillerOpened(article.content).length,
    runOn: draftEditing.runOnSentences(article.content).length,
    block: draftEditing.blocksIn(article.content).filter((/** @type {string} */ block) => overShared.has(block)).length,
    promise: draftEditing.unkeptPromises(article.content).length,
    // A review's strengths and limits in a draft about a date, an event or a place.
    template: (list === "saisonal" || list === "wien-lokal") && /^## .*Stärken und Grenzen/mu.test(article.content) ? 1 : 0,
    analysis: notGood(analysis.seo.checks) + notGood(analysis.readability.checks),
    claim: analysis.claims.lines.filter((line) => line.rating === "bad").length,
  };
}

/**
 * @param {string} projectRoot
 * @param {{ all?: boolean }} [options]
 */
export function measureDrafts(projectRoot, options = {}) {
  return withAppModules(projectRoot, async (/** @type {(id: string) => Promise<any>} */ load) => {
    const draftEditing = await load("/app/features/hub/generator/draft-editing.ts");
    const { createArticle } = await load("/app/features/hub/generator/generator.ts");
    const { topicLists } = await load("/app/features/hub/generator/topics.ts");
    const { topicListCategory } = await load("/app/domain/topics.ts");
    const { analyzeDraft } = await load("/app/features/hub/analysis/analyze.ts");
    const now = new Date("2026-11-21T10:00:00.000Z");
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const drafts = Object.values(topicLists).flatMap((list) =>
      list.topics.map((/** @type {{ id: string, title: string }} */ topic) => ({
        id: topic.id,
        list: list.id,
        article: createArticle({ listTopic: topic.title, category: topicListCategory[list.id].article }, { random, now }),
      })),
    );
    const shares = draftEditing.blockShares(drafts.map((draft) => draft.article.content));
    const overShared = new Set(Object.keys(shares).filter((block) => shares[block] > draftEditing.MAX_BLOCK_SHARE));
    const byArticle = new Map(drafts.map((draft) => [draft.article, draft.list]));
    const chosen = options.all ? drafts : SAMPLE.map((id) => drafts.find((draft) => draft.id === id));
    const rows = chosen.map((draft) => {
      const edits = editsOf(draft.article, {
        draftEditing,
        analyzeDraft,
        overShared,
        listOf: (/** @type {any} */ a) => byArticle.get(/** @type {any} */ a),
      });
      const count = Object.values(edits).reduce((sum, value) => sum + value, 0);
      const minutes =
        MINUTES.read +
        Object.entries(edits).reduce((sum, [kind, value]) => sum + value * MINUTES[/** @type {EditKind} */ (kind)], 0);
      return { id: draft.id, category: draft.article.category, edits, count, minutes };
    });
    return { shares, rows };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const { shares, rows } = await measureDrafts(root, { all: process.argv.includes("--all") });
  for (const row of rows)
    console.info(
      `${row.id.padEnd(17)} ${row.category.padEnd(8)} edits ${String(row.count).padStart(3)}  ≈ ${row.minutes.toFixed(1)} min  ${JSON.stringify(row.edits)}`,
    );
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const minutes = rows.map((row) => row.minutes);
  console.info(
    `${rows.length} drafts: ${total} edits, ≈ ${(minutes.reduce((a, b) => a + b, 0) / rows.length).toFixed(1)} min per draft (max ${Math.max(...minutes).toFixed(1)})`,
  );
  console.info(`recurring blocks (share of list drafts): ${JSON.stringify(shares)}`);
}
