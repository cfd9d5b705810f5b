import { describe, expect, it } from "vitest";

import {
  type LiveArticle,
  listPageSignatures,
  planContent,
  scheduledArticles,
  updateRelated,
  withRelated,
} from "./content-state";
import type { ArticleCategory } from "~/domain/categories";
import type { Article } from "./types";

/** A published article as the state keeps it; `day` is its publication day in November 2026. */
function live(slug: string, day: number, category: ArticleCategory = "guides", extra: Partial<LiveArticle> = {}): LiveArticle {
  const date = `2026-11-${String(day).padStart(2, "0")}`;
  return {
    slug,
    category,
    dateModified: date,
    focusKeyphrase: `Thema ${slug}`,
    keywords: [],
    hash: `hash-${slug}`,
    card: { title: `Titel ${slug}`, description: `Beschreibung ${slug}`, datePublished: date, readingMinutes: 4 },
    ...extra,
  };
}

/** Newest first, like the site lists them. */
const newest = (articles: LiveArticle[]) =>
  [...articles].sort((a, b) => b.card.datePublished.localeCompare(a.card.datePublished));

describe("planContent", () => {
  const four = newest([live("a", 1), live("b", 2, "lokal"), live("c", 3), live("d", 4, "reviews")]);

  it("renders a new article, its twin, every list page whose cards or counts changed and the home page", () => {
    const plan = planContent(four, newest([...four, live("e", 5)]));
    expect(plan.added).toEqual(["e"]);
    expect(plan.pages).toEqual([
      "/",
      "/ratgeber",
      "/ratgeber/kategorie/guides",
      // The filter on every list page counts the articles of each category.
      "/ratgeber/kategorie/reviews",
      "/ratgeber/kategorie/lokal",
      "/ratgeber/e",
    ]);
    expect(plan.twins).toEqual(["/ratgeber/e.md"]);
    expect(plan.removedPages).toEqual([]);
  });

  it("renders only the revised article and the list pages that show its card when only its text changed", () => {
    const revised = four.map((article) => (article.slug === "a" ? { ...article, hash: "neu" } : article));
    const plan = planContent(four, revised);
    expect(plan).toMatchObject({ changed: ["a"], pages: ["/ratgeber/a"], twins: ["/ratgeber/a.md"], changes: true });
    const retitled = four.map((article) =>
      article.slug === "a" ? { ...article, hash: "neu", card: { ...article.card, title: "Neuer Titel" } } : article,
    );
    expect(planContent(four, retitled).pages).toEqual(["/ratgeber", "/ratgeber/kategorie/guides", "/ratgeber/a"]);
  });

  it("renders the home page again when an article it links besides its newest comes, goes or is retitled", () => {
    const oldest = four[four.length - 1]!.slug;
    const without = four.filter((article) => article.slug !== oldest);
    expect(planContent(four, without).pages).not.toContain("/");
    expect(planContent(four, without, [oldest]).pages[0]).toBe("/");
    const retitled = four.map((article) =>
      article.slug === oldest ? { ...article, hash: "neu", card: { ...article.card, title: "Neuer Titel" } } : article,
    );
    expect(planContent(four, retitled).pages).not.toContain("/");
    expect(planContent(four, retitled, [oldest]).pages).toContain("/");
    const reworded = four.map((article) => (article.slug === oldest ? { ...article, hash: "neu" } : article));
    expect(planContent(four, reworded, [oldest]).pages).not.toContain("/");
  });

  it("removes a withdrawn article's page, twin and a category left empty; the lists and home change", () => {
    const plan = planContent(
      four,
      four.filter((article) => article.slug !== "d"),
    );
    expect(plan.removed).toEqual(["d"]);
    expect(plan.removedPages).toEqual(["/ratgeber/kategorie/reviews", "/ratgeber/d"]);
    expect(plan.removedTwins).toEqual(["/ratgeber/d.md"]);
    expect(plan.pages).toEqual(["/", "/ratgeber", "/ratgeber/kategorie/guides", "/ratgeber/kategorie/lokal"]);
  });

  it("adds and removes the first archive page as the count crosses 24", () => {
    const many = newest(Array.from({ length: 24 }, (_, index) => live(`artikel-${index + 1}`, index + 1)));
    const plan = planContent(many, newest([...many, live("neu", 30)]));
    expect(plan.pages).toContain("/ratgeber/seite/1");
    expect(plan.pages).toContain("/ratgeber/kategorie/guides/seite/1");
    expect(planContent(newest([...many, live("neu", 30)]), many).removedPages).toEqual([
      "/ratgeber/seite/1",
      "/ratgeber/kategorie/guides/seite/1",
      "/ratgeber/neu",
    ]);
  });

  it("changes nothing when the published articles are the same", () => {
    expect(planContent(four, four)).toMatchObject({ pages: [], removedPages: [], changes: false });
  });

  it("keeps a list page's signature when another page of the list changes", () => {
    const many = newest(Array.from({ length: 30 }, (_, index) => live(`artikel-${index + 1}`, index + 1)));
    const oldest = many.at(-1)!;
    const revised = many.map((article) =>
      article === oldest ? { ...article, hash: "neu", card: { ...article.card, readingMinutes: 9 } } : article,
    );
    expect(planContent(many, revised).pages).toEqual([
      "/ratgeber/seite/1",
      "/ratgeber/kategorie/guides/seite/1",
      `/ratgeber/${oldest.slug}`,
    ]);
    expect(listPageSignatures(many).size).toBe(4);
  });
});

