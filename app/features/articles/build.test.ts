import { spawnSync } from "node:child_process";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");
const fixtures = path.join(root, "tests/fixtures/articles");
let dir: string;

beforeAll(async () => {
  // A copy of the real article folder plus two broken files: the build must refuse the whole folder.
  dir = await mkdtemp(path.join(os.tmpdir(), "articles-build-"));
  await cp(path.join(root, "app/content/articles"), dir, { recursive: true });
  await cp(path.join(fixtures, "unmoegliches-datum.md"), path.join(dir, "unmoegliches-datum.md"));
  await cp(path.join(fixtures, "slug-mit-pfad.md"), path.join(dir, "slug-mit-pfad.md"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("npm run build with a broken article", () => {
  it("stops before building anything and names each file and what to fix", () => {
    const result = spawnSync("npm", ["run", "build"], {
      cwd: root,
      env: { ...process.env, ARTICLES_DIR: dir, NO_COLOR: "1" },
      encoding: "utf8",
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).not.toBe(0);
    expect(output).toContain("Artikel-Prüfung: 2 Probleme in");
    expect(output).toContain("slug-mit-pfad.md: Der Slug „../../etc/passwd“ ist ungültig");
    expect(output).toContain(
      "unmoegliches-datum.md: Das Datum „2025-02-30“ in „datePublished“ gibt es nicht. Prüfen Sie Tag und Monat.",
    );
    // Refused while reading the configuration: no bundling or prerendering started.
    expect(output).not.toMatch(/Prerender|building client environment|✓ built/);
  }, 120_000);
});
