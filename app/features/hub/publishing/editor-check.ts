import { editorCheckCopy as copy } from "./copy";
import { type ArticleFile, articleFile, articleFileProblems } from "./article-file";
import { exportSlug } from "./export";
import { isPublishedFingerprints, isPublishedKey } from "./published-files";
import { type PublishContext, publishProblems } from "./publish-check";
import { publishedCorpus, publishedCorpusFor } from "~/features/hub/analysis/originality";
import type { PublishedFingerprints } from "~/features/hub/analysis/fingerprints";
import type { PublishedKey } from "./published";
import { readSentDraft } from "~/features/hub/storage/storage";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

// The editor server dates what it publishes in Vienna time with the build's own rules.
export { viennaInstant, viennaWallClock } from "~/features/articles";

/** What the editor mode writes when the draft passes: the article file, with what its commit names. */
export type PublishCheck =
  { ok: true; slug: string; title: string; file: ArticleFile; revision: boolean } | { ok: false; problems: string[] };

/**
 * The live site's two files about its published articles, as the server read them from the build
 * (`/ai-content/veroeffentlicht.json` and `/ai-content/fingerabdruecke.json`); null where a file
 * could not be read.
 */
export type SiteFiles = { published: unknown; fingerprints: unknown };

/** The readable entries of a file the server read, worked out once per file (a file is large); null for no list. */
function readableEntries<T>(isEntry: (value: unknown) => value is T): (file: unknown) => T[] | null {
  const kept = new WeakMap<object, T[]>();
  return (file) => {
    if (!Array.isArray(file)) return null;
    let entries = kept.get(file);
    if (!entries) kept.set(file, (entries = file.filter(isEntry)));
    return entries;
  };
}

const publishedKeys = readableEntries<PublishedKey>(isPublishedKey);
const publishedPrints = readableEntries<PublishedFingerprints>(isPublishedFingerprints);

/**
 * The publish check's context on the server: the published articles and their sentences from the
 * live site's files. The other drafts live only in the editor's browser, which checks them before
 * it sends; a file that cannot be read leaves the corpus out, so the check refuses ("nicht verglichen").
 * The server passes the same objects while its files are unchanged: the corpus of every published article
 * is then built once and serves each check (publishedCorpusFor).
 */
function siteContext(draft: GeneratedArticle, site: SiteFiles, today: string): PublishContext {
  const prints = publishedPrints(site.fingerprints);
  return {
    published: publishedKeys(site.published) ?? [],
    corpus: prints ? publishedCorpusFor(draft, prints) : undefined,
    today,
  };
}

/**
 * Works out what the check of any draft against these files needs (their entries, the corpus), so the
 * editor mode can do it after a publication instead of in the next one's check.
 */
export function preparePublishCheck(site: SiteFiles): void {
  publishedKeys(site.published);
  const prints = publishedPrints(site.fingerprints);
  if (prints) publishedCorpus(prints);
}

/**
 * The editor mode's check of a draft the hub sent (docs/decisions/0033), on the server: read as a
 * stored draft is read, made into the article file by the path the hub's own buttons take
 * (app/features/hub/publishing/article-file.ts), and checked with the hub's publish check
 * (publish-check.ts, docs/decisions/0035) against the live site's published articles, then with
 * the build's validation (app/features/articles/validate.ts). `day` ("YYYY-MM-DD", Vienna) dates the
 * version; `time` ("HH:MM", Vienna) schedules a new article for then. The editor server bundles this
 * module when it starts (scripts/editor/check-bundle.mjs), so a stricter hub check applies here at once.
 * `photoNames`: the files the article's photo folder will hold, as the server decided from Git and the
 * photos sent (docs/decisions/0048), never the draft's own list.
 */
export async function checkDraftForPublish(
  input: unknown,
  day: string,
  time: string | undefined,
  site: SiteFiles,
  photoNames: readonly string[] = [],
): Promise<PublishCheck> {
  const read = readSentDraft(input);
  if (!read) return { ok: false, problems: [copy.unreadableDraft] };
  const draft = { ...read, photos: photoNames.map((file) => ({ file, width: 1, height: 1, bytes: 0 })) };
  const file = articleFile(draft, day, time);
  // The hub's check and the build's validation say the same about a photo once: each reason once.
  const problems = [
    ...new Set([
      ...publishProblems(draft, siteContext(draft, site, day)).problems.map((problem) => problem.message),
      ...(await articleFileProblems(file, photoNames)),
    ]),
  ];
  if (problems.length > 0) return { ok: false, problems };
  const slug = exportSlug(draft);
  return { ok: true, slug, title: draft.title, file, revision: draft.revisionOf?.slug === slug };
}
