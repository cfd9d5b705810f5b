// The editor mode's write API in front of the real server, with actions that record what reached
// them: every guard refuses before an action runs, in German, and the plain server has no API.
import http from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createServer } from "../app.mjs";
import { makeFixture, request } from "../../tests/support/server-fixture.mjs";
import { PHOTO_PREPARE_LIMIT, PUBLISH_BODY_LIMIT } from "../../app/features/hub/publishing/editor-contract.ts";
import { apiSecurityHeaders } from "../csp.mjs";
import { baseSecurityHeaders } from "../headers.mjs";
import { EDITOR_API, EDITOR_MODE_PATH, EDITOR_REQUEST_TIMEOUT_MS, LARGE_BODIES, createEditorApi } from "./api.mjs";
import { allowedAddresses } from "./guards.mjs";

const anna = { name: "Anna", email: "anna@example.at", key: "test-token-a8ff7fa25017250188d0444bfbc3c07a" };
const ben = { name: "Ben", email: "ben@example.at", key: "ben-token-01a6c37f57efac91e434d9a345e99ff0" };
const TOKEN = anna.key;
const paths = { publish: EDITOR_API.publish.path, withdraw: EDITOR_API.withdraw.path, status: EDITOR_API.status.path };

/** @type {Awaited<ReturnType<typeof makeFixture>>} */
let fixture;
/** @type {ReturnType<typeof createServer>} */
let server;
let port = 0;
/** @type {{ action: string, body?: unknown, editor: string }[]} */
const calls = [];
/** @type {string[]} */
const logged = [];
let clock = 0;

