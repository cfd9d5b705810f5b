import { describe, expect, it } from "vitest";

import type { PagefindFragment } from "./hits";
import { HITS_PER_PAGE, firstPage, nextPage } from "./result-pages";
import type { PagefindResult, SiteSearch } from "./site-search";

/** An index over these pages; a page whose text is `null` is not on this device. */
function indexOf(pages: { url: string; content: string | null; title?: string }[]): SiteSearch {
  const results: PagefindResult[] = pages.map((page, index) => ({
    id: String(index),
    score: 1,
    // Pagefind names the positions of the words it matched; here every word is one.
    data: async () => {
      const content = page.content ?? "";
      return {
        url: page.url,
        content,
        meta: { title: page.title ?? page.url },
        locations: content.split(" ").map((_, at) => at),
      } as PagefindFragment;
    },
  }));
  const load = (list: readonly PagefindResult[]) => Promise.all(list.map((result) => result.data()));
  return {
    preload: () => {},
    search: async () => results,
    fragments: load,
    available: async (list) => (await load(list)).filter((_, index) => pages[Number(list[index]!.id)]!.content !== null),
    reset: () => {},
  };
}

const pages = (count: number, content: (index: number) => string | null) =>
  Array.from({ length: count }, (_, index) => ({ url: `/seite-${index}`, content: content(index) }));

describe("firstPage", () => {
  it("shows the first hits that answer the query and counts the rest", async () => {
    const page = await firstPage(indexOf(pages(25, () => "Zoll zahlen")), "Zoll", false);
    expect(page.hits).toHaveLength(HITS_PER_PAGE);
    expect(page.total).toBe(25);
    expect(page.loaded).toBe(HITS_PER_PAGE);
  });

  it("finds nothing when none of the first hits answers a word of the query (a prefix match only)", async () => {
    const page = await firstPage(indexOf(pages(3, () => "z. B. eine Figur")), "Zimomo", false);
    expect(page).toMatchObject({ hits: [], total: 0, results: [] });
  });

  it("drops a hit that does not answer and counts one fewer", async () => {
    const page = await firstPage(indexOf(pages(12, (index) => (index === 2 ? "anderes" : "Zoll"))), "Zoll", false);
    expect(page.hits).toHaveLength(HITS_PER_PAGE - 1);
    expect(page.total).toBe(11);
  });

  it("offline, keeps only the hits whose texts are on this device", async () => {
    const page = await firstPage(indexOf(pages(14, (index) => (index % 2 ? null : "Zoll"))), "Zoll", true);
    expect(page).toMatchObject({ offline: true, total: 7 });
    expect(page.stored.map((hit) => hit.url)).toEqual([
      "/seite-0",
      "/seite-2",
      "/seite-4",
      "/seite-6",
      "/seite-8",
      "/seite-10",
      "/seite-12",
    ]);
  });
});

describe("nextPage", () => {
  it("reads the next texts after those loaded and reports what it dropped", async () => {
    const search = indexOf(pages(23, (index) => (index === 15 ? "anderes" : "Zoll")));
    const first = await firstPage(search, "Zoll", false);
    const more = await nextPage(search, first);
    expect(more).toMatchObject({ dropped: 1, loaded: 20 });
    expect(more.hits).toHaveLength(9);
    expect((await nextPage(search, { ...first, loaded: more.loaded })).hits).toHaveLength(3);
  });
});

describe("collectors' words", () => {
  it("asks the index in the site's words and shows the tool the query names first, once", async () => {
    const asked: string[] = [];
    const index = indexOf([
      { url: "/ratgeber/labubu-faelschung-erkennen", content: "Fälschung erkennen" },
      { url: "/echtheit-pruefen", content: "Fälschung prüfen" },
    ]);
    const search = { ...index, search: async (text: string) => (asked.push(text), index.search(text)) };
    const page = await firstPage(search, "fake", false);
    expect(asked).toEqual(["Fälschung"]);
    expect(page.hits.map((hit) => hit.url)).toEqual(["/echtheit-pruefen", "/ratgeber/labubu-faelschung-erkennen"]);
    expect(page.total).toBe(2);
    expect(page.hits[0]).toMatchObject({ section: "Werkzeug" });
  });

  it('shows a tool that no page\'s words answer ("tauschen" → Meine Sammlung)', async () => {
    const page = await firstPage(indexOf([]), "tauschen", false);
    expect(page).toMatchObject({ total: 1, hits: [{ url: "/sammlung" }] });
  });
});

describe("questions", () => {
  it("a question's opening word puts the heading that opens with it first (warum → „Warum …“)", async () => {
    // The FAQ's question comes first in the index and names the price; the "why" question asks for the reason.
    const index = indexOf([
      { url: "/#faq", title: "Wie viel kostet das?", content: "Eine Labubu kostet etwa 19 Euro Preis" },
      { url: "/ratgeber/wert", title: "Warum die Preise steigen", content: "Labubu Preis steigt mit der Nachfrage" },
    ]);
    expect((await firstPage(index, "warum ist labubu so teuer", false)).hits[0]!.url).toBe("/ratgeber/wert");
    expect((await firstPage(index, "labubu teuer", false)).hits[0]!.url).toBe("/#faq");
  });
});
