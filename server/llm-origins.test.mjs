import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { CSP_HASHES_FILE, buildCsp, sha256 } from "./csp.mjs";
import { DEFAULT_LLM_ORIGINS, LLM_ORIGINS_FILE, parseLlmOrigins, readBuildLlmOrigins } from "./llm-origins.mjs";
import { loadSite } from "./site-files.mjs";

describe("LLM_ORIGINS", () => {
  it("defaults to the local servers of Ollama, LM Studio, llama.cpp and vLLM on both loopback names", () => {
    expect(parseLlmOrigins(undefined)).toEqual(DEFAULT_LLM_ORIGINS);
    expect(parseLlmOrigins("  ")).toEqual(DEFAULT_LLM_ORIGINS);
    for (const port of [11434, 1234, 8080, 8000]) {
      expect(DEFAULT_LLM_ORIGINS).toContain(`http://localhost:${port}`);
      expect(DEFAULT_LLM_ORIGINS).toContain(`http://127.0.0.1:${port}`);
    }
  });

  it("takes origins separated by spaces or commas, normalised, without duplicates; `default` adds the defaults", () => {
    expect(parseLlmOrigins("https://LLM.example.at/, http://127.0.0.1:9000 https://llm.example.at")).toEqual([
      "https://llm.example.at",
      "http://127.0.0.1:9000",
    ]);
    expect(parseLlmOrigins("default,http://127.0.0.1:9000")).toEqual([...DEFAULT_LLM_ORIGINS, "http://127.0.0.1:9000"]);
    expect(parseLlmOrigins("none")).toEqual([]);
  });

  it.each([
    ["http://localhost:11434/v1", "Pfad"],
    ["localhost:11434", "http"],
    ["ftp://example.at", "http"],
    ["https://user:pw@example.at", "Zugangsdaten"],
    ["http://localhost:*", "Platzhalter"],
    ["https://*.example.at", "Platzhalter"],
    ["https://example.at?x=1", "Pfad"],
    ["https://exa mple.at", "keine gültige Adresse"],
    ["'unsafe-inline'", "keine gültige Adresse"],
  ])("refuses %s with a message that names the problem", (token, problem) => {
    expect(() => parseLlmOrigins(token)).toThrow(problem);
  });

  it("reaches connect-src and nothing else", () => {
    const csp = buildCsp({ connect: ["http://localhost:11434", "https://llm.example.at"] });
    expect(csp).toContain("connect-src 'self' http://localhost:11434 https://llm.example.at;");
    expect(csp.match(/llm\.example\.at/g)).toHaveLength(1);
    expect(buildCsp({})).toContain("connect-src 'self';");
  });

  it("is read back from the build folder and re-validated; a build without the record uses the defaults", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "labubu-llm-origins-"));
    try {
      expect(await readBuildLlmOrigins(dir)).toEqual(DEFAULT_LLM_ORIGINS);
      await writeFile(path.join(dir, "index.html"), "<!DOCTYPE html><title>x</title><script>a()</script>");
      await writeFile(path.join(dir, LLM_ORIGINS_FILE), JSON.stringify(["https://llm.example.at"]));
      await writeFile(path.join(dir, CSP_HASHES_FILE), JSON.stringify({ script: [sha256("a()")], style: [], styleAttr: [] }));
      const site = await loadSite(dir);
      expect(site.llmOrigins).toEqual(["https://llm.example.at"]);
      expect(site.csp).toContain("connect-src 'self' https://llm.example.at;");
      // Hidden: never served.
      expect(site.files.has(`/${LLM_ORIGINS_FILE}`)).toBe(false);
      await writeFile(path.join(dir, LLM_ORIGINS_FILE), JSON.stringify(["https://x.example.at; script-src *"]));
      await expect(readBuildLlmOrigins(dir)).rejects.toThrow("LLM_ORIGINS");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
