import { describe, expect, it } from "vitest";

import {
  blocksOf,
  factNumbers,
  forbiddenClaims,
  numbersIn,
  sectionsOf,
  sentencesOf,
  sharedShare,
} from "../../../../tests/support/draft-checks";
import { unknownWordsOf, wordsOf } from "../../../../tests/support/hunspell";
import { createArticle } from "./generator";
import { isOutline, researchProblems } from "./notes";
import { templateFor } from "./templates";
import { countWords } from "~/utils/text";
import { topicLists, topicListsByCategory } from "./topics";
import { type GeneratedArticle } from "../drafts/types";
import { type ArticleCategory, GENERAL_CATEGORY, hubCategories } from "~/domain/categories";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { parseKeyphrase } from "~/features/hub/analysis/keyphrase";
import { classifyLinks } from "~/features/hub/analysis/seo-checks";
import { readStructure } from "~/features/hub/analysis/structure";
import { titleWidthPx } from "~/features/hub/analysis/title-width";
import { splitWords, wordMatches } from "~/features/hub/analysis/words";
import { site } from "~/config/site";
import { factById, facts } from "~/content/facts";
import { seededRandom } from "./random.fixtures";

const now = new Date("2026-11-21T10:00:00.000Z");

type Case = { name: string; category: ArticleCategory; article: GeneratedArticle; custom?: string };

const listCases: Case[] = hubCategories.flatMap((category) =>
  topicListsByCategory(category).flatMap((list) =>
    topicLists[list].topics.map((topic) => ({
      name: `${topic.id} (${category})`,
      category,
      article: createArticle({ listTopic: topic.title, category }, { random: seededRandom(1), now }),
    })),
  ),
);

/** Own topics a brief covers (docs/decisions/0019): written from that brief, held to the same bar. */
const coveredTopics = ["Labubu Zähne zählen", "Lafufu erkennen", "Labubu Flohmarkt Wien", "Labubu zu Weihnachten schenken"];

/** Own topics no brief covers: umlauts, English, 300 characters, a single word, and one far from the site. */
const outlineTopics = [
  "Größe und Gewicht echter Labubu-Figuren prüfen",
  "How to spot a fake Labubu before you pay",
  `Worauf achten Sammler in Österreich, wenn sie eine Labubu gebraucht kaufen, den Preis vergleichen, die Verpackung prüfen und den Verkäufer nach Fotos fragen? ${"Dazu kommen Fragen zu Versand, Rückgabe und Echtheit. ".repeat(4)}`.slice(
    0,
    300,
  ),
  "Labubu",
  "Regalplanung für kleine Wohnungen",
];

const everyCategory: readonly ArticleCategory[] = [GENERAL_CATEGORY, ...hubCategories];

const customCases: Case[] = coveredTopics.flatMap((topic, index) =>
  everyCategory.flatMap((category) => {
    const article = createArticle({ customTopic: topic, category }, { random: seededRandom(index + 1), now });
    // A category whose template the covering brief cannot fill gets an outline (tested below).
    return isOutline(article) ? [] : [{ name: `covered ${index + 1} (${category})`, category, custom: topic, article }];
  }),
);

const outlineCases: Case[] = outlineTopics.flatMap((topic, index) =>
  everyCategory.map((category) => ({
    name: `outline ${index + 1} (${category})`,
    category,
    custom: topic,
    article: createArticle({ customTopic: topic, category }, { random: seededRandom(index + 1), now }),
  })),
);

const allCases = [...listCases, ...customCases];
const factWords = facts
  .flatMap((fact) => [fact.statement, ...fact.sources.map((source) => source.name)].flatMap(wordsOf))
  .flatMap((word) => [word, ...word.split("-")]);
const known = factNumbers();

function plainText(markdown: string): string {
  return blocksOf(markdown)
    .map((block) => block.text)
    .join("\n");
}

