import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { appSourceFiles, findCopy, findLayerBreaks, formatFinding, houseRuleFindings } from "./house-rules.mjs";

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

describe("findLayerBreaks", () => {
  it("lets content import config, content, format and link helpers, and the domain", () => {
    const source = `
      import { site } from "~/config/site";
      import { marketFacts } from "./market";
      import { footerContent } from "~/shell/copy/footer";
      import { formatEuro } from "~/utils/format";
      import { affiliateSearchUrl } from "~/utils/affiliate";
      import type { HubCategory } from "~/domain/categories";
      import { type PromoLabel } from "~/domain/promos";`;
    expect(findLayerBreaks(source, "app/content/a.ts")).toEqual([]);
  });

  it("reports any app file importing a test fixture", () => {
    const source = `import { wellOptimisedDraft } from "~/features/hub/analysis/drafts.fixtures";\nimport { x } from "./texts.fixtures.ts";`;
    expect(findLayerBreaks(source, "app/features/hub/x.tsx").map(formatFinding)).toEqual([
      "app/features/hub/x.tsx:1 app imports a test fixture: ~/features/hub/analysis/drafts.fixtures",
      "app/features/hub/x.tsx:2 app imports a test fixture: ./texts.fixtures.ts",
    ]);
    expect(findLayerBreaks(`import { Button } from "~/ui/button";`, "app/features/hub/x.tsx")).toEqual([]);
  });

  it("reports content importing code, and lib importing components or routes", () => {
    const content = [
      `import { templates } from "~/features/hub/generator/templates";`,
      `import { Button } from "~/ui/button";`,
      `import type { Verdict } from "~/features/check/check-evaluation";`,
      `import { type FieldError } from "~/features/calculator/set-calculator-input";`,
    ].join("\n");
    expect(findLayerBreaks(content, "app/content/a.ts").map(formatFinding)).toEqual([
      "app/content/a.ts:1 content imports from above: ~/features/hub/generator/templates",
      "app/content/a.ts:2 content imports from above: ~/ui/button",
      "app/content/a.ts:3 content imports from above: ~/features/check/check-evaluation",
      "app/content/a.ts:4 content imports from above: ~/features/calculator/set-calculator-input",
    ]);
    const lib = `import { site } from "~/config/site";\nimport { hero } from "~/features/landing/copy/hero";\nimport { Badge } from "~/ui/badge";`;
    expect(findLayerBreaks(lib, "app/utils/a.ts").map(formatFinding)).toEqual([
      "app/utils/a.ts:3 lib imports a component or route: ~/ui/badge",
    ]);
  });
});

describe("the domain floor", () => {
  it("reports domain files importing anything but other domain files", () => {
    const domain = `import { topicListIds } from "./topics";\nimport { site } from "~/config/site";\nimport { x } from "../lib/format.ts";`;
    expect(findLayerBreaks(domain, "app/domain/a.ts").map(formatFinding)).toEqual([
      "app/domain/a.ts:2 domain imports from above: ~/config/site",
      "app/domain/a.ts:3 domain imports from above: ../lib/format.ts",
    ]);
  });

  it("reports public code importing the hub, and lets the hub and content import domain", () => {
    const hubImports = `import { categoryLabels } from "~/features/hub/generator/templates";\nimport { countWords } from "../hub/text.ts";`;
    expect(findLayerBreaks(hubImports, "app/features/crawlers/site-pages.ts").map(formatFinding)).toEqual([
      "app/features/crawlers/site-pages.ts:1 public code imports the hub: ~/features/hub/generator/templates",
      "app/features/crawlers/site-pages.ts:2 public code imports the hub: ../hub/text.ts",
    ]);
    expect(findLayerBreaks(hubImports, "app/features/collection/x.tsx")).toHaveLength(2);
    expect(findLayerBreaks(hubImports, "app/features/hub/x.tsx")).toEqual([]);
    expect(findLayerBreaks(hubImports, "app/features/hub/model/x.ts")).toEqual([]);
    expect(findLayerBreaks(`import type { TopicListId } from "~/domain/topics";`, "app/content/a.ts")).toEqual([]);
  });
});

describe("the app keeps the house rules", () => {
  const findings = houseRuleFindings(projectRoot).filter((finding) => !isLocaleData(finding));

  it("reads the app's source, leaving out tests and their fixtures", () => {
    const files = appSourceFiles(projectRoot);
    expect(files).toContain("app/features/hub/generator/topics.ts");
    expect(files.filter((file) => /\.(test|fixtures)\.tsx?$/.test(file))).toEqual([]);
  });

  it("has no copy outside app/content and app/config", () => {
    expect(findings.filter((finding) => !finding.kind.includes("imports")).map(formatFinding)).toEqual([]);
  });

  it("imports one way: content from config and helpers, lib never from components or routes", () => {
    expect(findings.filter((finding) => finding.kind.includes("imports")).map(formatFinding)).toEqual([]);
  });
});