describe("what a publication renders at any size of the site (docs/decisions/0056)", () => {
  const categories: ArticleCategory[] = ["guides", "reviews", "lokal", "allgemein"];
  const DAY = 24 * 60 * 60 * 1000;
  /** `count` articles, one a day back from 2026-11-27, the categories in turn; newest first. */
  const site = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => {
      const date = new Date(Date.UTC(2026, 10, 27) - (from + index) * DAY).toISOString().slice(0, 10);
      const article = live(`artikel-${count - from - index}`, 1, categories[(from + index) % categories.length]);
      return { ...article, dateModified: date, card: { ...article.card, datePublished: date } };
    });
  const add = (articles: LiveArticle[], slug: string, category: ArticleCategory = "guides") => {
    const date = new Date(Date.parse(articles[0]!.card.datePublished) + DAY).toISOString().slice(0, 10);
    const article = live(slug, 1, category);
    return [{ ...article, dateModified: date, card: { ...article.card, datePublished: date } }, ...articles];
  };
  const listPages = (pages: readonly string[]) =>
    pages.filter(
      (page) => page === "/ratgeber" || page.startsWith("/ratgeber/seite/") || page.startsWith("/ratgeber/kategorie/"),
    );

  it("renders the first page, the newest archive page and the categories' first pages for a new article, not every list page", () => {
    const before = site(1000);
    const plan = planContent(before, add(before, "neu"));
    // 1,000 articles: the first page holds 24, archive pages 1–41 the other 976 (page 41 holds 16).
    expect(plan.pages).toEqual([
      "/",
      "/ratgeber",
      "/ratgeber/seite/41",
      "/ratgeber/kategorie/guides",
      "/ratgeber/kategorie/guides/seite/10",
      "/ratgeber/kategorie/reviews",
      "/ratgeber/kategorie/lokal",
      "/ratgeber/kategorie/allgemein",
      "/ratgeber/neu",
    ]);
  });

  it("renders as many list pages per publication at 10,000 articles as at 1,000, through 25 publications", () => {
    // 25 guides in a row: /ratgeber and the guides' list each start a new archive page on the way.
    const most = (count: number) => {
      let articles = site(count);
      let largest = 0;
      for (let round = 0; round < 25; round++) {
        const next = add(articles, `neu-${round}`);
        largest = Math.max(largest, listPages(planContent(articles, next).pages).length);
        articles = next;
      }
      return largest;
    };
    const atThousand = most(1000);
    expect(atThousand).toBeLessThanOrEqual(14);
    expect(most(10_000)).toBe(atThousand);
  });

  it("withdraws the newest article as cheaply as it was published", () => {
    const before = site(1000);
    const after = add(before, "neu");
    expect(listPages(planContent(after, before).pages)).toEqual(listPages(planContent(before, after).pages));
  });
});

