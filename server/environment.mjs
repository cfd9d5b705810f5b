// The environment the project reads: one schema for every variable an operator may set, read once where a
// process starts (`npm start`, `npm run hub`, the build and its steps). A wrong value stops the start with a
// German message that names the variable, what it holds and what is expected; nothing falls back silently.
// docs/operations.md ("Configuration") lists exactly these variables; server/environment.test.mjs holds the
// two together.
import path from "node:path";

import { parseLlmOrigins } from "./llm-origins.mjs";

/**
 * @template T
 * @typedef {{ expects: string, parse: (value: string) => T | undefined }} Kind
 * A kind of value: `parse` returns undefined for a value it cannot use.
 */

/** @type {(min: number, max: number) => Kind<number>} */
const integer = (min, max) => ({
  expects: `eine ganze Zahl von ${min} bis ${max}`,
  parse: (value) => {
    const number = /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
  },
});

/** @type {Kind<boolean>} */
const flag = { expects: "1 (ein) oder 0 (aus)", parse: (value) => (value === "1" ? true : value === "0" ? false : undefined) };

/** @type {Kind<string>} */
const text = { expects: "ein nicht leerer Text", parse: (value) => (value.trim() ? value.trim() : undefined) };

/** @type {Kind<string>} */
const folder = { expects: "ein Pfad", parse: (value) => (value.trim() && !value.includes("\0") ? value.trim() : undefined) };

/** @type {Kind<string>} */
const webAddress = {
  expects: "eine Adresse mit http:// oder https:// (z. B. https://www.example.at)",
  parse: (value) => {
    try {
      const url = new URL(value.trim());
      return url.protocol === "https:" || url.protocol === "http:" ? value.trim() : undefined;
    } catch {
      return undefined;
    }
  },
};

/** @type {Kind<string[]>} */
const origins = {
  expects: "Ursprünge wie https://redaktion.example.at, durch Leerzeichen oder Kommas getrennt",
  parse: (value) => {
    const tokens = value.split(/[\s,]+/).filter(Boolean);
    const valid = tokens.every((token) => {
      try {
        const url = new URL(token);
        return (url.protocol === "https:" || url.protocol === "http:") && url.origin === token.replace(/\/$/, "");
      } catch {
        return false;
      }
    });
    return valid ? tokens.map((token) => token.replace(/\/$/, "")) : undefined;
  },
};

/** @type {Kind<string[]>} */
const llmOrigins = {
  expects: "Ursprünge wie http://localhost:11434, „default“ oder „none“",
  parse: (value) => {
    try {
      return parseLlmOrigins(value);
    } catch {
      return undefined;
    }
  },
};

/** @type {Kind<string>} */
const mailServer = {
  expects: "eine Adresse mit smtp:// oder smtps:// (z. B. smtp://mail.example.at:587 oder smtps://name:passwort@mail.example.at)",
  parse: (value) => {
    try {
      const url = new URL(value.trim());
      return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname ? value.trim() : undefined;
    } catch {
      return undefined;
    }
  },
};

/** @type {Kind<string>} */
const mailbox = {
  expects: "eine E-Mail-Adresse, auch als „Name <adresse>“ (z. B. Redaktion <redaktion@example.at>)",
  parse: (value) => (/^(?:[^<>@\n]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value.trim()) ? value.trim() : undefined),
};

/** @type {Kind<number>} */
const instant = {
  expects: "ein Zeitpunkt nach ISO 8601 mit Zone (z. B. 2026-12-01T08:00:00Z)",
  parse: (value) => {
    const time = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
    return Number.isFinite(time) ? time : undefined;
  },
};

/** @type {Kind<"always" | "never">} */
const hsts = {
  expects: "1 (immer) oder 0 (nie)",
  parse: (value) => (value === "1" ? "always" : value === "0" ? "never" : undefined),
};

/**
 * Every variable, with its kind, who reads it (`server`: `npm start`; `editor`: `npm run hub`; `build`: the
 * build and the content build) and what it sets. Defaults stay with their readers, which know them best;
 * here an unset variable is simply absent.
 */
