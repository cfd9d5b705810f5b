import type { Page } from "@playwright/test";

import { expect } from "./fixtures";
import { parseQuery } from "../../app/features/search/query";
import type { CollectorQuery } from "../search/collector-query-set.mjs";

/**
 * Runs collectors' queries on an open search page (/suche) and reads each first hit's link, as a
 * collector would tap it. Online and offline run the same page, so the same query logic is measured.
 */
export async function firstHitsRight(page: Page, queries: readonly CollectorQuery[]) {
  const field = page.getByRole("main").getByRole("searchbox", { name: "Suchbegriff" });
  const status = page.getByRole("main").getByRole("status");
  const wrong: string[] = [];
  for (const { query, first, kind } of queries) {
    await field.fill(query);
    // The status names the query as the search read it (a long one cut to its first words).
    const parsed = parseQuery(query);
    const read = parsed.kind === "empty" ? query : parsed.text;
    await expect(status).toContainText(`„${read}“`, { timeout: 30_000 });
    const href = await page
      .getByRole("list", { name: "Suchergebnisse" })
      .getByRole("listitem")
      .first()
      .locator("h2 a")
      .getAttribute("href", { timeout: 1_000 })
      .catch(() => null);
    if (href !== first) wrong.push(`[${kind}] ${query} → ${href ?? "kein Treffer"} (erwartet ${first})`);
  }
  return { right: queries.length - wrong.length, total: queries.length, wrong };
}

/** "Suchqualität, zurückgehaltene Hälfte: 52 von 56 (93 %) …" and the misses, one a line. */
export function qualityReport(label: string, { right, total, wrong }: Awaited<ReturnType<typeof firstHitsRight>>) {
  const line = `Suchqualität, ${label}: ${right} von ${total} Sammler-Suchen (${Math.round((100 * right) / total)} %) mit dem richtigen ersten Treffer`;
  return [line, ...wrong.map((miss) => `  falsch: ${miss}`)].join("\n");
}
