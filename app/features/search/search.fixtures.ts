import type { PagefindFragment } from "./hits";
import type { PagefindInstance, PagefindModule, PagefindResult } from "./site-search";

/** A result's data as pagefind.js 1.6 returns it (trimmed to what the page reads, plus a few extras). */
export const articleFragment: PagefindFragment & Record<string, unknown> = {
  url: "/ratgeber/labubu-kaufen-in-wien/",
  content: "Labubu kaufen in Wien: Shop, Zoll und Ihre Rechte. Labubu kaufen in Wien und Österreich.",
  meta: { title: "Labubu kaufen in Wien: Shop, Zoll und Ihre Rechte", section: "Ratgeber · Lokale Inhalte" },
  locations: [5],
  word_count: 15,
  excerpt: "Labubu kaufen in Wien: Shop, <mark>Zoll</mark> und <img src=x onerror=alert(1)>",
};

export const sectionFragment: PagefindFragment = {
  url: "/#faq",
  content: "FAQ. Häufige Fragen. Wie viel Zoll zahle ich?",
  meta: { title: "Häufige Fragen", section: "Startseite" },
  locations: [6],
};

/** A stand-in for pagefind.js: results for any term except "nichts", each with its data. */
export function fakePagefind(fragments: readonly PagefindFragment[]) {
  const calls = { created: 0, init: 0, searches: [] as string[], data: 0, destroyed: 0, merged: [] as string[] };
  const module: PagefindModule = {
    createInstance: () => {
      calls.created++;
      const instance: PagefindInstance = {
        init: async () => {
          calls.init++;
        },
        mergeIndex: async (indexPath) => {
          calls.merged.push(indexPath);
        },
        search: async (term) => {
          calls.searches.push(term);
          if (term === "nichts") return { results: [] };
          return {
            results: fragments.map((fragment, index): PagefindResult => ({
              id: String(index),
              score: fragments.length - index,
              data: async () => {
                calls.data++;
                return fragment;
              },
            })),
          };
        },
        destroy: async () => {
          calls.destroyed++;
        },
      };
      return instance;
    },
  };
  return { module, calls };
}
