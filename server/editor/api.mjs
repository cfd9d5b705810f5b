// The editor mode's write API (docs/decisions/0033, 0038), in front of the static site: off unless the
// server is started as the editor mode (`npm run hub`); then the hub's "Veröffentlichen",
// "Zurückziehen", the automation's scheduled slots and the shared drafts write through it. Its
// addresses, methods and payloads are the contract the hub imports too
// (app/features/hub/publishing/editor-contract.ts). Every request passes the guards
// (server/editor/guards.mjs) in this order: address (Host, Sec-Fetch-Site, Origin), key, the editor's
// write limit, body; the action itself validates what it gets. Answers are JSON with a German
// `message`; every refusal is logged with the client's address.
import {
  BODY_LIMIT,
  bodyTimeoutMs,
  EDITOR_API,
  EDITOR_API_PREFIX,
  EDITOR_MODE_PATH,
  PHOTO_PREPARE_LIMIT,
  PHOTO_ROUTES,
  PUBLISH_BODY_LIMIT,
} from "../../app/features/hub/publishing/editor-contract.ts";
import { apiSecurityHeaders } from "../csp.mjs";
import { editorMessages as say } from "./messages.mjs";
import {
  bearerToken,
  clientAddress,
  createBackoff,
  createRateLimit,
  createSlots,
  editorWithKey,
  foreignRequest,
  readJsonBody,
} from "./guards.mjs";

export { BODY_LIMIT, EDITOR_API, EDITOR_MODE_PATH };

/**
 * The editor mode's server lets a request take as long as the largest body needs on a slow line (the API bounds
 * each route's body by its own limit, and the request head keeps its 10 s).
 */
export const EDITOR_REQUEST_TIMEOUT_MS = bodyTimeoutMs(PUBLISH_BODY_LIMIT) + 10_000;

/** Large bodies (a photo route's) read and held at once, and how many more may wait for their turn. */
export const LARGE_BODIES = { size: 2, waiting: 8 };

/**
 * @typedef {import("./guards.mjs").Editor} Editor
 * @typedef {{ status: number, body: Record<string, unknown> }} ApiAnswer
 * @typedef {import("../../app/features/hub/publishing/editor-contract.ts").EditorRoute} EditorRoute
 * @typedef {Partial<Record<EditorRoute, (body: unknown, editor: Editor) => Promise<ApiAnswer>>>} EditorActions
 *   a GET route's action gets `undefined` as its body
 */

/**
 * @param {{
 *   editors: readonly Editor[],
 *   allowed: { origins: Set<string>, hosts: Set<string> },
 *   actions: EditorActions,
 *   bodyLimit?: number,
 *   publishBodyLimit?: number,
 *   now?: () => number,
 *   bodyTimeout?: (limit: number) => number,
 *   log?: (line: string) => void,
 * }} options
 *   publishBodyLimit: "Veröffentlichen" carries the draft's new photos too (docs/decisions/0048)
 *   bodyTimeout: how long a body of at most `limit` bytes may take to arrive (bodyTimeoutMs in the contract)
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean}
 *   true when the request was the API's (it answers it), false for any other address
 */
