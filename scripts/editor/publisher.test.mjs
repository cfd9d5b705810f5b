// The publisher's server-side rules on a real Git repository (docs/decisions/0038): what a write is —
// new, a revision, its first date — comes from Git, not from the draft; characters no field may hold,
// a slug not in slug form and a schedule years ahead are refused with nothing written; each commit
// carries its editor. The content build and the check are stand-ins that record what they get.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { textVersion } from "../../app/features/hub/publishing/editor-contract.ts";
import { createGit } from "../../server/editor/git.mjs";
import { createSharedDrafts } from "../../server/editor/shared-drafts.mjs";
import { photoSha256 } from "./photos.mjs";
import { createLock, createPublisher, historyEntry, pushFailure, sameArticle } from "./publisher.mjs";

const anna = { name: "Anna Berger", email: "anna@example.at", key: "anna-3d641047b896ce530f2096f21a868489" };
const ben = { name: "Ben Huber", email: "ben@example.at", key: "ben-0390b0993ba440e1898ec7fd7511d099" };
const DAY = "2026-11-27";
const NOW = Date.parse(`${DAY}T10:00:00+01:00`);
const TWIN = "---\ntitle: Alt\n---\n\n# Alt\n\nDer alte Text.\n";

/** An article file as the build reads it; `datePublished` as the check would write it. */
const articleText = (/** @type {{ slug: string, title: string, datePublished: string, body?: string }} */ fields) =>
  `---\ntitle: "${fields.title}"\nslug: ${fields.slug}\ndescription: "Eine Beschreibung, die lang genug für die Prüfung des Builds ist, mit über siebzig Zeichen."\nfocusKeyphrase: Labubu Test\nkeywords: []\ncategory: guides\ndatePublished: ${fields.datePublished}\ndateModified: ${DAY}\nsources: []\n---\n${fields.body ?? "Ein Absatz."}\n`;

let repo = "";
let articles = "";
/** @type {unknown[]} */
let checked = [];
const run = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();
/** After a refusal: nothing uncommitted, and Git finds nothing wrong (fsck says nothing, on stdout or stderr). */
const expectGitClean = () => {
  expect(run("status", "--porcelain")).toBe("");
  const fsck = spawnSync("git", ["fsck", "--no-progress"], { cwd: repo, encoding: "utf8" });
  expect({ status: fsck.status, out: fsck.stdout + fsck.stderr }).toEqual({ status: 0, out: "" });
};

beforeEach(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), "publisher-"));
  articles = path.join(repo, "app/content/articles");
  await mkdir(articles, { recursive: true });
  await writeFile(path.join(articles, "alt.md"), articleText({ slug: "alt", title: "Labubu alt", datePublished: "2026-01-15" }));
  run("init", "--quiet", "--initial-branch=main");
  run("add", ".");
  run("-c", "user.name=T", "-c", "user.email=t@example.at", "commit", "--quiet", "-m", "start");
  checked = [];
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

