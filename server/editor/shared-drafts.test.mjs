// Shared drafts on a real repository (docs/decisions/0039): stored on a branch the checkout never has
// checked out, versioned so two saves never lose work, with statuses, the four-eyes rule and leases.
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { LEASE_MS } from "../../app/features/hub/publishing/editor-contract.ts";
import { createGit } from "./git.mjs";
import { articleRepository } from "./repository.fixtures.mjs";
import { COMMENTS_KEPT, DRAFTS_REF, createSharedDrafts, withComment } from "./shared-drafts.mjs";

const anna = { name: "Anna Berger", email: "anna@example.at", key: "anna-3d641047b896ce530f2096f21a868489" };
const ben = { name: "Ben Huber", email: "ben@example.at", key: "ben-0390b0993ba440e1898ec7fd7511d099" };

let repo = "";
let clock = 0;
let ids = 0;
/** @type {(...args: string[]) => string} */
let run = () => "";

beforeEach(async () => {
  ({ repo, run } = await articleRepository("entwuerfe-"));
  clock = Date.parse("2026-11-27T10:00:00Z");
  ids = 0;
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

const store = (fourEyes = false) =>
  createSharedDrafts({
    git: createGit({ dir: path.join(repo, "app/content/articles") }),
    fourEyes,
    now: () => clock,
    newId: () => `9000000000000${++ids}`,
  });
const draft = (/** @type {Record<string, unknown>} */ fields = {}) => ({
  id: "1764230400000",
  title: "Labubu Größen im Vergleich",
  slug: "labubu-groessen",
  content: "Erster Absatz.",
  keywords: [],
  ...fields,
});

describe("shared drafts", () => {
  it("saves a draft as its editor on a branch of its own: HEAD, the index and the working tree stay as they were", async () => {
    const drafts = store();
    const saved = await drafts.save({ draft: { ...draft(), shared: { version: 0 } }, baseVersion: 0 }, anna);
    expect(saved).toMatchObject({ status: 200, body: { record: { version: 1, status: "entwurf", updatedBy: "Anna Berger" } } });
    expect(run("log", "--format=%s", "main")).toBe("start");
    expect(run("status", "--porcelain")).toBe("");
    expect(run("log", "--format=%s|%an", DRAFTS_REF)).toBe(
      'Share draft "Labubu Größen im Vergleich" (1764230400000), version 1|Anna Berger',
    );
    const list = await drafts.list(undefined, ben);
    expect(list.body).toMatchObject({
      you: "Ben Huber",
      drafts: [{ id: "1764230400000", title: "Labubu Größen im Vergleich", version: 1 }],
    });
    const loaded = await drafts.load({ id: "1764230400000" });
    // The hub's note of its own sync state is not stored.
    expect(loaded.body.record).toMatchObject({ draft: draft() });
    expect(/** @type {{ record: { draft: object } }} */ (loaded.body).record.draft).not.toHaveProperty("shared");
    // The same text again is no new version.
    expect((await drafts.save({ draft: draft(), baseVersion: 1 }, ben)).body).toMatchObject({ record: { version: 1 } });
    expect(run("rev-list", "--count", DRAFTS_REF)).toBe("1");
  });

  it("keeps both texts when two editors save the same version: the second gets the first's and a copy of its own", async () => {
    const drafts = store();
    await drafts.save({ draft: draft(), baseVersion: 0 }, anna);
    const [first, second] = await Promise.all([
      drafts.save({ draft: draft({ content: "Annas Fassung." }), baseVersion: 1 }, anna),
      drafts.save({ draft: draft({ content: "Bens Fassung." }), baseVersion: 1 }, ben),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/hat Anna Berger inzwischen gespeichert\. Nichts ist verloren/);
    expect(second.body).toMatchObject({
      current: { version: 2, draft: { content: "Annas Fassung." } },
      copy: { id: "90000000000001", copyOf: "1764230400000", draft: { id: "90000000000001", content: "Bens Fassung." } },
    });
    const texts = await Promise.all(
      ["1764230400000", "90000000000001"].map(
        async (id) => /** @type {any} */ (await drafts.load({ id })).body.record.draft.content,
      ),
    );
    expect(texts).toEqual(["Annas Fassung.", "Bens Fassung."]);
  });

  it("reviews under four eyes: approval only of a draft in review, never by whoever sent it, and a new text is a draft again", async () => {
    const drafts = store(true);
    await drafts.save({ draft: draft(), baseVersion: 0 }, anna);
    const id = "1764230400000";
    expect((await drafts.status({ id, version: 1, status: "freigegeben" }, ben)).body.code).toBe("not-in-review");
    expect((await drafts.status({ id, version: 1, status: "in-pruefung" }, ben)).body).toMatchObject({
      record: { status: "in-pruefung", requestedBy: "Ben Huber" },
    });
    const own = await drafts.status({ id, version: 1, status: "freigegeben" }, ben);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/selbst zur Prüfung gegeben/);
    // Approved only by who opened this version to read it (the background sync does not count), and not while a
    // colleague holds it to edit.
    await drafts.load({ id }, anna);
    expect((await drafts.status({ id, version: 1, status: "freigegeben" }, anna)).body).toMatchObject({
      code: "unread",
      message: expect.stringMatching(/^Bitte öffnen Sie den Entwurf in dieser Fassung/),
    });
    await drafts.load({ id, opened: true }, anna);
    await drafts.lease({ id }, ben);
    expect((await drafts.status({ id, version: 1, status: "freigegeben" }, anna)).body).toMatchObject({
      code: "leased",
      message: expect.stringMatching(/^Ben Huber ändert diesen Entwurf gerade/),
    });
    await drafts.lease({ id, release: true }, ben);
    expect((await drafts.status({ id, version: 1, status: "freigegeben" }, anna)).body).toMatchObject({
      record: { status: "freigegeben", approvedBy: "Anna Berger" },
    });
    expect(run("log", "-1", "--format=%s|%an", DRAFTS_REF)).toBe(
      `Set draft "Labubu Größen im Vergleich" (${id}) to freigegeben|Anna Berger`,
    );
    // Published only by another editor than the approver, and only the approved version.
    expect(await drafts.approved({ id, version: 1 }, anna)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/selbst freigegeben/),
    });
    expect(await drafts.approved({ id, version: 1 }, ben)).toEqual({ ok: true, draft: draft() });
    expect(await drafts.approved(undefined, ben)).toMatchObject({ ok: false });
    await drafts.save({ draft: draft({ content: "Geändert." }), baseVersion: 1 }, ben);
    expect(await drafts.approved({ id, version: 1 }, ben)).toMatchObject({ ok: false });
    expect((await drafts.list(undefined, anna)).body).toMatchObject({ drafts: [{ version: 2, status: "entwurf" }] });
    expect((await drafts.status({ id, version: 1, status: "in-pruefung" }, anna)).body.code).toBe("changed");
  });

  it("keeps comments with the draft across its versions; a draft goes back to another person only with a reason, kept as a comment", async () => {
    const drafts = store(true);
    await drafts.save({ draft: draft(), baseVersion: 0 }, anna);
    const id = "1764230400000";
    await drafts.status({ id, version: 1, status: "in-pruefung" }, anna);
    const log = run("rev-list", "--count", DRAFTS_REF);
    // Sent back by the reviewer without a word: refused, nothing written.
    const bare = await drafts.status({ id, version: 1, status: "entwurf" }, ben);
    expect(bare).toMatchObject({
      status: 422,
      body: { code: "reason", message: expect.stringMatching(/warum der Entwurf zurück/) },
    });
    expect((await drafts.status({ id, version: 1, status: "entwurf", reason: "   " }, ben)).status).toBe(400);
    expect(run("rev-list", "--count", DRAFTS_REF)).toBe(log);
    const back = await drafts.status({ id, version: 1, status: "entwurf", reason: "  Die Quelle zum Preis fehlt.  " }, ben);
    expect(back.body).toMatchObject({
      record: {
        status: "entwurf",
        comments: [
          {
            by: "Ben Huber",
            version: 1,
            text: "Die Quelle zum Preis fehlt.",
            reason: true,
            to: "Anna Berger",
            at: "2026-11-27T10:00:00.000Z",
          },
        ],
      },
    });
    // A comment changes neither status nor version, and survives the next save.
    clock += 60_000;
    const said = await drafts.comment({ id, version: 1, text: "Ergänzt, bitte noch einmal ansehen." }, anna);
    expect(said.body).toMatchObject({ record: { version: 1, status: "entwurf" } });
    expect(run("log", "-1", "--format=%s|%an", DRAFTS_REF)).toBe(
      `Comment on draft "Labubu Größen im Vergleich" (${id})|Anna Berger`,
    );
    await drafts.save({ draft: draft({ content: "Mit Quelle." }), baseVersion: 1 }, anna);
    const { body } = await drafts.load({ id });
    expect(/** @type {any} */ (body).record.comments.map((/** @type {any} */ comment) => [comment.by, comment.text])).toEqual([
      ["Ben Huber", "Die Quelle zum Preis fehlt."],
      ["Anna Berger", "Ergänzt, bitte noch einmal ansehen."],
    ]);
    // Whoever sent it to review takes it back without a reason.
    await drafts.status({ id, version: 2, status: "in-pruefung" }, anna);
    expect((await drafts.status({ id, version: 2, status: "entwurf" }, anna)).status).toBe(200);
    // An empty, overlong or unsafe comment, or one on a missing draft, is refused with a German message.
    for (const text of ["", "x".repeat(1001)])
      expect((await drafts.comment({ id, version: 2, text }, ben)).body.message).toMatch(/leer oder zu lang/);
    expect((await drafts.comment({ id, version: 2, text: "gut\u202E" }, ben)).body.message).toMatch(/^Der Kommentar enthält/);
    expect((await drafts.comment({ id: "1764230400001", version: 1, text: "Hallo" }, ben)).status).toBe(404);
    expect(run("status", "--porcelain")).toBe("");
  });

  it("keeps a draft's newest comments, COMMENTS_KEPT of them", () => {
    const comment = (/** @type {number} */ n) => ({
      by: "Anna Berger",
      at: "2026-11-27T10:00:00.000Z",
      version: 1,
      text: `${n}`,
    });
    const record = /** @type {any} */ ({ comments: Array.from({ length: COMMENTS_KEPT }, (_, n) => comment(n + 1)) });
    const kept = withComment(record, comment(COMMENTS_KEPT + 1));
    expect(kept).toHaveLength(COMMENTS_KEPT);
    expect([kept[0]?.text, kept.at(-1)?.text]).toEqual(["2", String(COMMENTS_KEPT + 1)]);
    expect(withComment(/** @type {any} */ ({}), comment(1))).toEqual([comment(1)]);
  });

  it("an approval follows the text: the approved text saved again is approved again, until it is sent back or published", async () => {
    const drafts = store(true);
    const id = "1764230400000";
    await drafts.save({ draft: draft(), baseVersion: 0 }, anna);
    await drafts.status({ id, version: 1, status: "in-pruefung" }, anna);
    await drafts.load({ id, opened: true }, ben);
    await drafts.status({ id, version: 1, status: "freigegeben" }, ben);
    // Approved and unchanged, there is nothing to compare with.
    expect(/** @type {any} */ ((await drafts.load({ id }, anna)).body).record.approvedText).toBeUndefined();
    // An edit makes it a draft; the edit undone, it is the text Ben approved.
    await drafts.save({ draft: draft({ content: "Ein Tippfehler." }), baseVersion: 1 }, anna);
    expect(await drafts.approved({ id, version: 2 }, anna)).toMatchObject({ ok: false });
    // Meanwhile the list says the approved text was replaced, and the draft brings it for the comparison.
    const listed = /** @type {any} */ ((await drafts.list(undefined, ben)).body).drafts[0];
    expect(listed).toMatchObject({ version: 2, changedSinceApproval: { by: "Ben Huber", at: expect.any(String) } });
    expect(listed).not.toHaveProperty("approval");
    expect((await drafts.load({ id }, ben)).body.record).toMatchObject({
      draft: { content: "Ein Tippfehler." },
      approvedText: { title: "Labubu Größen im Vergleich", metaDescription: "", content: "Erster Absatz." },
    });
    const undone = await drafts.save({ draft: draft(), baseVersion: 2 }, anna);
    expect(undone.body).toMatchObject({
      record: { version: 3, status: "freigegeben", approvedBy: "Ben Huber", requestedBy: "Anna Berger" },
    });
    expect(run("log", "-1", "--format=%s", DRAFTS_REF)).toBe(
      `Save draft "Labubu Größen im Vergleich" (${id}), version 3 (the text Ben Huber approved: approved again)`,
    );
    expect(await drafts.approved({ id, version: 3 }, anna)).toEqual({ ok: true, draft: draft() });
    // Another text is not: photos count as the text does.
    await drafts.save({ draft: draft({ photos: [{ file: "a.jpg", sha256: "1" }] }), baseVersion: 3 }, anna);
    expect((await drafts.list(undefined, anna)).body).toMatchObject({ drafts: [{ version: 4, status: "entwurf" }] });
    // Sent back, the approval is withdrawn: the same text again stays a draft.
    await drafts.save({ draft: draft(), baseVersion: 4 }, anna);
    await drafts.status({ id, version: 5, status: "entwurf", reason: "Doch noch nicht." }, ben);
    await drafts.save({ draft: draft({ content: "Anders." }), baseVersion: 5 }, anna);
    expect((await drafts.save({ draft: draft(), baseVersion: 6 }, anna)).body).toMatchObject({
      record: { version: 7, status: "entwurf" },
    });
    // A publication uses it up, for the text too.
    const published = store(true);
    await published.save({ draft: draft({ id: "1764230400009" }), baseVersion: 0 }, anna);
    await published.status({ id: "1764230400009", version: 1, status: "in-pruefung" }, anna);
    await published.load({ id: "1764230400009", opened: true }, ben);
    await published.status({ id: "1764230400009", version: 1, status: "freigegeben" }, ben);
    await published.published({ id: "1764230400009", version: 1 }, anna, "/ratgeber/labubu-groessen");
    await published.save({ draft: draft({ id: "1764230400009", content: "Neu." }), baseVersion: 1 }, anna);
    expect((await published.save({ draft: draft({ id: "1764230400009" }), baseVersion: 2 }, anna)).body).toMatchObject({
      record: { version: 3, status: "entwurf" },
    });
  });

  it("says who is editing a draft until the lease expires or is given back", async () => {
    const drafts = store();
    await drafts.save({ draft: draft(), baseVersion: 0 }, anna);
    const id = "1764230400000";
    expect((await drafts.lease({ id }, anna)).status).toBe(200);
    const taken = await drafts.lease({ id }, ben);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/wird gerade von Anna Berger bearbeitet/);
    expect((await drafts.list(undefined, ben)).body).toMatchObject({ drafts: [{ lease: { editor: "Anna Berger" } }] });
    clock += LEASE_MS;
    expect((await drafts.lease({ id }, ben)).status).toBe(200);
    await drafts.lease({ id, release: true }, ben);
    expect((await drafts.list(undefined, anna)).body).toMatchObject({
      drafts: [expect.not.objectContaining({ lease: expect.anything() })],
    });
  });

  it("refuses an unsafe character and an id that is not the hub's", async () => {
    const drafts = store();
    expect((await drafts.save({ draft: draft({ title: "Größen\u200B" }), baseVersion: 0 }, anna)).status).toBe(422);
    expect((await drafts.save({ draft: draft({ id: "../x" }), baseVersion: 0 }, anna)).status).toBe(400);
    expect(run("branch", "--list", "redaktion-entwuerfe")).toBe("");
  });
});
