// The editor mode's side of the content build (content-jobs.mjs): the process it talks to is a stand-in here, so each
// test plays the worker's messages (scripts/content-build/worker.mjs lists them) and checks what the editor does with
// them: swaps, declines, follow-ups, failures and a process that ends.
import { EventEmitter } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

import { editorMessages as say } from "../../server/editor/messages.mjs";
import { createStage } from "../content-build/stage.mjs";
import { CONTENT_BUILD_HEAP_MB, contentBuildHeapMb, createContentJobs } from "./content-jobs.mjs";

/** A stand-in for the content build's process: records what it is sent, emits what a test says. */
class FakeWorker extends EventEmitter {
  stdout = new EventEmitter();
  stderr = new EventEmitter();
  /** @type {any[]} */
  sent = [];
  /** @type {string | undefined} */
  killedWith;
  /** @param {any} message */
  send(message) {
    this.sent.push(message);
    return true;
  }
  /** @param {string} [signal] */
  kill(signal) {
    this.killedWith = signal ?? "SIGTERM";
    return true;
  }
  /** @param {any} message */
  reply(message) {
    this.emit("message", message);
  }
  /** @param {number | null} code @param {string | null} [signal] */
  end(code, signal = null) {
    this.emit("exit", code, signal);
  }
  /** The messages of one type sent so far. @param {string} type */
  sentOf(type) {
    return this.sent.filter((message) => message.type === type);
  }
}

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Lets pending promise callbacks and the jobs' async message handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** @param {Partial<Parameters<typeof createContentJobs>[0]>} [options] */
function setUp(options = {}) {
  const buildDir = mkdtempSync(path.join(tmpdir(), "content-jobs-"));
  made.push(buildDir);
  const client = path.join(buildDir, "client");
  /** @type {FakeWorker[]} */
  const workers = [];
  /** @type {{ changed: readonly string[], update: { csp?: string } }[]} */
  const applied = [];
  /** @type {string[]} */
  const logged = [];
  let afterRuns = 0;
  const jobs = createContentJobs({
    buildDir,
    applyChanges: (changed, update) => applied.push({ changed, update }),
    afterRun: () => {
      afterRuns++;
    },
    log: (line) => logged.push(line),
    startWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return /** @type {any} */ (worker);
    },
    ...options,
  });
  return { jobs, client, workers, applied, logged, afterRuns: () => afterRuns };
}

/**
 * A staged change with one page, as the content build's live phase makes it.
 * @param {string} client
 * @param {string} rel
 * @param {string} body
 */
async function stagedPage(client, rel, body) {
  const stage = await createStage(client);
  await stage.write(rel, body);
  // Files swapped beside build/client are not the site's: the server's index never hears of them.
  await stage.write("/.hidden-state", "x");
  return stage.result();
}

const liveSummary = { added: ["/ratgeber/neu"], changed: [], removed: [], pages: 1, files: 1 };

