import { describe, expect, it } from "vitest";

import { analyticsRows, analyticsWarnings, categorySplit, endOfPeriod, internalLinkCount, oneYearBefore } from "./analytics";
import { buildDraft } from "../drafts/drafts";
import type { PublishedForHub } from "../publishing/published";
import { viennaDay } from "../automation/schedule";
import { facts } from "~/content/facts";

const published: PublishedForHub = {
  slug: "labubu-faelschung-erkennen",
  path: "/ratgeber/labubu-faelschung-erkennen",
  title: "Labubu Fälschung erkennen",
  category: "guides",
  focusKeyphrase: "Labubu Fälschung erkennen",
  datePublished: "2025-10-01",
  dateModified: "2025-11-20",
  wordCount: 1500,
  internalLinkCount: 4,
  seoScore: 90,
  readability: "good",
  fleschReadingEase: 62,
};

const draft = (id: string, patch: { title?: string; slug?: string; focusKeyphrase?: string; content?: string } = {}) =>
  buildDraft(
    { id, category: "lokal", createdAt: "2026-11-21T23:30:00.000Z" },
    {
      title: patch.title ?? `Entwurf ${id}`,
      slug: patch.slug ?? `entwurf-${id}`,
      metaDescription: "Beschreibung.",
      focusKeyphrase: patch.focusKeyphrase ?? `Thema ${id}`,
      keywords: [],
      content: patch.content ?? "## Teil\n\nText mit [Link](/ratgeber).",
    },
  );
const day = (iso: string) => viennaDay(new Date(iso));

describe("rows and category split", () => {
  it("lists published articles and drafts with their figures; a draft's date is its day in Vienna", () => {
    const rows = analyticsRows([published], [draft("1")], day);
    expect(rows.map((row) => [row.kind, row.title, row.category, row.date])).toEqual([
      ["published", "Labubu Fälschung erkennen", "guides", "2025-11-20"],
      ["draft", "Entwurf 1", "lokal", "2026-11-22"],
    ]);
    expect(rows[0]).toMatchObject({ wordCount: 1500, seoScore: 90, readability: "good", path: published.path });
    expect(rows[1]!.internalLinks).toBe(1);
  });

  it("splits by category with shares", () => {
    const split = categorySplit(analyticsRows([published], [draft("1"), draft("2")], day));
    expect(split.find((entry) => entry.category === "guides")).toEqual({
      category: "guides",
      published: 1,
      drafts: 0,
      total: 1,
      share: 1 / 3,
    });
    expect(split.find((entry) => entry.category === "lokal")).toMatchObject({ drafts: 2, total: 2 });
    expect(split.map((entry) => entry.category)).toEqual(["guides", "reviews", "lokal", "allgemein"]);
  });

  it("counts internal links only", () => {
    expect(internalLinkCount("[a](/x) [b](https://example.org) [c](#abschnitt) [d](/y)")).toBe(2);
  });
});

describe("warnings", () => {
  const today = "2026-11-22";

  it("a keyphrase used twice (folded like the analysis), but not by a revision of the same article", () => {
    const twin = draft("1", { focusKeyphrase: "labubu FÄLSCHUNG erkennen" });
    const revision = draft("2", { slug: published.slug, focusKeyphrase: published.focusKeyphrase });
    const warnings = analyticsWarnings(analyticsRows([published], [twin, revision], day), [], today);
    expect(warnings.filter((warning) => warning.kind === "duplicate-keyphrase")).toEqual([
      { kind: "duplicate-keyphrase", keyphrase: "Labubu Fälschung erkennen", titles: ["Labubu Fälschung erkennen", "Entwurf 1"] },
    ]);
  });

  it("an article or draft without internal links", () => {
    const lonely = draft("1", { content: "## Teil\n\nNur [extern](https://example.org)." });
    const warnings = analyticsWarnings(analyticsRows([{ ...published, internalLinkCount: 0 }], [lonely], day), [], today);
    expect(warnings.filter((warning) => warning.kind === "no-internal-links")).toEqual([
      { kind: "no-internal-links", title: published.title, rowKind: "published" },
      { kind: "no-internal-links", title: "Entwurf 1", rowKind: "draft" },
    ]);
  });

  it("an article not updated for twelve months, relative to the injected day", () => {
    const rows = analyticsRows([published], [], day);
    expect(analyticsWarnings(rows, [], "2026-11-20").some((warning) => warning.kind === "stale-article")).toBe(false);
    expect(analyticsWarnings(rows, [], "2026-11-21")).toContainEqual({
      kind: "stale-article",
      title: published.title,
      dateModified: "2025-11-20",
      path: published.path,
    });
  });

  it("facts whose Stand is older than twelve months; a year or month counts from its end", () => {
    const dated = [
      { id: "a", statement: "A.", asOf: "2025" },
      { id: "b", statement: "B.", asOf: "2025-07" },
      { id: "c", statement: "C.", asOf: "2025-11-22" },
      { id: "d", statement: "D." },
    ];
    const stale = (today: string) =>
      analyticsWarnings([], dated, today).flatMap((warning) => (warning.kind === "stale-fact" ? [warning.factId] : []));
    expect(stale("2026-07-31")).toEqual([]);
    expect(stale("2026-08-01")).toEqual(["b"]);
    expect(stale("2026-11-23")).toEqual(["b", "c"]);
    expect(stale("2027-01-01")).toEqual(["a", "b", "c"]);
  });

  it("finds the fact base's facts older than twelve months at the end of 2026", () => {
    const stale = analyticsWarnings([], facts, "2026-11-22").filter((warning) => warning.kind === "stale-fact");
    expect(stale.length).toBeGreaterThan(0);
    for (const warning of stale) expect(warning.kind === "stale-fact" && endOfPeriod(warning.asOf) < "2025-11-22").toBe(true);
  });

  it("date helpers", () => {
    expect(endOfPeriod("2024-02")).toBe("2024-02-29");
    expect(oneYearBefore("2028-02-29")).toBe("2027-02-28");
    expect(oneYearBefore("2026-11-22")).toBe("2025-11-22");
  });
});
