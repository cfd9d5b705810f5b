import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { appSourceFiles, findCopy, findLayerBreaks, formatFinding, houseRuleFindings, isCopyHome } from "./house-rules.mjs";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The one exemption (ADR 0002): the number words "null" … "zwölf" that `formatCount` writes in
 * running text. They are locale data like Intl's de-AT number format, and app/lib/format.ts is the
 * helper content itself imports, so it cannot read them from content without a cycle.
 */
const LOCALE_DATA = [{ file: "app/lib/format.ts", texts: ["fünf", "zwölf"] }];

/** @param {import("./house-rules.mjs").Finding} finding */
const isLocaleData = (finding) =>
  LOCALE_DATA.some(({ file, texts }) => finding.file === file && finding.kind === "German text" && texts.includes(finding.text));

/** @param {string} source @param {string} [file] */
const copyIn = (source, file = "app/components/x.tsx") => findCopy(source, file).map((finding) => finding.text);

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
      import { x } from "~/content/sections";
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
    expect(copyIn(source, "app/components/hub/x.ts")).toEqual(["Content Hub: Generierung fehlgeschlagen", "Hallo"]);
  });

  it("reports file and line", () => {
    expect(findCopy('const a = 1;\nconst b = "Bitte warten";\n', "app/lib/a.ts")).toEqual([
      { file: "app/lib/a.ts", line: 2, kind: "German text", text: "Bitte warten" },
    ]);
  });
});

describe("findLayerBreaks", () => {
  it("lets content import config, content, format and link helpers, and the domain", () => {
    const source = `
      import { site } from "~/config/site";
      import { marketFacts } from "./market";
      import { footerContent } from "~/content/footer";
      import { formatEuro } from "~/lib/format";
      import { affiliateSearchUrl } from "~/lib/affiliate";
      import type { HubCategory } from "~/domain/categories";
      import { type PromoLabel } from "~/domain/promos";`;
    expect(findLayerBreaks(source, "app/content/a.ts")).toEqual([]);
  });

  it("reports any app file importing a test fixture", () => {
    const source = `import { wellOptimisedDraft } from "~/lib/analysis/drafts.fixtures";\nimport { x } from "./texts.fixtures.ts";`;
    expect(findLayerBreaks(source, "app/components/hub/x.tsx").map(formatFinding)).toEqual([
      "app/components/hub/x.tsx:1 app imports a test fixture: ~/lib/analysis/drafts.fixtures",
      "app/components/hub/x.tsx:2 app imports a test fixture: ./texts.fixtures.ts",
    ]);
    expect(findLayerBreaks(`import { Button } from "~/components/ui/button";`, "app/components/hub/x.tsx")).toEqual([]);
  });

  it("reports content importing code, and lib importing components or routes", () => {
    const content = [
      `import { templates } from "~/lib/hub/templates";`,
      `import { Button } from "~/components/ui/button";`,
      `import type { Verdict } from "~/lib/authenticity-check";`,
      `import { type FieldError } from "~/lib/set-calculator-input";`,
    ].join("\n");
    expect(findLayerBreaks(content, "app/content/a.ts").map(formatFinding)).toEqual([
      "app/content/a.ts:1 content imports from above: ~/lib/hub/templates",
      "app/content/a.ts:2 content imports from above: ~/components/ui/button",
      "app/content/a.ts:3 content imports from above: ~/lib/authenticity-check",
      "app/content/a.ts:4 content imports from above: ~/lib/set-calculator-input",
    ]);
    const lib = `import { site } from "~/config/site";\nimport { hero } from "~/content/hero";\nimport { Badge } from "~/components/ui/badge";`;
    expect(findLayerBreaks(lib, "app/lib/a.ts").map(formatFinding)).toEqual([
      "app/lib/a.ts:3 lib imports a component or route: ~/components/ui/badge",
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
    const hubImports = `import { categoryLabels } from "~/lib/hub/templates";\nimport { countWords } from "../hub/text.ts";`;
    expect(findLayerBreaks(hubImports, "app/lib/site-pages.ts").map(formatFinding)).toEqual([
      "app/lib/site-pages.ts:1 public code imports the hub: ~/lib/hub/templates",
      "app/lib/site-pages.ts:2 public code imports the hub: ../hub/text.ts",
    ]);
    expect(findLayerBreaks(hubImports, "app/components/collection/x.tsx")).toHaveLength(2);
    expect(findLayerBreaks(hubImports, "app/components/hub/x.tsx")).toEqual([]);
    expect(findLayerBreaks(hubImports, "app/lib/llm/x.ts")).toEqual([]);
    expect(findLayerBreaks(hubImports, "app/features/hub/publishing/x.tsx")).toEqual([]);
    expect(findLayerBreaks(hubImports, "app/features/articles/x.ts")).toHaveLength(2);
    expect(findLayerBreaks(`import type { TopicListId } from "~/domain/topics";`, "app/content/a.ts")).toEqual([]);
  });
});

describe("copy homes", () => {
  it("are app/content, app/config and a feature's own copy module", () => {
    for (const file of [
      "app/content/hub.ts",
      "app/config/site.ts",
      "app/features/hub/publishing/copy.ts",
      "app/features/x/y-copy.ts",
    ]) {
      expect(isCopyHome(file), file).toBe(true);
    }
    for (const file of ["app/features/hub/publishing/editor-publish.tsx", "app/features/copy.ts", "app/lib/copy.ts"]) {
      expect(isCopyHome(file), file).toBe(false);
    }
  });
});

describe("the app keeps the house rules", () => {
  const findings = houseRuleFindings(projectRoot).filter((finding) => !isLocaleData(finding));

  it("reads the app's source, leaving out tests and their fixtures", () => {
    const files = appSourceFiles(projectRoot);
    expect(files).toContain("app/lib/hub/topics.ts");
    expect(files.filter((file) => /\.(test|fixtures)\.tsx?$/.test(file))).toEqual([]);
  });

  it("has no copy outside app/content and app/config", () => {
    expect(findings.filter((finding) => !finding.kind.includes("imports")).map(formatFinding)).toEqual([]);
  });

  it("imports one way: content from config and helpers, lib never from components or routes", () => {
    expect(findings.filter((finding) => finding.kind.includes("imports")).map(formatFinding)).toEqual([]);
  });
});
