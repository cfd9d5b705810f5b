// The fact base's write path (docs/decisions/0050) on a real temporary repository holding the fact base and the
// articles: a refusal writes nothing, a correction is previewed without a write, a re-confirmation is ONE commit by
// the editor with the articles that lose their marker, and a build that fails leaves files and history as they
// were. The full build is a stand-in here that writes a small build (tests/e2e/fact-base.spec.ts runs the real one).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createGit } from "../../server/editor/git.mjs";
import { createReviewedChanges } from "../../server/editor/reviewed-changes.mjs";
import { metadataIn, testPhoto } from "../../tests/support/test-photos.mjs";
import { createFactPublisher } from "./fact-publisher.mjs";
import { createLock } from "./publisher.mjs";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const editor = { name: "Petra Faktencheck", email: "petra@example.at", key: "petra-3d641047b896ce530f2096f21a868489" };
const source = {
  name: "Kurier",
  title: "Was Labubus jetzt kosten",
  url: "https://kurier.at/labubu-preise-2026",
  published: "2026-10-02",
};

let work = "";
/** @type {string[]} */
let swapped = [];
const git = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: work, encoding: "utf8" }).trim();

beforeEach(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "faktenbasis-"));
  for (const folder of ["app/content/facts", "app/content/articles"])
    await cp(path.join(projectRoot, folder), path.join(work, folder), { recursive: true });
  await mkdir(path.join(work, "build/client"), { recursive: true });
  await writeFile(path.join(work, "build/client/index.html"), "alt");
  await writeFile(path.join(work, ".gitignore"), "build/\n");
  git("init", "--quiet", "--initial-branch=main");
  git("add", ".");
  git("-c", "user.name=T", "-c", "user.email=t@example.at", "commit", "--quiet", "-m", "start");
  swapped = [];
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

/** @param {{ fails?: boolean }} [options] */
function publisher({ fails = false } = {}) {
  return createFactPublisher({
    projectRoot: work,
    buildDir: path.join(work, "build"),
    articlesDir: path.join(work, "app/content/articles"),
    git: createGit({ dir: path.join(work, "app/content/articles") }),
    repository: true,
    lock: createLock(1),
    applyChanges: (changed) => swapped.push(...changed),
    afterSwap: async () => {},
    today: () => "2026-11-27",
    now: () => Date.parse("2026-11-27T10:00:00Z"),
    build: async ({ target }) => {
      if (fails) return { ok: false, output: "app/content/facts/market.yaml:3: Der Build lehnt die Datei ab." };
      await mkdir(path.join(target, "client"), { recursive: true });
      await writeFile(path.join(target, "client/index.html"), "neu");
      return { ok: true };
    },
  });
}

/** A second editor, who approves. */
const ben = { name: "Ben Huber", email: "ben@example.at", key: "ben-0390b0993ba440e1898ec7fd7511d099" };

/** The fact base's changes under four eyes, the next change kept under `id`. @param {string} id */
function fourEyes(id) {
  const facts = publisher();
  return createReviewedChanges({
    git: createGit({ dir: path.join(work, "app/content/articles") }),
    fourEyes: true,
    kinds: { ...facts.reviewable, withdraw: facts.reviewable.shop },
    newId: () => id,
  });
}

const state = async () => ({
  log: git("log", "--format=%H"),
  status: git("status", "--porcelain"),
  market: await readFile(path.join(work, "app/content/facts/market.yaml"), "utf8"),
});

