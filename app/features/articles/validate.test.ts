import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { formatProblems, MAX_ARTICLE_BYTES, validateArticleFile, validateArticleSet } from "./validate";
import { writtenSource } from "./front-matter-schema";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/articles");
const fixture = (fileName: string) => ({ fileName, bytes: readFileSync(path.join(fixtures, fileName)) });
const problemsOf = (fileName: string) => validateArticleFile(fixture(fileName)).problems;

describe("validateArticleFile", () => {
  it("accepts a well-formed article and returns its front matter and body", () => {
    const { article, problems } = validateArticleFile(fixture("gueltiger-artikel.md"));
    expect(problems).toEqual([]);
    expect(article?.frontMatter).toEqual({
      title: "Gültiger Testartikel über Labubu",
      slug: "gueltiger-artikel",
      description:
        "Ein gültiger Testartikel: Er prüft, dass der Artikel-Import eine fehlerfreie Datei ohne Beanstandung annimmt.",
      focusKeyphrase: "Testartikel",
      keywords: ["Labubu", "Test"],
      category: "guides",
      datePublished: "2025-08-18",
      dateModified: "2025-09-01",
      sources: [{ name: "Beispielquelle", url: "https://example.org/quelle" }],
    });
    expect(article?.body.startsWith("Dies ist ein **Testartikel**.")).toBe(true);
    expect(article?.body.endsWith("- Punkt zwei")).toBe(true);
  });

  it("reads a publication time (Vienna) after the day; dateModified may be that same day", () => {
    const text = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8")
      .replace("datePublished: 2025-08-18", "datePublished: 2025-09-01T09:30")
      .replace("dateModified: 2025-09-01", "dateModified: 2025-09-01");
    const read = (value: string) =>
      validateArticleFile({
        fileName: "gueltiger-artikel.md",
        bytes: Buffer.from(text.replace("datePublished: 2025-09-01T09:30", `datePublished: ${value}`)),
      });
    expect(read("2025-09-01T09:30").article?.frontMatter).toMatchObject({ datePublished: "2025-09-01", timePublished: "09:30" });
    expect(read('"2025-09-01 09:30"').article?.frontMatter).toMatchObject({ timePublished: "09:30" });
    expect(read("2025-09-01").article?.frontMatter.timePublished).toBeUndefined();
    expect(read("2025-09-01T24:00").problems.join("\n")).toMatch(/erwartet wird ein Datum in der Form JJJJ-MM-TT/);
    expect(read("2025-09-31T09:00").problems.join("\n")).toMatch(/Datum „2025-09-31T09:00“ in „datePublished“ gibt es nicht/);
    expect(read("2025-09-02T08:00").problems.join("\n")).toMatch(
      /„dateModified“ \(2025-09-01\) liegt vor „datePublished“ \(2025-09-02\)/,
    );
  });

  it("reads the hub's export: metaDescription is the description, informational keys are ignored", () => {
    const { article, problems } = validateArticleFile(fixture("hub-export.md"));
    expect(problems).toEqual([]);
    expect(article?.frontMatter.description).toMatch(/^Ein gültiger Testartikel/);
    expect(article?.frontMatter.category).toBe("allgemein");
    expect(Object.keys(article!.frontMatter)).not.toContain("seoScore");
  });

  it.each([
    ["ohne-titel.md", /„title“ fehlt/],
    ["kurze-beschreibung.md", /„description“ hat 8 Zeichen; erlaubt sind 50–160\. Ergänzen/],
    ["lange-beschreibung.md", /„description“ hat \d{3} Zeichen; erlaubt sind 50–160\. Kürzen/],
    ["slug-mit-pfad.md", /Slug „\.\.\/\.\.\/etc\/passwd“ ist ungültig/],
    ["falscher-dateiname.md", /Slug „ganz-anderer-slug“ passt nicht zum Dateinamen „falscher-dateiname\.md“/],
    ["unmoegliches-datum.md", /Datum „2025-02-30“ in „datePublished“ gibt es nicht/],
    ["aenderung-vor-veroeffentlichung.md", /„dateModified“ \(2025-08-01\) liegt vor „datePublished“ \(2025-08-18\)/],
    ["unbekannte-kategorie.md", /Kategorie „rezepte“ gibt es nicht\. Erlaubt sind: guides, reviews, lokal, allgemein/],
    ["nicht-utf8.md", /nicht als UTF-8 gespeichert/],
    ["kaputtes-yaml.md", /kein gültiges YAML: Zeile \d+/],
    ["ohne-abschluss.md", /Front-Matter ist nicht abgeschlossen/],
    ["ohne-front-matter.md", /Front-Matter fehlt/],
  ])("%s is refused with a message that says what to fix", (fileName, message) => {
    const problems = problemsOf(fileName);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join("\n")).toMatch(message);
  });

  it("refuses raw HTML, images and unsafe links in the body, naming each", () => {
    const problems = problemsOf("xss.md").join("\n");
    expect(problems).toContain("HTML ist im Artikeltext nicht erlaubt („<script>");
    expect(problems).toContain("(„<img src=x");
    expect(problems).toContain("(„<div onclick=");
    expect(problems).toContain("Linkziel „javascript:window.__xss=3“ ist nicht erlaubt");
    expect(problems).toContain("Linkziel „data:text/html");
    expect(problems).toContain("Linkziel „javascript:alert(4)“");
    expect(problems).toContain(
      "„https://example.org/x.png“ ist kein Foto dieses Artikels. Bilder anderer Websites sind nicht erlaubt",
    );
  });

  it("names a value that is a mapping or a list without converting it (String() throws for {toString: 1})", () => {
    const text = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8")
      .replace(/^slug: .*$/m, "slug: {toString: 1}")
      .replace(/^category: .*$/m, "category: [{toString: 1}]")
      .replace(/^datePublished: .*$/m, "datePublished: {valueOf: 1, toString: 1}");
    const problems = validateArticleFile({ fileName: "gueltiger-artikel.md", bytes: new TextEncoder().encode(text) }).problems;
    expect(problems.join("\n")).toContain("„{…}“");
    expect(problems.join("\n")).toContain("„[…]“");
  });

  it("refuses an oversized file without decoding it", () => {
    const bytes = new Uint8Array(5 * 1024 * 1024).fill(0x61);
    expect(validateArticleFile({ fileName: "riesig.md", bytes }).problems).toEqual([
      `Die Datei ist 5120 KB groß; erlaubt sind höchstens ${MAX_ARTICLE_BYTES / 1024} KB. Kürzen Sie den Artikel oder teilen Sie ihn auf mehrere Artikel auf.`,
    ]);
  });

  it("refuses files that are not Markdown", () => {
    expect(validateArticleFile({ fileName: "notiz.txt", bytes: new Uint8Array() }).problems[0]).toMatch(
      /nur Artikel als Markdown/,
    );
  });

  it("refuses unknown fields, an H1 in the body, a dangling anchor, bad keywords and sources", () => {
    const text = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8")
      .replace("focusKeyphrase: Testartikel", "focusKeyphrase: Testartikel\ndescripton: Tippfehler")
      .replace("  - Test\n", "  - Test\n  - 42\n")
      .replace("    url: https://example.org/quelle", "    url: example.org/quelle")
      .replace("## Zweiter Abschnitt", "# Zweiter Abschnitt")
      .replace("(#zweiter-abschnitt)", "(#fehlt)");
    const problems = validateArticleFile({ fileName: "gueltiger-artikel.md", bytes: new TextEncoder().encode(text) }).problems;
    expect(problems).toEqual([
      expect.stringMatching(/^Unbekanntes Feld „descripton“\. Erlaubt sind: title, slug, description/),
      "Das 3. Keyword ist leer oder kein Text. Entfernen Sie es oder ergänzen Sie es.",
      "Die Adresse der 1. Quelle („example.org/quelle“) ist keine vollständige http(s)-Adresse. Schreiben Sie sie mit https://.",
      expect.stringMatching(/^Der Text enthält die Überschrift erster Ebene „# Zweiter Abschnitt“/),
      "Der Link „#fehlt“ zeigt auf keinen Abschnitt dieses Artikels. Prüfen Sie die Überschrift.",
    ]);
  });

  it("refuses an empty body and a front matter that is a list", () => {
    const file = (text: string) => ({ fileName: "x.md", bytes: new TextEncoder().encode(text) });
    expect(validateArticleFile(file("---\n- a\n- b\n---\nText")).problems).toEqual([expect.stringMatching(/Feldern der Form/)]);
    const empty = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8").split("\n---\n")[0] + "\n---\n\n";
    expect(validateArticleFile({ fileName: "gueltiger-artikel.md", bytes: new TextEncoder().encode(empty) }).problems).toEqual([
      expect.stringMatching(/^Der Artikeltext fehlt/),
    ]);
  });
});

