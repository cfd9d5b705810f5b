import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

import type { Tokens } from "marked";
import { describe, expect, it } from "vitest";

import { articlesDirectory, readArticleFolder } from "./load";
import { inlineText, lexMarkdown, linksOf, plainText } from "./markdown";
import { findPublishedArticle, loadArticle, publishedArticles } from "./published";
import { countWords } from "~/lib/hub/text";

/**
 * The editorial bar every published article meets (issue 10): length, the focus keyphrase where
 * readers and search engines look, short sentences and paragraphs, transitions, sources linked in
 * the text, and German spelling. The numbers follow notes/hub-engine.md.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const articles = readArticleFolder(articlesDirectory(root, {}));
const allowList = new Set(
  readFileSync(path.join(root, "tests/fixtures/hunspell-allow.txt"), "utf8")
    .split("\n")
    .filter((line) => line && !line.startsWith("#")),
);
const hasHunspell = spawnSync("hunspell", ["-D"], { input: "", encoding: "utf8" }).stderr?.includes("de_AT") ?? false;

const TRANSITIONS = [
  "aber",
  "allerdings",
  "also",
  "anschließend",
  "außerdem",
  "bevor",
  "dabei",
  "dafür",
  "dagegen",
  "daher",
  "danach",
  "dann",
  "denn",
  "dennoch",
  "deshalb",
  "ebenso",
  "falls",
  "jedoch",
  "nämlich",
  "schließlich",
  "sobald",
  "sonst",
  "stattdessen",
  "trotzdem",
  "weil",
  "wenn",
  "zudem",
  "zuerst",
  "zum beispiel",
  "zum schluss",
  "darüber hinaus",
  "vor allem",
  "als nächstes",
  "im zweifel",
];

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.-]*/gu) ?? [];
/** Sentences end at . ! ? or a colon before a list; list items count as sentences of their own. */
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?:])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => countWords(sentence) > 0);

for (const { frontMatter, body } of articles) {
  describe(`article ${frontMatter.slug}`, () => {
    const tokens = lexMarkdown(body);
    const text = plainText(tokens);
    const wordCount = countWords(text);
    const all = sentences(text);
    const keyphrase = words(frontMatter.focusKeyphrase);
    const hasKeyphrase = (sentence: string) => keyphrase.every((word) => words(sentence).includes(word));

    it("is at least 800 words long and written for the reader (Sie-form)", () => {
      expect(wordCount).toBeGreaterThanOrEqual(800);
      expect(words(text).filter((word) => word === "sie" || word === "ihre" || word === "ihr").length).toBeGreaterThan(20);
      expect(text).not.toMatch(/\b(du|dich|dein|deine)\b/i);
    });

    it("puts the focus keyphrase at the start of the title, in the first paragraph, slug and description", () => {
      expect(frontMatter.title.toLowerCase().startsWith(frontMatter.focusKeyphrase.toLowerCase())).toBe(true);
      const firstParagraph = tokens.find((token) => token.type === "paragraph") as Tokens.Paragraph;
      expect(sentences(inlineText(firstParagraph.tokens)).some(hasKeyphrase)).toBe(true);
      for (const word of keyphrase)
        expect(frontMatter.slug).toContain(word.replace("ä", "ae").replace("ö", "oe").replace("ü", "ue"));
      expect(frontMatter.description.length).toBeGreaterThanOrEqual(121);
      expect(frontMatter.description.length).toBeLessThanOrEqual(156);
      expect(hasKeyphrase(frontMatter.description)).toBe(true);
    });

    it("uses the keyphrase in 30–75 % of the H2s and at a density of 0.5–3 %", () => {
      const h2 = tokens.filter((token): token is Tokens.Heading => token.type === "heading" && token.depth === 2);
      const withKeyphrase = h2.filter((heading) => {
        const headingWords = words(heading.text);
        return keyphrase.filter((word) => headingWords.includes(word)).length >= keyphrase.length / 2;
      });
      const share = withKeyphrase.length / h2.length;
      expect(share).toBeGreaterThanOrEqual(0.3);
      expect(share).toBeLessThanOrEqual(0.75);
      const density = (all.filter(hasKeyphrase).length / wordCount) * 100;
      expect(density).toBeGreaterThanOrEqual(0.5);
      expect(density).toBeLessThanOrEqual(3);
    });

    it("reads easily: short sentences, paragraphs ≤ 150 words, sections ≤ 300 words, transitions in ≥ 30 %", () => {
      const long = all.filter((sentence) => countWords(sentence) > 20);
      expect(long.length / all.length).toBeLessThanOrEqual(0.1);
      for (const token of tokens)
        if (token.type === "paragraph") expect(countWords(inlineText(token.tokens ?? []))).toBeLessThanOrEqual(150);
      const sections = body.split(/^## /m).map((section) => countWords(plainText(section)));
      expect(Math.max(...sections)).toBeLessThanOrEqual(300);
      const withTransition = all.filter((sentence) => {
        const lower = ` ${words(sentence).join(" ")} `;
        return TRANSITIONS.some((transition) => lower.includes(` ${transition} `));
      });
      expect(withTransition.length / all.length).toBeGreaterThanOrEqual(0.3);
      const passive = all.filter((sentence) => /\b(wird|werden|wurde|wurden|worden)\b/i.test(sentence));
      expect(passive.length / all.length).toBeLessThanOrEqual(0.1);
    });

    it("links every source in the text and at least one page of this site", () => {
      const links = linksOf(tokens);
      const hrefs = links.map((link) => link.href);
      for (const source of frontMatter.sources) expect(hrefs, source.name).toContain(new URL(source.url).href);
      expect(links.filter((link) => link.kind === "internal").length).toBeGreaterThanOrEqual(1);
    });

    it.skipIf(!hasHunspell)("has every word in the de_AT dictionary (names in tests/fixtures/hunspell-allow.txt)", () => {
      const result = spawnSync("hunspell", ["-d", "de_AT", "-l"], {
        // Sentence-final full stops would make hunspell read "Mart." as an abbreviation.
        input: `${frontMatter.title}\n${frontMatter.description}\n${text}`.replace(/\.(?=\s|$)/g, " "),
        encoding: "utf8",
      });
      const unknown = [...new Set(result.stdout.split("\n").filter((word) => word && !allowList.has(word)))];
      expect(unknown).toEqual([]);
    });
  });
}

describe("published articles (the index the site and the hub import)", () => {
  it("holds every article of the folder, newest first, without bodies", () => {
    expect(publishedArticles.map((article) => article.slug).sort()).toEqual(articles.map((a) => a.frontMatter.slug).sort());
    const dates = publishedArticles.map((article) => article.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of publishedArticles) expect(article).not.toHaveProperty("body");
  });

  it("loads one full article by slug and nothing for an unknown slug", async () => {
    const first = publishedArticles[0]!;
    const article = await loadArticle(first.slug);
    expect(article?.frontMatter.title).toBe(first.title);
    expect(countWords(plainText(article!.body))).toBe(first.wordCount);
    expect(await loadArticle("gibt-es-nicht")).toBeNull();
    expect(await loadArticle("__proto__")).toBeNull();
    expect(findPublishedArticle("constructor")).toBeUndefined();
  });
});