/** @param {{ fourEyes?: boolean, sharedDrafts?: ReturnType<typeof createSharedDrafts>, jobs?: any }} [options] */
function publisher(options = {}) {
  const git = createGit({ dir: articles });
  /** @type {any} */
  const jobs = {
    run: (
      /** @type {number} */ _now,
      /** @type {{ beforeSwap?: () => Promise<{ ok: boolean, message?: string }> }} */ options = {},
    ) => {
      const summary = { scheduled: [], milliseconds: { total: 1 } };
      const live = (async () => {
        const decision = (await options.beforeSwap?.()) ?? { ok: true };
        return decision.ok ? { swapped: true, summary } : { swapped: false, declined: decision.message, summary };
      })();
      return { live, done: Promise.resolve({}) };
    },
    expect: async (/** @type {string} */ fileName) => ({
      slug: fileName.replace(/\.md$/, ""),
      path: `/ratgeber/${fileName.replace(/\.md$/, "")}`,
      twinPath: `/ratgeber/${fileName.replace(/\.md$/, "")}.md`,
      twin: TWIN,
      bodyHtml: "<p>Text</p>",
      title: "Alt",
      dataStrings: [],
    }),
  };
  /** The live site as a reader gets it: every article page says what its file says (the stand-in build). */
  const served = async (/** @type {string} */ address) => {
    const page = '<h1>Alt</h1><div data-static-island="article-SLUG"><p>Text</p></div>';
    const slug = /^\/ratgeber\/([a-z0-9-]+)/.exec(address)?.[1] ?? "";
    const text = address.endsWith(".md") ? TWIN : address.endsWith(".data") ? "[]" : page.replace("SLUG", slug);
    return { identity: Buffer.from(text) };
  };
  return createPublisher({
    articlesDir: articles,
    git,
    repository: true,
    jobs,
    checkDraft: async (/** @type {any} */ draft, day, _time, photoNames = []) => {
      checked.push(draft);
      const datePublished = draft.revisionOf?.datePublished ?? day;
      // Each photo of the folder shown, as the real check requires.
      const body = [...photoNames.map((name) => `![Labubu online=günstig im Regal](${name})`), "Ein Absatz."].join("\n\n");
      const file = {
        fileName: `${draft.slug}.md`,
        text: articleText({ slug: draft.slug, title: draft.title, datePublished, body }),
      };
      return { ok: true, slug: draft.slug, title: draft.title, file, revision: Boolean(draft.revisionOf) };
    },
    served,
    now: () => NOW,
    viennaWallClock: () => ({ day: DAY, time: "10:00" }),
    viennaInstant: (day, time = "00:00") => Date.parse(`${day}T${time}:00+01:00`),
    ...options,
  });
}

const draft = (/** @type {Record<string, unknown>} */ fields = {}) => ({
  id: "1",
  title: "Labubu neu",
  slug: "neu",
  content: "Text",
  ...fields,
});

describe("the look for due articles", () => {
  it("runs one content build when two looks overlap, so a publication still finds room in the queue", async () => {
    let builds = 0;
    /** @type {() => void} */
    let finish = () => {};
    const finished = new Promise((resolve) => (finish = () => resolve(undefined)));
    const jobs = {
      run: () => {
        builds++;
        return { live: finished.then(() => ({ swapped: false, summary: { scheduled: [] } })), done: finished };
      },
    };
    const looking = publisher({ jobs });
    const looks = Promise.all([looking.publishDue(), looking.publishDue()]);
    // Both looks have passed the wait for Git; the one build holds the lock, and an editor's publication may wait.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(builds).toBe(1);
    expect((await looking.status(anna)).body).toMatchObject({ busy: true });
    finish();
    await looks;
    expect(builds).toBe(1);
  });
});

