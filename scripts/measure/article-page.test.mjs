import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { firstArticlePage } from "./article-page.mjs";

describe("firstArticlePage", () => {
  it("finds the first article of the build, never a category page or a later page of the list", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "article-page-"));
    try {
      expect(await firstArticlePage(root)).toBeNull();
      await mkdir(path.join(root, "ratgeber", "kategorie", "guides"), { recursive: true });
      await mkdir(path.join(root, "ratgeber", "seite", "2"), { recursive: true });
      expect(await firstArticlePage(root)).toBeNull();
      await mkdir(path.join(root, "ratgeber", "zweiter-artikel"));
      await mkdir(path.join(root, "ratgeber", "erster-artikel"));
      expect(await firstArticlePage(root)).toBe("/ratgeber/erster-artikel");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
