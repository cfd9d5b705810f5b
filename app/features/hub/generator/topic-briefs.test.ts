import { describe, expect, it } from "vitest";

import {
  briefForTopic,
  briefSummaryFor,
  deriveKeyphrase,
  metaDescriptionFor,
  planFor,
  splitPublishedTopics,
} from "./topic-briefs";
import { createFactKit, writeProse } from "./fact-kit";
import { writeDraft } from "./generator";
import { missingParts, outlineFor, templateFor } from "./templates";
import { generalTemplateCopy, templateCopy } from "~/features/hub/copy/generator";
import { findTopic, topicGroupsFor, topicLists, topicListsByCategory, type TopicListId } from "./topics";
import { type ArticleCategory, GENERAL_CATEGORY, hubCategories } from "~/domain/categories";
import { briefsByList } from "~/features/hub/copy/briefs";
import type { TopicBrief } from "~/features/hub/copy/briefs/types";
import { ownWords, proseOf, proseText } from "~/features/hub/copy/briefs/brief-schema";
import { factById } from "~/content/facts";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { keyphraseKey, parseKeyphrase } from "~/features/hub/analysis/keyphrase";
import { checkKeyphraseInTitle } from "~/features/hub/analysis/seo-checks";

const lists = Object.keys(topicLists) as TopicListId[];
const briefs: TopicBrief[] = Object.values(briefsByList).flat();
const allBriefs: TopicBrief[] = briefs;
const everyCategory: readonly ArticleCategory[] = [GENERAL_CATEGORY, ...hubCategories];

/** The categories that offer a list (guides → Authentizität + Investment, …). */
function categoriesOffering(list: TopicListId): ArticleCategory[] {
  return hubCategories.filter((category) => topicListsByCategory(category).includes(list));
}

