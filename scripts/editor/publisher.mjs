// What the editor mode does for the hub (docs/decisions/0033, 0038): publish a draft (or schedule
// it), revise an article, withdraw one, and publish scheduled articles when they are due. Each write
// is one article file, committed to Git with the editor as its author, built by a content build and
// swapped in; one at a time. The server decides from Git what a write is (a new article or a
// revision, and its first date), never from what the draft says. Every refusal happens before
// anything is written; a build or commit that fails puts the file back as it was, and the site was
// never touched.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import * as v from "valibot";

import { validateArticleFile } from "../../app/features/articles/validate.ts";
import {
  isArticleSlug,
  publishRequest,
  SCHEDULE_HORIZON_YEARS,
  textVersion,
  unsafeField,
  withdrawRequest,
} from "../../app/features/hub/publishing/editor-contract.ts";
import { withApproval } from "../../server/editor/reviewed-changes.mjs";
import { editorMessages as say } from "../../server/editor/messages.mjs";
import { servedDifferences, servedLeftovers } from "../../server/editor/live-check.mjs";
import { draftPhotoNames, folderFiles, folderPhotos, readUploadedPhotos, unapprovedPhotos } from "./photos.mjs";

/**
 * @typedef {import("../../server/editor/reviewed-changes.mjs").Person} Person
 * @typedef {import("../../server/editor/api.mjs").ApiAnswer} ApiAnswer
 * @typedef {(input: unknown, day: string, time: string | undefined, photoNames?: readonly string[]) => Promise<import("./check-bundle.mjs").PublishCheck>} CheckDraft
 *   the publish check, bound to the live site; `photoNames`: the files the article's photo folder will hold
 * @typedef {ReturnType<typeof import("../../server/editor/git.mjs").createGit>} Git
 * @typedef {ReturnType<typeof import("./content-jobs.mjs").createContentJobs>} ContentJobs
 * @typedef {{ slug: string, title: string, category: string, dueAt: number }} Scheduled
 * @typedef {import("../../server/editor/live-check.mjs").Served} Served
 * @typedef {import("../../server/editor/guards.mjs").Editor} Editor
 */

/** @param {Editor} editor @returns {import("../../server/editor/git.mjs").Identity | undefined} who the commit names */
const authorOf = (editor) => (editor.email ? { name: editor.name, email: editor.email } : undefined);

/**
 * Whether two article files say the same: the same body and front matter, apart from the day of the
 * last change (which every write sets) and the hub's informational keys the build ignores.
 * @param {string} fileName
 * @param {string} before
 * @param {string} after
 * @param {readonly string[]} [photoNames] the article's photo folder, which a text with photos is read against
 */
export function sameArticle(fileName, before, after, photoNames = []) {
  const read = (/** @type {string} */ text) =>
    validateArticleFile({ fileName, bytes: new TextEncoder().encode(text), photoNames }).article;
  const [a, b] = [read(before), read(after)];
  if (!a || !b) return false;
  const undated = (/** @type {typeof a} */ article) => JSON.stringify({ ...article.frontMatter, dateModified: "" });
  return a.body === b.body && undated(a) === undated(b);
}

/**
 * What a publication does to the article's photo folder (docs/decisions/0048): the photos sent are written
 * (unless Git has the very same bytes), a photo in the folder the draft no longer names is removed, and
 * `names` is the folder afterwards, which the publish check validates the text against.
 * @param {string} folder
 * @param {readonly string[]} named the photos the draft lists
 * @param {readonly import("./photos.mjs").PhotoFile[]} sent
 */
export function photoChanges(folder, named, sent) {
  const existing = folderPhotos(folder);
  const sentNames = new Set(sent.map((photo) => photo.file));
  const written = sent
    .map((photo) => ({ path: path.join(folder, photo.file), bytes: photo.bytes }))
    .filter((photo) => !existsSync(photo.path) || !readFileSync(photo.path).equals(photo.bytes));
  const removed = existing.filter((name) => !named.includes(name) && !sentNames.has(name)).map((name) => path.join(folder, name));
  const names = [...new Set([...existing.filter((name) => named.includes(name)), ...sentNames])].sort();
  return { names, written, removed, changed: written.length > 0 || removed.length > 0 };
}

