// A change to the fact base through the editor mode (docs/decisions/0050), commit to live: the editor mode runs on
// a copy of the whole project with its own Git repository (as tests/e2e/fact-base.spec.ts does), and three stale
// facts are re-confirmed over its write API, one after the other. Each answer comes once the change is committed
// and its build (the pages rendered anew, docs/decisions/0076) is swapped in: the time from sending to that answer is the time to live; the server's own
// figure (from writing the files to the swap) is reported beside it. Run: `node bench/fact-change.mjs`. It
// measures and never gates.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { EDITOR_API } from "../app/features/hub/publishing/editor-contract.ts";
import { copyProject, spawnEditorMode } from "../scripts/editor/spawn.mjs";
import { freePort } from "../scripts/measure/servers.mjs";
import { median } from "./stats.mjs";

// A key with 128 random bits, as the editor mode requires of every key.
const TOKEN = `bench-faktenbasis-${randomBytes(16).toString("hex")}`;
const RUNS = 3;

/** @param {string} projectRoot */
export async function measureFactChanges(projectRoot, log = console.log) {
  const work = await mkdtemp(path.join(os.tmpdir(), "faktenbasis-"));
  await copyProject(projectRoot, work);
  await cp(path.join(projectRoot, "build"), path.join(work, "build"), { recursive: true });
  await symlink(path.join(projectRoot, "node_modules"), path.join(work, "node_modules"));
  const git = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: work, encoding: "utf8" }).trim();
  git("init", "--quiet", "--initial-branch=main");
  git("add", ".");
  git("-c", "user.name=Bench", "-c", "user.email=bench@example.at", "commit", "--quiet", "-m", "Project");
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawnEditorMode({
    projectRoot: work,
    port,
    articlesDir: path.join(work, "app/content/articles"),
    buildDir: path.join(work, "build"),
    env: { EDITOR_TOKEN: TOKEN, EDITOR_GIT_AUTHOR: "Bench <bench@example.at>" },
  });
  const headers = { Origin: origin, Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
  try {
    for (let waited = 0; ; waited += 250) {
      const answer = await fetch(`${origin}/ai-content/redaktionsmodus.json`).catch(() => null);
      if (answer?.ok) break;
      if (waited > 60_000) throw new Error("the editor mode did not start");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const base = await (await fetch(`${origin}${EDITOR_API.factBase.path}`, { headers })).json();
    const stale = base.facts.filter((/** @type {any} */ fact) => fact.notReconfirmed).slice(0, RUNS);
    /** @type {{ wall: number, server: number, swap: number }[]} */
    const runs = [];
    for (const fact of stale) {
      const started = performance.now();
      const response = await fetch(`${origin}${EDITOR_API.factReconfirm.path}`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          factId: fact.id,
          source: { name: "Bench", title: `Bestätigung ${fact.id}`, url: `https://example.at/${fact.id}`, published: base.today },
        }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`${fact.id}: ${body.message} ${(body.problems ?? []).join(" ")}`);
      runs.push({ wall: performance.now() - started, server: body.milliseconds, swap: body.swapMilliseconds });
      log(
        `${fact.id}: live after ${(runs.at(-1)?.wall ?? 0) / 1000} s (server: ${body.milliseconds / 1000} s, swap ${body.swapMilliseconds} ms)`,
      );
    }
    const seconds = (/** @type {number | null} */ ms) => ((ms ?? Number.NaN) / 1000).toFixed(1);
    const result = {
      runs,
      medianWallMs: median(runs.map((run) => run.wall)),
      medianServerMs: median(runs.map((run) => run.server)),
      medianSwapMs: median(runs.map((run) => run.swap)),
    };
    log(
      `median of ${runs.length}: commit → live ${seconds(result.medianWallMs)} s (server ${seconds(result.medianServerMs)} s, swap ${Math.round(result.medianSwapMs ?? Number.NaN)} ms)`,
    );
    return result;
  } finally {
    server.kill();
    await rm(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await measureFactChanges(path.resolve(path.dirname(fileURLToPath(import.meta.url)), ".."));
}
