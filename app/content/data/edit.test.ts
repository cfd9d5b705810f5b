import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import * as prettier from "prettier";
import { afterAll, describe, expect, it } from "vitest";

import {
  addSeries,
  addShop,
  removeShop,
  articlesStatingValue,
  articlesWithoutStaleMarker,
  correctFactValue,
  correctSeries,
  reconfirmFact,
  type FileChange,
  type NewSeries,
} from "./edit";
import { readFactBase } from "./fact-base.server";
import { factBasePaths } from "./paths";
import { standOf } from "../facts/lookup";
import { factCopy, standText } from "../facts/copy";
import { staleMarker } from "./copy";

const root = path.resolve(import.meta.dirname, "../../..");
const today = "2026-11-27";
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const kurier2026 = {
  name: "Kurier",
  title: "Was Labubus jetzt kosten",
  url: "https://kurier.at/trend-hub/labubu-preise-2026/1",
  published: "2026-10-02",
};

const heute2026 = {
  name: "Heute",
  title: "So viel kosten Labubus jetzt",
  url: "https://www.heute.at/s/labubu-preise-2026-120000001",
  published: "2026-11-03",
};

const articles = readdirSync(path.join(root, "app/content/articles")).map((file) => ({
  slug: file.replace(/\.md$/, ""),
  title: file,
  markdown: read(`app/content/articles/${file}`),
}));

/** The lines `after` lost and gained against `before`, as "-old" / "+new" (counted, so a repeated line counts). */
function changedLines(before: string, after: string): string[] {
  const count = (text: string) => {
    const lines = new Map<string, number>();
    for (const line of text.split("\n")) lines.set(line, (lines.get(line) ?? 0) + 1);
    return lines;
  };
  const old = count(before);
  const now = count(after);
  const diff = (from: Map<string, number>, to: Map<string, number>, sign: string) =>
    [...from].flatMap(([line, n]) => Array.from({ length: Math.max(0, n - (to.get(line) ?? 0)) }, () => `${sign}${line.trim()}`));
  return [...diff(old, now, "-"), ...diff(now, old, "+")];
}