describe("the fact base's write path", () => {
  it("refuses a fact without a source, or with a source without address, title and date, and writes nothing", async () => {
    const before = await state();
    const none = await publisher().reconfirm({ factId: "price-official-shop-austria" }, editor);
    expect(none.status).toBe(400);
    expect(none.body.problems).toEqual([expect.stringMatching(/^Jede Angabe braucht eine Quelle/)]);
    const empty = await publisher().reconfirm(
      { factId: "price-official-shop-austria", source: { ...source, url: "", title: "", published: "" } },
      editor,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/Es wurde nichts geschrieben/);
    expect(await state()).toEqual(before);
    expect(swapped).toEqual([]);
  });

  it("refuses control, bidi and zero-width characters in every field of a fact, a series and a shop, and writes nothing", async () => {
    const before = await state();
    const shop = {
      name: "Labubu Ecke",
      address: "Mariahilfer Straße 1, 1060 Wien",
      statement: "{shop} in {address}.",
      source,
      confidence: "medium",
    };
    const series = {
      key: "testreihe-sternfall",
      name: "Testreihe Sternfall",
      release: "2026-10-15",
      figures: ["Funkelkind"],
      source,
      confidence: "medium",
    };
    for (const [answer, field] of [
      [await publisher().addShop({ ...shop, name: "Labubu \u202Eecke" }, editor), "Der Name"],
      [await publisher().addShop({ ...shop, statement: "{shop}\u200B in {address}." }, editor), "Der Satz"],
      [await publisher().addSeries({ ...series, figures: ["Funkel\u200Bkind"] }, editor), "Ein Figurenname"],
      [
        await publisher().reconfirm(
          { factId: "price-official-shop-austria", source: { ...source, title: "Preis\u2066liste" } },
          editor,
        ),
        "Die Quelle",
      ],
      [
        await publisher().correct(
          { factId: "price-official-shop-austria", key: "fromEur", value: "2\u20610", commit: true },
          editor,
        ),
        "Der neue Wert",
      ],
    ]) {
      expect(answer).toMatchObject({ status: 422, body: { code: "unsafe" } });
      expect(/** @type {{ body: { message: string } }} */ (/** @type {unknown} */ (answer)).body.message).toMatch(
        new RegExp(`^${field}.* enthält ein unsichtbares Steuer-, Richtungs- oder Leerzeichen \\(U\\+`),
      );
    }
    expect(await state()).toEqual(before);
    expect(swapped).toEqual([]);
    const fsck = spawnSync("git", ["fsck", "--no-progress"], { cwd: work, encoding: "utf8" });
    expect(fsck.stdout + fsck.stderr).toBe("");
  });

  it("shows a correction and the published articles that state the old value before anything is written", async () => {
    const before = await state();
    const preview = await publisher().correct({ factId: "price-official-shop-austria", key: "fromEur", value: 21 }, editor);
    expect(preview.status).toBe(200);
    expect(preview.body.before).toMatch(/€\s19\./u);
    expect(preview.body.after).toMatch(/€\s21\./u);
    expect(/** @type {{ slug: string }[]} */ (preview.body.revise).map((article) => article.slug)).toEqual([
      "labubu-als-wertanlage",
      "labubu-big-into-energy",
      "labubu-kaufen-in-wien",
    ]);
    expect(await state()).toEqual(before);
  });

  it("re-confirms a fact as ONE commit by the editor, with the articles that lose its marker, and swaps the build in", async () => {
    const commits = Number(git("rev-list", "--count", "HEAD"));
    const answer = await publisher().reconfirm({ factId: "price-official-shop-austria", source }, editor);
    expect(answer.status, String(answer.body.message)).toBe(200);
    expect(answer.body).toMatchObject({
      editor: editor.name,
      live: true,
      articles: expect.arrayContaining(["app/content/articles/labubu-big-into-energy.md"]),
    });
    expect(Number(git("rev-list", "--count", "HEAD"))).toBe(commits + 1);
    expect(git("log", "-1", "--format=%an <%ae>")).toBe(`${editor.name} <${editor.email}>`);
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
      "app/content/articles/labubu-als-wertanlage.md",
      "app/content/articles/labubu-big-into-energy.md",
      "app/content/articles/labubu-kaufen-in-wien.md",
      "app/content/facts/market.yaml",
      "app/content/facts/sources.yaml",
    ]);
    expect(git("status", "--porcelain")).toBe("");
    expect(await readFile(path.join(work, "build/client/index.html"), "utf8")).toBe("neu");
    expect(swapped).toEqual(["/index.html"]);
  });

  it("under four eyes, a re-confirmation is checked and kept without a write, and applied once another person approves it", async () => {
    const reviewed = fourEyes("c1");
    const before = await state();
    // A bad request is refused at once, as without four eyes.
    expect(await reviewed.action("reconfirm")({ factId: "price-official-shop-austria" }, editor)).toMatchObject({ status: 400 });
    const asked = await reviewed.action("reconfirm")({ factId: "price-official-shop-austria", source }, editor);
    expect(asked).toMatchObject({ status: 202, body: { pending: { summary: expect.stringContaining("Kurier (2026-10-02)") } } });
    expect(await state()).toEqual(before);
    expect(swapped).toEqual([]);
    expect(await reviewed.decide({ id: "c1", decision: "freigeben" }, editor)).toMatchObject({ status: 403 });
    expect(await state()).toEqual(before);

    const approved = await reviewed.decide({ id: "c1", decision: "freigeben" }, ben);
    expect(approved.status, String(approved.body.message)).toBe(200);
    expect(approved.body).toMatchObject({ live: true, approvedBy: "Ben Huber" });
    expect(Number(git("rev-list", "--count", "HEAD"))).toBe(before.log.split("\n").length + 1);
    expect(git("log", "-1", "--format=%an <%ae>|%s|%b")).toBe(
      `${editor.name} <${editor.email}>|Re-confirm fact "price-official-shop-austria" with Kurier, 2026-10-02 (${source.url})|Approved-by: Ben Huber <ben@example.at>`,
    );
    expect(git("status", "--porcelain")).toBe("");
    expect(swapped).toEqual(["/index.html"]);
  });

  it("under four eyes, a series' corrected field waits for another person and goes out as ONE commit with its source", async () => {
    const reviewed = fourEyes("s1");
    const correction = { key: "have-a-seat", field: "secretName", value: "Duoduo Gold", source, confidence: "solid" };
    const before = await state();
    // Another number of figures is refused at once, in German, as without four eyes.
    const refused = await reviewed.action("seriesCorrect")({ ...correction, field: "figures", value: "Sisi" }, editor);
    expect(refused).toMatchObject({ status: 422, body: { problems: [expect.stringMatching(/hat 6 reguläre Figuren/)] } });
    const asked = await reviewed.action("seriesCorrect")(correction, editor);
    expect(asked).toMatchObject({
      status: 202,
      body: { pending: { summary: "Serie „Have a Seat“ korrigieren: Secret-Figur Duoduo → Duoduo Gold" } },
    });
    expect(await state()).toEqual(before);

    const approved = await reviewed.decide({ id: "s1", decision: "freigeben" }, ben);
    expect(approved.status, String(approved.body.message)).toBe(200);
    expect(approved.body).toMatchObject({ live: true, approvedBy: "Ben Huber", path: "/serien#have-a-seat" });
    expect(git("log", "-1", "--format=%s|%b")).toBe(
      `Correct series "Have a Seat" (/serien#have-a-seat): secretName Duoduo → Duoduo Gold (Kurier, 2026-10-02, ${source.url})|Approved-by: Ben Huber <ben@example.at>`,
    );
    expect(git("show", "--name-only", "--format=", "HEAD").split("\n").sort()).toEqual([
      "app/content/facts/series/have-a-seat.yaml",
      "app/content/facts/sources.yaml",
    ]);
    expect(git("status", "--porcelain")).toBe("");
  });

  it("adds a series with its own photos in ONE commit: checked, without metadata, named in the series file", async () => {
    const figure = await testPhoto({ width: 64, height: 48, seed: 7 });
    const cover = await testPhoto({ width: 64, height: 48, seed: 8, format: "png" });
    expect(metadataIn(figure)).not.toEqual([]);
    const series = {
      key: "testreihe-sternfall",
      name: "Testreihe Sternfall",
      release: "2026-10-15",
      figures: ["Funkelkind", "Mondpfote"],
      secretName: "Nachtlicht",
      source: { ...source, url: "https://www.popmart.com/at/testreihe-sternfall" },
      confidence: "medium",
    };
    const photo = (/** @type {Buffer} */ bytes, /** @type {string | undefined} */ figure, /** @type {string} */ alt) => ({
      ...(figure ? { figure } : {}),
      data: bytes.toString("base64"),
      alt,
    });

    // A photo of a figure the series does not have, a HEIC photo, one without description: refused, nothing written.
    const before = await state();
    const unknown = await publisher().addSeries({ ...series, photos: [photo(figure, "3", "Eine Figur")] }, editor);
    expect(unknown.status).toBe(422);
    expect(unknown.body.problems).toEqual([
      expect.stringContaining("gehört zur Figur „3“, die Serie hat aber nur die Figuren 1, 2, secret"),
    ]);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(20)]);
    const refused = await publisher().addSeries({ ...series, photos: [photo(heic, "1", "Funkelkind von vorne")] }, editor);
    expect(refused.status).toBe(422);
    expect(refused.body.problems).toEqual([expect.stringMatching(/^„figur-1\.jpg“ ist ein HEIC-Foto/)]);
    const undescribed = await publisher().addSeries({ ...series, photos: [photo(figure, "1", " ")] }, editor);
    expect(undescribed.status).toBe(400);
    expect(undescribed.body.problems).toEqual([expect.stringMatching(/^Jedes Foto braucht eine Beschreibung/)]);
    expect(await state()).toEqual(before);
    expect(existsSync(path.join(work, "app/content/photos"))).toBe(false);

    const answer = await publisher().addSeries(
      {
        ...series,
        photos: [
          photo(figure, "1", "Funkelkind von vorne auf einem Holztisch"),
          photo(cover, undefined, "Die Box der Testreihe"),
        ],
      },
      editor,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(git("show", "--name-only", "--format=%s", "HEAD").split("\n")).toEqual([
      'Add series "Testreihe Sternfall" (/serien#testreihe-sternfall)',
      "",
      "app/content/facts/series-files.ts",
      "app/content/facts/series/testreihe-sternfall.yaml",
      "app/content/facts/sources.yaml",
      "app/content/photos/testreihe-sternfall/figur-1.jpg",
      "app/content/photos/testreihe-sternfall/serie.png",
    ]);
    expect(git("status", "--porcelain")).toBe("");
    expect(metadataIn(await readFile(path.join(work, "app/content/photos/testreihe-sternfall/figur-1.jpg")))).toEqual([]);
    const file = await readFile(path.join(work, "app/content/facts/series/testreihe-sternfall.yaml"), "utf8");
    expect(file).toContain(
      ["photo:", "  file: testreihe-sternfall/serie.png", "  alt: Die Box der Testreihe", "figurePhotos:", '  "1":'].join("\n"),
    );
    expect(file).toContain("    file: testreihe-sternfall/figur-1.jpg\n    alt: Funkelkind von vorne auf einem Holztisch");
  });

  it("puts every file back and commits nothing when the build fails, and says the build's German reason", async () => {
    const before = await state();
    const answer = await publisher({ fails: true }).reconfirm({ factId: "price-official-shop-austria", source }, editor);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/Es wurde nichts committet.*market\.yaml:3: Der Build lehnt die Datei ab\./);
    expect(await state()).toEqual(before);
    expect(await readFile(path.join(work, "build/client/index.html"), "utf8")).toBe("alt");
    // A new series' photos go again, with the folder made for them.
    const withPhoto = await publisher({ fails: true }).addSeries(
      {
        key: "testreihe-sternfall",
        name: "Testreihe Sternfall",
        release: "2026-10-15",
        figures: ["Funkelkind"],
        source: { ...source, url: "https://www.popmart.com/at/testreihe-sternfall" },
        confidence: "medium",
        photos: [{ figure: "1", data: (await testPhoto({ width: 32, height: 24 })).toString("base64"), alt: "Funkelkind" }],
      },
      editor,
    );
    expect(withPhoto.status).toBe(422);
    expect(await state()).toEqual(before);
    expect(existsSync(path.join(work, "app/content/photos/testreihe-sternfall"))).toBe(false);
  });
});
