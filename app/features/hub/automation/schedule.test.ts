import { describe, expect, it } from "vitest";

import { addToSchedule, parseKeywords, type PlanFormValues, validatePlan, viennaDay } from "./schedule";
import type { ScheduledArticle } from "../drafts/types";

const today = "2026-11-21";
const valid: PlanFormValues = {
  title: "  Weihnachten   mit Labubu ",
  category: "seasonal",
  date: "2026-12-01",
  targetLength: "1200",
  keywords: "labubu weihnachten, geschenk",
};

describe("validatePlan", () => {
  it("accepts a complete form and normalises it", () => {
    expect(validatePlan(valid, today)).toEqual({
      ok: true,
      value: {
        title: "Weihnachten mit Labubu",
        category: "seasonal",
        scheduledDate: "2026-12-01",
        targetLength: 1200,
        keywords: ["labubu weihnachten", "geschenk"],
      },
    });
  });

  it("explains every problem in German", () => {
    const result = validatePlan({ title: " ", category: "", date: "", targetLength: "", keywords: "" }, today);
    expect(result).toEqual({
      ok: false,
      errors: {
        title: "Bitte geben Sie einen Titel ein.",
        category: "Bitte wählen Sie eine Kategorie.",
        date: "Bitte wählen Sie ein Datum.",
        targetLength: "Bitte geben Sie die Ziellänge in Wörtern an.",
      },
    });
  });

  it("rejects past dates, impossible dates, odd lengths and too many keywords", () => {
    const check = (patch: Partial<PlanFormValues>) => {
      const result = validatePlan({ ...valid, ...patch }, today);
      return result.ok ? {} : result.errors;
    };
    expect(check({ date: "2026-11-20" }).date).toBe("Das Datum darf nicht in der Vergangenheit liegen.");
    expect(check({ date: today }).date).toBeUndefined();
    expect(check({ date: "2026-02-30" }).date).toBe("Bitte geben Sie ein gültiges Datum ein.");
    expect(check({ targetLength: "12.5" }).targetLength).toMatch(/ganze Zahl zwischen 300 und 5\.000 Wörtern/);
    expect(check({ targetLength: "100" }).targetLength).toBeDefined();
    expect(check({ targetLength: "1e3" }).targetLength).toBeDefined();
    expect(check({ title: "x".repeat(201) }).title).toMatch(/höchstens 200 Zeichen/);
    expect(check({ keywords: Array.from({ length: 11 }, (_, i) => `k${i}`).join(",") }).keywords).toMatch(/höchstens 10/);
    expect(check({ category: "<script>" }).category).toBeDefined();
  });

  it("keeps markup in a title as plain text", () => {
    const result = validatePlan({ ...valid, title: "<img src=x onerror=alert(1)>" }, today);
    expect(result.ok && result.value.title).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("helpers", () => {
  it("parses keyword lists", () => {
    expect(parseKeywords(" a , A; b\nc,, ")).toEqual(["a", "b", "c"]);
    expect(parseKeywords("")).toEqual([]);
  });

  it("adds a planned article as scheduled, in date order", () => {
    const existing: ScheduledArticle[] = [
      {
        id: "1",
        title: "Später",
        category: "guides",
        scheduledDate: "2027-01-10",
        status: "published",
        keywords: [],
        targetLength: 800,
      },
    ];
    const next = addToSchedule(
      existing,
      { title: "Früher", category: "reviews", scheduledDate: "2026-12-01", keywords: [], targetLength: 900 },
      "2",
    );
    expect(next.map((item) => [item.id, item.status])).toEqual([
      ["2", "scheduled"],
      ["1", "published"],
    ]);
  });

  it("knows the day in Vienna", () => {
    expect(viennaDay(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-22");
    expect(viennaDay(new Date("2026-11-21T12:00:00Z"), 7)).toBe("2026-11-28");
  });
});