describe("the front matter schema", () => {
  const valid = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8");
  const problemsWith = (edit: (text: string) => string) =>
    validateArticleFile({ fileName: "gueltiger-artikel.md", bytes: new TextEncoder().encode(edit(valid)) }).problems;

  it("gives each field one message, in the order of the fields", () => {
    expect(
      problemsWith((text) =>
        text
          .replace('title: "Gültiger Testartikel über Labubu"', "title:")
          .replace("slug: gueltiger-artikel", "slug: 42")
          .replace("focusKeyphrase: Testartikel", "focusKeyphrase: [a, b]")
          .replace("category: guides", "category:")
          .replace("datePublished: 2025-08-18", "datePublished: 18.08.2025")
          .replace("keywords:\n  - Labubu\n  - Test", "keywords: Labubu")
          .replace("    url: https://example.org/quelle", "    url: https://example.org/quelle\n    note: x"),
      ),
    ).toEqual([
      "Das Feld „title“ fehlt. Ergänzen Sie im Front-Matter eine Zeile „title: …“.",
      expect.stringMatching(/^Der Slug „42“ ist ungültig/),
      '„focusKeyphrase“ muss ein Text sein, z. B. focusKeyphrase: "…".',
      "„keywords“ muss eine Liste sein (Zeilen, die mit „- “ beginnen) oder fehlen.",
      "Das Feld „category“ fehlt. Ergänzen Sie im Front-Matter eine Zeile „category: …“.",
      "„datePublished“ ist „18.08.2025“, erwartet wird ein Datum in der Form JJJJ-MM-TT, z. B. 2025-08-18, oder mit Uhrzeit (Wiener Zeit) JJJJ-MM-TTTHH:MM, z. B. 2025-08-18T09:30.",
      expect.stringMatching(/^Die 1\. Quelle braucht „url“ und „publisher“/),
    ]);
  });

  it("refuses a missing field, both description names, a list too long and a keyword too long", () => {
    const many = Array.from({ length: 31 }, (_, index) => `  - k${index}`).join("\n");
    expect(
      problemsWith((text) =>
        text
          .replace("focusKeyphrase: Testartikel\n", "")
          .replace(
            "description:",
            "metaDescription: Eine zweite Beschreibung, die lang genug für die Prüfung wäre.\ndescription:",
          )
          .replace("keywords:\n  - Labubu\n  - Test", `keywords:\n${many}`),
      ),
    ).toEqual([
      "Das Feld „focusKeyphrase“ fehlt. Ergänzen Sie im Front-Matter eine Zeile „focusKeyphrase: …“.",
      "„keywords“ hat 31 Einträge; erlaubt sind höchstens 30. Kürzen Sie die Liste.",
      "„description“ und „metaDescription“ sind beide gesetzt. Behalten Sie nur eines der beiden Felder (sie bedeuten dasselbe).",
    ]);
    expect(problemsWith((text) => text.replace("slug: gueltiger-artikel", "slug:"))).toEqual([
      "Das Feld „slug“ fehlt. Ergänzen Sie im Front-Matter eine Zeile „slug: …“.",
    ]);
    expect(problemsWith((text) => text.replace("  - Test\n", `  - ${"x".repeat(121)}\n`))).toEqual([
      "Das 2. Keyword ist leer oder kein Text. Entfernen Sie es oder ergänzen Sie es.",
    ]);
  });

  it("takes the description under the hub's name and squashes whitespace", () => {
    const { article, problems } = validateArticleFile({
      fileName: "gueltiger-artikel.md",
      bytes: new TextEncoder().encode(
        valid
          .replace("description:", "metaDescription:")
          .replace("focusKeyphrase: Testartikel", 'focusKeyphrase: "  Test   artikel "'),
      ),
    });
    expect(problems).toEqual([]);
    expect(article?.frontMatter.description).toMatch(/^Ein gültiger Testartikel/);
    expect(article?.frontMatter.focusKeyphrase).toBe("Test artikel");
  });
});