/** How many of the article folder's commits the history shows. */
export const HISTORY_LENGTH = 50;

const HISTORY_ACTIONS = /** @type {const} */ ({
  Publish: "published",
  Revise: "revised",
  Schedule: "scheduled",
  Withdraw: "withdrawn",
});

/**
 * A commit of the article folder as the hub's history shows it; none for a commit the editor mode did
 * not write (a developer's own commit message).
 * @param {import("../../server/editor/git.mjs").LogEntry} entry
 */
export function historyEntry(entry) {
  const match = /^(Publish|Revise|Schedule|Withdraw) article "(.*)" \((\/ratgeber\/([a-z0-9-]+))\)/.exec(entry.subject);
  if (!match) return [];
  const [, verb, title, path, slug] = /** @type {[string, keyof typeof HISTORY_ACTIONS, string, string, string]} */ (
    /** @type {unknown} */ (match)
  );
  return [{ action: HISTORY_ACTIONS[verb], title, path, slug, editor: entry.author, at: entry.at, commit: entry.commit }];
}

/**
 * Why a push failed, in the editor's words (Git's own output goes to the server's log only).
 * @param {string} output
 * @returns {"behind" | "unreachable" | "other"}
 */
export function pushFailure(output) {
  if (/non-fast-forward|fetch first|\[rejected\]|failed to push some refs/i.test(output)) return "behind";
  if (
    /could not read from remote|unable to access|does not appear to be a git repository|authentication|permission denied|could not resolve host|connection refused|timed out/i.test(
      output,
    )
  )
    return "unreachable";
  return "other";
}

/**
 * One job at a time; `waiting` more may queue, any further is refused.
 * @param {number} waiting
 */
export function createLock(waiting) {
  let tail = Promise.resolve();
  let queued = 0;
  return {
    get busy() {
      return queued > 0;
    },
    /**
     * Runs `task` when the lock is free; null when too many wait already.
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T> | null}
     */
    run(task) {
      if (queued > waiting) return null;
      queued++;
      const result = tail.then(task);
      tail = result
        .then(
          () => {},
          () => {},
        )
        .finally(() => queued--);
      return result;
    },
  };
}

/**
 * @param {{
 *   articlesDir: string,
 *   git: Git,
 *   repository: boolean,
 *   jobs: ContentJobs,
 *   checkDraft: CheckDraft,
 *   served: Served,
 *   fourEyes?: boolean,
 *   sharedDrafts?: ReturnType<typeof import("../../server/editor/shared-drafts.mjs").createSharedDrafts>,
 *   now: () => number,
 *   viennaWallClock: (instant: number) => { day: string, time: string },
 *   viennaInstant: (day: string, time?: string) => number,
 *   lock?: ReturnType<typeof createLock>,
 *   photos?: { ensure: (photos: readonly import("./photos.mjs").PhotoFile[]) => Promise<void> },
 *   log?: (line: string) => void,
 * }} options
 *   lock: shared with the fact base's changes (scripts/editor/fact-publisher.mjs), so one write runs at a time
 *   photos: encodes a publication's new photos before its content build (createPhotoPreparer in ./photos.mjs);
 *   without it the content build encodes them
 */
