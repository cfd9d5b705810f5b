// The origins of language-model servers the content hub may call (its "Sprachmodell" text source).
// A build-time setting: `LLM_ORIGINS` is read once by the build, inlined into the client bundle
// (vite.config.ts) and recorded in the build folder, from where every place that emits the
// Content-Security-Policy (the Node server, build/client/_headers, the nginx snippet) adds exactly
// these origins to `connect-src`. Nothing else widens connect-src.
import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The OpenAI-compatible servers people run on their own machine, on both loopback names:
 * Ollama (11434), LM Studio (1234), llama.cpp server (8080), vLLM (8000).
 */
export const DEFAULT_LLM_ORIGINS = Object.freeze(
  [11434, 1234, 8080, 8000].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
);

/** Hidden (never served) file in build/client that records the origins the build was made with. */
export const LLM_ORIGINS_FILE = ".llm-origins.json";

/**
 * Parses `LLM_ORIGINS`: origins separated by spaces or commas. Unset or blank means the defaults;
 * the word `default` inserts them among others (`LLM_ORIGINS="default https://llm.example.at"`);
 * `none` allows no model server at all. Anything that is not a bare http(s) origin is an error,
 * so a typo cannot silently open or break the policy.
 * @param {string | undefined} value
 * @returns {string[]} normalised origins, without duplicates, in the given order
 */
export function parseLlmOrigins(value) {
  const tokens = (value ?? "").split(/[\s,]+/).filter(Boolean);
  if (tokens.length === 0) return [...DEFAULT_LLM_ORIGINS];
  if (tokens.length === 1 && tokens[0]?.toLowerCase() === "none") return [];
  /** @type {string[]} */
  const origins = [];
  for (const token of tokens) {
    if (token.toLowerCase() === "default") origins.push(...DEFAULT_LLM_ORIGINS);
    else origins.push(normaliseOrigin(token));
  }
  return [...new Set(origins)];
}

/**
 * "http://LocalHost:11434/" → "http://localhost:11434". Throws for paths, credentials, wildcards,
 * other schemes and anything else a CSP source list would read differently from the hub's check.
 * @param {string} token
 */
export function normaliseOrigin(token) {
  const fail = (/** @type {string} */ why) =>
    new Error(
      `LLM_ORIGINS: „${token}“ ${why}. Erwartet wird ein Ursprung wie http://localhost:11434 oder https://llm.example.at.`,
    );
  if (token.includes("*")) throw fail("enthält einen Platzhalter (*); nennen Sie jeden Server einzeln");
  /** @type {URL} */
  let url;
  try {
    url = new URL(token);
  } catch {
    throw fail("ist keine gültige Adresse");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw fail("muss mit http:// oder https:// beginnen");
  if (url.username || url.password) throw fail("darf keine Zugangsdaten enthalten");
  if (url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    throw fail("darf keinen Pfad enthalten (der Pfad wie /v1 gehört in das Endpunkt-Feld des Hubs)");
  }
  if (!/^[a-z]+:\/\/[^/?#]+\/?$/i.test(token)) throw fail("ist kein reiner Ursprung");
  return url.origin;
}

/**
 * The origins a finished build was made with; builds from before the setting existed used the defaults.
 * @param {string} root the build/client folder
 * @returns {Promise<string[]>}
 */
export async function readBuildLlmOrigins(root) {
  let raw;
  try {
    raw = await readFile(path.join(root, LLM_ORIGINS_FILE), "utf8");
  } catch {
    return [...DEFAULT_LLM_ORIGINS];
  }
  const data = JSON.parse(raw);
  if (!Array.isArray(data) || !data.every((item) => typeof item === "string")) {
    throw new Error(`${LLM_ORIGINS_FILE} im Build ist ungültig: zuerst \`npm run build\` ausführen.`);
  }
  // Re-validated: the file feeds the security policy.
  return data.map(normaliseOrigin);
}