describe("the publisher", () => {
  it("refuses control, bidi and zero-width characters in any field, and leaves the tree clean", async () => {
    const publish = publisher();
    for (const [field, value] of /** @type {const} */ ([
      ["title", "Labubu neu\u0000"],
      ["title", "Labubu neu \u202Egefälscht"],
      ["metaDescription", "Unsicht\u200Bbar"],
      ["keywords", ["gut", "bö\u2066se"]],
      ["title", "Zwei\nZeilen"],
    ])) {
      const answer = await publish.publish({ article: draft({ [field]: value }) }, anna);
      expect(answer.status, `${field}: ${JSON.stringify(value)}`).toBe(422);
      expect(answer.body.message).toMatch(/unsichtbares Steuer-, Richtungs- oder Leerzeichen \(U\+/);
    }
    expect(checked).toEqual([]);
    expect(run("status", "--porcelain")).toBe("");
    expect(run("log", "--format=%s")).toBe("start");
  });

  it("refuses a slug not in slug form or named like a list page, never rewriting it, and a schedule over two years ahead", async () => {
    const publish = publisher();
    for (const slug of ["../../../etc/passwd", "ｋａｔｅｇｏｒｉｅ", "kategorie", "seite", "Neu", " neu", ""]) {
      const answer = await publish.publish({ article: draft({ slug }) }, anna);
      expect(answer.status, slug).toBe(400);
      expect(answer.body.message).toMatch(/Adresse des Artikels ist ungültig/);
    }
    const far = await publish.publish({ article: draft(), publishAt: { day: "9999-12-31", time: "09:00" } }, anna);
    expect(far.status).toBe(400);
    expect(far.body.message).toMatch(/mehr als 2 Jahre in der Zukunft/);
    expect(checked).toEqual([]);
    expect(run("status", "--porcelain")).toBe("");
  });

  it("publishes a new article as its editor, with today's date whatever date the draft claims", async () => {
    const answer = await publisher().publish(
      { article: draft({ revisionOf: { slug: "neu", datePublished: "2001-01-01" } }) },
      anna,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ live: true, editor: "Anna Berger" });
    expect(run("log", "-1", "--format=%s|%an <%ae>")).toBe(
      'Publish article "Labubu neu" (/ratgeber/neu)|Anna Berger <anna@example.at>',
    );
    expect(await readFile(path.join(articles, "neu.md"), "utf8")).toContain(`datePublished: ${DAY}`);
  });

  it("decides from Git that a slug is an article: a revision asks first, unless it revises the live version, and keeps the first date", async () => {
    const publish = publisher();
    const claimed = { slug: "alt", datePublished: "2001-01-01" };
    const unconfirmed = await publish.publish(
      { article: draft({ slug: "alt", title: "Labubu alt, neu", revisionOf: claimed }) },
      anna,
    );
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({ code: "exists" });
    expect(unconfirmed.body.message).toMatch(/geändert, seit Sie ihn zum Überarbeiten geöffnet haben/);
    const stale = await publish.publish(
      { article: draft({ slug: "alt", title: "Labubu alt, neu", revisionOf: { ...claimed, version: textVersion("älter") } }) },
      anna,
    );
    expect(stale.status).toBe(409);
    expect(run("log", "--format=%s")).toBe("start");

    const current = { ...claimed, version: textVersion(TWIN) };
    const revised = await publish.publish(
      { article: draft({ slug: "alt", title: "Labubu alt, neu", revisionOf: current }) },
      anna,
    );
    expect(revised.status).toBe(200);
    expect(run("log", "-1", "--format=%s|%an")).toBe('Revise article "Labubu alt, neu" (/ratgeber/alt)|Anna Berger');
    // The first date is the committed article's, not the one the draft claimed.
    expect(checked.at(-1)).toMatchObject({ revisionOf: { slug: "alt", datePublished: "2026-01-15" } });
    expect(await readFile(path.join(articles, "alt.md"), "utf8")).toContain("datePublished: 2026-01-15");

    const replaced = await publish.publish(
      { article: draft({ slug: "alt", title: "Labubu alt, ersetzt" }), replace: true },
      anna,
    );
    expect(replaced.status).toBe(200);
    expect(run("log", "-1", "--format=%s")).toBe('Revise article "Labubu alt, ersetzt" (/ratgeber/alt)');
  });

  it("commits nothing for a text that is already live, and says so", async () => {
    const publish = publisher();
    const answer = await publish.publish({ article: draft({ slug: "alt", title: "Labubu alt" }), replace: true }, anna);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ unchanged: true, live: true });
    expect(answer.body.message).toMatch(/^Nichts geändert/);
    expect(run("log", "--format=%s")).toBe("start");
  });

  it("commits nothing for the same text of an article with photos, and says so instead of failing in Git", async () => {
    const publish = publisher();
    const bytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#c96" } })
      .jpeg()
      .toBuffer();
    const photos = [{ file: "box.jpg", data: bytes.toString("base64") }];
    const article = draft({ photos: [{ file: "box.jpg", width: 8, height: 6, bytes: bytes.length }] });
    expect((await publish.publish({ article, photos }, anna)).status).toBe(200);
    const head = run("rev-parse", "HEAD");
    const again = await publish.publish({ article, photos, replace: true }, anna);
    expect(again).toMatchObject({ status: 200, body: { unchanged: true, message: expect.stringMatching(/^Nichts geändert/) } });
    // A revision of an article with photos keeps its first date: Git's article is read with its photo folder.
    expect(checked.at(-1)).toMatchObject({ revisionOf: { slug: "neu", datePublished: DAY } });
    expect(run("rev-parse", "HEAD")).toBe(head);
    expectGitClean();
  });

  it("withdraws as its editor, and lists who did what", async () => {
    const publish = publisher();
    await publish.publish({ article: draft() }, anna);
    // The stand-in site still serves every page: the withdrawal is committed but not reported as done.
    const withdrawn = await publish.withdraw({ slug: "neu" }, anna);
    expect(withdrawn.body).toMatchObject({ code: "still-served" });
    expect(run("log", "-1", "--format=%s|%an")).toBe('Withdraw article "Labubu neu" (/ratgeber/neu)|Anna Berger');
    const history = await publish.history();
    expect(history.body.entries).toMatchObject([
      { action: "withdrawn", slug: "neu", editor: "Anna Berger" },
      { action: "published", slug: "neu", title: "Labubu neu", path: "/ratgeber/neu", editor: "Anna Berger" },
    ]);
  });

  it("withdraws an article with its photo folder in one commit, and puts both back when the commit fails", async () => {
    const folder = path.join(articles, "alt");
    await mkdir(folder);
    const photo = await sharp({ create: { width: 8, height: 6, channels: 3, background: "#c96" } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(folder, "box.jpg"), photo);
    await writeFile(path.join(folder, "zaehne.jpg"), photo);
    run("add", ".");
    run("-c", "user.name=T", "-c", "user.email=t@example.at", "commit", "--quiet", "-m", "photos");

    // A photo nobody committed is someone's unfinished work: refused, nothing moved.
    await writeFile(path.join(folder, "neu.jpg"), photo);
    const refused = await publisher().withdraw({ slug: "alt" }, anna);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("alt/neu.jpg");
    await rm(path.join(folder, "neu.jpg"));

    // Git refuses the commit (another process holds its index): the article and its photos are back as they were.
    await writeFile(path.join(repo, ".git/index.lock"), "");
    const failed = await publisher().withdraw({ slug: "alt" }, anna);
    expect(failed.status).toBe(500);
    expect((await readdir(articles)).sort()).toEqual(["alt", "alt.md"]);
    expect((await readdir(folder)).sort()).toEqual(["box.jpg", "zaehne.jpg"]);
    await rm(path.join(repo, ".git/index.lock"));
    expect(run("status", "--porcelain")).toBe("");

    const withdrawn = await publisher().withdraw({ slug: "alt" }, anna);
    expect(withdrawn.body).toMatchObject({ code: "still-served" });
    expect(run("show", "--name-status", "--format=%s", "HEAD").split("\n")).toEqual([
      'Withdraw article "Labubu alt" (/ratgeber/alt)',
      "",
      "D\tapp/content/articles/alt.md",
      "D\tapp/content/articles/alt/box.jpg",
      "D\tapp/content/articles/alt/zaehne.jpg",
    ]);
    expect(existsSync(folder)).toBe(false);
    expect(await readdir(articles)).toEqual([]);
    expect(run("status", "--porcelain")).toBe("");
  });
});

