// A real OpenAI-compatible server for tests: HTTP + server-sent events on node:http, scripted per
// request by the model name (see SCENARIOS). It answers CORS like Ollama does (loopback origins
// on any port are allowed, preflights included); under the path prefix /no-cors it sends no CORS
// header at all, like LM Studio started without --cors.
//
//   LLM_TEST_PORT=4503 node tests/llm-server/server.mjs     (port 0 or unset: a free port, printed)
//
// GET /__log lists the requests received (method, path, host, model, whether the key was right);
// DELETE /__log empties it. POST /__release lets every waiting `test-gated` stream go on one step,
// so a test can look at each stage without depending on timing. None of these three is reachable
// from a browser page (no CORS headers).
import http from "node:http";
import { fileURLToPath } from "node:url";

/** The key the scenario `test-key` expects. */
export const TEST_KEY = "sk-test-labubu-4711";

/** Model names that select a behaviour; any other name gets a 404 "model not found" like Ollama's. */
export const SCENARIOS = Object.freeze({
  stream: "test-stream",
  split: "test-split",
  slow: "test-slow",
  long: "test-long",
  key: "test-key",
  rateLimited: "test-429",
  serverError: "test-500",
  malformed: "test-malformed",
  empty: "test-empty",
  silent: "test-silent",
  stall: "test-stall",
  gated: "test-gated",
  drop: "test-drop",
});

/** Seconds the 429 scenario asks the client to wait. */
export const RETRY_AFTER_SECONDS = 30;

/** A short German article, as a model would answer: Markdown without a title, ## sections. */
export const ARTICLE = [
  "## Einleitung",
  "",
  "Dieser Text kommt vom Testserver des Projekts. Er prüft, ob Umlaute wie ä, ö, ü und ß sowie Zeichen wie „Anführungszeichen“ und € heil ankommen.",
  "",
  "## Worauf Sammler achten sollten",
  "",
  "Prüfen Sie die Verpackung, das Siegel und den QR-Code. Außerdem lohnt sich ein Blick auf die Fußsohle der Figur.",
  "",
  "- Verpackung und Siegel prüfen",
  "- QR-Code scannen",
  "- Kaufbeleg aufheben",
  "",
  "## Fazit",
  "",
  "Wer in Ruhe prüft, kauft sicherer. Dieser Absatz ist das Ende der Testantwort.",
].join("\n");

/** Splits text into token-like pieces (words with their following whitespace). @param {string} text */
export function tokenize(text) {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ollama's default: loopback origins on any port. @param {string | undefined} origin */
function corsOrigin(origin) {
  if (!origin) return null;
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === "http:" || protocol === "https:") && ["localhost", "127.0.0.1", "0.0.0.0", "[::1]"].includes(hostname)
      ? origin
      : null;
  } catch {
    return null;
  }
}

/**
 * @param {string} id @param {string} model @param {{ role?: string, content?: string }} delta
 * @param {string | null} [finishReason]
 */
function chunkEvent(id, model, delta, finishReason = null) {
  return `data: ${JSON.stringify({
    id,
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;
}

/** The full event stream of a completion of `text`, as an array of events. @param {string} model @param {string} text */
export function streamEvents(model, text, tokensPerEvent = 1) {
  const id = "chatcmpl-test";
  const tokens = tokenize(text);
  const pieces = [];
  for (let index = 0; index < tokens.length; index += tokensPerEvent)
    pieces.push(tokens.slice(index, index + tokensPerEvent).join(""));
  return [
    chunkEvent(id, model, { role: "assistant", content: "" }),
    ...pieces.map((piece) => chunkEvent(id, model, { content: piece })),
    chunkEvent(id, model, {}, "stop"),
    "data: [DONE]\n\n",
  ];
}

/** A long answer of `tokens` words in ## sections (for the rendering-speed test). @param {number} tokens */
export function longArticle(tokens) {
  const words = [];
  for (let index = 0; index < tokens; index++) {
    if (index % 120 === 0) words.push(`${index ? "\n\n" : ""}## Abschnitt ${index / 120 + 1}\n\n`);
    else if (index % 40 === 0) words.push("\n\n");
    words.push(index % 12 === 11 ? "Sammlerstück. " : "Testwort ");
  }
  return words.join("").trim();
}

/**
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ port: number, origin: string, log: object[], close: () => Promise<void> }>}
 */
