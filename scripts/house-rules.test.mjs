import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { appSourceFiles, findCopy, formatFinding, houseRuleFindings, isCopyHome } from "./house-rules.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The one exemption (ADR 0002): the number words "null" … "zwölf" that `formatCount` writes in
 * running text. They are locale data like Intl's de-AT number format, and app/utils/format.ts is the
 * helper content itself imports, so it cannot read them from content without a cycle.
 */
const LOCALE_DATA = [{ file: "app/utils/format.ts", texts: ["fünf", "zwölf"] }];

/** @param {import("./house-rules.mjs").Finding} finding */
const isLocaleData = (finding) =>
  LOCALE_DATA.some(({ file, texts }) => finding.file === file && finding.kind === "German text" && texts.includes(finding.text));

/** @param {string} source @param {string} [file] */
const copyIn = (source, file = "app/features/x.tsx") => findCopy(source, file).map((finding) => finding.text);

describe("findCopy", () => {
  it("finds words in JSX text, German in any string and any words in text attributes and properties", () => {
    const source = `
      export function X({ open }: { open: boolean }) {
        console.warn("404: Seite nicht gefunden:", 1);
        const facts = [{ label: "Address", value: 1 }];
        return (
          <nav aria-label={open ? "Close menu" : "Open menu"} title={\`Menü \${open}\`}>
            <h2>Topics</h2>
            <Callout label="Tipp" />
          </nav>
        );
      }`;
    expect(copyIn(source)).toEqual([
      "404: Seite nicht gefunden:",
      "Address",
      "Close menu",
      "Open menu",
      "Menü",
      "Topics",
      "Tipp",
    ]);
  });

  it("leaves names, class lists, module paths, numbers and punctuation alone", () => {
    const source = `
      import { x } from "~/features/landing/copy/sections";
      const load = () => import("./series-section");
      type Variant = "new-series" | "start-collection";
      export function X() {
        useEffect(() => document.addEventListener("keydown", onKey), []);
        return (
          <section id="kein-thema" data-slot="card" className="mt-4 rounded-card text-ink-soft" aria-labelledby="nf-title">
            <p>{x.text}: </p> © {2026} · {" "}
            <a href={\`#\${id}\`} label="new_series_banner">404</a>
          </section>
        );
      }`;
    expect(copyIn(source)).toEqual([]);
  });

  it("finds German console messages and probe texts without an umlaut", () => {
    const source = `console.warn("Content Hub: Generierung fehlgeschlagen", error);\nconst probe = "Hallo";`;
    expect(copyIn(source, "app/features/hub/x.ts")).toEqual(["Content Hub: Generierung fehlgeschlagen", "Hallo"]);
  });

  it("reports file and line", () => {
    expect(findCopy('const a = 1;\nconst b = "Bitte warten";\n', "app/utils/a.ts")).toEqual([
      { file: "app/utils/a.ts", line: 2, kind: "German text", text: "Bitte warten" },
    ]);
  });
});

describe("the app keeps the house rules", () => {
  const findings = houseRuleFindings(projectRoot).filter((finding) => !isLocaleData(finding));

  it("reads the app's source, leaving out tests and their fixtures", () => {
    const files = appSourceFiles(projectRoot);
    expect(files).toContain("app/features/hub/generator/topics.ts");
    expect(files.filter((file) => /\.(test|fixtures)\.tsx?$/.test(file))).toEqual([]);
  });

  it("knows the copy homes: app/content, app/config, and copy/ folders and copy.ts files", () => {
    expect(isCopyHome("app/features/landing/copy/faq.ts")).toBe(true);
    expect(isCopyHome("app/features/hub/copy/briefs/saisonal.ts")).toBe(true);
    expect(isCopyHome("app/features/check/copy.ts")).toBe(true);
    expect(isCopyHome("app/features/check/authenticity-check.tsx")).toBe(false);
    expect(isCopyHome("app/features/hub/copy-button.tsx")).toBe(false);
  });

  it("has no copy outside its homes", () => {
    expect(findings.map(formatFinding)).toEqual([]);
  });
});
