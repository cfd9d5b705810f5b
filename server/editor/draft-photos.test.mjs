// A shared draft's photos on a real repository (docs/decisions/0087): kept by their SHA-256 on a branch of their own,
// checked before anything is written, read back byte for byte.
import { createHash } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";

import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { DRAFT_PHOTOS_REF, createDraftPhotos } from "./draft-photos.mjs";
import { createGit } from "./git.mjs";
import { testPhoto } from "../../tests/support/test-photos.mjs";
import { articleRepository } from "./repository.fixtures.mjs";

const anna = { name: "Anna Berger", email: "anna@example.at", key: "anna-3d641047b896ce530f2096f21a868489" };
let repo = "";
/** @type {(...args: string[]) => string} */
let run = () => "";

beforeEach(async () => {
  ({ repo, run } = await articleRepository("entwurfsfotos-"));
});
afterEach(async () => {
  await rm(repo, { recursive: true, force: true });
});

const jpeg = (/** @type {string} */ color) =>
  sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
const sha = (/** @type {Buffer} */ bytes) => createHash("sha256").update(bytes).digest("hex");

describe("a shared draft's photos", () => {
  it("keeps a photo once, as its editor, on its own branch, and gives back the same bytes", async () => {
    const photos = createDraftPhotos({ git: createGit({ dir: path.join(repo, "app/content/articles") }) });
    const bytes = await jpeg("#c96");
    const request = { file: "box.jpg", sha256: sha(bytes), data: bytes.toString("base64") };
    // Asked first without the bytes: not kept yet.
    expect(await photos.save({ file: "box.jpg", sha256: sha(bytes) }, anna)).toMatchObject({
      status: 200,
      body: { sha256: sha(bytes), kept: false },
    });
    expect(await photos.save(request, anna)).toEqual({ status: 200, body: { sha256: sha(bytes), kept: true } });
    expect(await photos.save({ file: "box.jpg", sha256: sha(bytes) }, anna)).toEqual({
      status: 200,
      body: { sha256: sha(bytes), kept: true },
    });
    expect(await photos.save(request, anna)).toMatchObject({ status: 200 });
    expect(run("rev-list", "--count", DRAFT_PHOTOS_REF)).toBe("1");
    expect(run("log", "-1", "--format=%an", DRAFT_PHOTOS_REF)).toBe("Anna Berger");
    expect(run("log", "--format=%s", "main")).toBe("start");
    expect(run("status", "--porcelain")).toBe("");
    const loaded = await photos.load({ sha256: sha(bytes) });
    expect(Buffer.from(/** @type {any} */ (loaded.body).data, "base64").equals(bytes)).toBe(true);
  });

  it("refuses bytes that are no photo or do not match their hash, with a German message, and writes nothing", async () => {
    const photos = createDraftPhotos({ git: createGit({ dir: path.join(repo, "app/content/articles") }) });
    const text = Buffer.from("kein Foto");
    const notPhoto = await photos.save({ file: "box.jpg", sha256: sha(text), data: text.toString("base64") }, anna);
    expect(notPhoto).toMatchObject({
      status: 422,
      body: {
        message:
          "„box.jpg“ ist kein Foto im Format JPEG, PNG, WebP oder AVIF. Speichern Sie es in einem dieser Formate (am besten JPEG).",
      },
    });
    const bytes = await jpeg("#69c");
    const damaged = await photos.save({ file: "box.jpg", sha256: sha(text), data: bytes.toString("base64") }, anna);
    expect(damaged).toMatchObject({
      status: 422,
      body: { code: "sha256", message: expect.stringMatching(/^Das Foto kam beschädigt an/) },
    });
    expect((await photos.save({ file: "../box.jpg", sha256: sha(bytes), data: "" }, anna)).status).toBe(400);
    // A photo with a place and a camera in it: kept in Git as sent, so refused.
    const located = await testPhoto({ width: 64, height: 48, seed: 5 });
    const withGps = await photos.save({ file: "box.jpg", sha256: sha(located), data: located.toString("base64") }, anna);
    expect(withGps).toMatchObject({
      status: 422,
      body: { code: "metadata", message: expect.stringMatching(/^Das Foto „box.jpg“ enthält mehr als sein Bild/) },
    });
    expect(run("branch", "--list", "redaktion-entwurfsfotos")).toBe("");
    expect(await photos.load({ sha256: sha(bytes) })).toMatchObject({
      status: 404,
      body: { message: expect.stringMatching(/nicht auf dem Server/) },
    });
  });
});
