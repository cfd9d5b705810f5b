import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { EnvironmentError, environment, readEnvironment } from "./environment.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("readEnvironment", () => {
  it("parses what a reader reads and leaves out what is unset, empty or another reader's", () => {
    expect(
      readEnvironment("server", { PORT: "8080", QUIET: "1", HSTS: "0", CACHE_MB: "", EDITOR_TOKEN: "x", UNRELATED: "y" }),
    ).toEqual({ PORT: 8080, QUIET: true, HSTS: "never" });
    expect(
      readEnvironment("editor", { EDITOR_ORIGINS: "https://redaktion.example.at, https://b.example.at/", EDITOR_TICK_MS: "200" }),
    ).toEqual({ EDITOR_ORIGINS: ["https://redaktion.example.at", "https://b.example.at"], EDITOR_TICK_MS: 200 });
    expect(readEnvironment("build", { PUBLISH_NOW: "2026-12-01T08:00:00Z" })).toEqual({ PUBLISH_NOW: Date.UTC(2026, 11, 1, 8) });
  });

  it("names every wrong variable with its value and what it expects, in German", () => {
    const wrong = () =>
      readEnvironment("editor", { PORT: "achtzig", EDITOR_TICK_MS: "10", EDITOR_ORIGINS: "redaktion.example.at", QUIET: "ja" });
    expect(wrong).toThrow(EnvironmentError);
    expect(wrong).toThrow(
      [
        "Umgebungsvariablen ungültig:",
        '- PORT="achtzig" — erwartet: eine ganze Zahl von 0 bis 65535.',
        '- QUIET="ja" — erwartet: 1 (ein) oder 0 (aus).',
        '- EDITOR_ORIGINS="redaktion.example.at" — erwartet: Ursprünge wie https://redaktion.example.at, durch Leerzeichen oder Kommas getrennt.',
        '- EDITOR_TICK_MS="10" — erwartet: eine ganze Zahl von 100 bis 3600000.',
      ].join("\n"),
    );
    expect(() => readEnvironment("build", { SITE_URL: "www.example.at" })).toThrow(
      'Umgebungsvariable ungültig: SITE_URL="www.example.at" — erwartet: eine Adresse mit http:// oder https:// (z. B. https://www.example.at).',
    );
    expect(() => readEnvironment("build", { PUBLISH_NOW: "1. Dezember" })).toThrow(/PUBLISH_NOW="1. Dezember"/);
    expect(() => readEnvironment("build", { LLM_ORIGINS: "http://localhost:11434/pfad" })).toThrow(/LLM_ORIGINS=/);
    expect(() => readEnvironment("editor", { EDITOR_SMTP_URL: "mail.example.at:587" })).toThrow(
      /EDITOR_SMTP_URL="mail.example.at:587" — erwartet: eine Adresse mit smtp:\/\/ oder smtps:\/\//,
    );
    expect(() => readEnvironment("editor", { EDITOR_MAIL_FROM: "Redaktion" })).toThrow(/EDITOR_MAIL_FROM="Redaktion"/);
    expect(
      readEnvironment("editor", {
        EDITOR_SMTP_URL: "smtps://name:geheim@mail.example.at",
        EDITOR_MAIL_FROM: "Redaktion <r@example.at>",
      }),
    ).toEqual({ EDITOR_SMTP_URL: "smtps://name:geheim@mail.example.at", EDITOR_MAIL_FROM: "Redaktion <r@example.at>" });
  });
});

describe("the configuration table (docs/operations.md)", () => {
  const guide = readFileSync(path.join(projectRoot, "docs/operations.md"), "utf8");
  const table = guide.slice(guide.indexOf("## Configuration"), guide.indexOf("\n## ", guide.indexOf("## Configuration") + 1));
  const named = new Set(
    [...table.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|PORT|HOST|QUIET|HSTS|REBUILD)(?:=[^`]*)?`/g)].map((m) => m[1]),
  );

  it("names every variable of the schema, and no variable the schema does not have", () => {
    expect([...named].sort()).toEqual(Object.keys(environment).sort());
  });
});