describe("a content build run", () => {
  it("starts the process on the first run and sends the run only once the process is ready", async () => {
    const { jobs, workers } = setUp();
    jobs.run(1_000);
    await settle();
    expect(workers).toHaveLength(1);
    const worker = /** @type {FakeWorker} */ (workers[0]);
    expect(worker.sentOf("run")).toEqual([]);
    worker.reply({ type: "ready" });
    await settle();
    expect(worker.sentOf("run")).toEqual([{ type: "run", id: "1", now: 1_000 }]);
  });

  it("reports a run without public changes as live but not swapped, without telling the server anything", async () => {
    const { jobs, workers, applied, afterRuns } = setUp();
    const { live, done } = jobs.run(1_000);
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    worker.reply({ type: "staged", id: "1", phase: "live", staged: null, csp: null, summary: liveSummary });
    expect(await live).toEqual({ swapped: false, summary: liveSummary });
    expect(worker.sentOf("swapped")).toEqual([]);
    worker.reply({ type: "done", id: "1" });
    expect(await done).toEqual({});
    expect(applied).toEqual([]);
    expect(afterRuns()).toBe(1);
  });

  it("swaps staged pages into build/client, tells the server the site's changed files and the new policy, and answers the process", async () => {
    const { jobs, client, workers, applied } = setUp();
    let beforeSwapCalls = 0;
    const { live } = jobs.run(1_000, {
      beforeSwap: async () => {
        beforeSwapCalls++;
        return { ok: true };
      },
    });
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    const staged = await stagedPage(client, "/ratgeber/neu/index.html", "<p>neu</p>");
    worker.reply({ type: "staged", id: "1", phase: "live", staged, csp: "default-src 'self'", summary: liveSummary });
    expect(await live).toEqual({ swapped: true, summary: liveSummary });
    expect(beforeSwapCalls).toBe(1);
    expect(readFileSync(path.join(client, "ratgeber/neu/index.html"), "utf8")).toBe("<p>neu</p>");
    expect(applied).toEqual([{ changed: ["/ratgeber/neu/index.html"], update: { csp: "default-src 'self'" } }]);
    expect(worker.sentOf("swapped")).toEqual([{ type: "swapped", id: "1" }]);
    // The staging folder goes once its files moved.
    await vi.waitFor(() => expect(existsSync(staged.staging)).toBe(false));
  });

  it("keeps the site as it was when the commit before the swap declines, and tells the process", async () => {
    const { jobs, client, workers, applied } = setUp();
    const { live } = jobs.run(1_000, { beforeSwap: async () => ({ ok: false, message: "Commit fehlgeschlagen" }) });
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    const staged = await stagedPage(client, "/ratgeber/neu/index.html", "<p>neu</p>");
    worker.reply({ type: "staged", id: "1", phase: "live", staged, csp: null, summary: liveSummary });
    expect(await live).toEqual({ swapped: false, declined: "Commit fehlgeschlagen", summary: liveSummary });
    expect(existsSync(path.join(client, "ratgeber/neu/index.html"))).toBe(false);
    expect(existsSync(staged.staging)).toBe(false);
    expect(applied).toEqual([]);
    expect(worker.sentOf("declined")).toEqual([{ type: "declined", id: "1" }]);
    expect(worker.sentOf("swapped")).toEqual([]);
  });

  it("takes a commit that throws for a decline with its message", async () => {
    const { jobs, workers } = setUp();
    const { live } = jobs.run(1_000, {
      beforeSwap: async () => {
        throw new Error("git: index.lock exists");
      },
    });
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    worker.reply({ type: "staged", id: "1", phase: "live", staged: null, csp: null, summary: liveSummary });
    expect(await live).toMatchObject({ swapped: false, declined: "git: index.lock exists" });
    expect(worker.sentOf("declined")).toHaveLength(1);
  });

  it("collects the follow-up phases' figures and a failure after the pages went live, and runs afterRun before done", async () => {
    const { jobs, workers, afterRuns } = setUp();
    const { live, done } = jobs.run(1_000);
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    worker.reply({ type: "staged", id: "1", phase: "live", staged: null, csp: null, summary: liveSummary });
    await live;
    worker.reply({ type: "staged", id: "1", phase: "search", staged: null, summary: { milliseconds: 40 } });
    worker.reply({ type: "staged", id: "1", phase: "hub", staged: null, summary: { milliseconds: 30 } });
    worker.reply({ type: "staged", id: "1", phase: "related", staged: null, summary: { pages: 3, milliseconds: 20 } });
    worker.reply({ type: "staged", id: "1", phase: "offline", staged: null, summary: { milliseconds: 10 } });
    worker.reply({ type: "failed", id: "1", phase: "search", message: "pagefind crashed", shown: false });
    await settle();
    expect(afterRuns()).toBe(0);
    worker.reply({ type: "done", id: "1" });
    expect(await done).toEqual({
      searchMs: 40,
      hubFilesMs: 30,
      relatedPages: 3,
      relatedMs: 20,
      serviceWorkerMs: 10,
      failed: say.buildInternal,
    });
    expect(afterRuns()).toBe(1);
  });

  it("fails the publication with the build's own refusal, and hides any other cause behind the generic message", async () => {
    const { jobs, workers, logged } = setUp();
    const first = jobs.run(1_000);
    const second = jobs.run(2_000);
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    expect(worker.sentOf("run").map((message) => message.id)).toEqual(["1", "2"]);
    worker.reply({ type: "failed", id: "1", phase: "live", message: "Artikel x.md: Titel fehlt", shown: true });
    worker.reply({ type: "failed", id: "2", phase: "live", message: "TypeError: boom", shown: false });
    await expect(first.live).rejects.toThrow("Artikel x.md: Titel fehlt");
    await expect(second.live).rejects.toThrow(say.buildInternal);
    expect(logged).toEqual([
      "Inhalts-Build fehlgeschlagen (live): Artikel x.md: Titel fehlt",
      "Inhalts-Build fehlgeschlagen (live): TypeError: boom",
    ]);
  });

  it("fails the run when the process ends unexpectedly, logs its last error output, and starts a new process for the next run", async () => {
    const { jobs, workers, logged, afterRuns } = setUp();
    const { live, done } = jobs.run(1_000);
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    worker.stderr.emit("data", Buffer.from("FATAL ERROR: heap out of memory\n"));
    worker.end(null, "SIGABRT");
    await expect(live).rejects.toThrow(say.buildProcessEnded);
    expect(await done).toEqual({});
    expect(afterRuns()).toBe(1);
    expect(logged).toContain("FATAL ERROR: heap out of memory");
    expect(logged).toContain("Inhalts-Build-Prozess endete unerwartet (SIGABRT): FATAL ERROR: heap out of memory");

    jobs.run(2_000);
    await settle();
    expect(workers).toHaveLength(2);
  });

  it("fails the run when the process ends before it is ready, and ends the run once", async () => {
    const { jobs, workers, logged, afterRuns } = setUp();
    const { live, done } = jobs.run(1_000);
    await settle();
    /** @type {FakeWorker} */ (workers[0]).end(1);
    await expect(live).rejects.toThrow(say.buildProcessEnded);
    expect(await done).toEqual({});
    await settle();
    expect(afterRuns()).toBe(1);
    expect(logged).toEqual(["Inhalts-Build-Prozess endete unerwartet (1)"]);
  });

  it("ignores the messages of another run", async () => {
    const { jobs, workers } = setUp();
    const { live } = jobs.run(1_000);
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    worker.reply({ type: "staged", id: "7", phase: "live", staged: null, summary: liveSummary });
    worker.reply({ type: "failed", id: "7", phase: "live", message: "other", shown: true });
    const outcome = await Promise.race([live.then(() => "settled"), settle().then(() => "pending")]);
    expect(outcome).toBe("pending");
  });

  it("logs an afterRun that throws and still settles done", async () => {
    const { jobs, workers, logged } = setUp({
      afterRun: () => {
        throw new Error("index rebuild failed");
      },
    });
    const { done } = jobs.run(1_000);
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    worker.reply({ type: "staged", id: "1", phase: "live", staged: null, summary: liveSummary });
    worker.reply({ type: "done", id: "1" });
    expect(await done).toEqual({});
    expect(logged).toContain("Nach dem Inhalts-Build: index rebuild failed");
  });

  it("relays the process's output to the log line by line", async () => {
    const { jobs, workers, logged } = setUp();
    void jobs.warm();
    /** @type {FakeWorker} */ (workers[0]).stdout.emit("data", Buffer.from("content-build: one\n\ncontent-build: two\n"));
    expect(logged).toEqual(["content-build: one", "content-build: two"]);
  });
});

