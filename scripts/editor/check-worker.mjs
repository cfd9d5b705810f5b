// The editor mode's publish check in a thread of its own (startPublishCheck in ./check-bundle.mjs,
// docs/decisions/0059). It reads the live site's two files about the published articles itself and
// keeps them, with what the check worked out from them, until a publication replaces a file (a new
// file has a new inode). Messages are worked off one after the other, so a check that arrives while
// the files are being read waits for them instead of reading them again.
//
// Messages: parent → { type: "check", id, input, day, time, photoNames } | { type: "prepare", id };
// thread → { id, result } | { id, error }.
import { readFile, stat } from "node:fs/promises";
import { parentPort, workerData } from "node:worker_threads";

/** @type {{ bundle: string, files: { published: string, fingerprints: string } }} */
const { bundle, files } = workerData;
/** @type {import("./check-bundle.mjs").PublishCheckModule} */
const check = await import(bundle);

/** @type {Map<string, { stamp: string, value: unknown }>} */
const kept = new Map();

/** A JSON file of the live site as it is now, or null when it cannot be read. @param {string} file */
async function current(file) {
  const info = await stat(file).catch(() => null);
  const stamp = info ? `${info.ino}:${info.size}:${info.mtimeMs}` : "";
  const known = kept.get(file);
  if (known && known.stamp === stamp && known.value !== null) return known.value;
  // The earlier version (and all that was worked out from it) is let go before the new one is read.
  kept.delete(file);
  const value = info
    ? await readFile(file, "utf8")
        .then((text) => /** @type {unknown} */ (JSON.parse(text)))
        .catch(() => null)
    : null;
  kept.set(file, { stamp, value });
  return value;
}

const site = async () => ({ published: await current(files.published), fingerprints: await current(files.fingerprints) });

/** @param {{ type: string, input?: unknown, day?: string, time?: string, photoNames?: string[] }} message */
async function answer(message) {
  if (message.type === "prepare") {
    check.preparePublishCheck(await site());
    return undefined;
  }
  return check.checkDraftForPublish(message.input, message.day ?? "", message.time, await site(), message.photoNames);
}

let queue = Promise.resolve();
parentPort?.on("message", (/** @type {{ id: number, type: string }} */ message) => {
  queue = queue.then(async () => {
    try {
      parentPort?.postMessage({ id: message.id, result: await answer(message) });
    } catch (error) {
      parentPort?.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
});