describe("updateRelated", () => {
  it("names the other article pages whose recommendations a new article joins", () => {
    const before = withRelated(newest([live("a", 1), live("b", 2), live("c", 3), live("d", 4, "lokal"), live("e", 5, "lokal")]));
    const after = newest([...before, live("neu", 6, "lokal")]);
    // "neu" is the newest lokal article: it joins the recommendations of d and e (same category), and
    // of a, b and c, which had only two others of their category and filled up with the newest.
    const { pages, articles } = updateRelated(before, after, new Set(["neu"]));
    expect(pages).toEqual(["/ratgeber/e", "/ratgeber/d", "/ratgeber/c", "/ratgeber/b", "/ratgeber/a"]);
    expect(articles.find((article) => article.slug === "a")?.related).toEqual(["c", "b", "neu"]);
  });

  it("leaves out pages whose three recommendations stay the same", () => {
    const guides = withRelated(newest(Array.from({ length: 6 }, (_, index) => live(`g${index}`, index + 1))));
    const after = newest([...guides, live("neu", 9, "reviews")]);
    expect(updateRelated(guides, after, new Set(["neu"])).pages).toEqual([]);
  });

  it("finds exactly the pages comparing every article with every other would find, for random sites and changes", () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const terms = ["labubu", "wien", "fälschung", "preis", "serie", "zoll"];
    const categories: ArticleCategory[] = ["guides", "reviews", "lokal", "allgemein"];
    const article = (slug: string): LiveArticle =>
      live(slug, 1 + Math.floor(random() * 28), pick(categories), {
        focusKeyphrase: pick(terms),
        keywords: [pick(terms), pick(terms)],
      });
    const shownBy = (articles: readonly LiveArticle[]) => {
      const bySlug = new Map(articles.map((item) => [item.slug, item]));
      return new Map(
        withRelated(articles).map((item) => [
          item.slug,
          JSON.stringify(item.related!.map((slug) => [slug, bySlug.get(slug)!.category, bySlug.get(slug)!.card])),
        ]),
      );
    };
    for (let round = 0; round < 40; round++) {
      const before = withRelated(
        newest(Array.from({ length: 12 + Math.floor(random() * 20) }, (_, index) => article(`a${index}`))),
      );
      let after = [...before.map(({ related: _related, ...rest }) => rest)];
      const touched = new Set<string>();
      for (let change = 0; change < 1 + Math.floor(random() * 3); change++) {
        const kind = random();
        if (kind < 0.4) {
          const added = article(`neu-${round}-${change}`);
          after.push(added);
          touched.add(added.slug);
        } else if (kind < 0.7 && after.length > 3) {
          const gone = pick(after).slug;
          after = after.filter((item) => item.slug !== gone);
          touched.delete(gone);
        } else {
          const index = Math.floor(random() * after.length);
          after[index] = { ...article(after[index]!.slug), hash: `neu-${round}-${change}` };
          touched.add(after[index]!.slug);
        }
      }
      after = newest(after);
      const oldShown = shownBy(before);
      const newShown = shownBy(after);
      const expected = after
        .filter(
          (item) => !touched.has(item.slug) && oldShown.has(item.slug) && oldShown.get(item.slug) !== newShown.get(item.slug),
        )
        .map((item) => `/ratgeber/${item.slug}`);
      const result = updateRelated(before, after, touched);
      expect(result.pages, `round ${round}`).toEqual(expected);
      expect(result.articles.map((item) => item.related)).toEqual(withRelated(after).map((item) => item.related));
    }
  });
});

describe("scheduledArticles", () => {
  it("lists the articles not due yet, soonest first", () => {
    const article = (slug: string, datePublished: string, timePublished?: string): Article => ({
      frontMatter: {
        title: slug,
        slug,
        description: "",
        focusKeyphrase: "",
        keywords: [],
        category: "guides",
        datePublished,
        ...(timePublished ? { timePublished } : {}),
        dateModified: datePublished,
        sources: [],
      },
      body: "",
    });
    const now = Date.parse("2026-12-01T08:00:00Z");
    const scheduled = scheduledArticles(
      [article("heute", "2026-12-01"), article("mittag", "2026-12-01", "12:00"), article("morgen", "2026-12-02")],
      now,
    );
    expect(scheduled.map((item) => [item.slug, new Date(item.dueAt).toISOString()])).toEqual([
      ["mittag", "2026-12-01T11:00:00.000Z"],
      ["morgen", "2026-12-01T23:00:00.000Z"],
    ]);
  });
});
