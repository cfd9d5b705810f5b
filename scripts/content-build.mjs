// `node scripts/content-build.mjs`: brings build/client up to date with the article folder without
// a full build (docs/decisions/0034): the pages an added, changed, withdrawn or newly due article
// touches, then the search index. The editor mode (`npm run hub`) runs the same steps in a process of
// its own and swaps the files into the running server; run by hand, the files are swapped on disk
// and a running `npm start` must be restarted to serve them.
//
// Environment: PUBLISH_NOW (the moment to build for, ISO 8601; default now), ARTICLES_DIR,
// BUILD_DIR (default build), CONTENT_BUILD_HEAP_MB (V8's old generation, 512 MB). `--no-search` leaves the search index as it is.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { clearStale, discardStaged, swapStaged } from "./content-build/stage.mjs";

/**
 * @param {string} value
 * @returns {number}
 */
export function parseNow(value) {
  const instant = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim()) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(instant)) throw new Error(`PUBLISH_NOW="${value}" ist kein Zeitpunkt mit Zeitzone (ISO 8601).`);
  return instant;
}

if (
  process.argv[1] === fileURLToPath(import.meta.url) &&
  !process.execArgv.some((flag) => flag.startsWith("--max-old-space-size"))
) {
  // Run by hand: again with the editor mode's memory settings (docs/decisions/0055, 0058).
  const { spawnSync } = await import("node:child_process");
  const { CONTENT_BUILD_MALLOC_ARENAS, contentBuildHeapMb } = await import("./editor/content-jobs.mjs");
  const { SEMI_SPACE_MB } = await import("./editor/spawn.mjs");
  const run = spawnSync(
    process.execPath,
    [
      ...process.execArgv,
      `--max-semi-space-size=${SEMI_SPACE_MB}`,
      `--max-old-space-size=${contentBuildHeapMb()}`,
      ...process.argv.slice(1),
    ],
    {
      stdio: "inherit",
      env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? String(CONTENT_BUILD_MALLOC_ARENAS) },
    },
  );
  process.exit(run.status ?? 1);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // React renders as in the full build's prerender (Vite builds with NODE_ENV=production); set
  // before the renderer loads React.
  process.env.NODE_ENV = "production";
  const { createContentBuilder } = await import("./content-build/build.mjs");
  const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR || "build");
  const now = process.env.PUBLISH_NOW ? parseNow(process.env.PUBLISH_NOW) : Date.now();
  await clearStale(path.join(buildDir, "client"));
  const builder = await createContentBuilder({ buildDir, log: (line) => console.log(line) });
  const { staged, summary } = await builder.live(now);
  if (!staged) {
    console.log("Inhalts-Build: keine Änderung an veröffentlichten Artikeln.");
  } else {
    swapStaged(staged);
    await discardStaged(staged);
    console.log(
      `Inhalts-Build: ${summary.added.length} neu, ${summary.changed.length} geändert, ${summary.removed.length} entfernt; ${summary.pages} Seiten, ${summary.files} Dateien in ${summary.milliseconds.total} ms (vorbereitet ${summary.milliseconds.prepare}, gerendert ${summary.milliseconds.render}, fertiggestellt ${summary.milliseconds.finish}).`,
    );
    if (!process.argv.includes("--no-search")) {
      const search = await builder.search();
      swapStaged(search.staged);
      await discardStaged(search.staged);
      console.log(`Suchindex: ${search.staged.moves.length} Dateien neu in ${search.milliseconds} ms.`);
    }
    const hub = await builder.hubFiles();
    swapStaged(hub.staged);
    await discardStaged(hub.staged);
    console.log(`Content Hub: Kennzahlen und Fingerabdrücke neu in ${hub.milliseconds} ms.`);
  }
  const related = await builder.related();
  if (related) {
    swapStaged(related.staged);
    await discardStaged(related.staged);
    console.log(`Weiterlesen-Empfehlungen: ${related.pages} Artikelseiten neu in ${related.milliseconds} ms.`);
  }
  if (staged && !process.argv.includes("--no-search")) {
    const compacted = await builder.compactSearch();
    if (compacted) {
      swapStaged(compacted.staged);
      await discardStaged(compacted.staged);
      console.log(`Suchindex: neu aufgebaut in ${compacted.milliseconds} ms.`);
    }
  }
  if (staged) {
    const worker = await builder.serviceWorker();
    if (worker) {
      swapStaged(worker.staged);
      await discardStaged(worker.staged);
      console.log(`Service Worker: neu geschrieben in ${worker.milliseconds} ms.`);
    }
  }
  builder.refreshMarker(projectRoot);
  if (summary.scheduled.length > 0) console.log(`Geplant: ${summary.scheduled.map((article) => article.slug).join(", ")}`);
}
