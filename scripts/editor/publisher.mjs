// What the editor mode does for the hub (docs/decisions/0033): publish a draft (or schedule it),
// revise an article, withdraw one, and publish scheduled articles when they are due. Each write is
// one article file, committed to Git, built by a content build and swapped in; one at a time.
// Every refusal happens before anything is written; a build or commit that fails puts the file back
// as it was, and the site was never touched.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { validateArticleFile } from "../../app/features/articles/validate.ts";
import { editorMessages as say } from "../../server/editor/messages.mjs";
import { isSlug } from "../../server/editor/guards.mjs";
import { servedDifferences, servedLeftovers } from "../../server/editor/live-check.mjs";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/**
 * @typedef {import("../../server/editor/api.mjs").ApiAnswer} ApiAnswer
 * @typedef {(input: unknown, day: string, time: string | undefined) => Promise<import("./check-bundle.mjs").PublishCheck>} CheckDraft  the publish check, bound to the live site
 * @typedef {ReturnType<typeof import("../../server/editor/git.mjs").createGit>} Git
 * @typedef {ReturnType<typeof import("./content-jobs.mjs").createContentJobs>} ContentJobs
 * @typedef {{ slug: string, title: string, category: string, dueAt: number }} Scheduled
 * @typedef {import("../../server/editor/live-check.mjs").Served} Served
 */

/**
 * Whether two article files say the same: the same body and front matter, apart from the day of the
 * last change (which every write sets) and the hub's informational keys the build ignores.
 * @param {string} fileName
 * @param {string} before
 * @param {string} after
 */
export function sameArticle(fileName, before, after) {
  const read = (/** @type {string} */ text) => validateArticleFile({ fileName, bytes: new TextEncoder().encode(text) }).article;
  const [a, b] = [read(before), read(after)];
  if (!a || !b) return false;
  const undated = (/** @type {typeof a} */ article) => JSON.stringify({ ...article.frontMatter, dateModified: "" });
  return a.body === b.body && undated(a) === undated(b);
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
 *   now: () => number,
 *   viennaWallClock: (instant: number) => { day: string, time: string },
 *   viennaInstant: (day: string, time?: string) => number,
 *   log?: (line: string) => void,
 * }} options
 */
