import path from "node:path";

import { describe, expect, it } from "vitest";

import { blocksOf, factNumbers, factPhrases, forbiddenClaims, numbersIn } from "../../../tests/support/draft-checks";
import { unknownWordsOf } from "../../../tests/support/hunspell";
import { articlesDirectory, readArticleFolder } from "./load.server";
import { lexMarkdown, linksOf, plainText } from "./markdown";
import { articleMarkdown, findPublishedArticle, publishedArticles } from "./published.server";
import { articleCategories } from "~/domain/categories";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { checkClaims, draftClaimIndex } from "~/features/hub/analysis/claims";
import { splitSentences } from "~/features/hub/analysis/sentences";
import { buildTextModel } from "~/features/hub/analysis/text-model";
import { recheckDay } from "~/content/facts/recheck";
import { keyphraseKey } from "~/features/hub/analysis/keyphrase";
import { countWords } from "~/utils/text";
import { sitePages } from "~/features/crawlers/site-pages";
import { factById, facts as factBase, seriesKeys, sources } from "~/content/facts";
import { sectionIntros } from "~/features/landing/copy/sections";

/**
 * The editorial bar every published article meets: the hub's own analysis rates it SEO
 * "gut" and readability green, every word is German as the Austrian dictionary knows it, and it is
 * written from the fact base: every number is a figure of the facts it draws on, and every source of
 * those facts is listed in the front matter and linked in the text.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const articles = readArticleFolder(articlesDirectory(root, {}));

/**
 * The facts of app/content/facts each article states, where its author listed them: the test then
 * checks its numbers against these facts and that it cites every source of each. An article without a
 * line here (e.g. one exported from the hub) draws on the facts its cited sources back: its numbers
 * must be figures of those facts.
 */
const factsOf: Record<string, readonly string[]> = {
  "labubu-faelschung-erkennen": [
    "safety-lafufu-cpsc",
    "safety-uk-trading-standards",
    "authenticity-teeth",
    "authenticity-colours",
    "authenticity-sole",
    "authenticity-uv",
    "authenticity-hologram",
    "authenticity-qr",
    "authenticity-official-domain",
    "authenticity-logo",
    "price-austria-warning-threshold",
    "authenticity-discount",
    "vienna-classifieds",
    "help-watchlist-labubu-warning",
    "help-internet-ombudsstelle",
  ],
  "labubu-big-into-energy": [
    "series-big-into-energy",
    "price-big-into-energy-asia",
    "secret-odds-typical",
    "series-have-a-seat",
    "blindbox-expected-boxes-six",
    "price-official-shop-austria",
    "import-duty-threshold",
    "authenticity-teeth",
    "authenticity-colours",
    "authenticity-hologram",
    "authenticity-qr",
    "authenticity-discount",
    "authenticity-official-domain",
  ],
  "labubu-kaufen-in-wien": [
    "shop-official-austria",
    "authenticity-official-domain",
    "price-official-shop-austria",
    "price-austria-warning-threshold",
    "vienna-fake-popup-stores",
    "vienna-shop-named-2025",
    "vienna-labubu-store-closed",
    "vienna-classifieds",
    "import-vat-no-threshold",
    "import-duty-threshold",
    "legal-withdrawal-14-days",
    "legal-exchange-goodwill",
    "legal-warranty-two-years",
    "legal-withdrawal-private-sales",
    "legal-private-sale-warranty",
    "help-watchlist-labubu-warning",
    "help-internet-ombudsstelle",
  ],
  "labubu-als-wertanlage": [
    "record-auction-2025",
    "price-official-shop-austria",
    "price-austria-warning-threshold",
    "background-2024-surge",
    "market-monsters-revenue-2024",
    "market-monsters-revenue-h1-2025",
    "background-pop-mart-licence",
    "secret-odds-typical",
    "blindbox-expected-boxes-six",
    "safety-lafufu-cpsc",
    "vienna-classifieds",
    "help-watchlist-labubu-warning",
    "legal-withdrawal-private-sales",
    "legal-private-sale-warranty",
  ],
};

/** URLs as links resolve them ("https://host" and "https://host/" are one page). */
const normal = (url: string) => new URL(url).href;
const factSourceUrls = new Set(Object.values(sources).map((source) => normal(source.url)));
const sitePaths = new Set(sitePages(publishedArticles()).map((page) => page.path));
/** The section anchors other pages link to: the landing page's sections and the catalogue's series. */
const anchorsOf: Record<string, ReadonlySet<string>> = {
  "/": new Set(Object.values(sectionIntros).map((section) => section.id)),
  "/serien": new Set(seriesKeys),
};

/** Running text and headings as a reader sees them, one block per line. */
function readerText(markdown: string): string {
  return blocksOf(markdown)
    .map((block) => block.text)
    .join("\n");
}

