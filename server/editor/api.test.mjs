// The editor mode's write API in front of the real server, with actions that record what reached
// them: every guard refuses before an action runs, in German, and the plain server has no API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer } from "../app.mjs";
import { makeFixture, request } from "../../tests/support/server-fixture.mjs";
import { API_PATHS, EDITOR_MODE_PATH, createEditorApi } from "./api.mjs";
import { allowedAddresses } from "./guards.mjs";

const TOKEN = "test-token-0123456789abcdef";

/** @type {Awaited<ReturnType<typeof makeFixture>>} */
let fixture;
/** @type {ReturnType<typeof createServer>} */
let server;
let port = 0;
/** @type {{ action: string, body?: unknown }[]} */
const calls = [];
let clock = 0;

beforeAll(async () => {
  fixture = await makeFixture();
  const actions = {
    publish: async (/** @type {unknown} */ body) => (
      calls.push({ action: "publish", body }),
      { status: 200, body: { ok: true } }
    ),
    withdraw: async (/** @type {unknown} */ body) => (
      calls.push({ action: "withdraw", body }),
      { status: 200, body: { ok: true } }
    ),
    status: async () => (calls.push({ action: "status" }), { status: 200, body: { scheduled: [] } }),
  };
  // The addresses are known before listening: the port is chosen first.
  server = createServer({ root: fixture.root, routes: (req, res) => routes(req, res) });
  await server.ready;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
  const api = createEditorApi({
    token: TOKEN,
    allowed: allowedAddresses({ host: "127.0.0.1", port }),
    actions,
    bodyLimit: 64 * 1024,
    now: () => clock,
  });
  routes = api;
});

/** @type {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean} */
let routes = () => false;

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(() => resolve(undefined)));
  await fixture?.cleanup();
});

const origin = () => `http://127.0.0.1:${port}`;
/** @param {string} path @param {unknown} body @param {Record<string, string>} [headers] */
const post = (path, body, headers = {}) =>
  request(port, path, {
    method: "POST",
    headers: {
      host: `127.0.0.1:${port}`,
      origin: origin(),
      authorization: `Bearer ${TOKEN}`,
      "content-type": "application/json",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
/** @param {{ body: Buffer }} reply */
const message = (reply) => JSON.parse(reply.body.toString()).message;

describe("the editor mode's write API", () => {
  it("says the mode is on, and runs an action only with the key, from the site's own page, at its own address", async () => {
    const mode = await request(port, EDITOR_MODE_PATH);
    expect(JSON.parse(mode.body.toString())).toEqual({ editor: true });
    const before = calls.length;
    expect((await post(API_PATHS.withdraw, { slug: "a" })).status).toBe(200);
    expect(calls.slice(before)).toEqual([{ action: "withdraw", body: { slug: "a" } }]);
  });

  it("refuses a missing or wrong key, a foreign Origin or Host, before any action runs", async () => {
    const before = calls.length;
    const missing = await post(API_PATHS.publish, {}, { authorization: "" });
    expect(missing.status).toBe(401);
    expect(message(missing)).toMatch(/Redaktionsschlüssel nötig/);
    const wrong = await post(API_PATHS.publish, {}, { authorization: "Bearer falsch" });
    expect(wrong.status).toBe(401);
    expect(message(wrong)).toMatch(/Redaktionsschlüssel ist falsch/);
    const foreign = await post(API_PATHS.publish, {}, { origin: "https://angreifer.example" });
    expect(foreign.status).toBe(403);
    expect(message(foreign)).toMatch(/fremden Seite/);
    const noOrigin = await post(API_PATHS.publish, {}, { origin: "" });
    expect(noOrigin.status).toBe(403);
    const rebinding = await post(API_PATHS.publish, {}, { host: `angreifer.example:${port}` });
    expect(rebinding.status).toBe(403);
    expect(message(rebinding)).toMatch(/fremde Adresse/);
    expect(calls.length).toBe(before);
  });

  it("refuses a body over the limit, another type and broken JSON; answers unknown addresses and methods", async () => {
    const before = calls.length;
    const large = await post(API_PATHS.publish, `{"a":"${"x".repeat(200 * 1024)}"}`);
    expect(large.status).toBe(413);
    expect(message(large)).toMatch(/höchstens 64 KB/);
    expect((await post(API_PATHS.publish, "a=1", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post(API_PATHS.publish, "{kaputt")).status).toBe(400);
    expect((await post("/ai-content/api/loeschen", {})).status).toBe(404);
    const get = await request(port, API_PATHS.publish, { headers: { host: `127.0.0.1:${port}` } });
    expect(get.status).toBe(405);
    expect(calls.length).toBe(before);
  });

  it("reads the plan with the key; a same-origin GET may come without Origin", async () => {
    const status = await request(port, API_PATHS.status, {
      headers: { host: `127.0.0.1:${port}`, authorization: `Bearer ${TOKEN}` },
    });
    expect(status.status).toBe(200);
    expect(JSON.parse(status.body.toString())).toEqual({ scheduled: [] });
  });

  it("closes for a quarter of an hour after ten wrong keys", async () => {
    for (let attempt = 0; attempt < 10; attempt++) await post(API_PATHS.publish, {}, { authorization: "Bearer geraten" });
    const locked = await post(API_PATHS.withdraw, { slug: "a" });
    expect(locked.status).toBe(429);
    expect(locked.headers["retry-after"]).toBeDefined();
    clock += 15 * 60_000;
    expect((await post(API_PATHS.withdraw, { slug: "a" })).status).toBe(200);
  });
});

describe("the plain server", () => {
  it("has no write path: write addresses are not found, the files cannot be written", async () => {
    const plain = createServer({ root: fixture.root });
    await plain.ready;
    await new Promise((resolve) => plain.listen(0, "127.0.0.1", () => resolve(undefined)));
    const address = plain.address();
    const plainPort = typeof address === "object" && address ? address.port : 0;
    try {
      const write = await request(plainPort, API_PATHS.publish, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
        body: "{}",
      });
      expect(write.status).toBe(404);
      expect((await request(plainPort, "/", { method: "POST", body: "a=1" })).status).toBe(405);
    } finally {
      plain.closeAllConnections();
      plain.close();
    }
  });
});
