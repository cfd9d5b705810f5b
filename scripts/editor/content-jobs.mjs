// Runs content builds in their own process (scripts/content-build/worker.mjs) for the editor mode
// and swaps what they stage into the running server: between two requests, the staged files are
// renamed into build/client and the server's index is updated (server/app.mjs, applyChanges). One
// job at a time; the caller holds the publishing lock.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

import { editorMessages as say } from "../../server/editor/messages.mjs";
import { discardStaged, swapStaged } from "../content-build/stage.mjs";
import { SEMI_SPACE_MB } from "./spawn.mjs";

/**
 * @typedef {import("../content-build/stage.mjs").StagedChanges} StagedChanges
 * @typedef {import("../content-build/build.mjs").LiveSummary} LiveSummary
 * @typedef {{ ok: true } | { ok: false, message: string }} Decision
 * @typedef {{ swapped: boolean, declined?: string, summary: LiveSummary }} LiveResult
 * @typedef {{ searchMs?: number, hubFilesMs?: number, relatedPages?: number, relatedMs?: number, serviceWorkerMs?: number, failed?: string }} FollowUp
 * @typedef {import("../content-build/render.mjs").ExpectedPage} ExpectedPage
 */

const WORKER = fileURLToPath(new URL("../content-build/worker.mjs", import.meta.url));

/** A live phase longer than this is stopped: the site stays as it was. */
export const LIVE_TIMEOUT_MS = 180_000;

/** glibc's malloc arenas in the content build process (docs/decisions/0055). */
export const CONTENT_BUILD_MALLOC_ARENAS = 2;

/**
 * V8's old generation of the content build process, in MB (docs/decisions/0058, 0059), unless CONTENT_BUILD_HEAP_MB
 * says otherwise. Without a limit V8 lets garbage pile up to a size it derives from the machine's memory (435 MB
 * resident for a warm-up at 2,000 articles that holds 69 MB); with a limit it collects sooner. At 10,000 articles
 * the process holds about 126 MB after a collection; with 1,024 MB it peaked at 627 MB over three publications,
 * with 512 MB at 569 MB. A site that outgrows it fails a publication with "heap out of memory" in the editor mode's
 * log, and the variable raises it.
 */
export const CONTENT_BUILD_HEAP_MB = 512;

/** @param {NodeJS.ProcessEnv} env */
export function contentBuildHeapMb(env = process.env) {
  const given = Number(env.CONTENT_BUILD_HEAP_MB);
  return Number.isInteger(given) && given >= 128 ? given : CONTENT_BUILD_HEAP_MB;
}

/**
 * The content build's process (scripts/content-build/worker.mjs), with stdout, stderr and an IPC channel.
 * @param {{ buildDir: string, articlesDir?: string }} options
 * @returns {import("node:child_process").ChildProcess}
 */
export function forkContentWorker({ buildDir, articlesDir }) {
  return fork(WORKER, [], {
    // React renders as in the full build's prerender (Vite builds with NODE_ENV=production): the
    // same markup, without the development build's checks, which cost several times the time.
    // Bounded memory (docs/decisions/0055): two malloc arenas instead of one per thread (the
    // compression threads' arenas held some 200 MB that was freed but never returned), and a young
    // generation of 4 MB semi-spaces instead of V8's default.
    env: {
      ...process.env,
      NODE_ENV: "production",
      CONTENT_BUILD_DIR: buildDir,
      CONTENT_ARTICLES_DIR: articlesDir ?? "",
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? String(CONTENT_BUILD_MALLOC_ARENAS),
    },
    execArgv: [...process.execArgv, `--max-semi-space-size=${SEMI_SPACE_MB}`, `--max-old-space-size=${contentBuildHeapMb()}`],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    serialization: "json",
  });
}

