import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

import { ArticlePage } from "./article-page";
import type { ArticlePageData, ArticleView } from "./article-pages";

// Rendering the page starts the lazy import of the article's renderer (article-body.tsx). Loaded here
// first, that import resolves from the module cache instead of loading modules after this file ends,
// when the next file of the shared worker already runs.
beforeAll(async () => {
  await import("./article-markdown");
});

const article: ArticleView = {
  slug: "beispiel",
  path: "/ratgeber/beispiel",
  title: "Beispielartikel über Labubu",
  description: "Eine Beschreibung des Beispielartikels.",
  category: "guides",
  categoryLabel: "Sammler-Guides",
  datePublished: "2026-01-31",
  dateModified: "2026-01-31",
  datePublishedLabel: "31. Jänner 2026",
  dateModifiedLabel: "31. Jänner 2026",
  readingMinutes: 4,
  focusKeyphrase: "Beispiel",
  keywords: [],
  wordCount: 800,
  headings: [
    { id: "eins", text: "Eins" },
    { id: "zwei", text: "Zwei" },
  ],
  sources: [{ label: "Quelle", url: "https://www.example.org/quelle" }],
  hasMarketplaceLink: false,
};

const crumbs = [
  { name: "Startseite", path: "/" },
  { name: "Ratgeber", path: "/ratgeber" },
  { name: "Sammler-Guides", path: "/ratgeber/kategorie/guides" },
  { name: article.title, path: article.path },
];

const render = (data: Partial<ArticleView>, related: ArticlePageData["related"] = []) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ArticlePage data={{ article: { ...article, ...data }, related, head: [], crumbs }} />
    </MemoryRouter>,
  );

describe("ArticlePage", () => {
  it("shows the dates in Austrian German, Jänner included, and the reading time", () => {
    const html = render({ dateModified: "2026-02-03", dateModifiedLabel: "3. Februar 2026" });
    expect(html).toContain('<time dateTime="2026-01-31">31. Jänner 2026</time>');
    expect(html).toContain('<time dateTime="2026-02-03">3. Februar 2026</time>');
    expect(html).toContain("4 Minuten Lesezeit");
    // Never changed: no second date.
    expect(render({}).match(/<time /g)).toHaveLength(1);
  });

  it("has a table of contents from three H2 sections on", () => {
    expect(render({})).not.toContain('aria-labelledby="article_toc"');
    const html = render({ headings: [...article.headings, { id: "drei", text: "Drei" }] });
    expect(html).toContain('aria-labelledby="article_toc"');
    expect(html).toContain('<a href="#drei"');
  });

  it("shows the affiliate notice only when the text links to the marketplace", () => {
    expect(render({})).not.toContain("Hinweis zu Partnerlinks");
    const html = render({ hasMarketplaceLink: true });
    expect(html).toContain("Hinweis zu Partnerlinks");
    expect(html).toContain("Als Amazon-Partner verdienen wir an qualifizierten Verkäufen.");
  });

  it("shows the breadcrumb trail with the article itself as the current page", () => {
    const html = render({});
    expect(html).toMatch(/<a [^>]*href="\/ratgeber\/kategorie\/guides"[^>]*>Sammler-Guides<\/a><\/li>/);
    expect(html).toContain('<span aria-current="page" class="font-semibold text-ink">Beispielartikel über Labubu</span>');
  });

  it("lists the sources as external links, related articles only when there are some", () => {
    const html = render({});
    expect(html).toContain('<a href="https://www.example.org/quelle" rel="noopener noreferrer"');
    expect(html).toContain("(example.org)");
    expect(html).not.toContain("Weitere Artikel");
    const withRelated = render({}, [{ ...article, path: "/ratgeber/anderer", title: "Anderer Artikel" }]);
    expect(withRelated).toContain("Weitere Artikel");
    expect(withRelated).toContain('href="/ratgeber/anderer"');
    // The cards' icons are drawn once per list and referenced: every reference names a symbol of the page.
    const references = [...withRelated.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);
    const symbols = [...withRelated.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(references).toHaveLength(2);
    expect(symbols).toHaveLength(2);
    expect(symbols).toEqual(expect.arrayContaining(references));
  });

  it("names each source by publisher and title, with the page's own date", () => {
    const html = render({
      sources: [
        { label: "UPI: CPSC warnt", date: "2025-08-18", dateLabel: "18. August 2025", url: "https://www.upi.com/a" },
        { label: "Kurier: Titel (Juli 2025)", url: "https://kurier.at/b" },
      ],
    });
    expect(html).toMatch(/>UPI: CPSC warnt<\/a> \(<time dateTime="2025-08-18">18\. August 2025<\/time>\)/);
    expect(html).toContain(">Kurier: Titel (Juli 2025)</a>");
  });

  it("shows the day a source without a date of its own was read", () => {
    const html = render({
      sources: [
        {
          label: "Watchlist Internet",
          url: "https://www.watchlist-internet.at",
          accessed: "2026-11-27",
          accessedLabel: "abgerufen am 27. November 2026",
        },
      ],
    });
    expect(html).toMatch(/>Watchlist Internet<\/a> \(<time dateTime="2026-11-27">abgerufen am 27\. November 2026<\/time>\)/);
  });
});
