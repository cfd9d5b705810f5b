import { describe, expect, it } from "vitest";

import {
  defaultAutomation,
  focusOptions,
  hubStatistics,
  scheduleCategoryLabels,
  scheduleStatusLabels,
  triggers,
  weeklyOptions,
} from "./hub";
import { categoryLabels, categoryNames } from "~/content/categories";
import { templates } from "~/features/hub/generator/templates";
import { scheduleCategories, scheduleStatuses, triggerIds } from "~/features/hub/drafts/types";

describe("hub sample data", () => {
  it("keeps its sample statistics", () => {
    expect(hubStatistics.totalArticles).toBe(47);
    expect(hubStatistics.avgSeoScore).toBe(84);
    expect(hubStatistics.totalWords).toBe(58_420);
    const categories = hubStatistics.contentCategories;
    expect(categories.map((category) => category.count)).toEqual([18, 16, 13]);
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(hubStatistics.totalArticles);
    for (const category of categories)
      expect(Math.round((category.count / hubStatistics.totalArticles) * 100)).toBe(Math.round(category.percentage * 100));
  });

  it("names each category once: template, lists, statistics and schedule agree", () => {
    expect(categoryLabels).toEqual({
      guides: "Sammler-Guides",
      reviews: "Produkt-Reviews",
      lokal: "Lokale Inhalte",
      allgemein: "Allgemein",
    });
    expect(templates.lokal.label).toBe(categoryNames.lokal.one);
    expect(hubStatistics.contentCategories.map((share) => share.name)).toEqual(
      hubStatistics.contentCategories.map((share) => categoryLabels[share.category]),
    );
    expect(scheduleCategoryLabels.guides).toBe(templates.guides.label);
  });

  it("has the automation defaults", () => {
    expect(weeklyOptions.map((option) => option.value)).toEqual([1, 2, 3, 5]);
    expect(focusOptions.map((option) => option.value)).toEqual(["balanced", "seo", "seasonal", "trending"]);
    expect(defaultAutomation).toEqual({ enabled: true, weeklyTarget: 3, focus: "balanced" });
    expect(triggers.map((trigger) => trigger.id)).toEqual([...triggerIds]);
    expect(triggers.map((trigger) => trigger.enabledByDefault)).toEqual([true, true, false, true]);
  });

  it("names every schedule category and status", () => {
    expect(Object.keys(scheduleCategoryLabels).sort()).toEqual([...scheduleCategories].sort());
    expect(Object.keys(scheduleStatusLabels)).toEqual([...scheduleStatuses]);
    expect(scheduleStatusLabels.ready).toBe("Entwurf bereit");
  });
});