function containsAll(text: string, keyphrase: string): boolean {
  const words = splitWords(text);
  return parseKeyphrase(keyphrase).contentWords.every((key) => words.some((word) => wordMatches(key, word)));
}

describe("every draft", () => {
  it("covers all 38 list topics in every category that offers them", () => {
    expect(new Set(listCases.map((entry) => entry.name.split(" ")[0])).size).toBe(38);
    expect(listCases).toHaveLength(56);
    expect(outlineTopics[2]).toHaveLength(300);
    expect(customCases.length).toBeGreaterThanOrEqual(coveredTopics.length * 2);
  });

  it.each(allCases.map((entry) => [entry.name, entry] as const))(
    "%s: keyphrase in ≥ 3 sections, SEO gut, readability green",
    (_name, { article }) => {
      const sections = sectionsOf(article.content).filter((section) => containsAll(section, article.focusKeyphrase));
      expect(sections.length).toBeGreaterThanOrEqual(3);
      const analysis = analyzeDraft(article);
      const notGreen = [...analysis.seo.checks, ...analysis.readability.checks]
        .filter((check) => check.rating === "bad")
        .map((check) => check.message);
      expect(analysis.seo.band, notGreen.join("\n")).toBe("good");
      expect(analysis.readability.band, analysis.readability.checks.map((check) => check.message).join("\n")).toBe("good");
    },
  );

  it.each(allCases.map((entry) => [entry.name, entry] as const))(
    "%s: length from content, links, sources",
    (_name, { article, category, custom }) => {
      expect(article.wordCount).toBe(countWords(article.content));
      expect(article.wordCount).toBeGreaterThanOrEqual(templateFor(category).minWords);
      const links = readStructure(article.content).links;
      const kinds = classifyLinks(links, site.url, []);
      expect(kinds.internal).toBeGreaterThanOrEqual(1);
      expect(kinds.outbound).toBeGreaterThanOrEqual(1);
      const cited = new Set(article.sources.map((source) => source.url));
      for (const { href } of links) if (/^https?:/.test(href)) expect(cited, href).toContain(href);
      expect([...article.metaDescription].length).toBeGreaterThanOrEqual(121);
      expect([...article.metaDescription].length).toBeLessThanOrEqual(156);
      expect(containsAll(article.metaDescription, article.focusKeyphrase)).toBe(true);
      if (!custom) {
        expect(titleWidthPx(article.title)).toBeLessThanOrEqual(600);
        for (const keyword of article.keywords) expect(containsAll(plainText(article.content), keyword), keyword).toBe(true);
      }
    },
  );

  it.each(allCases.map((entry) => [entry.name, entry] as const))(
    "%s: no number outside the fact base, no forbidden claim",
    (_name, { article, custom }) => {
      const own = new Set(numbersIn(custom ?? ""));
      const text = [article.title, article.metaDescription, plainText(article.content)].join("\n");
      const strange = numbersIn(text).filter((number) => !known.has(number) && !own.has(number));
      expect(strange).toEqual([]);
      for (const claim of forbiddenClaims) expect(text.replace(custom ?? "\u0000", ""), String(claim)).not.toMatch(claim);
    },
  );
});

/** Words that state a fact of the fact base: a draft that uses them cites that fact's sources. */
const claims: readonly [RegExp, string[]][] = [
  [/linken Fuß/, ["authenticity-sole"]],
  [/grell/, ["authenticity-colours"]],
  [/holografisch|Hologramm/, ["authenticity-hologram"]],
  [/UV-Stempel/, ["authenticity-uv"]],
  [/Erstickungsgefahr|ersticken|Kleinteile/, ["safety-lafufu-cpsc", "safety-eu-safety-gate"]],
  [/Rücktritt/, ["legal-withdrawal-14-days", "legal-withdrawal-private-sales", "legal-withdrawal-how"]],
  [/Einfuhrumsatzsteuer/, ["import-vat-no-threshold", "import-vat-rate", "import-post-collects"]],
  [/Finanzpolizei/, ["vienna-fake-popup-stores"]],
  [/Watchlist Internet/, ["help-watchlist-internet", "help-watchlist-labubu-warning"]],
  [/Ombudsstelle/, ["help-internet-ombudsstelle"]],
];

