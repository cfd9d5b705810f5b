// Four eyes for the fact base's changes and withdrawals (docs/decisions/0080), on a real repository: a change is kept
// on a branch of its own until another person approves it; approving applies it once, with the approver in the
// commit; rejecting or taking it back drops it. The kinds here are stand-ins for the fact publisher's and the
// publisher's (their own tests cover what a change writes): they record what was applied and by whom.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createGit } from "./git.mjs";
import { CHANGES_REF, createReviewedChanges, withApproval } from "./reviewed-changes.mjs";

const anna = { name: "Anna Berger", email: "anna@example.at", key: "anna-3d641047b896ce530f2096f21a868489" };
const ben = { name: "Ben Huber", email: "ben@example.at", key: "ben-0390b0993ba440e1898ec7fd7511d099" };
/** Anna again, under another name and key: still one person. */
const annaAgain = { name: "A. Berger", email: "Anna@Example.at", key: "anna2-5a2c1e0d9b8f7a6e5d4c3b2a19081726" };

let repo = "";
let ids = 0;
const run = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: repo, encoding: "utf8" }).trim();

beforeEach(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), "aenderungen-"));
  await writeFile(path.join(repo, "shops.json"), "[]\n");
  run("init", "--quiet", "--initial-branch=main");
  run("add", ".");
  run("-c", "user.name=T", "-c", "user.email=t@example.at", "commit", "--quiet", "-m", "start");
  ids = 0;
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

/** A stand-in kind: refuses a request without a name, answers 500 once when told to, records every application. */
function shopKind() {
  /** @type {{ body: unknown, author: string, approver?: string }[]} */
  const applied = [];
  let failNext = false;
  return {
    applied,
    failOnce: () => (failNext = true),
    kind: {
      /** @param {unknown} body */
      async check(body) {
        const name = /** @type {{ name?: string }} */ (body).name;
        if (!name) return { ok: /** @type {const} */ (false), answer: { status: 422, body: { message: "Name fehlt." } } };
        return { ok: /** @type {const} */ (true), summary: `Geschäft „${name}“ aufnehmen`, details: ["Wien"] };
      },
      /** @param {unknown} body @param {{ name: string }} author @param {{ name: string }} [approver] */
      async apply(body, author, approver) {
        if (failNext) {
          failNext = false;
          return { status: 500, body: { message: "Build fehlgeschlagen." } };
        }
        applied.push({ body, author: author.name, ...(approver ? { approver: approver.name } : {}) });
        return { status: 200, body: { message: "live", commit: "abc" } };
      },
    },
  };
}

const changes = (/** @type {boolean} */ fourEyes, /** @type {ReturnType<typeof shopKind>} */ shop) => {
  const kind = shop.kind;
  const preview = { ...kind, immediate: (/** @type {unknown} */ body) => !(/** @type {{ commit?: boolean }} */ (body).commit) };
  return createReviewedChanges({
    git: createGit({ dir: repo }),
    fourEyes,
    kinds: { shop: kind, shopRemove: kind, series: kind, seriesCorrect: kind, reconfirm: kind, withdraw: kind, correct: preview },
    now: () => Date.parse("2026-12-02T10:00:00Z"),
    newId: () => `c${++ids}`,
  });
};