describe("validateArticleSet", () => {
  it("accepts the valid fixtures and reports a slug used twice", () => {
    const ok = validateArticleSet([fixture("gueltiger-artikel.md"), fixture("hub-export.md")]);
    expect(ok.problems).toEqual([]);
    expect(ok.articles.map((article) => article.frontMatter.slug)).toEqual(["gueltiger-artikel", "hub-export"]);

    const twice = validateArticleSet([fixture("gueltiger-artikel.md"), fixture("doppelter-slug.md")]);
    expect(twice.articles).toEqual([]);
    expect(twice.problems).toContainEqual({
      file: "gueltiger-artikel.md",
      message:
        "Der Slug „gueltiger-artikel“ wird auch in „doppelter-slug.md“ verwendet. Jeder Artikel braucht einen eigenen Slug.",
    });
  });

  it("every broken fixture is reported with its file name", () => {
    const broken = readdirSync(fixtures).filter((name) => !["gueltiger-artikel.md", "hub-export.md"].includes(name));
    const { problems } = validateArticleSet(broken.map(fixture));
    expect(new Set(problems.map((problem) => problem.file))).toEqual(new Set(broken));
    const text = formatProblems(problems, "tests/fixtures/articles");
    expect(text.split("\n")[0]).toMatch(
      /^Artikel-Prüfung: \d+ Probleme in tests\/fixtures\/articles\. Der Build wurde abgebrochen/,
    );
    expect(text).toContain("  - unmoegliches-datum.md: Das Datum „2025-02-30“");
  });
});

