import { publishCheckCopy as copy } from "./copy";
import { type ArticleFile, articleFile, publishProblems } from "./article-file";
import { exportSlug } from "./export";
import { readSentDraft } from "~/features/hub/storage/storage";

// The editor server dates what it publishes in Vienna time with the build's own rules.
export { viennaInstant, viennaWallClock } from "~/features/articles";

/** What the editor mode writes when the draft passes: the article file, with what its commit names. */
export type PublishCheck =
  { ok: true; slug: string; title: string; file: ArticleFile; revision: boolean } | { ok: false; problems: string[] };

/**
 * The editor mode's check of a draft the hub sent (docs/decisions/0033), on the server: read as a
 * stored draft is read, made into the article file by the path the hub's own buttons take
 * (app/features/hub/publishing/article-file.ts), and checked with the hub's publish check, which runs the build's
 * validation (app/features/articles/validate.ts). `day` ("YYYY-MM-DD", Vienna) dates the version; `time`
 * ("HH:MM", Vienna) schedules a new article for then. The editor server bundles this module when it
 * starts (scripts/editor/check-bundle.mjs), so a stricter hub check applies here at once.
 */
export async function checkDraftForPublish(input: unknown, day: string, time?: string): Promise<PublishCheck> {
  const draft = readSentDraft(input);
  if (!draft) return { ok: false, problems: [copy.unreadableDraft] };
  const file = articleFile(draft, day, time);
  const problems = await publishProblems(draft, file);
  if (problems.length > 0) return { ok: false, problems };
  const slug = exportSlug(draft);
  return { ok: true, slug, title: draft.title, file, revision: draft.revisionOf?.slug === slug };
}