export function createEditorApi({
  editors,
  allowed,
  actions,
  bodyLimit = BODY_LIMIT,
  publishBodyLimit = PUBLISH_BODY_LIMIT,
  now = Date.now,
  bodyTimeout = bodyTimeoutMs,
  log = () => {},
}) {
  const largeBodies = createSlots(LARGE_BODIES);
  // A wrong key slows down its own client only; a correct key always goes through.
  const wrongKeys = createBackoff({ now });
  /**
   * Writes per editor and minute: an editor's runaway tab, not an outsider, can reach it. Preparing photos has a
   * budget of its own (twenty photos dropped at once are one editor's work), so it never uses up the publication's.
   */
  /** @type {Map<string, ReturnType<typeof createRateLimit>>} */
  const writes = new Map();
  const writeLimit = (/** @type {Editor} */ editor, /** @type {EditorRoute} */ route) => {
    const own = route === "photoPrepare";
    const key = `${own ? "photos" : "writes"}\0${editor.key}`;
    let limit = writes.get(key);
    if (!limit) writes.set(key, (limit = createRateLimit({ limit: own ? PHOTO_PREPARE_LIMIT : 30, windowMs: 60_000, now })));
    return limit;
  };
  const routes = /** @type {[EditorRoute, { path: string, method: "GET" | "POST" }][]} */ (Object.entries(EDITOR_API));

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  const send = (res, status, body, headers = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-store",
      ...apiSecurityHeaders,
      ...headers,
    });
    res.end(text);
  };

  /**
   * Answers; a refusal (4xx, 5xx) is logged with the client's address, the address asked for and why.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   * @param {Editor | null} [editor]
   */
  const answer = (req, res, status, body, headers = {}, editor = null) => {
    if (status >= 400) {
      const who = editor ? `, ${editor.name}` : "";
      log(
        `Redaktionsmodus: ${status} für ${req.method} ${(req.url ?? "").split("?")[0]} von ${clientAddress(req)}${who}: ${body.message}`,
      );
    }
    send(res, status, body, headers);
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handleApi(req, res) {
    const url = (req.url ?? "/").split("?")[0] ?? "/";
    const found = routes.find(([, entry]) => entry.path === url);
    const action = found ? actions[found[0]] : undefined;
    if (!found || !action) return answer(req, res, 404, { message: say.notFound });
    const { method } = found[1];
    if (req.method !== method) return answer(req, res, 405, { message: say.method }, { Allow: method });

    // Another site in the editor's browser, or another address: refused before anything is counted.
    const foreign = foreignRequest(req, allowed, method);
    if (foreign) return answer(req, res, 403, { message: foreign === "host" ? say.host : say.origin });

    const given = bearerToken(req);
    // Without a key nothing is counted: there was nothing to guess.
    if (given === undefined) return answer(req, res, 401, { message: say.tokenMissing }, { "WWW-Authenticate": "Bearer" });
    // While a client waits, no key is looked at: the right one is answered as any other and counted as a
    // guess, so the wait is no oracle and guessing in it only makes it longer.
    const client = clientAddress(req);
    const waiting = wrongKeys.waiting(client);
    if (waiting > 0) {
      wrongKeys.fail(client);
      const longer = wrongKeys.waiting(client);
      return answer(req, res, 429, { message: say.wrongKeysWait(longer) }, { "Retry-After": String(longer) });
    }
    const editor = editorWithKey(editors, given);
    if (!editor) {
      wrongKeys.fail(client);
      return answer(req, res, 401, { message: say.tokenWrong }, { "WWW-Authenticate": "Bearer" });
    }
    if (method === "GET") {
      const result = await action(undefined, editor);
      return answer(req, res, result.status, result.body, {}, editor);
    }
    const limit = writeLimit(editor, found[0]);
    if (!limit.take()) {
      const seconds = limit.retryAfter();
      return answer(req, res, 429, { message: say.rateLimited(seconds) }, { "Retry-After": String(seconds) }, editor);
    }
    if (!PHOTO_ROUTES.has(found[0])) return readAndRun(req, res, editor, action, bodyLimit);
    // A large body is read in its turn and held until its action is done: at most LARGE_BODIES.size at once.
    const turn = largeBodies.run(() => readAndRun(req, res, editor, action, publishBodyLimit));
    if (!turn) return answer(req, res, 503, { message: say.largeBodiesBusy }, { "Retry-After": "60" }, editor);
    return turn;
  }

  /**
   * Reads the body (of at most `routeLimit` bytes, within its time) and runs the action with it.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   * @param {Editor} editor
   * @param {(body: unknown, editor: Editor) => Promise<ApiAnswer>} action
   * @param {number} routeLimit
   */
  async function readAndRun(req, res, editor, action, routeLimit) {
    const timeoutMs = bodyTimeout(routeLimit);
    const body = await readJsonBody(req, routeLimit, timeoutMs);
    if (!body.ok) {
      if (body.reason === "timeout") {
        // The connection closes after this answer: the rest of the body is never read.
        const seconds = Math.round(timeoutMs / 1000);
        return answer(req, res, 408, { message: say.bodyTimeout(seconds) }, { Connection: "close" }, editor);
      }
      if (body.reason === "size") {
        // The rest is read and dropped (within the server's request timeout), so the client, still
        // sending, gets this answer instead of a reset connection.
        req.resume();
        return answer(req, res, 413, { message: say.tooLarge(Math.round(routeLimit / 1024)) }, {}, editor);
      }
      if (body.reason === "aborted") return;
      const type = body.reason === "type";
      return answer(req, res, type ? 415 : 400, { message: type ? say.contentType : say.notJson }, {}, editor);
    }
    const result = await action(body.value, editor);
    return answer(req, res, result.status, result.body, {}, editor);
  }

  return (req, res) => {
    const url = (req.url ?? "/").split("?")[0] ?? "/";
    if (url === EDITOR_MODE_PATH && (req.method === "GET" || req.method === "HEAD")) {
      send(res, 200, { editor: true });
      return true;
    }
    if (!url.startsWith(EDITOR_API_PREFIX)) return false;
    handleApi(req, res).catch((/** @type {unknown} */ error) => {
      log(`Redaktionsmodus: Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) answer(req, res, 500, { message: say.internal });
      else res.destroy();
    });
    return true;
  };
}