describe("the expected page of an article file", () => {
  it("asks the running process and answers its reply", async () => {
    const { jobs, workers } = setUp();
    const expected = jobs.expect("neu.md", "---\ntitle: Neu\n---\n");
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await settle();
    const [question] = worker.sentOf("expect");
    expect(question).toEqual({ type: "expect", id: "x1", fileName: "neu.md", text: "---\ntitle: Neu\n---\n" });
    worker.reply({ type: "expected", id: "x1", expected: { path: "/ratgeber/neu" } });
    expect(await expected).toEqual({ path: "/ratgeber/neu" });
  });

  it("answers null for a file that is no article, and fails when the process ends first", async () => {
    const { jobs, workers } = setUp();
    const worker = () => /** @type {FakeWorker} */ (workers[0]);
    const none = jobs.expect("notes.txt", "");
    worker().reply({ type: "ready" });
    await settle();
    worker().reply({ type: "expected", id: "x1" });
    expect(await none).toBeNull();
    const lost = jobs.expect("neu.md", "");
    await settle();
    worker().end(1);
    await expect(lost).rejects.toThrow(say.buildProcessEnded);
  });
});

describe("the process's lifetime", () => {
  it("fails a question about an article file when the process ends before it is ready", async () => {
    const { jobs, workers } = setUp();
    const expected = jobs.expect("neu.md", "");
    /** @type {FakeWorker} */ (workers[0]).end(1);
    await expect(expected).rejects.toThrow(/beim Start \(1\)/);
  });

  it("warms once, shares the process between runs and stops it", async () => {
    const { jobs, workers } = setUp();
    const warmed = jobs.warm();
    const worker = /** @type {FakeWorker} */ (workers[0]);
    worker.reply({ type: "ready" });
    await warmed;
    jobs.run(1_000);
    await settle();
    expect(workers).toHaveLength(1);
    expect(worker.sentOf("run")).toHaveLength(1);
    jobs.stop();
    expect(worker.killedWith).toBe("SIGTERM");
    jobs.run(2_000);
    expect(workers).toHaveLength(2);
  });
});

describe("the content build process's heap", () => {
  it("takes CONTENT_BUILD_HEAP_MB when it is a whole number of at least 128 MB", () => {
    expect(contentBuildHeapMb({ CONTENT_BUILD_HEAP_MB: "1024" })).toBe(1024);
    expect(contentBuildHeapMb({ CONTENT_BUILD_HEAP_MB: "128" })).toBe(128);
    for (const given of [undefined, "", "64", "127", "512.5", "viel"]) {
      expect(contentBuildHeapMb({ CONTENT_BUILD_HEAP_MB: given })).toBe(CONTENT_BUILD_HEAP_MB);
    }
  });
});