describe("the publisher's helpers", () => {
  it("reads the history from the commit subjects it writes, and nothing else", () => {
    const entry = { commit: "c", author: "A", email: "a@x", at: "2026-11-27T10:00:00+01:00" };
    expect(historyEntry({ ...entry, subject: 'Schedule article "X" (/ratgeber/x) for 2026-12-01 09:30 Vienna time' })).toEqual([
      { action: "scheduled", title: "X", path: "/ratgeber/x", slug: "x", editor: "A", at: entry.at, commit: "c" },
    ]);
    expect(historyEntry({ ...entry, subject: "Fix a typo" })).toEqual([]);
  });

  it("says why a push failed in its own words", () => {
    expect(pushFailure(" ! [rejected]        HEAD -> main (fetch first)")).toBe("behind");
    expect(pushFailure("fatal: Could not read from remote repository.")).toBe("unreachable");
    expect(pushFailure("error: something else")).toBe("other");
  });

  it("sees the same article in two files that differ only in the day of the change", () => {
    const a = articleText({ slug: "alt", title: "Labubu alt", datePublished: "2026-01-15" });
    expect(sameArticle("alt.md", a, a.replace(`dateModified: ${DAY}`, "dateModified: 2026-12-01"))).toBe(true);
    expect(sameArticle("alt.md", a, a.replace("Ein Absatz.", "Zwei Absätze."))).toBe(false);
  });
});

