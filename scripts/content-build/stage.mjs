// A content build's files wait in a staging folder until they are swapped in at once
// (docs/decisions/0034). The staging folder is hidden inside build/client (same file system, so
// each file moves by a rename; hidden, so it is never served). Swapping is synchronous: the editor
// server moves every file and updates its index between two requests, so a reader gets the old
// site or the new one, never a page of one with a list of the other, and never half a file.
import { mkdirSync, readdirSync, renameSync, rmSync, rmdirSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Prefix of staging folders inside build/client. */
export const STAGING_PREFIX = ".staging-";

/**
 * @typedef {{ from: string, to: string }} Move  absolute paths
 * @typedef {{
 *   client: string,
 *   staging: string,
 *   moves: Move[],
 *   removes: string[],
 *   changed: string[],
 * }} StagedChanges  changed: paths inside build/client ("/ratgeber/x/index.html") that the swap changes
 */

/**
 * A new staging folder for one run.
 * @param {string} client build/client
 */
export async function createStage(client) {
  const staging = path.join(client, `${STAGING_PREFIX}${process.pid}-${Date.now().toString(36)}`);
  await mkdir(staging, { recursive: true });
  /** @type {Map<string, Move>} by target */
  const moves = new Map();
  /** @type {Set<string>} */
  const removes = new Set();
  /** @type {Set<string>} */
  const changed = new Set();
  let counter = 0;
  return {
    staging,
    /**
     * A file of build/client to replace or add.
     * @param {string} rel "/ratgeber/x/index.html"
     * @param {Buffer | string} body
     */
    async write(rel, body) {
      const from = path.join(staging, rel);
      await mkdir(path.dirname(from), { recursive: true });
      await writeFile(from, body);
      moves.set(path.join(client, rel), { from, to: path.join(client, rel) });
      removes.delete(rel);
      changed.add(rel);
    },
    /** @param {string} rel a file written with `write` @returns {Promise<Buffer>} */
    read(rel) {
      return readFile(path.join(staging, rel));
    },
    /**
     * A file already written somewhere inside the staging folder, to move to `rel` of build/client.
     * @param {string} rel
     * @param {string} from absolute path inside the staging folder
     */
    adopt(rel, from) {
      moves.set(path.join(client, rel), { from, to: path.join(client, rel) });
      removes.delete(rel);
      changed.add(rel);
    },
    /**
     * A file outside build/client that swaps with the site (the content state beside it).
     * @param {string} target absolute path
     * @param {Buffer | string} body
     */
    async writeOutside(target, body) {
      const from = path.join(staging, "_outside", String(counter++));
      await mkdir(path.dirname(from), { recursive: true });
      await writeFile(from, body);
      moves.set(target, { from, to: target });
    },
    /** @param {string} rel a file of build/client to delete (missing is fine) */
    remove(rel) {
      if (moves.has(path.join(client, rel))) return;
      removes.add(rel);
      changed.add(rel);
    },
    /** Deletes the staging folder (a run that failed). */
    discard() {
      return rm(staging, { recursive: true, force: true });
    },
    /** @returns {StagedChanges} */
    result() {
      return { client, staging, moves: [...moves.values()], removes: [...removes], changed: [...changed] };
    },
  };
}

/**
 * Moves every staged file into place and deletes the removed ones, synchronously (a few hundred
 * renames take milliseconds). Folders left empty by removed pages go too.
 * @param {StagedChanges} staged
 */
export function swapStaged(staged) {
  const made = new Set();
  for (const { to } of staged.moves) {
    const dir = path.dirname(to);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
  }
  for (const { from, to } of staged.moves) renameSync(from, to);
  for (const rel of staged.removes) rmSync(path.join(staged.client, rel), { force: true });
  for (const rel of staged.removes) removeEmptyFolders(staged.client, path.dirname(path.join(staged.client, rel)));
}

/**
 * @param {string} client
 * @param {string} dir
 */
function removeEmptyFolders(client, dir) {
  let current = dir;
  while (current.startsWith(client + path.sep)) {
    try {
      if (readdirSync(current).length > 0) return;
      rmdirSync(current);
    } catch {
      return;
    }
    current = path.dirname(current);
  }
}

/** @param {StagedChanges | { staging: string }} staged */
export async function discardStaged(staged) {
  await rm(staged.staging, { recursive: true, force: true });
}

/** @param {string} client removes staging folders a crashed run left behind */
export async function clearStale(client) {
  /** @type {string[]} */
  let names;
  try {
    names = readdirSync(client);
  } catch {
    return;
  }
  await Promise.all(
    names
      .filter((name) => name.startsWith(STAGING_PREFIX))
      .map((name) => rm(path.join(client, name), { recursive: true, force: true })),
  );
}

/**
 * Writes a file by a rename, so no reader sees it half written.
 * @param {string} file
 * @param {string | Buffer} body
 */
export function writeFileAtomicSync(file, body) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, body);
  renameSync(temporary, file);
}
