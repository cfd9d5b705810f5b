import { analyzeDraft } from "./analyze";
import type { AnalysisInput, AnalysisOptions, DraftAnalysis } from "./types";

/**
 * Runs the analysis off the main thread. Requests never queue up: while one runs, only the newest
 * waits, and a request it replaces resolves with null. Where workers are missing or the worker
 * fails to start, drafts up to `MAIN_THREAD_MAX_CHARS` are analysed on the main thread after a
 * yield; longer ones are refused with an error rather than freezing the page.
 */

/** Up to this length the analysis reruns after a short pause in typing (about 14,000 words). */
export const LIVE_MAX_CHARS = 100_000;
/** Longer texts are not analysed at all (about 280,000 words). */
export const ANALYSIS_MAX_CHARS = 2_000_000;
/** Without a worker, longer texts are not analysed on the main thread. */
export const MAIN_THREAD_MAX_CHARS = LIVE_MAX_CHARS;

export type AnalysisRequest = { id: number; input: AnalysisInput; options: AnalysisOptions };
export type AnalysisResponse = { id: number; ok: true; analysis: DraftAnalysis } | { id: number; ok: false; error: string };

type Pending = {
  request: AnalysisRequest;
  resolve: (analysis: DraftAnalysis | null) => void;
  reject: (error: Error) => void;
};

export type WorkerFactory = () => Worker;

const defaultWorkerFactory: WorkerFactory = () =>
  new Worker(new URL("./analysis.worker.ts", import.meta.url), { type: "module", name: "analysis" });

export class AnalysisClient {
  private worker: Worker | null | undefined;
  private running: Pending | null = null;
  private waiting: Pending | null = null;
  private nextId = 1;
  private disposed = false;

  constructor(
    private readonly createWorker: WorkerFactory | null = typeof Worker === "undefined" ? null : defaultWorkerFactory,
  ) {}

  /** Analyses `input`; resolves with null when a newer request replaced this one before it ran. */
  analyze(input: AnalysisInput, options: AnalysisOptions = {}): Promise<DraftAnalysis | null> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { request: { id: this.nextId++, input, options }, resolve, reject };
      if (this.disposed) return resolve(null);
      if (this.running) {
        this.waiting?.resolve(null);
        this.waiting = pending;
        return;
      }
      this.start(pending);
    });
  }

  dispose() {
    this.disposed = true;
    this.worker?.terminate();
    this.worker = null;
    this.waiting?.resolve(null);
    this.running?.resolve(null);
    this.waiting = this.running = null;
  }

  private start(pending: Pending) {
    this.running = pending;
    const worker = this.ensureWorker();
    if (worker) worker.postMessage(pending.request);
    else this.runOnMainThread(pending);
  }

  private finish(pending: Pending, outcome: { analysis: DraftAnalysis } | { error: Error }) {
    if (this.running !== pending) return;
    this.running = null;
    if ("analysis" in outcome) pending.resolve(outcome.analysis);
    else pending.reject(outcome.error);
    const next = this.waiting;
    this.waiting = null;
    if (next && !this.disposed) this.start(next);
  }

  private ensureWorker(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = this.createWorker?.() ?? null;
      worker?.addEventListener("message", (event: MessageEvent<AnalysisResponse>) => {
        const running = this.running;
        if (!running || event.data.id !== running.request.id) return;
        this.finish(running, event.data.ok ? { analysis: event.data.analysis } : { error: new Error(event.data.error) });
      });
      // A worker that cannot load (blocked, offline chunk) falls back to the main thread for good.
      worker?.addEventListener("error", (event) => {
        event.preventDefault();
        worker.terminate();
        this.worker = null;
        const running = this.running;
        if (running) this.runOnMainThread(running);
      });
      this.worker = worker;
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private runOnMainThread(pending: Pending) {
    // Yield first, so the input event that asked for the analysis paints before it runs.
    setTimeout(() => {
      if (this.running !== pending) return;
      if (pending.request.input.content.length > MAIN_THREAD_MAX_CHARS) {
        this.finish(pending, { error: new Error("text too long for the main thread") });
        return;
      }
      try {
        this.finish(pending, { analysis: analyzeDraft(pending.request.input, pending.request.options) });
      } catch (error) {
        this.finish(pending, { error: error instanceof Error ? error : new Error(String(error)) });
      }
    }, 0);
  }
}