export function createPublisher({
  articlesDir,
  git,
  repository,
  jobs,
  checkDraft,
  served,
  now,
  viennaWallClock,
  viennaInstant,
  log = () => {},
}) {
  // One job runs; one more may wait (a scheduled publication and the editor's click).
  const lock = createLock(1);
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
   * @param {string} text
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
    job.done.then((followUp) => {
      if (followUp.failed) lastFailure = { at: now(), message: followUp.failed };
    });
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
   * Builds with the changed article file and commits it just before the build is swapped in; the build's
   * follow-up joins `release`. On failure the answer to send, else the live build and the commit.
   * @param {string} file @param {string} message @param {() => void} undo @param {Promise<unknown>[]} release
   */
  async function commitArticle(file, message, undo, release) {
    /** @type {string | undefined} */
    let commit;
    const result = await buildAndCommit(async () => {
      const committed = await git.commitFile(file, message);
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

  return {
    /** @param {unknown} input @returns {Promise<ApiAnswer>} */
    async publish(input) {
      if (!repository) return { status: 409, body: { message: say.noRepository } };
      const body = /** @type {{ article?: unknown, publishAt?: { day?: unknown, time?: unknown }, replace?: unknown }} */ (
        input && typeof input === "object" ? input : {}
      );
      if (!body.article || typeof body.article !== "object") return { status: 400, body: { message: say.badRequest } };
      let day = viennaWallClock(now()).day;
      /** @type {string | undefined} */
      let time;
      if (body.publishAt !== undefined) {
        const at = body.publishAt;
        if (
          !at ||
          typeof at.day !== "string" ||
          typeof at.time !== "string" ||
          !DAY.test(at.day) ||
          !TIME.test(at.time) ||
          !Number.isFinite(viennaInstant(at.day, at.time)) ||
          viennaInstant(at.day, at.time) <= now()
        ) {
          return { status: 400, body: { message: say.publishAt } };
        }
        day = at.day;
        time = at.time;
      }
      const check = await checkDraft(body.article, day, time);
      if (!check.ok) return { status: 422, body: { message: say.refused, problems: check.problems } };
      // The slug comes from the hub's own rule (exportSlug) and passed the build's validation; it is
      // checked once more here, before any path is made from it.
      if (!isSlug(check.slug) || check.file.fileName !== `${check.slug}.md`) return { status: 400, body: { message: say.slug } };
      const file = path.join(articlesDir, check.file.fileName);
      const page = articlePath(check.slug);

      return locked(async (release) => {
        if (await git.uncommitted(file)) {
          return { status: 409, body: { message: say.uncommitted(git.relative(file)), code: "uncommitted" } };
        }
        const committed = await git.committedText(file);
        const exists = committed !== null;
        if (exists && body.replace !== true && !check.revision) {
          return { status: 409, body: { message: say.exists(page), code: "exists", path: page } };
        }
        const answerBase = { slug: check.slug, title: check.title, path: page };
        // The same article again (only the day of the change would differ): no commit, and "Live" only
        // when the page shows it.
        if (committed !== null && sameArticle(check.file.fileName, committed, check.file.text)) {
          const isLive = !scheduled.some((item) => item.slug === check.slug);
          const differences = isLive ? await notServed(check.file.fileName, committed) : [];
          if (differences.length > 0) {
            log(`${page}: unverändert, aber nicht so ausgeliefert (${differences.join(", ")})`);
            return { status: 500, body: { message: say.notServed(page, differences), code: "not-served", live: false } };
          }
          return {
            status: 200,
            body: { ...answerBase, live: isLive, unchanged: true, message: say.unchanged(page), pushed: false },
          };
        }
        const previous = existsSync(file) ? readFileSync(file) : null;
        try {
          writeArticle(file, check.file.text);
        } catch (error) {
          log(`${page}: Schreiben fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
          return { status: 500, body: { message: say.writeFailed } };
        }
        const undo = () => {
          if (previous) writeFileSync(file, previous);
          else rmSync(file, { force: true });
        };
        const when = time ? `${day} ${time}` : null;
        const message = `${exists ? "Revise" : when ? "Schedule" : "Publish"} article "${check.title.replace(/\s+/g, " ").slice(0, 120)}" (${page})${when ? ` for ${when} Vienna time` : ""}`;
        const started = performance.now();
        const result = await commitArticle(file, message, undo, release);
        if (!result.ok) return result.answer;
        const { commit } = result;
        await noteHead();
        const pushed = await push();
        const isLive = !scheduled.some((item) => item.slug === check.slug);
        // "Live" only once a reader gets the committed file: the page, its data and its twin.
        const differences = isLive ? await notServed(check.file.fileName, check.file.text) : [];
        if (differences.length > 0) {
          log(`${message}: committet (${commit?.slice(0, 12)}), aber nicht so ausgeliefert (${differences.join(", ")})`);
          return {
            status: 500,
            body: { message: say.notServed(page, differences), code: "not-served", live: false, commit },
          };
        }
        log(`${message}: ${isLive ? "live" : "eingeplant"} (${commit?.slice(0, 12)})`);
        return {
          status: 200,
          body: {
            ...answerBase,
            live: isLive,
            ...(time ? { publishAt: { day, time } } : {}),
            commit,
            pushed: pushed.pushed,
            ...(pushed.message ? { pushMessage: pushed.message } : {}),
            milliseconds: Math.round(performance.now() - started),
            build: result.live.summary.milliseconds,
          },
        };
      });
    },

    /** @param {unknown} input @returns {Promise<ApiAnswer>} */
    async withdraw(input) {
      if (!repository) return { status: 409, body: { message: say.noRepository } };
      const slug = input && typeof input === "object" ? /** @type {{ slug?: unknown }} */ (input).slug : undefined;
      if (slug === undefined) return { status: 400, body: { message: say.badRequest } };
      // Checked before any path is built from it: no "..", no "/", nothing but the site's slug form.
      if (!isSlug(slug)) return { status: 400, body: { message: say.slug } };
      const file = path.join(articlesDir, `${slug}.md`);
      const page = articlePath(slug);
      return locked(async (release) => {
        if (!existsSync(file)) return { status: 404, body: { message: say.missing(page) } };
        if (await git.uncommitted(file)) {
          return { status: 409, body: { message: say.uncommitted(git.relative(file)), code: "uncommitted" } };
        }
        const text = readFileSync(file, "utf8");
        const title = /^title:\s*"?(.*?)"?\s*$/m.exec(text)?.[1] ?? slug;
        // Moved aside (hidden: the folder's reader skips it) until the commit holds.
        const aside = path.join(articlesDir, `.${slug}.md.${process.pid}.alt`);
        renameSync(file, aside);
        const undo = () => renameSync(aside, file);
        const message = `Withdraw article "${title.slice(0, 120)}" (${page})`;
        const result = await commitArticle(file, message, undo, release);
        if (!result.ok) return result.answer;
        const { commit } = result;
        rmSync(aside, { force: true });
        await noteHead();
        const pushed = await push();
        const leftovers = await servedLeftovers(served, { path: page, twinPath: `${page}.md` });
        if (leftovers.length > 0) {
          log(`${message}: committet (${commit?.slice(0, 12)}), aber noch ausgeliefert (${leftovers.join(", ")})`);
          return { status: 500, body: { message: say.stillServed(page, leftovers), code: "still-served", commit } };
        }
        log(`${message}: zurückgezogen (${commit?.slice(0, 12)})`);
        return {
          status: 200,
          body: { slug, path: page, commit, pushed: pushed.pushed, ...(pushed.message ? { pushMessage: pushed.message } : {}) },
        };
      });
    },

    /** @returns {Promise<ApiAnswer>} */
    async status() {
      return {
        status: 200,
        body: {
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