export function createPublisher({
  articlesDir,
  git,
  repository,
  jobs,
  checkDraft,
  served,
  fourEyes = false,
  sharedDrafts,
  now,
  viennaWallClock,
  viennaInstant,
  // One job runs; one more may wait (a scheduled publication and the editor's click).
  lock = createLock(1),
  photos: photoPreparer,
  log = () => {},
}) {
  /** @type {Scheduled[]} */
  let scheduled = [];
  /** @type {{ at: number, message: string } | null} */
  let lastFailure = null;
  /** The commit the live site was last built from (a pull moves HEAD: the site follows). */
  /** @type {string | null} */
  let builtHead = null;
  /** True once the first job after the start is done (the content build is warm, the plan known). */
  let ready = false;
  const noteHead = async () => {
    if (repository) builtHead = await git.head();
  };

  /** @param {Scheduled[]} list */
  const remember = (list) => {
    scheduled = list;
  };
  const articlePath = (/** @type {string} */ slug) => `/ratgeber/${slug}`;

  /**
   * Writes `text` as the file by a rename, so the folder never holds half a file.
   * @param {string} file
   * @param {string | Buffer} text
   */
  const writeArticle = (file, text) => {
    const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.neu`);
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  };

  /**
   * Runs a content build; `commit` decides before the swap. Resolves at live with the answer.
   * @param {() => Promise<{ ok: true } | { ok: false, message: string }>} commit
   * @param {() => void} undo puts the article file back as it was
   */
  async function buildAndCommit(commit, undo) {
    const job = jobs.run(now(), { beforeSwap: commit });
    job.done
      .then((followUp) => {
        if (followUp.failed) lastFailure = { at: now(), message: followUp.failed };
      })
      .catch((error) => log(`Nach dem Inhalts-Build: ${error instanceof Error ? error.message : String(error)}`));
    try {
      const live = await job.live;
      remember(live.summary.scheduled);
      if (live.declined !== undefined) {
        undo();
        log(`Commit abgelehnt: ${live.declined}`);
        return {
          ok: /** @type {const} */ (false),
          answer: { status: 500, body: { message: say.commitFailed } },
          job,
        };
      }
      return { ok: /** @type {const} */ (true), live, job };
    } catch (error) {
      undo();
      const message = error instanceof Error ? error.message : String(error);
      lastFailure = { at: now(), message };
      return { ok: /** @type {const} */ (false), answer: { status: 500, body: { message: say.buildFailed(message) } }, job };
    }
  }

  /**
   * Builds with the changed article file (and its photos) and commits them in one commit just before the
   * build is swapped in; the build's follow-up joins `release`. On failure the answer to send, else the
   * live build and the commit.
   * @param {string[]} files @param {string} message @param {() => void} undo @param {Promise<unknown>[]} release
   * @param {Editor} editor the commit's author
   */
  async function commitArticle(files, message, undo, release, editor) {
    /** @type {string | undefined} */
    let commit;
    const result = await buildAndCommit(async () => {
      const committed = await git.commitFiles(files, message, authorOf(editor));
      if (!committed.ok) return committed;
      commit = committed.stdout;
      return { ok: true };
    }, undo);
    release.push(result.job.done);
    return result.ok ? { ...result, commit } : result;
  }

  /** @returns {Promise<{ pushed: boolean, message?: string }>} */
  async function push() {
    if (!git.pushes) return { pushed: false };
    const pushed = await git.push();
    if (pushed.ok) return { pushed: true };
    log(`git push fehlgeschlagen: ${pushed.message}`);
    return { pushed: false, message: say.pushFailed(pushFailure(pushed.message)) };
  }

  /**
   * Whether readers get the committed article file now (page, data, twin); the parts that differ.
   * @param {string} fileName @param {string} text
   */
  async function notServed(fileName, text) {
    const expected = await jobs.expect(fileName, text);
    return expected ? servedDifferences(served, expected) : /** @type {const} */ (["page", "data", "twin"]);
  }

  /**
   * What the hub's draft now revises: the published article, with its first date and the version stamp
   * of its twin (so the next "Veröffentlichen" of the same draft is a revision the server takes
   * without asking again). Null when the article is not live (scheduled).
   * @param {string} fileName @param {string} text
   */
  async function revisionOfLive(fileName, text) {
    const twin = await served(`${articlePath(fileName.replace(/\.md$/, ""))}.md`);
    const photoNames = folderPhotos(path.join(articlesDir, fileName.replace(/\.md$/, "")));
    const article = validateArticleFile({ fileName, bytes: Buffer.from(text), photoNames }).article;
    if (!twin || !article) return null;
    return {
      slug: article.frontMatter.slug,
      datePublished: article.frontMatter.datePublished,
      version: textVersion(twin.identity.toString("utf8")),
    };
  }

  /**
   * Runs `task` under the lock; answers at once when the lock is taken by too many.
   * @param {(release: Promise<unknown>[]) => Promise<ApiAnswer>} task gets a list to add what must
   *   finish before the next job may start (the job's search index and recommendations)
   * @returns {Promise<ApiAnswer>}
   */
  function locked(task) {
    /** @type {(answer: ApiAnswer) => void} */
    let respond = () => {};
    const answered = new Promise((resolve) => (respond = resolve));
    const started = lock.run(async () => {
      /** @type {Promise<unknown>[]} */
      const release = [];
      try {
        respond(await task(release));
      } catch (error) {
        log(`Redaktionsmodus: Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        respond({ status: 500, body: { message: say.internal } });
      }
      await Promise.all(release);
      ready = true;
    });
    if (!started) return Promise.resolve({ status: 429, body: { message: say.busy } });
    return /** @type {Promise<ApiAnswer>} */ (answered);
  }

  /**
   * The article a withdrawal names, checked before any path is built from it: no "..", no "/", nothing but the site's
   * slug form.
   * @param {unknown} input
   * @returns {{ ok: true, slug: string, file: string, folder: string, page: string } | { ok: false, answer: ApiAnswer }}
   */
  const withdrawTarget = (input) => {
    const parsed = v.safeParse(withdrawRequest, input);
    if (!parsed.success) return { ok: false, answer: { status: 400, body: { message: say.badRequest } } };
    const { slug } = parsed.output;
    if (!isArticleSlug(slug)) return { ok: false, answer: { status: 400, body: { message: say.slug } } };
    // The article's photos leave with it (docs/decisions/0053): a folder without its article stops every build.
    return {
      ok: true,
      slug,
      file: path.join(articlesDir, `${slug}.md`),
      folder: path.join(articlesDir, slug),
      page: articlePath(slug),
    };
  };

  /**
   * Takes an article down; under four eyes only as a change another person approved (`approver`, named in the commit).
   * @param {unknown} input @param {Editor} editor @param {Person} [approver] @returns {Promise<ApiAnswer>}
   */
  async function withdrawArticle(input, editor, approver) {
    if (!repository) return { status: 409, body: { message: say.noRepository } };
    const target = withdrawTarget(input);
    if (!target.ok) return target.answer;
    const { slug, file, folder, page } = target;
    return locked(async (release) => {
      if (!existsSync(file)) return { status: 404, body: { message: say.missing(page) } };
      const hasFolder = existsSync(folder);
      const photos = folderFiles(folder).map((name) => path.join(folder, name));
      for (const target of [file, ...photos])
        if (await git.uncommitted(target)) {
          return { status: 409, body: { message: say.uncommitted(git.relative(target)), code: "uncommitted" } };
        }
      const text = readFileSync(file, "utf8");
      const title = /^title:\s*"?(.*?)"?\s*$/m.exec(text)?.[1] ?? slug;
      // Moved aside (hidden: the folder's reader skips them) until the commit holds.
      const aside = path.join(articlesDir, `.${slug}.md.${process.pid}.alt`);
      const folderAside = path.join(articlesDir, `.${slug}.${process.pid}.alt`);
      renameSync(file, aside);
      if (hasFolder) renameSync(folder, folderAside);
      const undo = () => {
        renameSync(aside, file);
        if (hasFolder) renameSync(folderAside, folder);
      };
      const message = withApproval(`Withdraw article "${title.slice(0, 120)}" (${page})`, approver);
      const result = await commitArticle([file, ...photos], message, undo, release, editor);
      if (!result.ok) return result.answer;
      const { commit } = result;
      rmSync(aside, { force: true });
      rmSync(folderAside, { recursive: true, force: true });
      // What was approved for this address goes out again only after a new review (docs/decisions/0060).
      await sharedDrafts?.withdrawn(slug, editor);
      await noteHead();
      const pushed = await push();
      const leftovers = await servedLeftovers(served, { path: page, twinPath: `${page}.md` });
      if (leftovers.length > 0) {
        log(`${message}: committet (${commit?.slice(0, 12)}), aber noch ausgeliefert (${leftovers.join(", ")})`);
        return { status: 500, body: { message: say.stillServed(page, leftovers), code: "still-served", commit } };
      }
      log(`${message}: zurückgezogen (${commit?.slice(0, 12)}, ${editor.name})`);
      return {
        status: 200,
        body: {
          slug,
          path: page,
          commit,
          editor: editor.name,
          pushed: pushed.pushed,
          ...(pushed.message ? { pushMessage: pushed.message } : {}),
        },
      };
    });
  }

  return {
    /**
     * "Veröffentlichen" (docs/decisions/0038): the slug must be in slug form as sent (it is never
     * rewritten), no field may hold a control, bidi or zero-width character, a date is at most two
     * years ahead; then, under the lock, Git says whether the slug is an article: if so, this is a
     * revision that keeps its first date, and it overwrites only with the editor's confirmation
     * (`replace`, or a revision of the very version the live twin has).
     * @param {unknown} input @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async publish(input, editor) {
      if (!repository) return { status: 409, body: { message: say.noRepository } };
      const parsed = v.safeParse(publishRequest, input);
      if (!parsed.success) return { status: 400, body: { message: say.badRequest } };
      const { publishAt, replace, shared, photos: uploads = [] } = parsed.output;
      let { article } = parsed.output;
      // Four eyes (docs/decisions/0039): what goes out is the shared draft another editor approved, as approved.
      if (fourEyes) {
        const approved = sharedDrafts
          ? await sharedDrafts.approved(shared, editor)
          : { ok: /** @type {const} */ (false), message: say.publishNeedsApproval };
        if (!approved.ok) return { status: 403, body: { message: approved.message, code: "four-eyes" } };
        article = approved.draft;
        // The photos are part of the approved version by their SHA-256 (docs/decisions/0060).
        const problems = unapprovedPhotos(article, uploads);
        if (problems.length > 0) return { status: 403, body: { message: problems.join(" "), problems, code: "four-eyes" } };
      }
      const unsafe = unsafeField(article);
      if (unsafe) return { status: 422, body: { message: say.unsafe(unsafe.field, unsafe.character), code: "unsafe" } };
      const slug = article.slug;
      // Checked before any path is built from it, and never made into a slug by the server.
      if (!isArticleSlug(slug)) return { status: 400, body: { message: say.slug, code: "slug" } };
      let day = viennaWallClock(now()).day;
      /** @type {string | undefined} */
      let time;
      if (publishAt) {
        const at = viennaInstant(publishAt.day, publishAt.time);
        if (!Number.isFinite(at) || at <= now()) return { status: 400, body: { message: say.publishAt } };
        const horizon = new Date(now());
        horizon.setUTCFullYear(horizon.getUTCFullYear() + SCHEDULE_HORIZON_YEARS);
        if (at > horizon.getTime()) return { status: 400, body: { message: say.scheduleTooFar(SCHEDULE_HORIZON_YEARS) } };
        ({ day, time } = publishAt);
      }
      const file = path.join(articlesDir, `${slug}.md`);
      const page = articlePath(slug);
      // New photos are checked before anything else is (docs/decisions/0048): size, type, readable; stripped.
      const uploaded = await readUploadedPhotos(uploads);
      if (!uploaded.ok) return { status: 422, body: { message: say.photosRefused, problems: uploaded.problems, code: "photos" } };
      // Encoded when the editor added them (docs/decisions/0057), or now, before the publishing lock: the content
      // build then only links the variants.
      try {
        await photoPreparer?.ensure(uploaded.photos);
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        return { status: 422, body: { message: say.photosRefused, problems: [problem], code: "photos" } };
      }
      const folder = path.join(articlesDir, slug);

      return locked(async (release) => {
        const lockedAt = performance.now();
        // Checked again under the lock: a publication queued behind another under the same approval finds it used up.
        if (fourEyes) {
          const still = sharedDrafts
            ? await sharedDrafts.approved(shared, editor)
            : { ok: /** @type {const} */ (false), message: say.publishNeedsApproval };
          if (!still.ok) return { status: 403, body: { message: still.message, code: "four-eyes" } };
        }
        for (const target of [file, folder])
          if (await git.uncommitted(target)) {
            return { status: 409, body: { message: say.uncommitted(git.relative(target)), code: "uncommitted" } };
          }
        // Git decides: an article under this slug makes this a revision with the article's first date.
        const committed = await git.committedText(file);
        const live =
          committed === null
            ? null
            : validateArticleFile({ fileName: `${slug}.md`, bytes: Buffer.from(committed), photoNames: folderPhotos(folder) })
                .article;
        const { revisionOf: claimed, ...rest } = /** @type {{ revisionOf?: { slug?: unknown, version?: unknown } }} */ (article);
        if (committed !== null) {
          const twin = await served(`${page}.md`);
          const sameVersion =
            claimed?.slug === slug &&
            typeof claimed.version === "string" &&
            twin !== null &&
            textVersion(twin.identity.toString("utf8")) === claimed.version;
          if (replace !== true && !sameVersion) {
            const changed = claimed?.slug === slug;
            return {
              status: 409,
              body: { message: changed ? say.changedMeanwhile(page) : say.exists(page), code: "exists", path: page },
            };
          }
        }
        const draft = live ? { ...rest, revisionOf: { slug, datePublished: live.frontMatter.datePublished } } : rest;
        // The photo folder after this write: the photos sent, and of those in Git the ones the draft still names.
        const photos = photoChanges(folder, draftPhotoNames(article), uploaded.photos);
        const checkedFrom = performance.now();
        const check = await checkDraft(draft, day, time, photos.names);
        const checkMs = Math.round(performance.now() - checkedFrom);
        if (!check.ok) return { status: 422, body: { message: say.refused, problems: check.problems } };
        if (check.slug !== slug || check.file.fileName !== `${slug}.md`) return { status: 400, body: { message: say.slug } };
        const answerBase = { slug, title: check.title, path: page, editor: editor.name };
        // The same article again (only the day of the change would differ): no commit, and "Live" only
        // when the page shows it.
        if (committed !== null && !photos.changed && sameArticle(check.file.fileName, committed, check.file.text, photos.names)) {
          const isLive = !scheduled.some((item) => item.slug === slug);
          const differences = isLive ? await notServed(check.file.fileName, committed) : [];
          if (differences.length > 0) {
            log(`${page}: unverändert, aber nicht so ausgeliefert (${differences.join(", ")})`);
            return { status: 500, body: { message: say.notServed(page, differences), code: "not-served", live: false } };
          }
          const revision = isLive ? await revisionOfLive(check.file.fileName, committed) : null;
          return {
            status: 200,
            body: {
              ...answerBase,
              live: isLive,
              unchanged: true,
              message: say.unchanged(page),
              pushed: false,
              ...(revision ? { revision } : {}),
            },
          };
        }
        const previous = new Map(
          [file, ...photos.written.map((photo) => photo.path), ...photos.removed].map((target) => [
            target,
            existsSync(target) ? readFileSync(target) : null,
          ]),
        );
        const undo = () => {
          for (const [target, bytes] of previous) {
            if (bytes) writeFileSync(target, bytes);
            else rmSync(target, { force: true });
          }
        };
        try {
          if (photos.written.length > 0) mkdirSync(folder, { recursive: true });
          for (const photo of photos.written) writeArticle(photo.path, photo.bytes);
          for (const target of photos.removed) rmSync(target, { force: true });
          writeArticle(file, check.file.text);
        } catch (error) {
          undo();
          log(`${page}: Schreiben fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
          return { status: 500, body: { message: say.writeFailed } };
        }
        const when = time ? `${day} ${time}` : null;
        const message = `${committed !== null ? "Revise" : when ? "Schedule" : "Publish"} article "${check.title.replace(/\s+/g, " ").slice(0, 120)}" (${page})${when ? ` for ${when} Vienna time` : ""}`;
        const started = performance.now();
        const result = await commitArticle([...previous.keys()], message, undo, release, editor);
        if (!result.ok) return result.answer;
        const { commit } = result;
        await noteHead();
        const pushed = await push();
        const isLive = !scheduled.some((item) => item.slug === slug);
        // "Live" only once a reader gets the committed file: the page, its data and its twin.
        const swappedAt = performance.now();
        const differences = isLive ? await notServed(check.file.fileName, check.file.text) : [];
        if (differences.length > 0) {
          log(`${message}: committet (${commit?.slice(0, 12)}), aber nicht so ausgeliefert (${differences.join(", ")})`);
          return {
            status: 500,
            body: { message: say.notServed(page, differences), code: "not-served", live: false, commit },
          };
        }
        const { prepare, render, finish } = result.live.summary.milliseconds;
        log(
          `${message}: ${isLive ? "live" : "eingeplant"} (${commit?.slice(0, 12)}, ${editor.name}) nach ${Math.round(performance.now() - lockedAt)} ms: ` +
            `Prüfung ${checkMs}, Inhalts-Build ${prepare} + ${render} + ${finish}, bis zum Austausch ${Math.round(swappedAt - started)}, Abgleich ${Math.round(performance.now() - swappedAt)}`,
        );
        if (shared && sharedDrafts) await sharedDrafts.published(shared, editor, page);
        const revision = isLive ? await revisionOfLive(check.file.fileName, check.file.text) : null;
        return {
          status: 200,
          body: {
            ...answerBase,
            live: isLive,
            ...(revision ? { revision } : {}),
            ...(time ? { publishAt: { day, time } } : {}),
            commit,
            pushed: pushed.pushed,
            ...(pushed.message ? { pushMessage: pushed.message } : {}),
            milliseconds: Math.round(performance.now() - started),
            build: result.live.summary.milliseconds,
            encodedPhotos: result.live.summary.encodedPhotos,
          },
        };
      });
    },

    withdraw: withdrawArticle,

    /**
     * A withdrawal for the four-eyes rule (server/editor/reviewed-changes.mjs): checked without touching anything.
     * @type {import("../../server/editor/reviewed-changes.mjs").Reviewable}
     */
    reviewableWithdraw: {
      async check(input) {
        if (!repository) return { ok: false, answer: { status: 409, body: { message: say.noRepository } } };
        const target = withdrawTarget(input);
        if (!target.ok) return target;
        if (!existsSync(target.file)) return { ok: false, answer: { status: 404, body: { message: say.missing(target.page) } } };
        const title = /^title:\s*"?(.*?)"?\s*$/m.exec(readFileSync(target.file, "utf8"))?.[1] ?? target.slug;
        return { ok: true, summary: say.withdrawSummary(title, target.page) };
      },
      apply: withdrawArticle,
    },

    /**
     * The plan of scheduled articles and the server's state, and who asks (the hub shows it).
     * @param {Editor} editor @returns {Promise<ApiAnswer>}
     */
    async status(editor) {
      return {
        status: 200,
        body: {
          editor: editor.name,
          fourEyes,
          ready,
          busy: lock.busy,
          scheduled: scheduled.map(({ slug, title, category, dueAt }) => ({
            slug,
            title,
            category,
            dueAt,
            ...viennaWallClock(dueAt),
          })),
          pushes: git.pushes,
          ...(lastFailure ? { lastFailure } : {}),
        },
      };
    },

    /**
     * Who published, revised, scheduled or withdrew which article, newest first: the article folder's
     * commits (`git log`), each with its author.
     * @returns {Promise<ApiAnswer>}
     */
    async history() {
      const entries = repository ? await git.log(HISTORY_LENGTH) : [];
      return { status: 200, body: { entries: entries.flatMap(historyEntry) } };
    },

    /**
     * A content build at `now` when a scheduled article became due, when the checkout moved to
     * another commit (a `git pull` on a server), and at start (for what became due while the server
     * was off). Skipped while another job holds the lock; the next look tries again.
     * @param {{ force?: boolean }} [options]
     */
    async publishDue({ force = false } = {}) {
      if (lock.busy) return;
      const next = scheduled[0];
      const due = next !== undefined && next.dueAt <= now();
      const head = repository ? await git.head() : null;
      if (!force && !due && head === builtHead) return;
      // Asked again after the wait for Git, with nothing awaited before the lock is taken: two looks that overlap
      // (a slow `git rev-parse` on a busy machine outlasts the next tick) would queue two builds, and an editor's
      // publication would find the queue full.
      if (lock.busy) return;
      await locked(async (release) => {
        const job = jobs.run(now());
        release.push(job.done);
        try {
          const live = await job.live;
          remember(live.summary.scheduled);
          builtHead = head;
          if (live.swapped) {
            const { added, changed, removed } = live.summary;
            log(
              `Inhalts-Build: ${added.length} neu, ${changed.length} geändert, ${removed.length} entfernt (${[...added, ...changed, ...removed].join(", ")})`,
            );
          }
        } catch (error) {
          lastFailure = { at: now(), message: error instanceof Error ? error.message : String(error) };
          log(`Inhalts-Build fehlgeschlagen, die Website bleibt, wie sie war: ${lastFailure.message}`);
        }
        return { status: 200, body: {} };
      });
    },
    get nextDue() {
      return scheduled[0]?.dueAt ?? null;
    },
  };
}
