import { describe, expect, it } from "vitest";

import { type PagefindFragment, answersQuery, answersWord, sitePath, toSearchHit } from "./hits";
import { articleFragment, sectionFragment } from "./search.fixtures";

describe("toSearchHit", () => {
  it("takes title and section from the index's meta and builds its own excerpt from the plain text, without the title", () => {
    const hit = toSearchHit(articleFragment);
    // The text repeats the title at its top; the excerpt starts after it (docs/decisions/0063).
    expect(hit).toEqual({
      url: "/ratgeber/labubu-kaufen-in-wien",
      title: "Labubu kaufen in Wien: Shop, Zoll und Ihre Rechte",
      section: "Ratgeber · Lokale Inhalte",
      excerpt: [{ text: "Labubu kaufen in Wien und Österreich.", mark: false }],
    });
    // The index's own HTML excerpt is never used.
    expect(JSON.stringify(hit)).not.toContain("<img");
  });

  it("keeps a section's anchor", () => {
    expect(toSearchHit(sectionFragment)).toMatchObject({ url: "/#faq", title: "Häufige Fragen", section: "Startseite" });
  });

  it("falls back to the address when a page has no title, and to no section", () => {
    expect(toSearchHit({ url: "/serien/", content: "Text", meta: {} })).toMatchObject({
      url: "/serien",
      title: "/serien",
      section: "",
    });
  });
});

describe("sitePath", () => {
  it("gives the site's one address of a page: no origin, no trailing slash, the anchor kept", () => {
    expect(sitePath("/serien/")).toBe("/serien");
    expect(sitePath("http://127.0.0.1:4530/ratgeber/labubu-als-wertanlage/")).toBe("/ratgeber/labubu-als-wertanlage");
    expect(sitePath("/")).toBe("/");
    expect(sitePath("/#faq")).toBe("/#faq");
    expect(sitePath("/ratgeber/x/#quellen")).toBe("/ratgeber/x#quellen");
  });

  it("never turns an address into a script link", () => {
    expect(sitePath("javascript:alert(1)")).toBe("/");
    expect(sitePath("data:text/html,<b>x</b>")).toBe("/");
    expect(sitePath("//evil.example/x")).toBe("/x");
  });
});

describe("answersQuery: a hit answers what was searched", () => {
  const fragment = (content: string, locations: number[]): PagefindFragment => ({ url: "/x", content, meta: {}, locations });

  it("accepts inflected forms, umlauts written out, hyphenated compounds and short stems", () => {
    expect(answersWord("Fälschungen", "Fälschung,")).toBe(true);
    expect(answersWord("Faelschung", "Fälschung")).toBe(true);
    expect(answersWord("Strasse", "Straße")).toBe(true);
    expect(answersWord("Labubus", "Labubu-Serien")).toBe(true);
    expect(answersWord("Boxen", "Box")).toBe(true);
    expect(answersWord("UV", "UV-Stempel")).toBe(true);
  });

  it("refuses the one-letter beginning the index falls back to for a word it does not hold", () => {
    expect(answersWord("Zimomo", "z.")).toBe(false);
    expect(answersQuery("Zimomo", fragment("Schreiben Sie z. B. 1/72 oder keine", [2]))).toBe(false);
    // Every searched word needs its answer: "Labubu" alone does not answer "Labubu Zimomo".
    expect(answersQuery("Labubu Zimomo", fragment("Labubu z. B.", [0, 1]))).toBe(false);
    expect(answersQuery("Labubu Zoll", fragment("Labubu kaufen: Zoll und Steuer", [0, 2]))).toBe(true);
  });
});

describe("a catalogue hit", () => {
  it("opens the series that holds the most matches, titled by it", () => {
    const hit = toSearchHit({
      url: "/serien/",
      content: "Labubu-Serien Pin for Love Herzen Wacky Mart Supermarkt Wacky Mart Anhänger",
      meta: { title: "Labubu-Serien im Überblick", section: "Serienkatalog" },
      locations: [6, 7, 9, 10],
      sub_results: [
        { url: "/serien/", title: "Labubu-Serien im Überblick", locations: [] },
        { url: "/serien/#pin-for-love-title", title: "Pin for Love", locations: [] },
        { url: "/serien/#wacky-mart-title", title: "Wacky Mart", locations: [6, 7, 9, 10] },
      ],
      anchors: [
        { element: "h2", id: "pin-for-love-title", text: "Pin for Love", location: 2 },
        { element: "h2", id: "wacky-mart-title", text: "Wacky Mart", location: 6 },
      ],
    });
    expect(hit).toMatchObject({ url: "/serien#wacky-mart-title", title: "Wacky Mart", section: "Serienkatalog" });
  });

  it("opens the page where no series holds a match, and an article's hit always opens the article", () => {
    const parts = [{ url: "/x/#teil", title: "Teil", locations: [1] }];
    expect(toSearchHit({ url: "/serien/", content: "a b", meta: {}, sub_results: [] }).url).toBe("/serien");
    expect(toSearchHit({ url: "/ratgeber/x/", content: "a b", meta: {}, sub_results: parts }).url).toBe("/ratgeber/x");
  });
});