describe("photos in an article (docs/decisions/0048)", () => {
  const valid = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8");
  const withBody = (extra: string, photoNames: string[] = ["box.jpg"]) =>
    validateArticleFile({
      fileName: "gueltiger-artikel.md",
      bytes: new TextEncoder().encode(`${valid}\n${extra}\n`),
      photoNames,
    });

  it("accepts each photo of the article's folder alone in its paragraph, described or marked decorative", () => {
    const { article, problems } = withBody('![Die Box von vorne](box.jpg)\n\n![](deko.png "dekorativ")', ["box.jpg", "deko.png"]);
    expect(problems).toEqual([]);
    expect(article?.body).toContain("![Die Box von vorne](box.jpg)");
  });

  it.each([
    ["![](box.jpg)", "hat keinen Alternativtext"],
    ["![   ](box.jpg)", "hat keinen Alternativtext"],
    ["![box](box.jpg)", "ist nur der Dateiname"],
    ['![Die Box](box.jpg "dekorativ")', "ist als „dekorativ“ markiert, hat aber einen Alternativtext"],
    ['![Die Box](box.jpg "Titel")', "ist nach der Adresse nur"],
    [`![${"x".repeat(251)}](box.jpg)`, "hat 251 Zeichen; erlaubt sind höchstens 250"],
    ["Text davor ![Die Box](box.jpg) und danach.", "steht mitten im Text"],
    ["![Die Box](https://example.org/box.jpg)", "ist kein Foto dieses Artikels"],
    ["![Die Box](../andere/box.jpg)", "ist kein Foto dieses Artikels"],
    ["![Die Box](fehlt.jpg)\n\n![Die Box](box.jpg)", "„fehlt.jpg“ steht im Text, liegt aber nicht im Fotoordner"],
  ])("refuses %j", (markdown, message) => {
    expect(withBody(markdown).problems.join("\n")).toContain(message);
  });

  it("refuses a photo of the folder that the text does not show, and images without a folder", () => {
    expect(withBody("", ["box.jpg"]).problems).toEqual([
      expect.stringContaining("„box.jpg“ liegt im Fotoordner, steht aber nicht im Text"),
    ]);
    expect(withBody("![Die Box](box.jpg)", []).problems).toEqual([expect.stringContaining("liegt aber nicht im Fotoordner")]);
  });
});