describe.each(articles.map((article) => [article.frontMatter.slug, article] as const))(
  "article %s",
  (slug, { frontMatter, body }) => {
    const text = readerText(body);
    const visible = [frontMatter.title, frontMatter.description, text].join("\n");
    const links = linksOf(lexMarkdown(body));
    const cited = new Set(frontMatter.sources.map((source) => normal(source.url)));
    const declared = factsOf[slug];
    const facts = declared
      ? declared.map(factById)
      : factBase.filter((fact) => fact.sources.some((source) => cited.has(normal(source.url))));

    it("scores SEO „gut“ and readability green in the hub's analysis, Flesch reading ease 60 or more", () => {
      const others = articles.filter((other) => other.frontMatter.slug !== slug).map((other) => other.frontMatter.focusKeyphrase);
      const analysis = analyzeDraft(
        {
          title: frontMatter.title,
          slug: frontMatter.slug,
          metaDescription: frontMatter.description,
          focusKeyphrase: frontMatter.focusKeyphrase,
          content: body,
        },
        { otherKeyphrases: others },
      );
      const problems = (checks: readonly { rating: string; message: string }[]) =>
        checks
          .filter((check) => check.rating !== "good")
          .map((check) => check.message)
          .join("\n");
      expect(analysis.seo.band, problems(analysis.seo.checks)).toBe("good");
      expect(analysis.readability.band, problems(analysis.readability.checks)).toBe("good");
      expect(analysis.readability.fleschReadingEase).toBeGreaterThanOrEqual(60);
      expect(analysis.seo.checks.find((check) => check.id === "previouslyUsedKeyphrase")?.rating).toBe("good");
    });

    it("is at least 800 words long, speaks to the reader as „Sie“, and has a description of 121–156 characters", () => {
      expect(countWords(plainText(body))).toBeGreaterThanOrEqual(800);
      expect(text.match(/\b(Sie|Ihnen|Ihre?[mnrs]?)\b/g)?.length ?? 0).toBeGreaterThan(20);
      expect([...frontMatter.description].length).toBeGreaterThanOrEqual(121);
      expect([...frontMatter.description].length).toBeLessThanOrEqual(156);
    });

    it("draws on facts of the fact base (listed in factsOf above, or backed by the sources it cites)", () => {
      expect(facts.length, `Cite the fact base's sources of the facts "${slug}" states`).toBeGreaterThan(0);
    });

    it("states no number outside those facts and no first-hand claim", () => {
      const known = factNumbers(facts);
      expect(numbersIn(visible).filter((number) => !known.has(number))).toEqual([]);
      for (const claim of forbiddenClaims) expect(visible, String(claim)).not.toMatch(claim);
    });

    it("lists the sources of its facts, only pages of the fact base, and links each of them in the text", () => {
      for (const fact of declared ? facts : [])
        for (const source of fact.sources) expect(cited, `${fact.id}: ${source.url}`).toContain(normal(source.url));
      for (const url of cited) expect(factSourceUrls, url).toContain(url);
      const outbound = links.filter((link) => link.kind === "external").map((link) => link.href);
      expect(new Set(outbound)).toEqual(cited);
    });

    it("states every number, date, price, legal rule and shop status in its fact's own words, with the Stand where the fact needs it", () => {
      const sentences = [
        ...splitSentences(frontMatter.description),
        ...buildTextModel(body).prose.map((sentence) => sentence.text),
      ];
      const findings = checkClaims(sentences, draftClaimIndex([], recheckDay));
      const problems = findings
        .filter((finding) => finding.kind !== "backed")
        .map((finding) => `${finding.kind}${"basis" in finding ? ` (${finding.basis.id})` : ""}: ${finding.sentence}`);
      expect(problems).toEqual([]);
      const backedBy = new Map(
        findings.flatMap((finding) =>
          finding.kind === "backed" ? [[finding.sentence, finding.bases.map((basis) => basis.id)] as const] : [],
        ),
      );
      const paraphrases = sentences.flatMap((sentence) =>
        factPhrases
          .filter(([pattern, ids]) => pattern.test(sentence) && !ids.some((id) => backedBy.get(sentence)?.includes(id)))
          .map(([pattern]) => `${String(pattern)}: ${sentence}`),
      );
      expect(paraphrases).toEqual([]);
    });

    it("links at least one page of this site, and only pages and sections that exist", () => {
      const internal = links.filter((link) => link.kind === "internal").map((link) => link.href);
      expect(internal.length).toBeGreaterThanOrEqual(1);
      for (const href of internal) {
        const [pathname = "", anchor] = href.split("#");
        expect(sitePaths, href).toContain(pathname);
        if (anchor !== undefined) expect(anchorsOf[pathname] ?? new Set(), href).toContain(anchor);
      }
    });

    it("has every word in the de_AT dictionary (names in tests/fixtures/hunspell-allow.txt)", () => {
      const unknown = unknownWordsOf([{ id: slug, texts: [visible, ...frontMatter.keywords] }]);
      expect(unknown.get(slug) ?? []).toEqual([]);
    });
  },
);

describe("the published articles together", () => {
  it("cover every category, the investment topic among them, with four distinct focus keyphrases", () => {
    expect(articles.length).toBeGreaterThanOrEqual(4);
    expect(new Set(articles.map((article) => article.frontMatter.category))).toEqual(new Set(articleCategories));
    expect(articles.some((article) => /Wertanlage|Investment/i.test(article.frontMatter.focusKeyphrase))).toBe(true);
    const keys = articles.map((article) => keyphraseKey(article.frontMatter.focusKeyphrase));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("published articles (the build-time index of the loaders)", () => {
  it("holds every article of the folder, newest first, without bodies", () => {
    const published = publishedArticles();
    expect(published.map((article) => article.slug).sort()).toEqual(articles.map((a) => a.frontMatter.slug).sort());
    const dates = published.map((article) => article.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of published) expect(article).not.toHaveProperty("body");
  });

  it("gives one article's body by slug and nothing for an unknown slug", () => {
    const first = publishedArticles()[0]!;
    expect(countWords(plainText(articleMarkdown(first.slug)!))).toBe(first.wordCount);
    expect(articleMarkdown("gibt-es-nicht")).toBeUndefined();
    expect(articleMarkdown("__proto__")).toBeUndefined();
    expect(findPublishedArticle("constructor")).toBeUndefined();
  });
});