beforeAll(async () => {
  fixture = await makeFixture();
  /** @param {string} action */
  const record = (action) => async (/** @type {unknown} */ body, /** @type {{ name: string }} */ editor) => (
    calls.push({ action, ...(body === undefined ? {} : { body }), editor: editor.name }),
    { status: 200, body: { ok: true } }
  );
  const actions = {
    publish: record("publish"),
    withdraw: record("withdraw"),
    status: record("status"),
    seriesAdd: record("seriesAdd"),
    photoPrepare: record("photoPrepare"),
  };
  // The addresses are known before listening: the port is chosen first.
  server = createServer({ root: fixture.root, routes: (req, res) => routes(req, res) });
  await server.ready;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  port = typeof address === "object" && address ? address.port : 0;
  routes = createEditorApi({
    editors: [anna, ben],
    allowed: allowedAddresses({ host: "127.0.0.1", port }),
    actions,
    bodyLimit: 64 * 1024,
    publishBodyLimit: 128 * 1024,
    now: () => clock,
    log: (line) => logged.push(line),
  });
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
/** @param {string} path @param {Record<string, string>} [headers] */
const get = (path, headers = {}) => request(port, path, { headers: { host: `127.0.0.1:${port}`, ...headers } });
/** @param {{ body: Buffer }} reply */
const message = (reply) => JSON.parse(reply.body.toString()).message;

describe("the editor mode's write API", () => {
  it("says the mode is on, and runs an action with a key, as that key's editor, from the site's own page", async () => {
    const mode = await request(port, EDITOR_MODE_PATH);
    expect(JSON.parse(mode.body.toString())).toEqual({ editor: true });
    const before = calls.length;
    expect((await post(paths.withdraw, { slug: "a" })).status).toBe(200);
    expect((await post(paths.withdraw, { slug: "b" }, { authorization: `Bearer ${ben.key}` })).status).toBe(200);
    expect(calls.slice(before)).toEqual([
      { action: "withdraw", body: { slug: "a" }, editor: "Anna" },
      { action: "withdraw", body: { slug: "b" }, editor: "Ben" },
    ]);
  });

  it("refuses a missing or wrong key, a foreign Origin, Host or site, before any action runs, and logs the client's address", async () => {
    const before = calls.length;
    const missing = await post(paths.publish, {}, { authorization: "" });
    expect(missing.status).toBe(401);
    expect(message(missing)).toMatch(/Redaktionsschlüssel nötig/);
    const wrong = await post(paths.publish, {}, { authorization: "Bearer falsch" });
    expect(wrong.status).toBe(401);
    expect(message(wrong)).toMatch(/Redaktionsschlüssel ist falsch/);
    const foreign = await post(paths.publish, {}, { origin: "https://angreifer.example" });
    expect(foreign.status).toBe(403);
    expect(message(foreign)).toMatch(/fremden Seite/);
    expect((await post(paths.publish, {}, { origin: "" })).status).toBe(403);
    // An <img> on another page: a GET without Origin, which the browser marks as cross-site.
    expect((await get(paths.status, { authorization: `Bearer ${TOKEN}`, "sec-fetch-site": "cross-site" })).status).toBe(403);
    const rebinding = await post(paths.publish, {}, { host: `angreifer.example:${port}` });
    expect(rebinding.status).toBe(403);
    expect(message(rebinding)).toMatch(/fremde Adresse/);
    expect(calls.length).toBe(before);
    expect(logged.filter((line) => line.includes("von 127.0.0.1"))).toHaveLength(6);
  });

  it("refuses a body over the limit, another type and broken JSON; answers unknown addresses and methods", async () => {
    const before = calls.length;
    const large = await post(paths.withdraw, `{"a":"${"x".repeat(200 * 1024)}"}`);
    expect(large.status).toBe(413);
    expect(message(large)).toMatch(/höchstens 64 KB/);
    expect((await post(paths.publish, "a=1", { "content-type": "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post(paths.publish, "{kaputt")).status).toBe(400);
    expect((await post("/ai-content/api/loeschen", {})).status).toBe(404);
    // A route of the contract this server has no action for.
    expect((await post(EDITOR_API.draftSave.path, {})).status).toBe(404);
    expect((await get(paths.publish)).status).toBe(405);
    expect(calls.length).toBe(before);
  });

  it("takes photos only where a request may carry them: a publication and a new series", async () => {
    const before = calls.length;
    const photo = { data: "A".repeat(100 * 1024) };
    expect((await post(paths.publish, photo)).status).toBe(200);
    expect((await post(EDITOR_API.seriesAdd.path, photo)).status).toBe(200);
    expect((await post(paths.withdraw, photo)).status).toBe(413);
    expect(calls.slice(before).map((call) => call.action)).toEqual(["publish", "seriesAdd"]);
  });

  it("reads the plan with the key; a same-origin GET may come without Origin", async () => {
    const status = await get(paths.status, { authorization: `Bearer ${TOKEN}` });
    expect(status.status).toBe(200);
    expect(calls.at(-1)).toEqual({ action: "status", editor: "Anna" });
  });

  it("is no oracle while a client waits: every key answers 429 alike and counts; the correct key writes once the wait is over, and neither missing keys nor another site's requests count", async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      await post(paths.publish, {}, { authorization: "" });
      await get(paths.status, { authorization: "Bearer geraten", "sec-fetch-site": "cross-site" });
    }
    // Nothing of that counted: a wrong key now is just wrong.
    expect((await post(paths.withdraw, { slug: "a" }, { authorization: "Bearer geraten" })).status).toBe(401);
    for (let attempt = 0; attempt < 5; attempt++) await post(paths.publish, {}, { authorization: "Bearer geraten" });
    const slowed = await post(paths.withdraw, { slug: "a" }, { authorization: "Bearer geraten" });
    expect(slowed.status).toBe(429);
    expect(message(slowed)).toMatch(/zu viele falsche Redaktionsschlüssel/);
    const before = calls.length;
    // In the wait the correct key is answered exactly as a wrong one (status, headers, text), and no action runs.
    const right = await post(paths.withdraw, { slug: "a" });
    const wrong = await post(paths.withdraw, { slug: "a" }, { authorization: "Bearer geraten" });
    expect([right.status, wrong.status]).toEqual([429, 429]);
    expect(message(right).replace(/\d+/g, "N")).toBe(message(wrong).replace(/\d+/g, "N"));
    expect(Object.keys(right.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    expect((await get(paths.status, { authorization: `Bearer ${TOKEN}` })).status).toBe(429);
    expect(calls.length).toBe(before);
    // Each guess in the wait counted, doubling it: 4 s after the first refused above, 8 s after the right key,
    // 16 s after the wrong one, 32 s after the status, 64 s now.
    expect(Number(wrong.headers["retry-after"])).toBe(16);
    const retry = Number((await post(paths.publish, {}, { authorization: "Bearer geraten" })).headers["retry-after"]);
    expect(retry).toBe(64);
    // Once the wait is over, the correct key writes at once; a wrong one is wrong (and waits again).
    clock += retry * 1000;
    expect((await post(paths.withdraw, { slug: "a" })).status).toBe(200);
    expect(calls.at(-1)).toEqual({ action: "withdraw", body: { slug: "a" }, editor: "Anna" });
    clock += 15 * 60_000;
    expect((await post(paths.withdraw, { slug: "a" }, { authorization: "Bearer geraten" })).status).toBe(401);
  });
});

describe("the write limit", () => {
  it("counts an editor's writes per minute; preparing photos has a budget of its own that never uses up the publication's", async () => {
    const asBen = { authorization: `Bearer ${ben.key}` };
    for (let write = 0; write < PHOTO_PREPARE_LIMIT; write++)
      expect((await post(EDITOR_API.photoPrepare.path, { file: "a.jpg", data: "" }, asBen)).status).toBe(200);
    const photos = await post(EDITOR_API.photoPrepare.path, { file: "a.jpg", data: "" }, asBen);
    expect(photos.status).toBe(429);
    expect(message(photos)).toMatch(/^Zu viele Anfragen in kurzer Zeit/);
    for (let write = 0; write < 30; write++) expect((await post(paths.withdraw, { slug: "a" }, asBen)).status).toBe(200);
    expect((await post(paths.publish, {}, asBen)).status).toBe(429);
    // Another editor's writes are their own.
    expect((await post(paths.withdraw, { slug: "a" })).status).toBe(200);
    clock += 60_000;
    expect((await post(paths.publish, {}, asBen)).status).toBe(200);
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
      const write = await request(plainPort, paths.publish, {
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

describe("the API's answers", () => {
  it("carry the site's security headers, and a policy that lets them run, load and frame nothing", async () => {
    const answers = [
      await get(paths.status, { authorization: `Bearer ${TOKEN}` }),
      await request(port, EDITOR_MODE_PATH),
      await post("/ai-content/api/loeschen", {}),
      await post(paths.publish, {}, { origin: "https://angreifer.example" }),
    ];
    for (const reply of answers) {
      for (const [name, value] of Object.entries(baseSecurityHeaders)) {
        if (name !== "Referrer-Policy") expect(reply.headers[name.toLowerCase()], name).toBe(value);
      }
      expect(reply.headers["content-security-policy"]).toBe(apiSecurityHeaders["Content-Security-Policy"]);
      expect(reply.headers["content-security-policy"]).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
      expect(reply.headers["referrer-policy"]).toBe("same-origin");
      expect(reply.headers["cache-control"]).toBe("no-store");
    }
  });
});

/**
 * A server with the API alone and actions that wait until released: what runs at once can be seen.
 * @param {{ bodyTimeout?: (limit: number) => number }} [options]
 */
async function holdingServer(options = {}) {
  /** @type {(() => void)[]} */
  const waiting = [];
  let running = 0;
  let most = 0;
  const hold = async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => waiting.push(() => resolve(undefined)));
    running--;
    return { status: 200, body: {} };
  };
  /** @type {(req: http.IncomingMessage, res: http.ServerResponse) => boolean} */
  let api = () => false;
  const held = createServer({ root: fixture.root, routes: (req, res) => api(req, res) });
  await held.ready;
  await new Promise((resolve) => held.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = held.address();
  const heldPort = typeof address === "object" && address ? address.port : 0;
  api = createEditorApi({
    editors: [anna],
    allowed: allowedAddresses({ host: "127.0.0.1", port: heldPort }),
    actions: { publish: hold, photoPrepare: hold, withdraw: hold },
    ...options,
  });
  /** Sends a request whose body comes in `chunks` pieces `pauseMs` apart. @param {string} path @param {string} body */
  const send = (path, body, { chunks = 1, pauseMs = 0 } = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request({
        port: heldPort,
        host: "127.0.0.1",
        path,
        method: "POST",
        headers: {
          host: `127.0.0.1:${heldPort}`,
          origin: `http://127.0.0.1:${heldPort}`,
          authorization: `Bearer ${TOKEN}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      });
      req.on("response", (res) => {
        /** @type {Buffer[]} */
        const parts = [];
        res.on("data", (part) => parts.push(part));
        res.on("end", () => resolve({ status: res.statusCode, message: JSON.parse(Buffer.concat(parts).toString()).message }));
      });
      req.on("error", reject);
      const size = Math.ceil(body.length / chunks);
      let index = 0;
      const next = () => {
        if (index >= chunks) return req.end();
        req.write(body.slice(index * size, (index + 1) * size));
        index++;
        setTimeout(next, pauseMs);
      };
      next();
    });
  return {
    send,
    get running() {
      return running;
    },
    get most() {
      return most;
    },
    release: () => waiting.splice(0).forEach((go) => go()),
    close: () => {
      held.closeAllConnections();
      return new Promise((resolve) => held.close(() => resolve(undefined)));
    },
  };
}

const until = async (/** @type {() => boolean} */ done, timeoutMs = 5_000) => {
  const end = Date.now() + timeoutMs;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("large bodies", () => {
  it("are read and held at most two at a time; more wait their turn, and beyond that the API says so in German", async () => {
    const server = await holdingServer();
    try {
      const photo = JSON.stringify({ file: "a.jpg", data: "A".repeat(512 * 1024) });
      /** @type {unknown[]} */
      const settled = [];
      const track = (/** @type {Promise<unknown>} */ reply) => reply.then((value) => (settled.push(value), value));
      // Two run, eight wait with their bodies unread, one more is refused: nothing is released before that.
      const large = Array.from({ length: LARGE_BODIES.size + LARGE_BODIES.waiting + 1 }, (_, index) =>
        track(server.send(index % 2 ? EDITOR_API.publish.path : EDITOR_API.photoPrepare.path, photo)),
      );
      await until(() => settled.length === 1, 20_000);
      expect(settled).toEqual([{ status: 503, message: expect.stringMatching(/^Gerade werden schon mehrere Fotos/) }]);
      expect(server.running).toBe(LARGE_BODIES.size);
      // A small body never waits for the large ones.
      const small = track(server.send(EDITOR_API.withdraw.path, JSON.stringify({ slug: "a" })));
      await until(() => server.running === LARGE_BODIES.size + 1, 20_000);
      expect(server.running).toBe(LARGE_BODIES.size + 1);
      const releasing = setInterval(() => server.release(), 20);
      const replies = await Promise.all([...large, small]).finally(() => clearInterval(releasing));
      expect(replies.filter((reply) => /** @type {{ status: number }} */ (reply).status === 200)).toHaveLength(
        LARGE_BODIES.size + LARGE_BODIES.waiting + 1,
      );
      expect(server.most).toBe(LARGE_BODIES.size + 1);
    } finally {
      server.release();
      await server.close();
    }
  }, 60_000);

  it("may take as long as their limit needs on a slow line; a body that stops coming is answered 408 in German", async () => {
    // The editor mode's server waits for 40 MB of photos in Base64 at 1.5 Mbit/s, longer than the plain 30 s.
    expect(EDITOR_REQUEST_TIMEOUT_MS).toBeGreaterThanOrEqual(((PUBLISH_BODY_LIMIT * 8) / 1_500_000) * 1000);
    const slow = createServer({ root: fixture.root, requestTimeout: EDITOR_REQUEST_TIMEOUT_MS });
    expect(slow.requestTimeout).toBe(EDITOR_REQUEST_TIMEOUT_MS);
    // The API's own deadline for a body, shortened here: a slow body within it arrives, one past it is refused.
    const server = await holdingServer({ bodyTimeout: () => 1_500 });
    try {
      const body = JSON.stringify({ slug: "a", text: "x".repeat(4000) });
      const arrives = server.send(EDITOR_API.withdraw.path, body, { chunks: 4, pauseMs: 150 });
      await until(() => server.running === 1);
      server.release();
      expect(await arrives).toEqual({ status: 200, message: undefined });
      const late = await server.send(EDITOR_API.withdraw.path, body, { chunks: 3, pauseMs: 1_000 });
      expect(late).toEqual({
        status: 408,
        message: expect.stringMatching(/^Die Anfrage kam nicht vollständig an \(nach 2 Sekunden/),
      });
      expect(server.most).toBe(1);
    } finally {
      server.release();
      await server.close();
    }
  });
});