describe("topic briefs", () => {
  it("exist for all 38 list topics, one each, in list order", () => {
    for (const list of lists)
      expect(briefsByList[list].map((brief) => brief.topicId)).toEqual(topicLists[list].topics.map((topic) => topic.id));
  });

  it("each have a focus keyphrase of 1–4 content words, unique across all briefs", () => {
    for (const brief of allBriefs) {
      const words = parseKeyphrase(brief.focusKeyphrase).contentWords.length;
      expect(words, brief.topicId).toBeGreaterThanOrEqual(1);
      expect(words, brief.topicId).toBeLessThanOrEqual(4);
    }
    const keys = allBriefs.map((brief) => keyphraseKey(brief.focusKeyphrase));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("each have 2–4 related keywords other than the keyphrase", () => {
    for (const brief of allBriefs) {
      expect(brief.keywords.length, brief.topicId).toBeGreaterThanOrEqual(2);
      expect(brief.keywords.length, brief.topicId).toBeLessThanOrEqual(4);
      const keys = brief.keywords.map(keyphraseKey);
      expect(keys, brief.topicId).not.toContain(keyphraseKey(brief.focusKeyphrase));
      expect(new Set(keys).size, brief.topicId).toBe(keys.length);
    }
  });

  it("each start the SEO title with the exact keyphrase", () => {
    for (const brief of briefs)
      expect(checkKeyphraseInTitle(parseKeyphrase(brief.focusKeyphrase), brief.seoTitle).score, brief.topicId).toBe(9);
  });

  it("each carry the parts of every category that offers their list, and at least two sections", () => {
    for (const list of lists)
      for (const brief of briefsByList[list]) {
        expect(brief.sections.length).toBeGreaterThanOrEqual(2);
        for (const category of categoriesOffering(list))
          expect(missingParts(brief, category), `${brief.topicId} ${category}`).toEqual([]);
      }
  });

  it("declare existing facts and state every one of them in some category", () => {
    const draftsOf = (brief: TopicBrief, list: TopicListId | undefined) =>
      (list ? categoriesOffering(list) : everyCategory).map((category) =>
        writeDraft({ kind: "brief", brief, title: brief.seoTitle, basedOn: undefined, custom: false }, category, "1"),
      );
    for (const list of lists)
      for (const brief of briefsByList[list]) {
        for (const id of brief.facts) expect(() => factById(id)).not.toThrow();
        expect(new Set(brief.facts).size).toBe(brief.facts.length);
        const cited = new Set(draftsOf(brief, list).flatMap((draft) => draft.sources.map((source) => source.url)));
        for (const id of brief.facts)
          expect(
            factById(id).sources.some((source) => cited.has(source.url)),
            `${brief.topicId}: ${id} is declared but never stated`,
          ).toBe(true);
      }
  });

  it("write figures only through the fact base: no digit in any words of their own", () => {
    for (const brief of allBriefs) {
      const texts = [
        brief.seoTitle,
        ...proseOf(brief).map(({ prose }) => ownWords(proseText(prose))),
        ...[...brief.sections, brief.conclusion, ...(brief.local ? [brief.local] : [])].map((section) => section.heading),
        ...[brief.steps, brief.mistakes].flatMap((part) => (part ? [part.heading, ...part.items.map((item) => item.label)] : [])),
        ...(brief.prosCons
          ? [brief.prosCons.heading, ...[...brief.prosCons.pros, ...brief.prosCons.cons].map((item) => item.label)]
          : []),
      ];
      for (const text of texts) expect(text, brief.topicId).not.toMatch(/\d|\$\{/);
    }
  });
});

describe("the fact kit", () => {
  it("states a fact only in its own words and records the facts used", () => {
    const { kit, used } = createFactKit(["authenticity-teeth", "record-auction-2025", "legal-withdrawal-14-days"], "2026-11-26");
    expect(writeProse("Zählen Sie nach. {claim:authenticity-teeth/originale-labubus-haben}", kit)).toBe(
      `Zählen Sie nach. ${factById("authenticity-teeth").wordings![1]}`,
    );
    expect(kit.claim("record-auction-2025")).toBe(factById("record-auction-2025").statement);
    expect(kit.source("legal-withdrawal-14-days")).toMatch(/^\[Arbeiterkammer Wien \(APA-OTS\)\]\(https:\/\//);
    expect(used().map((fact) => fact.id)).toEqual(["authenticity-teeth", "record-auction-2025", "legal-withdrawal-14-days"]);
  });

  it("puts the Stand of a fact a re-check could not confirm, or of one past its twelve months, where a text first states it", () => {
    const { kit } = createFactKit(["price-official-shop-austria", "legal-withdrawal-14-days"], "2026-11-26");
    expect(kit.claim("price-official-shop-austria", "laut-kurier-kosteten").replace(/\s/gu, " ")).toBe(
      "Laut Kurier kosteten Labubu-Anhänger im offiziellen Pop-Mart-Webshop ab etwa € 19 (Stand Juli 2025 – nicht neu bestätigt).",
    );
    // Fresh on the day of the re-check; a year and a month later the same wording carries its Stand.
    expect(kit.claim("legal-withdrawal-14-days", "online-kaeufen-unternehmen")).not.toContain("Stand");
    const later = createFactKit(["legal-withdrawal-14-days"], "2027-02-01");
    const [first, second] = splitSentences(later.kit.claim("legal-withdrawal-14-days"));
    expect(first).toMatch(/\(Stand 29\. Dezember 2025\)\.$/);
    expect(second).not.toContain("Stand");
    // Once per text (docs/decisions/0043): a later statement goes without; a text read apart marks it again.
    expect(later.kit.claim("legal-withdrawal-14-days", "online-kaeufen-unternehmen")).not.toContain("Stand");
    expect(later.apart().claim("legal-withdrawal-14-days", "online-kaeufen-unternehmen")).toMatch(
      /\(Stand 29\. Dezember 2025\)\.$/,
    );
  });

  it("refuses a fact the brief did not declare, a wording the fact does not have, and use() of a current fact", () => {
    const { kit } = createFactKit(["authenticity-teeth", "authenticity-hologram"], "2026-11-26");
    expect(() => kit.use("record-auction-2025")).toThrow(/not declared/);
    expect(() => kit.claim("authenticity-teeth", "gibt-es-nicht")).toThrow(/no wording gibt-es-nicht/);
    expect(() => kit.use("authenticity-hologram")).toThrow(/is current/);
  });
});

/** The template's part names in order, as the category's copy names them. */
function structureFor(category: ArticleCategory): string[] {
  const roles: Partial<Record<string, string>> =
    category === GENERAL_CATEGORY ? generalTemplateCopy.roles : templateCopy[category].roles;
  return templateFor(category).parts.flatMap((part) => roles[part] ?? []);
}

describe("templates", () => {
  it("order the parts per category and name none that asks for first-hand experience", () => {
    expect(structureFor("guides")).toEqual([
      "Grundlagen",
      "Schritt für Schritt",
      "Im Detail",
      "Häufige Fehler vermeiden",
      "Fazit",
    ]);
    expect(structureFor("reviews")).toEqual(["Worum es geht", "Merkmale und Preis im Detail", "Stärken und Grenzen", "Fazit"]);
    expect(structureFor("lokal")).toEqual(["Sammeln in Österreich", "Im Detail", "Vor Ort in Wien und Österreich", "Fazit"]);
    expect(structureFor(GENERAL_CATEGORY)).toEqual(["Hintergrund", "Im Detail", "Fazit"]);
    const all = hubCategories.flatMap((category) => structureFor(category)).join(" ");
    expect(all).not.toMatch(/Erster Eindruck|Community|Treffen|Tipps von erfahrenen/);
  });

  it("give each category its own minimum length", () => {
    expect([...hubCategories, GENERAL_CATEGORY].map((category) => templateFor(category as ArticleCategory).minWords)).toEqual([
      800, 600, 1000, 600,
    ]);
  });

  it("outline a brief with its own headings in the category's order", () => {
    const brief = briefForTopic("authentizitaet-1")!;
    expect(outlineFor(brief, "guides")).toEqual([
      brief.sections[0]!.heading,
      brief.steps!.heading,
      ...brief.sections.slice(1).map((section) => section.heading),
      brief.mistakes!.heading,
      brief.conclusion.heading,
    ]);
    expect(outlineFor(brief, "reviews")).toEqual([
      ...brief.sections.map((section) => section.heading),
      brief.prosCons!.heading,
      brief.conclusion.heading,
    ]);
  });
});

describe("custom topics", () => {
  it("derive the keyphrase from the content words: stop words dropped, ß/ss and umlauts folded, at most four", () => {
    expect(deriveKeyphrase("Größe und Gewicht echter Labubu-Figuren prüfen")).toBe("Größe Gewicht echter Labubu-Figuren");
    expect(deriveKeyphrase("How to spot a fake Labubu before you pay")).toBe("spot fake Labubu pay");
    expect(deriveKeyphrase("Straße oder Strasse: Labubu in der Mariahilfer Strasse")).toBe("Straße Labubu Mariahilfer");
    expect(deriveKeyphrase("Zähne, zaehne und ZÄHNE")).toBe("Zähne");
    expect(deriveKeyphrase("und oder aber")).toBe("und oder aber");
  });

  it("read only the head of a very long topic", () => {
    const topic = `Labubu ${"x".repeat(200)} ${"Wien ".repeat(20_000)}`;
    const started = performance.now();
    expect(deriveKeyphrase(topic)).toBe("Labubu");
    expect(planFor({ customTopic: topic, category: "guides" })?.kind).toBe("outline");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("get a meta description of 121–156 characters that starts with the keyphrase", () => {
    for (const keyphrase of ["Labubu", "Größe Gewicht echter Labubu-Figuren", "a".repeat(60)]) {
      const description = metaDescriptionFor(keyphrase);
      expect([...description].length, keyphrase).toBeGreaterThanOrEqual(121);
      expect([...description].length, keyphrase).toBeLessThanOrEqual(156);
      expect(description.startsWith(`${keyphrase}: `)).toBe(true);
    }
    expect([...metaDescriptionFor("b".repeat(300))].length).toBeLessThanOrEqual(156);
  });
});

describe("brief summaries", () => {
  it("give a language model or an editor the outline, keyphrase, keywords, length and sourced facts of a draft", () => {
    const summary = briefSummaryFor({ listTopic: "QR-Code auf der Verpackung richtig prüfen", category: "reviews" })!;
    const brief = briefForTopic("authentizitaet-3")!;
    expect(summary.title).toBe(brief.seoTitle);
    expect(summary.outline).toEqual(outlineFor(brief, "reviews"));
    expect(summary.focusKeyphrase).toBe("Labubu QR-Code");
    expect(summary.relatedKeywords).toEqual(brief.keywords);
    expect(summary.minWords).toBe(600);
    expect(summary.facts.map((fact) => fact.id)).toEqual(brief.facts);
    for (const fact of summary.facts) expect(fact.sources.length).toBeGreaterThan(0);
    expect(summary.research).toBe(false);
    // An own topic no brief covers: the outline's headings, and only the editor's notes as facts.
    const note = { id: "1", statement: "Eine Aussage mit Quelle.", url: "https://example.org/quelle", asOf: "2026-10-01" };
    const own = briefSummaryFor({ customTopic: "Labubu im Regal", category: "allgemein", notes: [note] })!;
    expect(own.outline.at(-1)).toBe("Fazit: Labubu im Regal");
    expect(own.research).toBe(true);
    expect(own.facts).toEqual([
      { id: "note-1", statement: note.statement, sources: [{ name: "example.org", url: note.url }], asOf: note.asOf },
    ]);
    expect(briefSummaryFor({ category: "guides" })).toBeUndefined();
  });
});

describe("new topics only (docs/decisions/0035)", () => {
  it("takes list topics a published article covers out of the offer and names the article for revision", () => {
    const wertanlage = { slug: "labubu-als-wertanlage", title: "Labubu als Wertanlage", focusKeyphrase: "labubu als WERTANLAGE" };
    const unrelated = {
      slug: "labubu-faelschung-erkennen",
      title: "Fälschung erkennen",
      focusKeyphrase: "Labubu Fälschung erkennen",
    };
    const { groups, published } = splitPublishedTopics(topicGroupsFor("guides"), [wertanlage, unrelated]);
    const offered = groups.flatMap((group) => group.topics.map((topic) => topic.id));
    expect(offered).not.toContain("investment-1");
    expect(offered).toContain("investment-2");
    expect(offered).toHaveLength(19);
    expect(published).toEqual([{ topic: findTopic("investment-1"), article: wertanlage }]);
  });
});