export async function startLlmTestServer({ port = 0, host = "127.0.0.1" } = {}) {
  /** @type {object[]} */
  const log = [];
  const sockets = new Set();
  /** @type {(() => void)[]} resolvers of the `test-gated` streams waiting for POST /__release */
  const gates = [];
  const gate = () => new Promise((resolve) => gates.push(() => resolve(undefined)));

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  const answer = async (req, res) => {
    const url = new URL(req.url ?? "/", "http://test");
    if (url.pathname === "/__release" && req.method === "POST") {
      const waiting = gates.splice(0);
      for (const release of waiting) release();
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ released: waiting.length }));
    }
    if (url.pathname === "/__log") {
      if (req.method === "DELETE") log.length = 0;
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify(log));
    }
    const cors = !url.pathname.startsWith("/no-cors/");
    const apiPath = cors ? url.pathname : url.pathname.slice("/no-cors".length);
    const allowed = cors ? corsOrigin(req.headers.origin) : null;
    const corsHeaders = allowed ? { "Access-Control-Allow-Origin": allowed, Vary: "Origin" } : {};

    if (req.method === "OPTIONS") {
      log.push({
        method: req.method,
        path: url.pathname,
        host: req.headers.host,
        origin: req.headers.origin ?? null,
        model: null,
        authorized: false,
      });
      res.writeHead(
        204,
        allowed
          ? {
              ...corsHeaders,
              "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS",
              "Access-Control-Allow-Headers": "Authorization, Content-Type, User-Agent, Accept, X-Requested-With",
              "Access-Control-Max-Age": "43200",
            }
          : {},
      );
      return res.end();
    }

    const body = req.method === "POST" ? await readBody(req) : "";
    /** @type {{ model?: unknown, stream?: unknown }} */
    let payload = {};
    try {
      payload = body ? JSON.parse(body) : {};
    } catch {
      // answered below as a bad request
    }
    const model = typeof payload.model === "string" ? payload.model : null;
    const authorized = req.headers.authorization === `Bearer ${TEST_KEY}`;
    log.push({
      method: req.method,
      path: url.pathname,
      host: req.headers.host,
      origin: req.headers.origin ?? null,
      model,
      authorized,
    });

    /** @param {number} status @param {unknown} data @param {Record<string, string>} [headers] */
    const json = (status, data, headers = {}) => {
      res.writeHead(status, { ...corsHeaders, "Content-Type": "application/json", ...headers });
      res.end(JSON.stringify(data));
    };
    /** @param {number} status @param {string} message @param {string} type @param {Record<string, string>} [headers] */
    const error = (status, message, type, headers) => json(status, { error: { message, type } }, headers);

    if (req.method === "GET" && apiPath === "/v1/models") {
      return json(200, {
        object: "list",
        data: Object.values(SCENARIOS).map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "test" })),
      });
    }
    if (req.method !== "POST" || apiPath !== "/v1/chat/completions") return error(404, "404 page not found", "not_found");
    if (!model) return error(400, "invalid request: model is required", "invalid_request_error");
    if (!(/** @type {string[]} */ (Object.values(SCENARIOS)).includes(model))) {
      return error(404, `model "${model}" not found, try pulling it first`, "not_found_error");
    }
    if (model === SCENARIOS.key && !authorized) return error(401, "Invalid API key provided.", "invalid_request_error");
    if (model === SCENARIOS.rateLimited) {
      // A browser reads Retry-After only when the server exposes it to the page.
      return error(429, "Rate limit reached, please slow down.", "rate_limit_error", {
        "Retry-After": String(RETRY_AFTER_SECONDS),
        ...(allowed ? { "Access-Control-Expose-Headers": "Retry-After" } : {}),
      });
    }
    if (model === SCENARIOS.serverError) return error(500, "llama runner process has terminated: out of memory", "server_error");

    if (payload.stream !== true) {
      // Non-streamed completion (the connection test's one-token check).
      return json(200, {
        id: "chatcmpl-test",
        object: "chat.completion",
        model,
        choices: [{ index: 0, message: { role: "assistant", content: "Hallo" }, finish_reason: "length" }],
      });
    }

    res.writeHead(200, {
      ...corsHeaders,
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache",
      Connection: "keep-alive",
    });
    res.flushHeaders();
    let closed = false;
    res.on("close", () => (closed = true));
    /** @param {string | Uint8Array} text */
    const write = (text) => !closed && res.write(text);

    switch (model) {
      case SCENARIOS.split: {
        // CRLF line ends, and the bytes cut into pieces of 3 to 61 bytes with a pause after each, and
        // also right after the first byte of every multi-byte character: through field names, JSON,
        // CR/LF pairs and UTF-8 sequences.
        const bytes = Buffer.from(streamEvents(model, ARTICLE).join("").replace(/\n/g, "\r\n"));
        const sizes = [7, 13, 3, 29, 61, 5, 17];
        let start = 0;
        let cuts = 0;
        for (let index = 0; index < bytes.length && !closed; index++) {
          const leadByte = (bytes[index] ?? 0) >= 0xc0;
          if (!leadByte && index + 1 - start < (sizes[cuts % sizes.length] ?? 1) && index + 1 < bytes.length) continue;
          write(bytes.subarray(start, index + 1));
          start = index + 1;
          cuts++;
          // A longer pause inside a character, so a busy client still reads the two halves apart.
          await sleep(leadByte ? 25 : 1);
        }
        break;
      }
      case SCENARIOS.slow:
        // About five seconds in all: time to watch the text grow, or to cancel.
        for (const event of streamEvents(model, ARTICLE, 3)) {
          if (closed) break;
          write(event);
          await sleep(200);
        }
        break;
      case SCENARIOS.long: {
        const events = streamEvents(model, longArticle(4000));
        // Many events per network chunk, as a fast local model on a fast link delivers them.
        for (let index = 0; index < events.length && !closed; index += 25) {
          write(events.slice(index, index + 25).join(""));
          await sleep(8);
        }
        break;
      }
      case SCENARIOS.malformed: {
        const events = streamEvents(model, ARTICLE);
        for (const event of events.slice(0, 6)) write(event);
        await sleep(50);
        write('data: {"choices":[{"delta":{"content":"kaputt"}\n\n');
        await sleep(50);
        for (const event of events.slice(6)) write(event);
        break;
      }
      case SCENARIOS.empty:
        write(chunkEvent("chatcmpl-test", model, { role: "assistant", content: "" }));
        write(chunkEvent("chatcmpl-test", model, {}, "stop"));
        write("data: [DONE]\n\n");
        break;
      case SCENARIOS.silent:
        // Headers, then nothing: the client's first-token timeout must end it. Give up after 2 minutes.
        for (let waited = 0; waited < 120_000 && !closed; waited += 100) await sleep(100);
        break;
      case SCENARIOS.stall:
        // Some text, then silence until the client gives up (its cancel button): what arrived must be kept.
        for (const event of streamEvents(model, ARTICLE).slice(0, 6)) write(event);
        for (let waited = 0; waited < 120_000 && !closed; waited += 100) await sleep(100);
        break;
      case SCENARIOS.gated: {
        // Headers, then wait; half the text, then wait; the rest. Each wait ends with POST /__release.
        const events = streamEvents(model, ARTICLE);
        const half = Math.floor(events.length / 2);
        write(events[0] ?? "");
        await Promise.race([gate(), sleep(60_000)]);
        for (const event of events.slice(1, half)) write(event);
        await Promise.race([gate(), sleep(60_000)]);
        for (const event of events.slice(half)) write(event);
        break;
      }
      case SCENARIOS.drop: {
        const events = streamEvents(model, ARTICLE);
        for (const event of events.slice(0, 8)) write(event);
        // As a server that dies mid-answer: the text went out a moment before the connection is gone,
        // closed without the chunked body's end. (Closing right after the last write lets a busy browser
        // see the error before the text it had not read yet.)
        await sleep(1500);
        req.socket.end();
        return;
      }
      default:
        for (const event of streamEvents(model, ARTICLE)) {
          if (closed) break;
          write(event);
          await sleep(15);
        }
    }
    if (!closed) res.end();
  };
  // A handler that throws answers 500 (or ends a stream already begun) instead of leaving the request open.
  const server = http.createServer((req, res) => {
    answer(req, res).catch((/** @type {unknown} */ error) => {
      console.error("LLM test server:", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end();
    });
  });

  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    origin: `http://${host}:${actualPort}`,
    log,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** @param {http.IncomingMessage} req @returns {Promise<string>} */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > 5 * 1024 * 1024) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.LLM_TEST_PORT ?? 0);
  const server = await startLlmTestServer({ port });
  console.log(`LLM test server on ${server.origin}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
