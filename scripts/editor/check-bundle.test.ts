import { mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startPublishCheck } from "./check-bundle.mjs";
import { encodeSketches, fingerprintsOf } from "~/features/hub/analysis/fingerprints";
import { createArticle } from "~/features/hub/generator/generator";
import { seededRandom } from "~/features/hub/generator/random.fixtures";
import { topicLists } from "~/features/hub/generator/topics";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const draft = createArticle(
  { category: "guides", listTopic: topicLists.authentizitaet!.topics[0]!.title },
  { random: seededRandom(3), now: new Date("2026-11-22T09:00:00Z") },
);
const sent = () => JSON.parse(JSON.stringify(draft));
const copyOfDraft = [{ slug: "vorlage", title: "Die Vorlage", fingerprints: encodeSketches(fingerprintsOf(draft.content)) }];

let dir: string;
let checks: Awaited<ReturnType<typeof startPublishCheck>>;
const files = () => ({ published: path.join(dir, "veroeffentlicht.json"), fingerprints: path.join(dir, "fingerabdruecke.json") });

/** Replaces a file as a publication does: a new file renamed over the old one. */
async function replace(file: string, text: string) {
  await writeFile(`${file}.neu`, text);
  await rename(`${file}.neu`, file);
}

/** The reasons the check gives for the draft, one string. */
async function reasons() {
  const check = await checks.checkDraft(sent(), "2026-11-24", undefined, []);
  return check.ok ? "" : check.problems.join("\n");
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "publish-check-"));
  await writeFile(files().published, "[]");
  await writeFile(files().fingerprints, "[]");
  checks = await startPublishCheck({ projectRoot, outDir: path.join(dir, "bundle"), files: files() });
}, 60_000);

afterAll(async () => {
  await checks?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the editor mode's publish check in its own thread", () => {
  it("checks against the site's files as they are now: a publication's new file counts at the next check", async () => {
    await checks.prepare();
    expect(await reasons()).toBe("");
    await replace(files().fingerprints, JSON.stringify(copyOfDraft));
    const copied = await reasons();
    expect(copied).toMatch(/Eigenständigkeit/);
    expect(copied).toContain("„Die Vorlage“");
    // Prepared ahead, as after a publication: the same answer.
    await replace(files().fingerprints, JSON.stringify([{ ...copyOfDraft[0]!, title: "Die zweite Vorlage" }]));
    await checks.prepare();
    expect(await reasons()).toContain("„Die zweite Vorlage“");
  });

  it("refuses when a file cannot be read, and compares again once it can", async () => {
    await replace(files().fingerprints, "[{ kaputt");
    expect(await reasons()).toMatch(/nicht (mit|verglichen)/);
    await rm(files().fingerprints);
    expect(await reasons()).toMatch(/nicht (mit|verglichen)/);
    await replace(files().fingerprints, "[]");
    expect(await reasons()).toBe("");
  });

  it("starts its thread again after it ended", async () => {
    await checks.close();
    expect(await reasons()).toBe("");
    expect(checks.viennaWallClock(Date.parse("2026-11-24T11:00:00Z"))).toEqual({ day: "2026-11-24", time: "12:00" });
  });
});
