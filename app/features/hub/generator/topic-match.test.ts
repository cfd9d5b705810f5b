import { describe, expect, it } from "vitest";

import { planForOwnTopic } from "./topic-briefs";
import { createArticle } from "./generator";
import { seededRandom } from "./random.fixtures";
import { matchTopic, MIN_COVERAGE, rankBriefs, specificWordsOf } from "./topic-match";
import { GENERAL_CATEGORY } from "~/domain/categories";
import { sentencesOf } from "../../../../tests/support/draft-checks";
import { facts } from "~/content/facts";

/**
 * Own topics nobody planned for (docs/decisions/0019): near matches of a list topic get its brief,
 * everything else a research outline. Written as an editor would type them, not from the briefs.
 */
const covered: readonly [topic: string, briefId: string][] = [
  ["Labubu Zähne zählen", "authentizitaet-1"],
  ["Echte Labubu an den Zähnen erkennen", "authentizitaet-1"],
  ["Labubu-Zähne prüfen", "authentizitaet-1"],
  ["QR-Code scannen", "authentizitaet-3"],
  ["Labubu QR Code prüfen", "authentizitaet-3"],
  ["Gefälschte Labubu erkennen", "authentizitaet-6"],
  ["Lafufu erkennen", "authentizitaet-6"],
  ["Labubu gebraucht kaufen", "authentizitaet-8"],
  ["Labubu Nähte prüfen", "authentizitaet-9"],
  ["Labubu Wertanlage", "investment-1"],
  ["Labubu richtig lagern", "investment-4"],
  ["Labubu Sammlung versichern", "investment-7"],
  ["Labubu verkaufen", "investment-8"],
  ["Labubu Secret Figur Chance", "investment-3"],
  ["Labubu kaufen Graz", "wien-lokal-6"],
  ["Labubu in Linz kaufen", "wien-lokal-6"],
  ["Labubu Flohmarkt Wien", "wien-lokal-5"],
  ["Labubu tauschen", "wien-lokal-4"],
  ["Labubu Zoll Österreich", "wien-lokal-7"],
  ["Labubu Weihnachtsgeschenk", "saisonal-1"],
  ["Labubu zu Weihnachten schenken", "saisonal-1"],
  ["Labubu Adventkalender", "saisonal-2"],
  ["Labubu Valentinstag Geschenk", "saisonal-3"],
  ["Labubu Ostern", "saisonal-4"],
  ["Labubu Schultasche", "saisonal-6"],
  ["Labubu Halloween Figuren", "saisonal-7"],
  ["Labubu Black Friday Angebote", "saisonal-8"],
];

const uncovered: readonly string[] = [
  "Labubu reinigen",
  "Labubu Tattoo Ideen",
  "Labubu Zodiac Serie im Test",
  "Labubu Pop Mart Wien Mariahilfer Straße Öffnungszeiten",
  "Regalplanung für kleine Wohnungen",
  "Labubu",
  "Labubu Kleidung nähen",
  "Labubu Fotografie Tipps",
  "Labubu für Kinder geeignet",
  "Labubu Kette basteln",
  "Labubu Have a Seat Serie",
  "Labubu Big into Energy Review",
  "Lohnt sich Labubu als Investment?",
  "Labubu aus China bestellen Zoll",
  "Labubu Originalverpackung aufbewahren",
  "Labubu Größen Vergleich",
  "Labubu-Stammtisch in Graz",
  "Labubu-Börse in Linz: worauf Sammler achten",
  "How to spot a fake Labubu before you pay",
  "Größe und Gewicht echter Labubu-Figuren prüfen",
];

describe("own topics a brief covers", () => {
  it.each(covered)("„%s“ → %s", (topic, briefId) => {
    expect(matchTopic(topic, GENERAL_CATEGORY)?.topic.id).toBe(briefId);
  });

  it("keep the category's template: a brief that cannot fill it is no match", () => {
    // The Vienna flea-market brief has no guide parts (steps, mistakes).
    expect(matchTopic("Labubu Flohmarkt Wien", "lokal")?.topic.id).toBe("wien-lokal-5");
    expect(matchTopic("Labubu Flohmarkt Wien", "guides")).toBeUndefined();
  });
});

describe("own topics no brief covers", () => {
  it.each(uncovered.map((topic) => [topic]))("„%s“ → research outline", (topic) => {
    expect(matchTopic(topic, GENERAL_CATEGORY)).toBeUndefined();
    expect(planForOwnTopic(topic, GENERAL_CATEGORY).kind).toBe("outline");
  });

  it("need three quarters of their specific words covered; generic words („Labubu“, „Figur“) count for nothing", () => {
    expect(MIN_COVERAGE).toBe(0.75);
    expect(specificWordsOf("Labubu Figuren sammeln in Österreich")).toEqual([]);
    expect(specificWordsOf("Labubu-Börse in Linz").map((word) => word.key)).toEqual(["boerse", "linz"]);
    // Two of three words is not enough: the brief on orders from abroad does not say what to expect from China.
    const [best] = rankBriefs("Labubu aus China bestellen Zoll");
    expect(best?.topic.id).toBe("wien-lokal-7");
    expect(best?.coverage).toBeCloseTo(2 / 3);
  });

  it("never get another topic's text (the fact base's own sentences, offered as candidates, aside)", () => {
    const factSentences = new Set(facts.flatMap((fact) => sentencesOf(fact.statement)));
    const briefSentences = new Set(
      covered.flatMap(([topic]) =>
        sentencesOf(createArticle({ customTopic: topic, category: GENERAL_CATEGORY }, { random: seededRandom(1), now }).content),
      ),
    );
    for (const topic of uncovered) {
      const outline = createArticle({ customTopic: topic, category: GENERAL_CATEGORY }, { random: seededRandom(1), now });
      const borrowed = sentencesOf(outline.content).filter(
        (sentence) => briefSentences.has(sentence) && !factSentences.has(sentence),
      );
      expect(borrowed, topic).toEqual([]);
    }
  }, 60_000);
});

const now = new Date("2026-11-21T10:00:00.000Z");
