// Editor mode swaps files into a running server (server/app.mjs applyChanges, server/site-files.mjs
// updateSite): the request after the swap gets the new file, never a body cached from the old one,
// and a file gone is not found. Staged files move into place by renames (scripts/content-build/stage.mjs).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createStage, swapStaged } from "../scripts/content-build/stage.mjs";
import { makeFixture, request, startServer } from "../tests/support/server-fixture.mjs";

/** @type {Awaited<ReturnType<typeof makeFixture>>} */
let fixture;
/** @type {Awaited<ReturnType<typeof startServer>>} */
let app;

beforeAll(async () => {
  fixture = await makeFixture();
  app = await startServer(fixture.root);
});
afterAll(async () => {
  await app?.close();
  await fixture?.cleanup();
});

const html = (/** @type {string} */ title) =>
  `<!doctype html><html lang="de-AT"><head><title>${title}</title></head><body>${title}</body></html>`;

describe("swapping files into the running server", () => {
  it("serves a new page, a changed page (not its cached body) and 404 for a removed one after the swap", async () => {
    const old = await request(app.port, "/ratgeber");
    expect(old.body.toString()).toContain("Ratgeber");
    const gzipped = await request(app.port, "/ratgeber", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");

    const stage = await createStage(fixture.root);
    await stage.write("/ratgeber/neu/index.html", html("Neuer Artikel"));
    await stage.write("/ratgeber/index.html", html("Ratgeber mit neuem Artikel"));
    // The compressed copies of the old list would now be stale: they go too.
    stage.remove("/ratgeber/index.html.br");
    stage.remove("/ratgeber/index.html.gz");
    stage.remove("/ratgeber/beispiel-artikel/index.html");
    const staged = stage.result();
    // Before the swap nothing is visible.
    expect((await request(app.port, "/ratgeber/neu")).status).toBe(404);

    swapStaged(staged);
    app.server.applyChanges(staged.changed);

    const added = await request(app.port, "/ratgeber/neu");
    expect(added.status).toBe(200);
    expect(added.body.toString()).toContain("Neuer Artikel");
    for (const encoding of ["identity", "gzip, br"]) {
      const list = await request(app.port, "/ratgeber", { headers: { "accept-encoding": encoding } });
      expect(list.headers["content-encoding"]).toBeUndefined();
      expect(list.body.toString()).toContain("Ratgeber mit neuem Artikel");
    }
    expect((await request(app.port, "/ratgeber/beispiel-artikel")).status).toBe(404);
    // The trailing-slash address of the new page redirects like any page's.
    expect((await request(app.port, "/ratgeber/neu/")).status).toBe(301);
    await rm(staged.staging, { recursive: true, force: true });
  });

  it("answers a request whose file was replaced while it was read from the new index", async () => {
    const file = path.join(fixture.root, "llms.txt");
    const before = await readFile(file, "utf8");
    // The file changes on disk before the server is told: a read now finds other bytes than indexed.
    await writeFile(`${file}.neu`, `${before}Noch ein Absatz, damit die Länge nicht mehr stimmt.\n`);
    const { renameSync } = await import("node:fs");
    renameSync(`${file}.neu`, file);
    // The swap lands between the look-up of the file (old index, old size) and its read.
    const cache = app.server.cache;
    const load = cache.load;
    cache.load = (/** @type {string} */ name) => {
      cache.load = load;
      app.server.applyChanges(["/llms.txt"]);
      return load(name);
    };
    const reply = await request(app.port, "/llms.txt");
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain("Noch ein Absatz");
  });
});
