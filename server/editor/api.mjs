// The editor mode's write API (docs/decisions/0033), in front of the static site: off unless the
// server is started as the editor mode (`npm run hub`); then the hub's "Veröffentlichen",
// "Zurückziehen" and the automation's scheduled slots write through it. Every write passes the
// guards (server/editor/guards.mjs) in this order: address (Host, Origin), rate limit, token, body;
// the action itself validates the article and builds. Answers are JSON with a German `message`.
import { editorMessages as say } from "./messages.mjs";
import { bearerToken, createRateLimit, foreignRequest, readJsonBody, tokenMatches } from "./guards.mjs";

/** What the hub fetches to learn whether it may publish here; the static build has the same file saying no. */
export const EDITOR_MODE_PATH = "/ai-content/redaktionsmodus.json";
export const API_PREFIX = "/ai-content/api/";
export const API_PATHS = {
  publish: "/ai-content/api/veroeffentlichen",
  withdraw: "/ai-content/api/zurueckziehen",
  status: "/ai-content/api/status",
};

/** A publish request carries a draft (text up to ~256 KB as a file) with its analysis: 1 MB is ample. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * @typedef {{ status: number, body: Record<string, unknown> }} ApiAnswer
 * @typedef {{
 *   publish(body: unknown): Promise<ApiAnswer>,
 *   withdraw(body: unknown): Promise<ApiAnswer>,
 *   status(): Promise<ApiAnswer>,
 * }} EditorActions
 */

/**
 * @param {{
 *   token: string,
 *   allowed: { origins: Set<string>, hosts: Set<string> },
 *   actions: EditorActions,
 *   bodyLimit?: number,
 *   now?: () => number,
 *   log?: (line: string) => void,
 * }} options
 * @returns {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => boolean}
 *   true when the request was the API's (it answers it), false for any other address
 */
export function createEditorApi({ token, allowed, actions, bodyLimit = BODY_LIMIT, now = Date.now, log = () => {} }) {
  const requests = createRateLimit({ limit: 30, windowMs: 60_000, now });

  // Guessing the token: ten wrong ones in a quarter of an hour close the API for the rest of it.
  const wrongTokens = createRateLimit({ limit: 10, windowMs: 15 * 60_000, now });

  /**
   * @param {import("node:http").ServerResponse} res
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  const answer = (res, status, body, headers = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(text),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "same-origin",
      ...headers,
    });
    res.end(text);
  };

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handleApi(req, res) {
    const url = (req.url ?? "/").split("?")[0] ?? "/";
    const route = Object.entries(API_PATHS).find(([, path]) => path === url)?.[0];
    if (!route) return answer(res, 404, { message: say.notFound });
    const method = route === "status" ? "GET" : "POST";
    if (req.method !== method) return answer(res, 405, { message: say.method }, { Allow: method });

    // Browsers send Origin with every POST; a same-origin GET may come without it.
    const foreign = foreignRequest(req, allowed);
    if (foreign === "host" || (foreign === "origin" && (method === "POST" || req.headers.origin !== undefined))) {
      log(`Redaktionsmodus: ${foreign === "host" ? "fremder Host" : "fremder Origin"} abgelehnt`);
      return answer(res, 403, { message: foreign === "host" ? say.host : say.origin });
    }
    // Writes are limited; reading the plan is not (the hub reads it after each write), but a wrong
    // key counts the same on every route.
    if (wrongTokens.full() || (method === "POST" && !requests.take())) {
      const seconds = Math.max(requests.retryAfter(), wrongTokens.retryAfter());
      return answer(res, 429, { message: say.rateLimited(seconds) }, { "Retry-After": String(seconds) });
    }
    const given = bearerToken(req);
    if (!tokenMatches(token, given)) {
      wrongTokens.take();
      log("Redaktionsmodus: Anfrage ohne gültigen Schlüssel abgelehnt");
      return answer(
        res,
        401,
        { message: given === undefined ? say.tokenMissing : say.tokenWrong },
        { "WWW-Authenticate": "Bearer" },
      );
    }
    if (route === "status") {
      const result = await actions.status();
      return answer(res, result.status, result.body);
    }
    const body = await readJsonBody(req, bodyLimit);
    if (!body.ok) {
      if (body.reason === "size") {
        // The rest is read and dropped (within the server's request timeout), so the client, still
        // sending, gets this answer instead of a reset connection.
        req.resume();
        return answer(res, 413, { message: say.tooLarge(Math.round(bodyLimit / 1024)) });
      }
      if (body.reason === "aborted") return;
      return answer(res, body.reason === "type" ? 415 : 400, { message: body.reason === "type" ? say.contentType : say.notJson });
    }
    const result = route === "publish" ? await actions.publish(body.value) : await actions.withdraw(body.value);
    return answer(res, result.status, result.body);
  }

  return (req, res) => {
    const url = (req.url ?? "/").split("?")[0] ?? "/";
    if (url === EDITOR_MODE_PATH && (req.method === "GET" || req.method === "HEAD")) {
      answer(res, 200, { editor: true });
      return true;
    }
    if (!url.startsWith(API_PREFIX)) return false;
    handleApi(req, res).catch((/** @type {unknown} */ error) => {
      log(`Redaktionsmodus: Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) answer(res, 500, { message: say.internal });
      else res.destroy();
    });
    return true;
  };
}
