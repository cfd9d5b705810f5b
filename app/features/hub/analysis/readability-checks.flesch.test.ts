import { describe, expect, it } from "vitest";

import { analyzeDraft } from "./analyze";
import { checkFleschReadingEase, fleschAmstad } from "./readability-checks";

/**
 * Reference passages from easy to hard, each counted by hand: words and syllables per sentence
 * (syllables by hyphenation), then Amstad's FRE = 180 − words/sentences − 58.5 × syllables/words.
 * The analysis must come within ±3 of the hand value; sentence and word counts must match exactly.
 */
type Reference = { name: string; text: string; sentences: number; words: number; syllables: number; fre: number };

const references: Reference[] = [
  {
    name: "children's story",
    text:
      "Am Morgen geht Lena mit ihrem Hund in den Park. Der Hund heißt Bruno und ist noch sehr jung. " +
      "Lena wirft einen roten Ball über die Wiese. Bruno rennt los und bringt ihn schnell zurück. " +
      "Dann legen sich beide in das warme Gras.",
    // Words 10 + 9 + 8 + 8 + 8 = 43; syllables 13 + 10 + 13 + 10 + 11 = 57.
    // FRE = 180 − 43/5 − 58.5 × 57/43 = 180 − 8.60 − 77.55 = 93.85
    sentences: 5,
    words: 43,
    syllables: 57,
    fre: 93.85,
  },
  {
    name: "shopping advice",
    text:
      "Prüfen Sie vor dem Kauf immer die Verpackung. Ein echtes Siegel glänzt und lässt sich nicht leicht ablösen. " +
      "Fragen Sie im Zweifel im Geschäft nach. Heben Sie den Kassenbon gut auf. " +
      "So können Sie später zeigen, wo Sie die Figur gekauft haben.",
    // Words 8 + 10 + 7 + 6 + 11 = 42; syllables 12 + 14 + 10 + 9 + 17 = 62.
    // FRE = 180 − 42/5 − 58.5 × 62/42 = 180 − 8.40 − 86.36 = 85.24
    sentences: 5,
    words: 42,
    syllables: 62,
    fre: 85.24,
  },
  {
    name: "newspaper-style report",
    text:
      "Die Figuren der Serie The Monsters sind in Österreich seit einigen Jahren beliebt. " +
      "Viele Sammlerinnen und Sammler kaufen sie in Wien, aber auch im Internet. " +
      "Wer eine Figur kauft, sollte die Verpackung genau prüfen. " +
      "Echte Boxen tragen ein Siegel und einen Hinweis auf die Seite des Herstellers.",
    // Words 13 + 12 + 9 + 13 = 47; syllables 24 + 21 + 16 + 22 = 83.
    // FRE = 180 − 47/4 − 58.5 × 83/47 = 180 − 11.75 − 103.31 = 64.94
    sentences: 4,
    words: 47,
    syllables: 83,
    fre: 64.94,
  },
  {
    name: "factual text",
    text:
      "Der Wiederverkaufswert seltener Figuren hängt vor allem von ihrem Zustand und ihrer Verpackung ab. " +
      "Sammler achten zudem auf Kaufbelege, weil diese die Herkunft einer Figur nachvollziehbar dokumentieren. " +
      "Ohne solche Nachweise sinkt der erzielbare Preis auf Tauschbörsen und Auktionsplattformen häufig deutlich.",
    // Words 14 + 13 + 13 = 40; syllables 28 + 30 + 28 = 86 (Auk-tions-platt-for-men: 5).
    // FRE = 180 − 40/3 − 58.5 × 86/40 = 180 − 13.33 − 125.78 = 40.89
    sentences: 3,
    words: 40,
    syllables: 86,
    fre: 40.89,
  },
  {
    name: "legal text",
    text:
      "Soweit der Verkäufer eine Garantie für die Beschaffenheit der Kaufsache übernommen hat, richten sich die " +
      "Ansprüche des Käufers nach den Garantiebedingungen, unbeschadet der gesetzlichen Gewährleistungsrechte. " +
      "Die Geltendmachung von Gewährleistungsansprüchen setzt voraus, dass der Käufer den Mangel innerhalb " +
      "angemessener Frist nach dessen Entdeckung anzeigt.",
    // Words 25 + 18 = 43; syllables 60 + 40 = 100.
    // FRE = 180 − 43/2 − 58.5 × 100/43 = 180 − 21.50 − 136.05 = 22.45
    sentences: 2,
    words: 43,
    syllables: 100,
    fre: 22.45,
  },
];

describe("Flesch reading ease (Amstad) on reference passages", () => {
  it.each(references)("$name: within ±3 of the hand computation", (reference) => {
    // The hand computation itself, so the formula is checked too.
    expect(fleschAmstad(reference.words, reference.sentences, reference.syllables)).toBeCloseTo(reference.fre, 1);
    const analysis = analyzeDraft({ title: "", slug: "", metaDescription: "", focusKeyphrase: "", content: reference.text });
    expect(analysis.stats.sentences).toBe(reference.sentences);
    expect(analysis.stats.words).toBe(reference.words);
    expect(Math.abs(analysis.stats.syllables - reference.syllables)).toBeLessThanOrEqual(2);
    expect(Math.abs(analysis.readability.fleschReadingEase! - reference.fre)).toBeLessThanOrEqual(3);
  });

  it("orders the passages from easy to hard", () => {
    const values = references.map(
      (reference) =>
        analyzeDraft({ title: "", slug: "", metaDescription: "", focusKeyphrase: "", content: reference.text }).readability
          .fleschReadingEase!,
    );
    expect([...values].sort((a, b) => b - a)).toEqual(values);
  });

  it("clamps to 0–100", () => {
    expect(fleschAmstad(4, 1, 4)).toBe(100); // 180 − 4 − 58.5
    expect(fleschAmstad(60, 1, 240)).toBe(0); // 180 − 60 − 234
  });
});

describe("Flesch check thresholds", () => {
  it.each([
    [75, "good"],
    [60, "good"],
    [59.9, "ok"],
    [50, "ok"],
    [49.9, "bad"],
    [0, "bad"],
  ] as const)("%d is %s", (value, rating) => {
    expect(checkFleschReadingEase(value).rating).toBe(rating);
  });

  it("names Amstad's level in the sentence", () => {
    expect(checkFleschReadingEase(64.9).message).toContain("64,9 (mittel)");
    expect(checkFleschReadingEase(22.5).message).toContain("(sehr schwer)");
  });
});