/**
 * @param {{
 *   buildDir: string,
 *   articlesDir?: string,
 *   applyChanges: (changed: readonly string[], update: { csp?: string }) => void,
 *   afterRun?: () => Promise<void> | void,
 *   log?: (line: string) => void,
 *   startWorker?: typeof forkContentWorker,
 * }} options
 *   afterRun: runs once a run and its follow-ups are done, as the run's last step (`done` waits for it);
 *   startWorker: starts the content build's process (a stand-in in the tests)
 */
export function createContentJobs({
  buildDir,
  articlesDir,
  applyChanges,
  afterRun = () => {},
  log = () => {},
  startWorker = forkContentWorker,
}) {
  /** @type {import("node:child_process").ChildProcess | null} */
  let child = null;
  /** @type {Promise<void> | null} */
  let ready = null;
  let counter = 0;
  let lastError = "";
  /** @type {Map<string, (message: any) => void>} */
  const listeners = new Map();

  function start() {
    const worker = startWorker({ buildDir, articlesDir });
    const relay = (/** @type {Buffer} */ chunk) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) log(line);
    };
    worker.stdout?.on("data", relay);
    // What the process wrote last to stderr names the cause when it ends unexpectedly.
    worker.stderr?.on("data", (/** @type {Buffer} */ chunk) => {
      relay(chunk);
      lastError = (lastError + chunk.toString("utf8")).slice(-600);
    });
    child = worker;
    ready = new Promise((resolve, reject) => {
      const onMessage = (/** @type {{ type: string }} */ message) => {
        if (message.type === "ready") {
          worker.off("message", onMessage);
          resolve();
        }
      };
      worker.on("message", onMessage);
      worker.once("exit", (code) => reject(new Error(`der Inhalts-Build-Prozess endete beim Start (${code})`)));
    });
    worker.on("message", (/** @type {{ id?: string }} */ message) => {
      if (message.id) listeners.get(message.id)?.(message);
    });
    worker.once("exit", (code, signal) => {
      if (child === worker) {
        child = null;
        ready = null;
      }
      for (const listener of listeners.values()) listener({ type: "exit", code, signal });
    });
    // A failed start is reported to the job that waits for it.
    ready.catch(() => {});
  }

  /**
   * Runs one content build at `now`. `beforeSwap` (the commit of the article) runs once the live
   * pages are staged, also when nothing public changes; declining keeps the site and leaves the rest.
   * `live` settles once the pages are served (or the run failed); `done` once the search index and
   * the recommendations followed.
   * @param {number} now
   * @param {{ beforeSwap?: () => Promise<Decision> }} [options]
   * @returns {{ live: Promise<LiveResult>, done: Promise<FollowUp> }}
   */
  function run(now, { beforeSwap = async () => ({ ok: true }) } = {}) {
    const id = String(++counter);
    /** @type {(value: LiveResult) => void} */
    let liveResolve = () => {};
    /** @type {(error: Error) => void} */
    let liveReject = () => {};
    const live = new Promise((resolve, reject) => {
      liveResolve = resolve;
      liveReject = reject;
    });
    let liveSettled = false;
    /** @type {FollowUp} */
    const followUp = {};
    const done = new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (!liveSettled) {
          liveSettled = true;
          liveReject(new Error(`kein Ergebnis nach ${LIVE_TIMEOUT_MS / 1000} s`));
          child?.kill("SIGKILL");
        }
      }, LIVE_TIMEOUT_MS);
      timer.unref();
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(id);
        Promise.resolve()
          .then(afterRun)
          .catch((error) => log(`Nach dem Inhalts-Build: ${error instanceof Error ? error.message : String(error)}`))
          .finally(() => resolve(followUp));
      };

      /** @param {any} message */
      const onMessage = async (message) => {
        if (message.type === "staged") {
          /** @type {StagedChanges | null} */
          const staged = message.staged;
          if (message.phase === "live") {
            const decision = await beforeSwap().catch((/** @type {Error} */ error) => ({ ok: false, message: error.message }));
            if (!decision.ok) {
              if (staged) await discardStaged(staged);
              child?.send({ type: "declined", id });
              liveSettled = true;
              liveResolve({ swapped: false, declined: decision.message, summary: message.summary });
              return;
            }
          }
          if (staged) {
            swapStaged(staged);
            applyChanges(
              staged.changed.filter((rel) => !rel.startsWith("/.")),
              message.csp ? { csp: message.csp } : {},
            );
            child?.send({ type: "swapped", id });
            void discardStaged(staged);
          }
          if (message.phase === "live") {
            liveSettled = true;
            liveResolve({ swapped: Boolean(staged), summary: message.summary });
          } else if (message.phase === "search") {
            followUp.searchMs = message.summary.milliseconds;
          } else if (message.phase === "hub") {
            followUp.hubFilesMs = message.summary.milliseconds;
          } else if (message.phase === "offline") {
            followUp.serviceWorkerMs = message.summary.milliseconds;
          } else {
            followUp.relatedPages = message.summary.pages;
            followUp.relatedMs = message.summary.milliseconds;
          }
        } else if (message.type === "failed") {
          log(`Inhalts-Build fehlgeschlagen (${message.phase}): ${message.message}`);
          // Only the build's own German refusal reaches the editor; other causes stay in the log.
          const shown = message.shown ? message.message : say.buildInternal;
          if (!liveSettled) {
            liveSettled = true;
            liveReject(new Error(shown));
          } else {
            followUp.failed = shown;
          }
        } else if (message.type === "done") {
          finish();
        } else if (message.type === "exit") {
          if (!liveSettled) {
            liveSettled = true;
            const cause = lastError.trim().split("\n").filter(Boolean).slice(-2).join(" ");
            log(`Inhalts-Build-Prozess endete unerwartet (${message.signal ?? message.code})${cause ? `: ${cause}` : ""}`);
            liveReject(new Error(say.buildProcessEnded));
          }
          finish();
        }
      };
      // A message's handling never rejects into nothing: what fails is logged and fails the publication; the
      // process still ends the job with its "done" or "exit".
      listeners.set(id, (/** @type {any} */ message) => {
        onMessage(message).catch((error) => {
          log(`Inhalts-Build: ${error instanceof Error ? error.message : String(error)}`);
          if (!liveSettled) {
            liveSettled = true;
            liveReject(new Error(say.buildInternal));
          }
        });
      });
    });

    (async () => {
      if (!child) start();
      try {
        await ready;
      } catch (error) {
        listeners.get(id)?.({ type: "failed", phase: "live", message: /** @type {Error} */ (error).message });
        listeners.get(id)?.({ type: "done" });
        return;
      }
      child?.send({ type: "run", id, now });
    })().catch((error) => listeners.get(id)?.({ type: "failed", phase: "live", message: String(error?.message ?? error) }));
    return { live, done };
  }

  /**
   * What the site must serve for an article file once it is live, worked out by the content build's
   * process with the bundle the pages are rendered with (null when the file is no article).
   * @param {string} fileName
   * @param {string} text
   * @returns {Promise<ExpectedPage | null>}
   */
  async function expect(fileName, text) {
    if (!child) start();
    await ready;
    const id = `x${++counter}`;
    return new Promise((resolve, reject) => {
      listeners.set(id, (/** @type {any} */ message) => {
        listeners.delete(id);
        if (message.type === "expected") resolve(message.expected ?? null);
        else reject(new Error(say.buildProcessEnded));
      });
      child?.send({ type: "expect", id, fileName, text });
    });
  }

  return {
    run,
    expect,
    /** Starts the process ahead of the first job (it loads the bundle, about a second). */
    warm() {
      if (!child) start();
      return /** @type {Promise<void>} */ (ready).catch(() => {});
    },
    stop() {
      child?.kill();
      child = null;
    },
  };
}