describe("createLock", () => {
  it("runs one job at a time, lets one more wait and refuses any further; a failure frees the lock", async () => {
    const lock = createLock(1);
    /** @type {string[]} */
    const order = [];
    /** @type {() => void} */
    let release = () => {};
    const first = lock.run(
      () =>
        new Promise((resolve) => {
          order.push("erster beginnt");
          release = () => resolve("erster");
        }),
    );
    const second = lock.run(async () => {
      order.push("zweiter beginnt");
      throw new Error("fehlgeschlagen");
    });
    expect(lock.run(async () => "dritter")).toBeNull();
    expect(lock.busy).toBe(true);
    await Promise.resolve();
    expect(order).toEqual(["erster beginnt"]);
    release();
    expect(await first).toBe("erster");
    await expect(second).rejects.toThrow("fehlgeschlagen");
    expect(order).toEqual(["erster beginnt", "zweiter beginnt"]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lock.busy).toBe(false);
    expect(await lock.run(async () => "wieder frei")).toBe("wieder frei");
  });
});

describe("an approval under four eyes (docs/decisions/0060)", () => {
  const id = "1764230400000";
  /** @param {string} colour */
  const photo = (colour) =>
    sharp({ create: { width: 8, height: 6, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
  const upload = (/** @type {string} */ file, /** @type {Buffer} */ bytes) => ({ file, data: bytes.toString("base64") });

  it("covers exactly the reviewed text and photos, once: other photo bytes, a replacement and a publication after a withdrawal need a new review", async () => {
    const shared = createSharedDrafts({ git: createGit({ dir: articles }), fourEyes: true, now: () => NOW });
    const publish = publisher({ fourEyes: true, sharedDrafts: shared });
    const reviewed = await photo("#c96");
    const other = await photo("#69c");
    const article = draft({ id, photos: [{ file: "box.jpg", width: 8, height: 6, bytes: 1, sha256: photoSha256(reviewed) }] });
    const approve = async (/** @type {number} */ version) => {
      expect((await shared.status({ id, version, status: "in-pruefung" }, anna)).status).toBe(200);
      await shared.load({ id, opened: true }, ben);
      expect((await shared.status({ id, version, status: "freigegeben" }, ben)).status).toBe(200);
    };
    expect((await shared.save({ draft: article, baseVersion: 0 }, anna)).status).toBe(200);
    await approve(1);
    const ref = { id, version: 1 };
    const head = run("rev-parse", "HEAD");

    // The photos as sent must be the reviewed ones: other bytes under the reviewed name, a photo the version
    // does not name, and a publication without the reviewed photo are all refused, with nothing written.
    for (const [photos, message] of /** @type {const} */ ([
      [
        [upload("box.jpg", other)],
        /Das Foto „box\.jpg“ ist nicht das, was freigegeben wurde \(seine Prüfsumme SHA-256 weicht ab/,
      ],
      [[upload("box.jpg", reviewed), upload("extra.jpg", other)], /Das Foto „extra\.jpg“ ist nicht das, was freigegeben wurde/],
      [[], /Das freigegebene Foto „box\.jpg“ fehlt in dieser Veröffentlichung/],
    ])) {
      const refused = await publish.publish({ article: draft(), shared: ref, photos: [...photos] }, anna);
      expect(refused).toMatchObject({ status: 403, body: { code: "four-eyes", message: expect.stringMatching(message) } });
      expect(run("rev-parse", "HEAD")).toBe(head);
      expectGitClean();
    }
    expect(checked).toEqual([]);

    // The reviewed photo goes out, by another person than the approver; the text is the approved one, not the sent one.
    const published = await publish.publish(
      { article: draft({ title: "Nicht geprüft" }), shared: ref, photos: [upload("box.jpg", reviewed)] },
      anna,
    );
    expect(published.status).toBe(200);
    expect(run("show", "--name-only", "--format=%s", "HEAD").split("\n")).toEqual([
      'Publish article "Labubu neu" (/ratgeber/neu)',
      "",
      "app/content/articles/neu.md",
      "app/content/articles/neu/box.jpg",
    ]);
    // Used up: the draft is "Entwurf" again, and the same version again, also as a replacement, is refused.
    expect((await shared.load({ id })).body).toMatchObject({ record: { status: "entwurf", published: { version: 1 } } });
    const again = await publish.publish(
      { article: draft(), shared: ref, replace: true, photos: [upload("box.jpg", reviewed)] },
      anna,
    );
    expect(again).toMatchObject({
      status: 403,
      body: { code: "four-eyes", message: expect.stringMatching(/schon für eine Veröffentlichung verbraucht/) },
    });
    const afterPublication = run("rev-parse", "HEAD");
    expectGitClean();

    // A new review of the same version allows one replacement; a withdrawal voids an approval given since.
    await approve(1);
    expect(
      (await publish.publish({ article: draft(), shared: ref, replace: true, photos: [upload("box.jpg", reviewed)] }, anna))
        .status,
    ).toBe(200);
    await approve(1);
    expect((await publish.withdraw({ slug: "neu" }, ben)).body).toMatchObject({ code: "still-served" });
    expect((await shared.load({ id })).body).toMatchObject({ record: { status: "entwurf" } });
    const withdrawn = run("rev-parse", "HEAD");
    expect(withdrawn).not.toBe(afterPublication);
    const alone = await publish.publish({ article: draft(), shared: ref, photos: [upload("box.jpg", reviewed)] }, anna);
    expect(alone).toMatchObject({ status: 403, body: { code: "four-eyes" } });
    expect(run("rev-parse", "HEAD")).toBe(withdrawn);
    expect(existsSync(path.join(articles, "neu.md"))).toBe(false);
    expectGitClean();
    // Many commits on a real repository: generous on a machine shared by several builds.
  }, 180_000);

  it("refuses a second publication queued behind the first under the same approval", async () => {
    const shared = createSharedDrafts({ git: createGit({ dir: articles }), fourEyes: true, now: () => NOW });
    const publish = publisher({ fourEyes: true, sharedDrafts: shared });
    await shared.save({ draft: draft({ id }), baseVersion: 0 }, anna);
    await shared.status({ id, version: 1, status: "in-pruefung" }, anna);
    await shared.load({ id, opened: true }, ben);
    expect((await shared.status({ id, version: 1, status: "freigegeben" }, ben)).status).toBe(200);
    const ref = { id, version: 1 };
    const [first, second] = await Promise.all([
      publish.publish({ article: draft(), shared: ref }, anna),
      publish.publish({ article: draft(), shared: ref, replace: true }, anna),
    ]);
    // Whichever reaches the lock first goes out; the other finds the approval used up.
    expect([first.status, second.status].sort()).toEqual([200, 403]);
    expect([first, second].find((answer) => answer.status === 403)?.body.message).toMatch(
      /schon für eine Veröffentlichung verbraucht/,
    );
    expect(run("log", "--format=%s")).toBe('Publish article "Labubu neu" (/ratgeber/neu)\nstart');
    expectGitClean();
  }, 120_000);
});
