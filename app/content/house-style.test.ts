import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { breaches, clean } from "./house-style.fixtures";
import { contentFiles, houseStyleFindings, houseStyleOfFolder, type StyleFinding } from "../../tests/support/house-style";

/**
 * The house style of docs/decisions/0021 over every copy file of the app: app/content (the fact base and
 * the published Markdown articles) and every `copy/` folder and `copy.ts` of the features and layers
 * (the hub's topic briefs among them).
 */
const appFolder = path.resolve(import.meta.dirname, "..");
const isCopy = (file: string) => /^content\/|\/copy\/|\/copy\.ts$/.test(file);

const describeFinding = (file: string, finding: StyleFinding) => `${file}:${finding.line} ${finding.rule} „${finding.match}“`;

describe("the house style over the app's copy", () => {
  const findings = houseStyleOfFolder(appFolder, isCopy);

  it("holds in every copy file: the figure is feminine, euro prices read „€ 20“, Austrian words, no old slips", () => {
    const breaches = [...findings].flatMap(([file, list]) => list.map((finding) => describeFinding(file, finding)));
    expect(breaches).toEqual([]);
  });

  it("scans the briefs, the facts and the Markdown articles too, and leaves tests and fixtures out", () => {
    const scanned = contentFiles(appFolder, isCopy).map((file) => path.relative(appFolder, file).split(path.sep).join("/"));
    for (const file of [
      "features/hub/copy/briefs/saisonal/saisonal-1.yaml",
      "content/facts/legal.yaml",
      "content/facts/series/big-into-energy.yaml",
      "content/articles/labubu-kaufen-in-wien.md",
      "features/landing/copy/faq.ts",
      "features/check/copy.ts",
    ])
      expect(scanned).toContain(file);
    expect(scanned.filter((file) => /\.(test|fixtures)\.ts$/.test(file))).toEqual([]);
  });
});

describe("the house-style check", () => {
  it.each(breaches.map((breach) => [breach.rule, breach.text] as const))("finds a breach of %s in „%s“", (rule, text) => {
    expect(houseStyleFindings(text).map((finding) => finding.rule)).toContain(rule);
  });

  it.each(clean.map((text) => [text] as const))("finds nothing in „%s“", (text) => {
    expect(houseStyleFindings(text)).toEqual([]);
  });

  const folder = mkdtempSync(path.join(tmpdir(), "house-style-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("fails a folder with one breach in a Markdown article or a brief, and leaves tests and fixtures out", () => {
    writeFileSync(path.join(folder, "copy.ts"), `export const copy = "${clean[0]}";\n`);
    writeFileSync(path.join(folder, "article.md"), `---\ntitle: Test\n---\n\n${clean[1]}\n\nEin echter Labubu hat neun Zähne.\n`);
    writeFileSync(path.join(folder, "brief.ts"), "export const brief = `Kostet 20 Euro.`;\n");
    writeFileSync(path.join(folder, "copy.fixtures.ts"), `export const bad = "Ein echter Labubu";\n`);
    writeFileSync(path.join(folder, "copy.test.ts"), `// "20 Euro" in a test\n`);
    const result = houseStyleOfFolder(folder);
    expect([...result.keys()].sort()).toEqual(["article.md", "brief.ts"]);
    expect(result.get("article.md")).toEqual([{ rule: "figure-gender", line: 7, match: "Ein echter Labubu" }]);
    expect(result.get("brief.ts")?.map((finding) => finding.rule)).toEqual(["euro-price"]);
  });
});