/** The fact base as the build would read it with these changes written (in a copy of its folder). */
function factBaseWith(changes: readonly FileChange[]) {
  const copy = mkdtempSync(path.join(tmpdir(), "fact-base-"));
  try {
    cpSync(path.join(root, factBasePaths.folder), path.join(copy, factBasePaths.folder), { recursive: true });
    for (const file of changes) writeFileSync(path.join(copy, file.path), file.text);
    return readFactBase(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

async function formatted(file: FileChange): Promise<boolean> {
  const options = await prettier.resolveConfig(path.join(root, file.path));
  return prettier.check(file.text, { ...options, filepath: path.join(root, file.path) });
}

describe("re-confirming a fact", () => {
  it("adds the dated source, moves the Stand and drops the marker; the files change in those lines only", async () => {
    const edit = reconfirmFact(read, "price-official-shop-austria", kurier2026, today);
    expect(edit.ok).toBe(true);
    if (!edit.ok) return;
    const [market, sources] = edit.changes;
    expect(market!.path).toBe("app/content/facts/market.yaml");
    expect(changedLines(read(market!.path), market!.text)).toEqual([
      "-sources: [kurierFakes]",
      "-asOf: 2025-07",
      "-notReconfirmed: 2026-11-27",
      "+sources: [kurierFakes, kurierWasLabubus]",
      "+asOf: 2026-10-02",
    ]);
    expect(
      sources!.text.endsWith(
        "\nkurierWasLabubus:\n  name: Kurier\n  title: Was Labubus jetzt kosten\n  url: https://kurier.at/trend-hub/labubu-preise-2026/1\n  published: 2026-10-02\n",
      ),
    ).toBe(true);
    for (const file of edit.changes) expect(await formatted(file), file.path).toBe(true);
    // The pages show the fact's Stand without "nicht neu bestätigt" after the content build.
    const fact = factBaseWith(edit.changes).facts.find((item) => item.id === "price-official-shop-austria")!;
    expect(standText(standOf([fact])!)).toBe("Stand 2. Oktober 2026");
  });

  it("takes the fact's stale marker out of the published articles that state it, and only then", () => {
    const edit = reconfirmFact(read, "price-official-shop-austria", kurier2026, today);
    if (!edit.ok) throw new Error(edit.problems.join("\n"));
    const after = (file: string) => edit.changes.find((change) => change.path === file)?.text ?? read(file);
    const files = articles.map((article) => ({
      path: `app/content/articles/${article.slug}.md`,
      markdown: article.markdown,
    }));
    const changes = articlesWithoutStaleMarker(after, "price-official-shop-austria", files);
    expect(changes.map((change) => change.path).sort()).toEqual([
      "app/content/articles/labubu-als-wertanlage.md",
      "app/content/articles/labubu-big-into-energy.md",
      "app/content/articles/labubu-kaufen-in-wien.md",
    ]);
    const energy = changes.find((change) => change.path.endsWith("big-into-energy.md"))!;
    expect(changedLines(read(energy.path), energy.text).filter((line) => line.startsWith("+"))).toEqual([
      expect.stringMatching(/laut Kurier bei etwa €\s19\. So stand es im \[Kurier\]/u),
    ]);
    // Another stale fact's marker in the same text stays.
    expect(energy.text).toContain("oft zu grelle Farben (Stand 18. August 2025 – nicht neu bestätigt)");
    // Before the re-confirmation the fact is still stale: nothing changes.
    expect(articlesWithoutStaleMarker(read, "price-official-shop-austria", files)).toEqual([]);
    expect(staleMarker).toEqual({ asOf: factCopy.asOf, notReconfirmed: factCopy.notReconfirmed });
  });

  it("finds a source already in the registry by its address instead of adding it twice", () => {
    const edit = reconfirmFact(
      read,
      "import-vat-rate",
      {
        name: "Baker McKenzie",
        title: "EU €3 duty",
        url: "https://globalimportblog.bakermckenzie.com/2026/07/02/eu-low-value-consignment-relief-abolished-and-eur-3-customs-duty-introduced-from-1-july-2026/",
        published: "2026-07-02",
      },
      today,
    );
    // Not added twice: the registry's entry for the address takes the title the editor read there.
    expect(edit.ok && edit.changes.map((change) => change.path)).toEqual([
      "app/content/facts/legal.yaml",
      "app/content/facts/sources.yaml",
    ]);
    const registry = edit.ok ? edit.changes[1]!.text : "";
    expect(registry.split("eu-low-value-consignment-relief-abolished").length - 1).toBe(1);
    expect(registry).toContain("title: EU €3 duty");
  });

  it("keeps the title, publisher and date the editor entered for an address the registry knew without them", () => {
    const [key, known] = Object.entries(readFactBase(root).sources).find(([, source]) => !source.published)!;
    const entered = { name: "Wiener Zeitung", title: "Was die Seite heute sagt", url: known.url, published: "2026-11-20" };
    const fact = readFactBase(root).facts.find(
      (candidate) => candidate.lifespan === "current" && !candidate.sources.some((source) => source.url === known.url),
    )!;
    const edit = reconfirmFact(read, fact.id, entered, today);
    expect(edit.ok).toBe(true);
    const base = factBaseWith(edit.ok ? edit.changes : []);
    expect(base.sources[key]).toMatchObject({
      name: "Wiener Zeitung",
      title: "Was die Seite heute sagt",
      published: "2026-11-20",
    });
    expect(base.facts.find((candidate) => candidate.id === fact.id)?.asOf).toBe("2026-11-20");
  });

  it("refuses a source without address, title or date, one from the future, one no newer than the Stand, and a historical fact", () => {
    const refusal = (edit: ReturnType<typeof reconfirmFact>) => (edit.ok ? [] : edit.problems);
    expect(
      refusal(
        reconfirmFact(
          read,
          "price-official-shop-austria",
          { ...kurier2026, url: "http://kurier.at/x", title: " ", published: "" },
          today,
        ),
      ),
    ).toEqual([
      "Die neue Quelle braucht einen Titel.",
      "Die neue Quelle braucht eine vollständige https-Adresse.",
      "Die neue Quelle braucht ihr Erscheinungsdatum (JJJJ, JJJJ-MM oder JJJJ-MM-TT).",
    ]);
    expect(refusal(reconfirmFact(read, "price-official-shop-austria", { ...kurier2026, published: "2026-12" }, today))).toEqual([
      "Das Erscheinungsdatum 2026-12 liegt in der Zukunft.",
    ]);
    expect(
      refusal(reconfirmFact(read, "price-official-shop-austria", { ...kurier2026, published: "2025-07-20" }, today)),
    ).toEqual([
      "Die Quelle vom 2025-07-20 ist nicht neuer als der Stand des Fakts (2025-07): Eine Bestätigung braucht eine neuere datierte Quelle.",
    ]);
    expect(refusal(reconfirmFact(read, "record-auction-2025", kurier2026, today))[0]).toMatch(/veraltet nicht/);
    expect(refusal(reconfirmFact(read, "series-have-a-seat", kurier2026, today))[0]).toMatch(/Datei der Serie/);
    expect(refusal(reconfirmFact(read, "gibt-es-nicht", kurier2026, today))[0]).toMatch(/keiner Fakten-Datei/);
  });
});

describe("correcting a value", () => {
  it("writes every sentence of the fact with the new value and lists the published articles that state the old one", () => {
    const edit = correctFactValue(read, "price-official-shop-austria", "fromEur", 21, { today, articles, source: heute2026 });
    expect(edit.ok).toBe(true);
    expect(edit.before?.statement.replace(/\s/gu, " ")).toBe(
      "Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa € 19.",
    );
    expect(edit.after?.statement.replace(/\s/gu, " ")).toBe(
      "Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa € 21.",
    );
    expect(edit.after?.wordings?.every((wording) => wording.includes("21"))).toBe(true);
    expect(edit.revise?.map((article) => article.slug)).toEqual([
      "labubu-als-wertanlage",
      "labubu-big-into-energy",
      "labubu-kaufen-in-wien",
    ]);
    expect(edit.revise?.[0]?.sentences).toEqual(["Ab etwa € 19 kostete ein Labubu-Anhänger laut Kurier im offiziellen Webshop."]);
  });

  it("credits the new value to the source that states it: first among the fact's sources, in every 'laut …'", () => {
    const edit = correctFactValue(read, "price-official-shop-austria", "fromEur", 21, { today, source: heute2026 });
    expect(edit.ok).toBe(true);
    const after = factBaseWith(edit.ok ? edit.changes : []).facts.find((fact) => fact.id === "price-official-shop-austria")!;
    // The fact has one value: the sources that stated the old one no longer state anything it says.
    expect(after.sources.map((source) => source.name)).toEqual(["Heute"]);
    expect(
      after.wordings?.filter((wording) => wording.includes("laut ")).every((wording) => wording.includes("laut Heute")),
    ).toBe(true);
    expect(after.wordings?.join(" ")).not.toContain("Kurier");
    expect(after.asOf).toBe(heute2026.published);
  });

  it("refuses a correction without the source of its new value; its preview needs none", () => {
    const refusal = (edit: ReturnType<typeof correctFactValue>) => (edit.ok ? [] : edit.problems);
    expect(refusal(correctFactValue(read, "price-official-shop-austria", "fromEur", 21, { today }))).toEqual([
      "Eine Korrektur braucht die Quelle, die den neuen Wert nennt (Adresse, Titel, Herausgeber und Erscheinungsdatum): Die bisherige nennt ihn nicht.",
    ]);
    expect(correctFactValue(read, "price-official-shop-austria", "fromEur", 21, { today, preview: true }).ok).toBe(true);
  });

  it("finds no article for a value no article states, and refuses a value that changes kind or does not exist", () => {
    expect(articlesStatingValue(read, "record-auction-2025", "hammerUsd", articles)).toEqual([]);
    expect(articlesStatingValue(read, "record-auction-2025", "heightCm", articles).map((article) => article.slug)).toEqual([
      "labubu-als-wertanlage",
    ]);
    const refusal = (edit: ReturnType<typeof correctFactValue>) => (edit.ok ? [] : edit.problems);
    expect(refusal(correctFactValue(read, "price-official-shop-austria", "fromEur", "19", { today, preview: true }))[0]).toMatch(
      /bleibt eine Zahl/,
    );
    expect(refusal(correctFactValue(read, "price-official-shop-austria", "toEur", 20, { today, preview: true }))).toEqual([
      "Der Fakt hat keinen Wert „toEur“: Seine Werte heißen fromEur.",
    ]);
  });
});

describe("adding a series", () => {
  const dated = { name: "Pop Mart", title: "Neue Serie", url: "https://www.popmart.com/at/neue-serie", published: "2026-09-01" };
  const series: NewSeries = {
    key: "beispiel-serie",
    name: "Beispiel-Serie",
    releases: { value: [{ date: "2026-09-01", market: "Europa" }], confidence: "solid", sources: [dated] },
    regularCount: { value: "zwei reguläre Figuren", confidence: "solid", sources: [dated] },
    figuresPerSet: 2,
    hasSecret: false,
    regularNames: { value: { names: ["Erste", "Zweite"], partial: false }, confidence: "solid", sources: [dated] },
  };

  it("writes its file, the new source and the series list; the catalogue reads it with its named figures", async () => {
    const edit = addSeries(read, series, today);
    expect(edit.ok).toBe(true);
    if (!edit.ok) return;
    expect(edit.changes.map((change) => change.path)).toEqual([
      "app/content/facts/series/beispiel-serie.yaml",
      "app/content/facts/sources.yaml",
      "app/content/facts/series-files.ts",
    ]);
    for (const file of edit.changes.slice(0, 2)) expect(await formatted(file), file.path).toBe(true);
    const base = factBaseWith(edit.changes);
    expect(base.series.at(-1)?.regularNames).toMatchObject({ value: { names: ["Erste", "Zweite"], partial: false } });
    expect(base.facts.find((fact) => fact.id === "series-beispiel-serie")?.statement).toMatch(
      /Die regulären Figuren heißen Erste, Zweite\./,
    );
    // The newest series of the catalogue is now this one.
    expect(base.facts.find((fact) => fact.id === "series-catalogue-newest")?.statement).toMatch(
      /ist Beispiel-Serie; sie erschien am 1\. September 2026 \(Europa\)/,
    );
  });

  it("refuses a series that exists, a series without a new dated source and an unknown source key", () => {
    const refusal = (edit: ReturnType<typeof addSeries>) => (edit.ok ? [] : edit.problems);
    expect(refusal(addSeries(read, { ...series, key: "have-a-seat" }, today))).toEqual([
      "Die Serie „have-a-seat“ gibt es schon.",
    ]);
    expect(
      refusal(
        addSeries(
          read,
          {
            ...series,
            releases: { ...series.releases, sources: ["gibtEsNicht"] },
            regularCount: undefined,
            regularNames: undefined,
          },
          today,
        ),
      ),
    ).toEqual([
      "Die Quelle „gibtEsNicht“ steht nicht in app/content/facts/sources.yaml.",
      "Eine neue Serie braucht mindestens eine Quelle mit Titel und Erscheinungsdatum.",
    ]);
  });
});

/** A shop a source names, as "Geschäft hinzufügen" sends it. */
const shop = {
  name: "Beispielladen",
  address: "Beispielgasse 1, 1010 Wien",
  statement: "Laut Kurier verkauft {shop} ({address}) Figuren von Pop Mart.",
  source: kurier2026,
  confidence: "medium" as const,
};

describe("adding a shop", () => {
  it("adds a current, sourced fact with the shop's name and address to the Vienna facts", () => {
    const edit = addShop(read, shop, today);
    expect(edit.ok).toBe(true);
    if (!edit.ok) return;
    expect(edit.changes.map((change) => change.path)).toEqual([
      "app/content/facts/vienna.yaml",
      "app/content/facts/sources.yaml",
    ]);
    const fact = factBaseWith(edit.changes).factFiles.vienna.at(-1)!;
    expect(fact).toMatchObject({
      id: "vienna-shop-beispielladen",
      lifespan: "current",
      asOf: "2026-10-02",
      tags: ["vienna", "shop"],
    });
    expect(fact.statement).toBe("Laut Kurier verkauft Beispielladen (Beispielgasse 1, 1010 Wien) Figuren von Pop Mart.");
  });

  it("refuses a statement that does not name the shop and its address, and a shop without a dated source", () => {
    const refusal = (edit: ReturnType<typeof addShop>) => (edit.ok ? [] : edit.problems);
    expect(refusal(addShop(read, { ...shop, statement: "Dort gibt es Labubus." }, today))[0]).toMatch(/\{shop\} und \{address\}/);
    expect(refusal(addShop(read, { ...shop, source: { ...kurier2026, published: "" } }, today))[0]).toMatch(/Erscheinungsdatum/);
  });
});

describe("removing a shop", () => {
  it("removes a shop the newsroom added, and only it; the source stays in the registry", () => {
    const added = addShop(read, shop, today);
    if (!added.ok) throw new Error("not added");
    const withShop = (file: string) => added.changes.find((change) => change.path === file)?.text ?? read(file);
    const removed = removeShop(withShop, "vienna-shop-beispielladen");
    expect(removed).toMatchObject({ ok: true, name: "Beispielladen" });
    if (!removed.ok) return;
    expect(removed.changes.map((change) => change.path)).toEqual(["app/content/facts/vienna.yaml"]);
    expect(removed.changes[0]?.text).toBe(read("app/content/facts/vienna.yaml"));
  });

  it("refuses the site's own shops and an id it does not know, in German", () => {
    const refusal = (edit: ReturnType<typeof removeShop>) => (edit.ok ? [] : edit.problems);
    expect(refusal(removeShop(read, "vienna-shop-named-2025"))[0]).toMatch(/nennt die Website an fester Stelle/);
    expect(refusal(removeShop(read, "vienna-classifieds"))[0]).toMatch(/nennt die Website an fester Stelle/);
    expect(refusal(removeShop(read, "vienna-shop-gibt-es-nicht"))[0]).toMatch(/gibt es in der Faktenbasis nicht/);
  });
});

describe("correcting a series", () => {
  const popMart = {
    name: "Pop Mart",
    title: "Have a Seat",
    url: "https://www.popmart.com/at/have-a-seat",
    published: "2026-11-20",
  };
  const correction = { key: "have-a-seat", source: popMart, confidence: "solid" as const };
  const seat = (base: ReturnType<typeof readFactBase>) => base.series.find((entry) => entry.key === "have-a-seat")!;

  it("writes the new value with the source that states it as its only source; the other fields keep theirs", async () => {
    const edit = correctSeries(read, { ...correction, field: "secretOdds", value: "144" }, today);
    expect(edit).toMatchObject({ ok: true, name: "Have a Seat", before: "1 : 72", after: "1 : 144" });
    if (!edit.ok) return;
    expect(edit.changes.map((change) => change.path)).toEqual([
      "app/content/facts/series/have-a-seat.yaml",
      "app/content/facts/sources.yaml",
    ]);
    for (const file of edit.changes) expect(await formatted(file), file.path).toBe(true);
    const entry = seat(factBaseWith(edit.changes));
    expect(entry.secretOdds).toMatchObject({ value: 144, confidence: "solid" });
    expect((entry.secretOdds.sources ?? []).map((source) => source.url)).toEqual([popMart.url]);
    // The secret's name keeps the source that states it.
    expect((entry.secretName.sources ?? []).map((source) => source.url)).not.toContain(popMart.url);
    const key = Object.entries(factBaseWith(edit.changes).sources).find(([, source]) => source.url === popMart.url)![0];
    expect(changedLines(read(edit.changes[0]!.path), edit.changes[0]!.text).sort()).toEqual(
      [
        "-value: 72",
        "-confidence: medium",
        "-sources: [feltifyHaveASeat]",
        "+value: 144",
        "+confidence: solid",
        `+sources: [${key}]`,
      ].sort(),
    );
  });

  it("renames the figures and moves the first release, keeping its market", () => {
    const names = ["Sisi", "Ququ", "Dada", "Zizi", "Baba", "Hehehe"].join("\n");
    const renamed = correctSeries(read, { ...correction, field: "figures", value: names }, today);
    expect(renamed).toMatchObject({ ok: true, after: "Sisi, Ququ, Dada, Zizi, Baba, Hehehe" });
    const moved = correctSeries(read, { ...correction, field: "release", value: "2024-08-01" }, today);
    expect(moved).toMatchObject({ ok: true, before: "2024-07", after: "2024-08-01" });
    if (moved.ok) expect(seat(factBaseWith(moved.changes)).releases.value).toEqual([{ date: "2024-08-01" }]);
  });

  it("refuses, in German and writing nothing: another number of figures, an unchanged value, a bad value, no source", () => {
    const refusal = (edit: ReturnType<typeof correctSeries>) => (edit.ok ? [] : edit.problems);
    const ask = (field: Parameters<typeof correctSeries>[1]["field"], value: string, more = {}) =>
      refusal(correctSeries(read, { ...correction, field, value, ...more }, today));
    expect(ask("figures", "Sisi\nQuqu")[0]).toMatch(/hat 6 reguläre Figuren: Geben Sie 6 Namen an/);
    expect(ask("secretName", "Duoduo")).toEqual(["Secret-Figur hat diesen Wert schon."]);
    expect(ask("secretOdds", "1,5")[0]).toMatch(/ganze Zahl/);
    expect(ask("release", "Juli 2024")[0]).toMatch(/JJJJ-MM/);
    expect(ask("sizeCm", "15", { key: "gibt-es-nicht" })).toEqual(["Die Serie „gibt-es-nicht“ gibt es im Katalog nicht."]);
    expect(ask("sizeCm", "16", { source: { ...popMart, published: "2027-01-01" } })[0]).toMatch(/in der Zukunft/);
  });
});

describe("the editing functions", () => {
  const probe = mkdtempSync(path.join(tmpdir(), "edit-import-"));
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it("load in a server module under Node's type stripping, without a bundler", () => {
    const module = path.join(root, "app/content/data/edit.ts");
    const output = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(module)}); console.log(Object.keys(m).sort().join(","));`,
      ],
      {
        cwd: probe,
        encoding: "utf8",
      },
    );
    expect(output.trim()).toBe(
      "addSeries,addShop,articlesStatingValue,articlesWithoutStaleMarker,correctFactValue,correctSeries,isAddedShop,reconfirmFact,removeShop",
    );
  });
});
