// The content build as a process of its own, kept running by the editor mode (scripts/editor.mjs):
// it loads the server bundle once, then runs one job at a time on request. It only stages files;
// the editor server swaps them into place and into its index between two requests (it can then also
// decline a stage, when the commit of the article failed). A job: the live pages, then the search
// index, then the hub's figures and fingerprints, then the pages whose recommended articles changed, then (now and then) the main search
// index made anew, each staged and answered in turn.
//
// Messages (process.send): parent → { type: "run", id, now } and, after each "staged",
// { type: "swapped" | "declined", id }; child → { type: "ready" }, { type: "staged", id, phase,
// staged, csp, summary }, { type: "failed", id, phase, message, shown }, { type: "done", id }.
// Between and during runs: parent → { type: "expect", id, fileName, text }; child → { type:
// "expected", id, expected } (what the site must serve for that article file).
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createContentBuilder } from "./build.mjs";
import { clearStale } from "./stage.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const send = (/** @type {Record<string, unknown>} */ message) => process.send?.(message);

const buildDir = process.env.CONTENT_BUILD_DIR;
if (!buildDir || !process.send) {
  console.error("scripts/content-build/worker.mjs runs as a child of the editor mode (scripts/editor.mjs).");
  process.exit(1);
}

/** @type {((reply: { type: string }) => void) | null} */
let waiting = null;
/** @returns {Promise<{ type: string }>} the parent's answer to a stage */
const reply = () => new Promise((resolve) => (waiting = resolve));

const builder = await createContentBuilder({
  buildDir,
  articlesDir: process.env.CONTENT_ARTICLES_DIR || undefined,
  log: (line) => console.log(line),
});
await clearStale(`${buildDir}/client`);

/**
 * @param {string} id
 * @param {number} now
 */
async function run(id, now) {
  let phase = "live";
  try {
    const live = await builder.live(now);
    send({ type: "staged", id, phase, staged: live.staged, csp: live.csp, summary: live.summary });
    if (live.staged && (await reply()).type !== "swapped") return;
    if (live.staged) {
      phase = "search";
      const search = await builder.search();
      send({ type: "staged", id, phase, staged: search.staged, csp: null, summary: { milliseconds: search.milliseconds } });
      await reply();
      phase = "hub";
      const hub = await builder.hubFiles();
      send({ type: "staged", id, phase, staged: hub.staged, csp: null, summary: { milliseconds: hub.milliseconds } });
      await reply();
    }
    phase = "related";
    const related = await builder.related();
    if (related) {
      send({
        type: "staged",
        id,
        phase,
        staged: related.staged,
        csp: related.csp,
        summary: { pages: related.pages, milliseconds: related.milliseconds },
      });
      await reply();
    }
    if (live.staged) {
      // The main search index made anew once the recent one grew (docs/decisions/0044), after the publication is settled.
      phase = "search";
      const compacted = await builder.compactSearch();
      if (compacted) {
        send({
          type: "staged",
          id,
          phase,
          staged: compacted.staged,
          csp: null,
          summary: { milliseconds: compacted.milliseconds },
        });
        await reply();
      }
      phase = "offline";
      const worker = await builder.serviceWorker();
      if (worker) {
        send({ type: "staged", id, phase, staged: worker.staged, csp: null, summary: { milliseconds: worker.milliseconds } });
        await reply();
      }
      phase = "marker";
      builder.refreshMarker(projectRoot);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The build's own refusal of the folder is German and names the file; anything else is logged
    // here and reported to the editor without tool output (docs/decisions/0037).
    const shown = error instanceof Error && error.name === "ArticleValidationError";
    if (!shown) console.error(`Inhalts-Build (${phase}): ${error instanceof Error ? (error.stack ?? message) : message}`);
    send({ type: "failed", id, phase, message, shown });
  } finally {
    send({ type: "done", id });
  }
}

process.on("message", (/** @type {{ type: string, id?: string, now?: number }} */ message) => {
  if (message.type === "run" && message.id && typeof message.now === "number") void run(message.id, message.now);
  else if (message.type === "expect" && message.id) {
    const { fileName, text } = /** @type {{ fileName?: unknown, text?: unknown }} */ (message);
    const expected = typeof fileName === "string" && typeof text === "string" ? builder.expectPage(fileName, text) : null;
    send({ type: "expected", id: message.id, expected });
  } else if ((message.type === "swapped" || message.type === "declined") && waiting) {
    const resolve = waiting;
    waiting = null;
    resolve(message);
  }
});
process.on("disconnect", () => process.exit(0));
// A folder that cannot be read now is reported by the first run, which reads it again.
await builder
  .warm()
  .catch((error) => console.log(`Inhalts-Build: Vorbereitung übersprungen (${error instanceof Error ? error.message : error})`));
send({ type: "ready", hasArticleRoutes: builder.hasArticleRoutes });