describe("research outlines of own topics no brief covers", () => {
  const briefSentences = new Set(listCases.flatMap((entry) => sentencesOf(entry.article.content)));

  it.each(outlineCases.map((entry) => [entry.name, entry] as const))(
    "%s: marked „Recherche nötig“, no other topic's text, no quoted topic, not „gut“",
    (_name, { article, category, custom }) => {
      expect(isOutline(article)).toBe(true);
      expect(article.content.split("\n\n")[0]).toContain("Recherche nötig");
      const factSentences = new Set(facts.flatMap((fact) => sentencesOf(fact.statement)));
      expect(
        sentencesOf(article.content).filter((sentence) => briefSentences.has(sentence) && !factSentences.has(sentence)),
      ).toEqual([]);
      expect(article.content).not.toMatch(/„[^“]*“ geht es|widmet sich dem Thema/);
      const headings = blocksOf(article.content).filter((block) => block.kind === "heading");
      expect(headings).toHaveLength(templateFor(category).parts.length);
      for (const heading of headings) expect(heading.text).not.toMatch(/^„|“$/);
      expect(article.wordCount).toBe(countWords(article.content));
      expect(analyzeDraft(article).seo.band).not.toBe("good");
      const own = new Set(numbersIn(custom ?? ""));
      const text = [article.title, article.metaDescription, plainText(article.content)].join("\n");
      expect(numbersIn(text).filter((number) => !known.has(number) && !own.has(number))).toEqual([]);
      expect(researchProblems(article)[0]).toContain("Recherche-Gliederung");
    },
  );
});

describe("sources", () => {
  it.each(listCases.map((entry) => [entry.name, entry] as const))(
    "%s cites the fact behind each claim it makes",
    (_name, { article }) => {
      const text = plainText(article.content);
      const cited = new Set(article.sources.map((source) => source.url));
      for (const [pattern, ids] of claims) {
        if (!pattern.test(text)) continue;
        const backed = ids.some((id) => factById(id).sources.every((source) => cited.has(source.url)));
        expect(backed, `${String(pattern)} without ${ids.join(" or ")}`).toBe(true);
      }
    },
  );
});

describe("spelling", () => {
  it("knows every word of every draft (Hunspell de_AT or the project's allow-list of names)", () => {
    const unknown = unknownWordsOf(
      [...allCases, ...outlineCases].map(({ name, article, custom }) => ({
        id: name,
        texts: [article.title, article.metaDescription, plainText(article.content)],
        // The editor's own words are theirs to spell; an outline quotes the fact base's sentences as they are.
        exempt: new Set([
          ...(custom ? wordsOf(custom).flatMap((word) => [word, ...word.split("-")]) : []),
          ...(isOutline(article) ? factWords : []),
        ]),
      })),
    );
    expect(Object.fromEntries(unknown)).toEqual({});
  });
});

describe("duplicate content", () => {
  it.each(hubCategories.map((category) => [category] as const))(
    "two %s drafts on different topics share at most 20 % of their sentences",
    (category) => {
      const drafts = listCases
        .filter((entry) => entry.category === category)
        .map((entry) => ({ name: entry.name, sentences: sentencesOf(entry.article.content) }));
      const worst = { share: 0, pair: "" };
      for (let i = 0; i < drafts.length; i++)
        for (let j = i + 1; j < drafts.length; j++) {
          const share = sharedShare(drafts[i]!.sentences, drafts[j]!.sentences);
          if (share > worst.share) Object.assign(worst, { share, pair: `${drafts[i]!.name} / ${drafts[j]!.name}` });
        }
      expect(worst.share, worst.pair).toBeLessThanOrEqual(0.2);
    },
  );
});