export const environment = /** @type {const} */ ({
  PORT: { kind: integer(0, 65535), readers: ["server", "editor"], sets: "the port (3000)" },
  HOST: { kind: text, readers: ["server", "editor"], sets: "the address (0.0.0.0; the editor mode 127.0.0.1)" },
  QUIET: { kind: flag, readers: ["server", "editor"], sets: "1: no request log" },
  HSTS: { kind: hsts, readers: ["server"], sets: "1 always, 0 never; unset: when the request came through HTTPS" },
  SITE_ROOT: { kind: folder, readers: ["server"], sets: "another build folder to serve" },
  CACHE_MB: { kind: integer(0, 65536), readers: ["server"], sets: "memory for the bodies of hot files (32)" },
  REBUILD: { kind: flag, readers: ["server", "editor"], sets: "1: build before start" },
  SITE_URL: { kind: webAddress, readers: ["build"], sets: "the public URL (canonical, sitemap, feeds)" },
  LLM_ORIGINS: { kind: llmOrigins, readers: ["build"], sets: "language-model servers the hub may call" },
  PUBLISH_NOW: { kind: instant, readers: ["build"], sets: "the build's “now” for scheduled articles" },
  BUILD_DIR: { kind: folder, readers: ["build", "editor"], sets: "the build folder (build)" },
  ARTICLES_DIR: { kind: folder, readers: ["build", "editor"], sets: "the articles' folder (app/content/articles)" },
  CONTENT_BUILD_HEAP_MB: { kind: integer(128, 65536), readers: ["editor"], sets: "the content build's heap (512)" },
  PHOTO_CACHE_DIR: { kind: folder, readers: ["build", "editor"], sets: "the encoded photos' cache" },
  EDITORS_FILE: { kind: folder, readers: ["editor"], sets: "named editors and the four-eyes rule" },
  EDITOR_TOKEN: { kind: text, readers: ["editor"], sets: "one editor's key, without an editors file" },
  EDITOR_GIT_AUTHOR: { kind: text, readers: ["editor"], sets: "that editor's Git author, “Name <mail>”" },
  EDITOR_ORIGINS: { kind: origins, readers: ["editor"], sets: "further origins that may write (behind a proxy)" },
  EDITOR_GIT_REMOTE: { kind: text, readers: ["editor"], sets: "the remote every commit is pushed to" },
  EDITOR_GIT_BRANCH: { kind: text, readers: ["editor"], sets: "the branch pushed to" },
  EDITOR_SMTP_URL: { kind: mailServer, readers: ["editor"], sets: "the mail server that tells editors what waits for them" },
  EDITOR_MAIL_FROM: { kind: mailbox, readers: ["editor"], sets: "the sender of those messages (the first editor)" },
  EDITOR_TICK_MS: { kind: integer(100, 3_600_000), readers: ["editor"], sets: "how often due articles are looked for (30000)" },
  PUBLISH_CLOCK_FILE: { kind: folder, readers: ["editor"], sets: "a file with the editor mode's “now” (tests)" },
  SITEMAP_MAX_URLS: { kind: integer(1, 50_000), readers: ["build"], sets: "URLs per sitemap file (50000)" },
  SITEMAP_MAX_BYTES: { kind: integer(1, 52_428_800), readers: ["build"], sets: "bytes per sitemap file" },
});

/** @typedef {keyof typeof environment} VariableName */
/** @typedef {"server" | "editor" | "build"} Reader */
/**
 * @template {VariableName} N
 * @typedef {{ [K in N]?: (typeof environment)[K]["kind"] extends Kind<infer T> ? T : never }} Settings
 */

/** What is wrong with the environment, every variable at once. */
export class EnvironmentError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(
      problems.length === 1
        ? `Umgebungsvariable ungültig: ${problems[0]}`
        : `Umgebungsvariablen ungültig:\n${problems.map((line) => `- ${line}`).join("\n")}`,
    );
    this.name = "EnvironmentError";
    this.problems = problems;
  }
}

/**
 * The settings a process reads, checked against the schema: every variable of the reader that is set, parsed.
 * An empty value counts as unset. Throws an EnvironmentError that names each wrong variable.
 * @param {Reader} reader
 * @param {Record<string, string | undefined>} [env]
 * @returns {Settings<VariableName>}
 */
export function readEnvironment(reader, env = process.env) {
  /** @type {Record<string, unknown>} */
  const settings = {};
  /** @type {string[]} */
  const problems = [];
  for (const [name, variable] of Object.entries(environment)) {
    if (!(/** @type {readonly string[]} */ (variable.readers).includes(reader))) continue;
    const value = env[name];
    if (value === undefined || value === "") continue;
    const parsed = variable.kind.parse(value);
    if (parsed === undefined) problems.push(`${name}=${JSON.stringify(value)} — erwartet: ${variable.kind.expects}.`);
    else settings[name] = parsed;
  }
  if (problems.length > 0) throw new EnvironmentError(problems);
  return /** @type {Settings<VariableName>} */ (settings);
}

/**
 * For a process's entry point: the settings, or the German message on standard error and exit code 1.
 * @param {Reader} reader
 * @param {Record<string, string | undefined>} [env]
 */
export function environmentOrExit(reader, env = process.env) {
  try {
    return readEnvironment(reader, env);
  } catch (error) {
    if (!(error instanceof EnvironmentError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * A folder setting resolved against the project (or the given default).
 * @param {string} projectRoot
 * @param {string | undefined} value
 * @param {string} fallback
 */
export function resolvedFolder(projectRoot, value, fallback) {
  return path.resolve(projectRoot, value ?? fallback);
}
