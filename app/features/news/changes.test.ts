import { describe, expect, it } from "vitest";

import type { ContentHistory } from "~/content/history.server";
import { newsFrom, type NewsInput } from "./changes";
import { newsCopy } from "./copy";

const commit = (at: string, subject: string, files: ContentHistory["commits"][number]["files"]) => ({
  commit: at,
  at,
  author: "Eva Redaktion",
  subject,
  files,
});

const history: ContentHistory = {
  state: "complete",
  pending: [],
  commits: [
    commit("2026-11-30T10:00:00+01:00", 'Re-confirm fact "price-pin" with Kurier, 2026-11-29 (https://kurier.at/x)', [
      { status: "modified", path: "app/content/facts/series/pin-for-love.yaml" },
      // The Stand marker the re-confirmation removes is the fact's change, not the article's.
      { status: "modified", path: "app/content/articles/wien.md", textChanged: true },
    ]),
    commit("2026-11-29T10:00:00+01:00", 'Add shop "Museumsquartier"', [
      { status: "modified", path: "app/content/facts/vienna.yaml" },
    ]),
    commit("2026-11-28T10:00:00+01:00", 'Withdraw article "Alt" (/ratgeber/alt)', [
      { status: "deleted", path: "app/content/articles/alt.md" },
    ]),
    commit("2026-11-27T12:00:00+01:00", "Re-date", [
      { status: "modified", path: "app/content/articles/wien.md", textChanged: false },
    ]),
    commit("2026-11-26T12:00:00+01:00", "Editorial pass", [
      { status: "modified", path: "app/content/articles/wien.md", textChanged: true },
      { status: "modified", path: "app/content/facts/market.yaml" },
      { status: "modified", path: "app/content/facts/legal.yaml" },
      { status: "modified", path: "app/content/facts/series.ts" },
    ]),
    commit("2026-11-26T09:00:00+01:00", "More facts", [{ status: "modified", path: "app/content/facts/market.yaml" }]),
    commit("2026-11-22T12:00:00+01:00", 'Add series "Pin for Love" (/serien#pin-for-love)', [
      { status: "added", path: "app/content/facts/series/pin-for-love.yaml" },
    ]),
    commit("2026-11-22T10:00:00+01:00", "First article", [{ status: "added", path: "app/content/articles/wien.md" }]),
  ],
};

const input = (overrides: Partial<NewsInput> = {}): NewsInput => ({
  history,
  articles: [
    {
      slug: "wien",
      path: "/ratgeber/wien",
      title: "Labubu kaufen in Wien",
      description: "Wo es Originale gibt.",
      datePublished: "2026-11-22",
      at: "2026-11-21T23:00:00.000Z",
    },
  ],
  series: [
    {
      key: "pin-for-love",
      name: "Pin for Love",
      releases: [
        { date: "2025-08-29", market: "USA" },
        { date: "2026-12-12", market: "Europa" },
      ],
    },
  ],
  facts: [{ id: "price-pin", statement: "Pin for Love kostet 18 Euro.", tags: ["series:pin-for-love"] }],
  seriesSince: {},
  now: "2026-12-01T09:00:00.000Z",
  today: "2026-12-01",
  areaOf: (file) => newsCopy.areas[file] ?? file,
  ...overrides,
});

describe("newsFrom", () => {
  it("lists what the newsroom changed, newest first, each change once", () => {
    const news = newsFrom(input(), newsCopy.words);
    expect(news.entries.map((entry) => `${entry.day} ${entry.kind} ${entry.subject}`)).toEqual([
      "2026-11-30 fact-reconfirmed price-pin",
      "2026-11-29 shop-added Museumsquartier",
      "2026-11-28 article-withdrawn Alt",
      "2026-11-26 article-revised Labubu kaufen in Wien",
      "2026-11-26 facts-revised ",
      "2026-11-22 series-added Pin for Love",
      "2026-11-22 article-published Labubu kaufen in Wien",
    ]);
    const [reconfirmed, , , , facts] = news.entries;
    expect(reconfirmed!.detail).toBe("Pin for Love kostet 18 Euro. Neu bestätigt durch Kurier (29. November 2026).");
    expect(reconfirmed!.path).toBe("/serien#pin-for-love");
    // Both fact files of the day in one entry; code in the facts folder is not content.
    expect(facts!.detail).toBe("Geändert: Markt und Preise, Recht und Zoll.");
    expect(news.seriesAdded).toEqual({ "pin-for-love": "2026-11-22" });
  });

  it("dates a series by the first mention of its key, not by the file its data later moved to", () => {
    const moved: ContentHistory = {
      ...history,
      commits: [
        commit("2026-11-27T12:00:00+01:00", "Series as data files", [
          { status: "added", path: "app/content/facts/series/pin-for-love.yaml" },
        ]),
      ],
    };
    const news = newsFrom(
      input({ history: moved, seriesSince: { "pin-for-love": "2026-11-20T10:00:00+01:00" } }),
      newsCopy.words,
    );
    expect(news.seriesAdded).toEqual({ "pin-for-love": "2026-11-20" });
    expect(news.entries.filter((entry) => entry.kind.startsWith("series")).map((entry) => `${entry.day} ${entry.kind}`)).toEqual([
      "2026-11-20 series-added",
    ]);
  });

  it("names release dates after today as coming up, soonest first", () => {
    const news = newsFrom(input(), newsCopy.words);
    expect(news.upcoming.map((entry) => `${entry.day} ${entry.subject} ${entry.detail}`)).toEqual([
      "2026-12-12 Pin for Love Erscheint laut Quelle in: Europa.",
    ]);
  });

  it("counts the working tree's change as made today", () => {
    const news = newsFrom(
      input({
        history: { ...history, pending: [{ status: "modified", path: "app/content/articles/wien.md", textChanged: true }] },
      }),
      newsCopy.words,
    );
    expect(news.entries[0]).toMatchObject({ day: "2026-12-01", kind: "article-revised", path: "/ratgeber/wien" });
  });

  it("without a history lists the articles by their own day and says so", () => {
    const news = newsFrom(
      input({ history: { state: "unavailable", reason: "no-repository", commits: [], pending: [] } }),
      newsCopy.words,
    );
    expect(news.state).toBe("unavailable");
    expect(news.entries.map((entry) => entry.kind)).toEqual(["article-published"]);
    expect(newsCopy.partial(news.since)).toMatch(/keinen Verlauf/);
  });
});