describe("a product review's verdict (docs/decisions/0049)", () => {
  const valid = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8").replace(
    "category: guides",
    "category: reviews",
  );
  const withReview = (yaml: string, text = valid) =>
    validateArticleFile({
      fileName: "gueltiger-artikel.md",
      bytes: new TextEncoder().encode(text.replace(/\n---\n/, `\n${yaml}\n---\n`)),
    });
  const verdict =
    'review:\n  product: "Labubu Big into Energy Blindbox"\n  rating: 3.5\n  pros: [Sechs Figuren je Set]\n  cons: [Secret selten]';

  it("reads the product, the editor's rating and the pros and cons", () => {
    const { article, problems } = withReview(verdict);
    expect(problems).toEqual([]);
    expect(article?.frontMatter.review).toEqual({
      product: "Labubu Big into Energy Blindbox",
      rating: 3.5,
      pros: ["Sechs Figuren je Set"],
      cons: ["Secret selten"],
    });
  });

  it("has no verdict in an article without one", () => {
    expect(withReview("").article?.frontMatter).not.toHaveProperty("review");
  });

  it.each([
    [verdict.replace("rating: 3.5", "rating: 6"), "eine Zahl von 1 bis 5 in halben Schritten"],
    [verdict.replace("rating: 3.5", "rating: 3.7"), "eine Zahl von 1 bis 5 in halben Schritten"],
    [verdict.replace("rating: 3.5", 'rating: "gut"'), "eine Zahl von 1 bis 5 in halben Schritten"],
    [verdict.replace("  cons: [Secret selten]", "  cons: []"), "mindestens zwei Aussagen"],
    [verdict.replace('  product: "Labubu Big into Energy Blindbox"\n', ""), "der Name des besprochenen Produkts"],
    [`${verdict}\n  stars: 5`, "kennt nur die Felder product, rating, pros und cons"],
    [verdict.replace("pros: [Sechs Figuren je Set]", "pros: [ab]"), "Die 1. Aussage in „review.pros“"],
  ])("refuses %j", (yaml, message) => {
    expect(withReview(yaml).problems.join("\n")).toContain(message);
  });

  it("belongs to a product review only", () => {
    expect(withReview(verdict, valid.replace("category: reviews", "category: guides")).problems.join("\n")).toContain(
      "gehört nur zu Artikeln der Kategorie „reviews“",
    );
  });
});

describe("a source's publisher, title and own date (docs/decisions/0041)", () => {
  const valid = readFileSync(path.join(fixtures, "gueltiger-artikel.md"), "utf8");
  const withSources = (yaml: string) =>
    validateArticleFile({
      fileName: "gueltiger-artikel.md",
      bytes: new TextEncoder().encode(valid.replace(/sources:\n(?: {2}- .*\n(?: {4}.*\n)*)+/, `sources:\n${yaml}`)),
    });

  it("reads publisher, title and date, and keeps the one-line name of older files", () => {
    const read = withSources(
      '  - publisher: "UPI"\n    title: "CPSC warnt"\n    date: 2025-08-18\n    url: https://www.upi.com/a\n  - name: "Kurier: Titel (Juli 2025)"\n    url: https://kurier.at/b\n',
    );
    expect(read.problems).toEqual([]);
    expect(read.article?.frontMatter.sources).toEqual([
      { name: "UPI", publisher: "UPI", title: "CPSC warnt", date: "2025-08-18", url: "https://www.upi.com/a" },
      { name: "Kurier: Titel (Juli 2025)", url: "https://kurier.at/b" },
    ]);
  });

  it("refuses a date that is no year, month or day, and a source without publisher or name", () => {
    expect(withSources('  - publisher: "UPI"\n    date: "18.08.2025"\n    url: https://www.upi.com/a\n').problems).toEqual([
      expect.stringMatching(/^Das Datum der 1\. Quelle/),
    ]);
    expect(withSources('  - title: "Nur ein Titel"\n    url: https://www.upi.com/a\n').problems).toEqual([
      expect.stringMatching(/^Die 1\. Quelle braucht/),
    ]);
  });

  it("writes a source as it was read", () => {
    const source = { name: "UPI", publisher: "UPI", title: "CPSC warnt", date: "2025-08", url: "https://www.upi.com/a" };
    expect(writtenSource(source)).toEqual({ publisher: "UPI", title: "CPSC warnt", date: "2025-08", url: source.url });
    expect(writtenSource({ name: "Kurier", url: "https://kurier.at/b" })).toEqual({ name: "Kurier", url: "https://kurier.at/b" });
  });
});
