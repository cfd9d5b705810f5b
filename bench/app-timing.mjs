// Timing the app's own TypeScript in Node's V8 (the analysis and the offline generator): the modules
// are loaded through Vite's SSR loader, so it is the same source the site ships.
import path from "node:path";

import { median, percentile } from "./stats.mjs";
import { contentDataPlugin } from "../app/content/data/vite-plugin.ts";
import { briefDataKind } from "../app/features/hub/copy/briefs/brief-data-kind.ts";

/**
 * Hands `use` a loader for the app's modules ("/app/utils/…/x.ts", with the "~" alias of the app) and
 * closes the loader when `use` settles.
 * @template T
 * @param {string} projectRoot
 * @param {(load: (id: string) => Promise<Record<string, any>>) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withAppModules(projectRoot, use) {
  const { createServer } = await import("vite");
  const server = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: "silent",
    appType: "custom",
    resolve: { alias: { "~": path.join(projectRoot, "app") } },
    // The fact base and the briefs are data files the content build compiles into modules (docs/decisions/0042).
    plugins: [contentDataPlugin(() => [briefDataKind])],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await use((id) => server.ssrLoadModule(id));
  } finally {
    await server.close();
  }
}

/**
 * Milliseconds one call of `run` takes.
 * @param {() => unknown} run
 */
export function durationOf(run) {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/**
 * Median, p95 (nearest rank) and maximum of a list of durations; null where the list is empty.
 * @param {number[]} times
 * @returns {{ medianMs: number | null, p95Ms: number | null, maxMs: number | null }}
 */
export function summarizeTimes(times) {
  return { medianMs: median(times), p95Ms: percentile(times, 95), maxMs: times.length ? Math.max(...times) : null };
}
