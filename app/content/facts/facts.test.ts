import { describe, expect, it } from "vitest";

import { recheckDay } from "./recheck";
import { facts, factById, lifespans, seriesCatalogue, seriesKeys, seriesNewestFirst, sources, topicTags } from "./index";

const isoDate = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

describe("the fact base", () => {
  it("has unique, stable kebab-case ids", () => {
    const ids = facts.map((fact) => fact.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(facts.map((fact) => [fact.id, fact] as const))("%s cites at least one named https source", (_id, fact) => {
    expect(fact.sources.length).toBeGreaterThan(0);
    for (const source of fact.sources) {
      expect(source.name.trim()).not.toBe("");
      expect(new URL(source.url).protocol).toBe("https:");
      if (source.published) expect(source.published).toMatch(isoDate);
    }
  });

  it.each(facts.filter((fact) => fact.lifespan === "current").map((fact) => [fact.id, fact] as const))(
    "%s is current, so it carries a Stand no later than the last re-check",
    (_id, fact) => {
      expect(fact.asOf).toMatch(isoDate);
      expect(fact.asOf! <= recheckDay).toBe(true);
      if (fact.notReconfirmed) expect(fact.notReconfirmed).toMatch(isoDay);
    },
  );

  it("marks only current facts as not re-confirmed, and only those whose Stand was over twelve months old at the re-check", () => {
    for (const fact of facts) {
      expect(lifespans, fact.id).toContain(fact.lifespan);
      if (!fact.notReconfirmed) continue;
      expect(fact.lifespan, fact.id).toBe("current");
      expect(fact.asOf! < "2025-11-24", fact.id).toBe(true);
    }
  });

  it("keeps prices in Austria, shops, rules and the newest series current; launches, records and warnings historical", () => {
    for (const id of [
      "price-official-shop-austria",
      "price-austria-warning-threshold",
      "shop-official-austria",
      "legal-withdrawal-14-days",
      "import-duty-threshold",
      "series-catalogue-newest",
    ])
      expect(factById(id).lifespan, id).toBe("current");
    for (const id of [
      "record-auction-2025",
      "market-monsters-revenue-2024",
      "price-big-into-energy-asia",
      "safety-lafufu-cpsc",
      "series-big-into-energy",
      "blindbox-expected-boxes-six",
    ])
      expect(factById(id).lifespan, id).toBe("historical");
  });

  it("states every fact as one complete, neutral German sentence in Sie-form", () => {
    for (const fact of facts) {
      expect(fact.statement, fact.id).toMatch(/^[A-ZÄÖÜ„]/);
      expect(fact.statement, fact.id).toMatch(/[.!]$/);
      expect(fact.statement, fact.id).not.toMatch(/\b(du|dich|dir|dein|deine)\b/i);
      expect(fact.statement, fact.id).not.toMatch(/\bNaN\b|undefined|\[object/);
    }
  });

  it("uses only known tags, and every series has its own tagged fact", () => {
    const allowed = new Set<string>([...topicTags, ...seriesKeys.map((key) => `series:${key}`)]);
    for (const fact of facts) for (const tag of fact.tags) expect(allowed.has(tag), `${fact.id}: ${tag}`).toBe(true);
    for (const key of seriesKeys)
      expect(facts.filter((fact) => fact.tags.includes(`series:${key}`)).map((fact) => fact.id)).toContain(`series-${key}`);
  });

  it("holds figures as numbers and dates as ISO strings", () => {
    for (const fact of facts) {
      for (const [key, value] of Object.entries(fact.values ?? {})) {
        if (typeof value === "number") expect(Number.isFinite(value), `${fact.id}.${key}`).toBe(true);
        if (/date|since|month|asOf/i.test(key)) expect(value, `${fact.id}.${key}`).toMatch(isoDate);
      }
      if (fact.asOf) expect(fact.asOf).toMatch(isoDate);
    }
  });

  it("covers the checks, the CPSC markers, the market, the series, the law and Vienna", () => {
    for (const tag of ["teeth", "heart", "logo", "sole", "qr", "hologram", "uv", "packaging", "price", "safety"] as const)
      expect(facts.filter((fact) => fact.tags.includes(tag)).length, tag).toBeGreaterThan(0);
    for (const id of [
      "background-kasing-lung",
      "background-pop-mart-licence",
      "background-2024-surge",
      "market-monsters-revenue-2024",
      "market-monsters-revenue-h1-2025",
      "record-auction-2025",
      "safety-lafufu-cpsc",
      "legal-withdrawal-14-days",
      "import-vat-no-threshold",
      "shop-official-austria",
      "help-watchlist-internet",
      "help-internet-ombudsstelle",
      "vienna-donau-zentrum",
    ])
      expect(() => factById(id)).not.toThrow();
    expect(() => factById("gibt-es-nicht")).toThrow(/Unknown fact id/);
  });

  it("converts the record price at the rate of the auction day and says so", () => {
    const record = factById("record-auction-2025");
    const v = record.values as {
      date: string;
      conversionDate: string;
      hammerCny: number;
      cnyPerEur: number;
      hammerEurOnAuctionDay: number;
      hammerEurRounded: number;
    };
    expect(v.conversionDate).toBe(v.date);
    expect(Math.abs(v.hammerCny / v.cnyPerEur - v.hammerEurOnAuctionDay)).toBeLessThan(100);
    expect(Math.abs(v.hammerEurOnAuctionDay - v.hammerEurRounded)).toBeLessThan(5_000);
    expect(record.statement).toMatch(/zum Kurs des Auktionstags/i);
    expect(record.sources).toContain(sources.afpAuctionEuro);
  });

  it("derives the six-figure expectation from the harmonic sum (14.7 boxes)", () => {
    expect(factById("blindbox-expected-boxes-six").values?.expectedBoxes).toBe(14.7);
  });
});

describe("the series catalogue", () => {
  it("lists every series of the collector facts once", () => {
    expect(seriesCatalogue.map((entry) => entry.key).sort()).toEqual([...seriesKeys].sort());
  });

  it("sources every known field and gives each price a Stand", () => {
    for (const entry of seriesCatalogue) {
      const fields = [
        entry.format,
        entry.releases,
        entry.regularCount,
        entry.regularNames,
        entry.secretName,
        entry.secretOdds,
        entry.sizeCm,
      ];
      for (const field of fields) {
        if (field.value === null) continue;
        expect(field.sources.length, entry.key).toBeGreaterThan(0);
        expect(["solid", "medium"]).toContain(field.confidence);
      }
      for (const price of entry.prices) {
        expect(price.asOf).toMatch(isoDate);
        expect(new URL(price.source.url).protocol).toBe("https:");
      }
      for (const id of entry.checkFactIds) expect(() => factById(id), `${entry.key}: ${id}`).not.toThrow();
    }
  });

  it("leaves conflicting odds open instead of picking one (Exciting Macaron: 1 : 72 vs 1 : 144)", () => {
    const macaron = seriesCatalogue.find((entry) => entry.key === "exciting-macaron")!;
    expect(macaron.secretOdds.value).toBeNull();
  });

  it("sorts the newest series first", () => {
    expect(seriesNewestFirst().map((entry) => entry.key)).toEqual([
      "pin-for-love",
      "wacky-mart",
      "big-into-energy",
      "have-a-seat",
      "exciting-macaron",
    ]);
  });
});