describe("changes under four eyes", () => {
  it("without four eyes, a change is applied at once and nothing is kept", async () => {
    const shop = shopKind();
    const reviewed = changes(false, shop);
    expect(await reviewed.action("shop")({ name: "Spielzeugladen" }, anna)).toMatchObject({ status: 200 });
    expect(shop.applied).toEqual([{ body: { name: "Spielzeugladen" }, author: "Anna Berger" }]);
    expect(run("for-each-ref", CHANGES_REF)).toBe("");
  });

  it("keeps a change for a second person, applies it once when she approves, with the sender as author", async () => {
    const shop = shopKind();
    const reviewed = changes(true, shop);
    const asked = await reviewed.action("shop")({ name: "Spielzeugladen" }, anna);
    expect(asked).toMatchObject({
      status: 202,
      body: { code: "review", pending: { id: "c1", kind: "shop", summary: "Geschäft „Spielzeugladen“ aufnehmen" } },
    });
    expect(String(asked.body.message)).toContain("Zur Freigabe gegeben");
    expect(shop.applied).toEqual([]);
    // Kept on a branch of its own: main, the index and the working tree are untouched.
    expect(run("log", "--format=%s", "main")).toBe("start");
    expect(run("status", "--porcelain")).toBe("");
    expect(run("log", "--format=%s|%an", CHANGES_REF)).toBe("Ask for review: Geschäft „Spielzeugladen“ aufnehmen|Anna Berger");
    const listed = await reviewed.list(undefined, ben);
    expect(listed.body).toMatchObject({ fourEyes: true, changes: [{ id: "c1", requestedBy: { name: "Anna Berger" } }] });
    // The request itself (a series' photos, say) stays on the server.
    expect(JSON.stringify(listed.body)).not.toContain('"request"');

    const approved = await reviewed.decide({ id: "c1", decision: "freigeben" }, ben);
    expect(approved).toMatchObject({
      status: 200,
      body: { message: "live", approvedBy: "Ben Huber", requestedBy: "Anna Berger", commit: "abc" },
    });
    expect(shop.applied).toEqual([{ body: { name: "Spielzeugladen" }, author: "Anna Berger", approver: "Ben Huber" }]);
    expect((await reviewed.list(undefined, ben)).body.changes).toEqual([]);
    // Used up: a second approval finds nothing to apply.
    expect(await reviewed.decide({ id: "c1", decision: "freigeben" }, ben)).toMatchObject({ status: 404 });
    expect(shop.applied).toHaveLength(1);
  });

  it("refuses the sender's own approval, under any name of the same e-mail address, and applies nothing", async () => {
    const shop = shopKind();
    const reviewed = changes(true, shop);
    await reviewed.action("shop")({ name: "Spielzeugladen" }, anna);
    for (const editor of [anna, annaAgain]) {
      for (const decision of ["freigeben", "ablehnen"]) {
        expect(await reviewed.decide({ id: "c1", decision }, editor)).toMatchObject({ status: 403, body: { code: "four-eyes" } });
      }
    }
    expect(shop.applied).toEqual([]);
    expect(run("log", "--format=%s", CHANGES_REF).split("\n")).toHaveLength(1);
    expect(run("status", "--porcelain")).toBe("");
    expect(execFileSync("git", ["fsck", "--no-progress"], { cwd: repo, encoding: "utf8", stdio: "pipe" })).toBe("");
  });

  it("rejected by another person or taken back by its sender, a change leaves the list and is never applied", async () => {
    const shop = shopKind();
    const reviewed = changes(true, shop);
    await reviewed.action("shop")({ name: "Erster Laden" }, anna);
    await reviewed.action("shop")({ name: "Zweiter Laden" }, anna);
    expect(await reviewed.decide({ id: "c1", decision: "zuruecknehmen" }, ben)).toMatchObject({ status: 403 });
    expect(await reviewed.decide({ id: "c1", decision: "ablehnen" }, ben)).toMatchObject({ status: 200 });
    expect(await reviewed.decide({ id: "c2", decision: "zuruecknehmen" }, annaAgain)).toMatchObject({ status: 200 });
    expect((await reviewed.list(undefined, anna)).body.changes).toEqual([]);
    expect(shop.applied).toEqual([]);
    expect(run("log", "--format=%s|%an", CHANGES_REF).split("\n").slice(0, 2)).toEqual([
      "Take back: Geschäft „Zweiter Laden“ aufnehmen|A. Berger",
      "Reject: Geschäft „Erster Laden“ aufnehmen|Ben Huber",
    ]);
  });

  it("answers a bad request at once and keeps nothing; a correction's preview is answered without review", async () => {
    const shop = shopKind();
    const reviewed = changes(true, shop);
    expect(await reviewed.action("shop")({}, anna)).toMatchObject({ status: 422, body: { message: "Name fehlt." } });
    expect(await reviewed.action("correct")({ name: "Vorschau", commit: false }, anna)).toMatchObject({ status: 200 });
    expect(await reviewed.action("correct")({ name: "Wert", commit: true }, anna)).toMatchObject({ status: 202 });
    expect(shop.applied).toEqual([{ body: { name: "Vorschau", commit: false }, author: "Anna Berger" }]);
    expect(await reviewed.decide({ id: "../c1", decision: "freigeben" }, ben)).toMatchObject({ status: 400 });
    expect(await reviewed.decide({ id: "c9", decision: "freigeben" }, ben)).toMatchObject({ status: 404 });
  });

  it("keeps a change listed when applying it fails, so it can be approved again or rejected", async () => {
    const shop = shopKind();
    const reviewed = changes(true, shop);
    await reviewed.action("shop")({ name: "Spielzeugladen" }, anna);
    shop.failOnce();
    expect(await reviewed.decide({ id: "c1", decision: "freigeben" }, ben)).toMatchObject({ status: 500 });
    expect((await reviewed.list(undefined, ben)).body.changes).toHaveLength(1);
    expect(await reviewed.decide({ id: "c1", decision: "freigeben" }, ben)).toMatchObject({ status: 200 });
    expect(shop.applied).toHaveLength(1);
  });
});

describe("withApproval", () => {
  it("names the approver in a trailer, and leaves a message without one as it is", () => {
    expect(withApproval("Add shop", { name: "Ben Huber", email: "ben@example.at" })).toBe(
      "Add shop\n\nApproved-by: Ben Huber <ben@example.at>",
    );
    expect(withApproval("Add shop")).toBe("Add shop");
  });
});
