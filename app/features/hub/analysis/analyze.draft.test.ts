import { describe, expect, it } from "vitest";

import { analyzeDraft } from "./analyze";
import { KEYPHRASE_USES_SCORED } from "./seo-checks";
import { wellOptimisedDraft } from "./drafts.fixtures";
import { repeat, TEN } from "./texts.fixtures";
import { readabilityCheckIds, seoCheckIds } from "./types";

const check = (analysis: ReturnType<typeof analyzeDraft>, id: string) =>
  [...analysis.seo.checks, ...analysis.readability.checks].find((item) => item.id === id)!;

describe("analyzeDraft", () => {
  it("runs every SEO and readability check, each with a colour, a score and a German sentence", () => {
    const analysis = analyzeDraft(wellOptimisedDraft);
    expect(analysis.seo.checks.map((item) => item.id)).toEqual([...seoCheckIds]);
    expect(analysis.readability.checks.map((item) => item.id)).toEqual([...readabilityCheckIds]);
    for (const item of [...analysis.seo.checks, ...analysis.readability.checks]) {
      expect(["good", "ok", "bad"]).toContain(item.rating);
      expect(item.message).toMatch(/^[„\p{Lu}\d].*[.!?)]$/u);
    }
  });

  it("gives a draft written for its keyphrase a good score and good readability", () => {
    const analysis = analyzeDraft(wellOptimisedDraft);
    expect(analysis.seo.score).toBeGreaterThanOrEqual(90);
    expect(analysis.seo.band).toBe("good");
    expect(analysis.readability.band).toBe("good");
    expect(analysis.readability.fleschReadingEase).toBeGreaterThanOrEqual(60);
  });

  it("scores lower when the keyphrase is removed from the title", () => {
    const before = analyzeDraft(wellOptimisedDraft);
    const after = analyzeDraft({ ...wellOptimisedDraft, title: "Fünf Merkmale echter Figuren" });
    expect(check(before, "keyphraseInTitle").rating).toBe("good");
    expect(check(after, "keyphraseInTitle").rating).toBe("bad");
    expect(after.seo.score).toBeLessThan(before.seo.score);
  });

  it("turns density red and the band „schlecht“ when the keyphrase is stuffed to over 4 %", () => {
    const stuffed = `${wellOptimisedDraft.content}\n\n${repeat("Labubu Fälschungen sind überall.", 12)}`;
    const analysis = analyzeDraft({ ...wellOptimisedDraft, content: stuffed });
    expect(analysis.stats.words).toBe(312 + 12 * 4);
    // 3 + 12 sentences with the keyphrase in 360 words = 4.2 %.
    expect(check(analysis, "keyphraseDensity")).toMatchObject({ rating: "bad", score: -80 });
    expect(check(analysis, "keyphraseDensity").message).toMatch(/15-mal vor \(4,2\s%\)/);
    expect(analysis.seo.band).toBe("bad");
  });

  it("reads better when a 60-word sentence is split", () => {
    const long =
      "Wer in Wien eine Figur kaufen möchte, sollte sich vorher informieren, die Preise in mehreren Geschäften " +
      "vergleichen, die Verpackung auf Siegel und Aufdruck prüfen, die Zähne der Figur zählen, nach dem Kassenbon fragen " +
      "und im Zweifel lieber auf den Kauf verzichten, weil ein günstiger Preis allein noch kein Beweis für eine echte " +
      "Figur ist und Fälschungen oft gut gemacht sind.";
    const split =
      "Wer in Wien eine Figur kaufen möchte, sollte sich vorher informieren. Vergleichen Sie die Preise in " +
      "mehreren Geschäften. Prüfen Sie die Verpackung auf Siegel und Aufdruck. Zählen Sie die Zähne der Figur. Fragen Sie " +
      "nach dem Kassenbon. Verzichten Sie im Zweifel lieber auf den Kauf. Ein günstiger Preis allein ist noch kein Beweis " +
      "für eine echte Figur. Fälschungen sind oft gut gemacht.";
    const input = { title: "", slug: "", metaDescription: "", focusKeyphrase: "", content: `${long} ${repeat(TEN, 2)}` };
    const before = analyzeDraft(input);
    const after = analyzeDraft({ ...input, content: `${split} ${repeat(TEN, 2)}` });
    expect(before.stats.longSentences).toBe(1);
    expect(before.stats.words - 20).toBe(60);
    expect(check(before, "sentenceLength").rating).toBe("bad");
    expect(check(after, "sentenceLength").rating).toBe("good");
    expect(after.readability.fleschReadingEase!).toBeGreaterThan(before.readability.fleschReadingEase!);
    expect(after.readability.penalty).toBeLessThan(before.readability.penalty);
  });

  it("counts other drafts' keyphrases as used before", () => {
    const alone = analyzeDraft(wellOptimisedDraft);
    const twice = analyzeDraft(wellOptimisedDraft, { otherKeyphrases: ["labubu fälschungen", "Labubu Faelschungen"] });
    expect(check(alone, "previouslyUsedKeyphrase").score).toBe(9);
    expect(check(twice, "previouslyUsedKeyphrase").score).toBe(1);
    expect(twice.seo.score).toBeLessThan(alone.seo.score);
  });

  it("scores a keyphrase used twice like one used fifty times (the hub's published figures are kept by that step)", () => {
    const usedBy = (count: number) =>
      analyzeDraft(wellOptimisedDraft, { otherKeyphrases: Array.from({ length: count }, () => "Labubu Fälschungen") }).seo.score;
    expect(KEYPHRASE_USES_SCORED).toBe(2);
    expect(usedBy(1)).toBeGreaterThan(usedBy(KEYPHRASE_USES_SCORED));
    expect(usedBy(50)).toBe(usedBy(KEYPHRASE_USES_SCORED));
  });
});

describe("bad input: a clear result, never an exception", () => {
  const empty = { title: "", slug: "", metaDescription: "", focusKeyphrase: "", content: "" };

  it("an empty draft: a bad score, and readability says the text is empty", () => {
    const analysis = analyzeDraft(empty);
    // Only "no H1 in the body" and the uncompared originality pass:
    // (1 + 4 + 3 + 3 + 2 + 3 + 3 + 1 + 1 − 20 + 3 + 3 + 1 + 9 − 40 + 9) ÷ 144 < 0, clamped to 0.
    expect(analysis.seo.score).toBe(0);
    expect(analysis.seo.band).toBe("bad");
    expect(analysis.readability.band).toBe("bad");
    expect(analysis.readability.fleschReadingEase).toBeNull();
    expect(check(analysis, "sentenceLength").message).toBe(
      "Der Text ist leer. Schreiben Sie Absätze, dann wird die Lesbarkeit bewertet.",
    );
    expect(check(analysis, "textLength").message).toBe("Der Text ist leer. Schreiben Sie mindestens 300 Wörter.");
    expect(check(analysis, "keyphraseLength").message).toContain("keine Fokus-Keyphrase");
  });

  it("only headings: readability says to write paragraphs under them", () => {
    const analysis = analyzeDraft({ ...empty, content: "## Eins\n\n## Zwei\n\n### Drei" });
    expect(analysis.stats.words).toBe(3);
    expect(check(analysis, "fleschReadingEase").message).toContain("nur aus Überschriften");
    expect(check(analysis, "keyphraseInIntroduction").rating).toBe("bad");
  });

  it("only a list: its items are the running text", () => {
    const analysis = analyzeDraft({
      ...empty,
      focusKeyphrase: "Siegel",
      content: "- Prüfen Sie das Siegel.\n- Zählen Sie die Zähne.\n- Vergleichen Sie den Preis.",
    });
    expect(analysis.stats.sentences).toBe(3);
    expect(check(analysis, "paragraphLength").message).toContain("keine Absätze");
    expect(check(analysis, "keyphraseInIntroduction").rating).toBe("good");
    expect(analysis.readability.fleschReadingEase).not.toBeNull();
  });

  it("emoji and right-to-left text are words where they have letters, and nothing breaks", () => {
    const analysis = analyzeDraft({
      ...empty,
      title: "🎉 Labubu שלום",
      focusKeyphrase: "שלום",
      content: "🎉🎉 Labubu ist da. שלום עולם. مرحبا بالعالم؟ 👩‍👩‍👧‍👦",
    });
    // Labubu, ist, da, שלום, עולם, مرحبا, بالعالم: emoji alone are not words.
    expect(analysis.stats.words).toBe(7);
    expect(analysis.stats.sentences).toBe(3);
    expect(check(analysis, "keyphraseInTitle").rating).toBe("ok");
    expect(check(analysis, "keyphraseInIntroduction").rating).toBe("good");
  });

  it("raw HTML and a script tag in the body are counted as the text they are shown as", () => {
    const analysis = analyzeDraft({
      ...empty,
      content: '<script>alert("x")</script>\n\nEin Absatz mit <b>fettem</b> Text und <img src=x onerror=alert(1)>.',
    });
    expect(analysis.stats.paragraphs).toBe(2);
    expect(analysis.stats.words).toBe(
      countWordsOf('<script>alert("x")</script> Ein Absatz mit <b>fettem</b> Text und <img src=x onerror=alert(1)>.'),
    );
  });

  it("a keyphrase with quotes, punctuation or only function words gets a clear sentence", () => {
    expect(check(analyzeDraft({ ...empty, focusKeyphrase: "„“" }), "keyphraseLength").message).toContain("Anführungszeichen");
    expect(check(analyzeDraft({ ...empty, focusKeyphrase: "?!" }), "keyphraseLength").message).toContain("Satz");
    expect(check(analyzeDraft({ ...empty, focusKeyphrase: "und die" }), "keyphraseLength").message).toContain("Füllwörtern");
    const quoted = analyzeDraft({ ...wellOptimisedDraft, focusKeyphrase: "„Labubu Fälschungen“" });
    expect(check(quoted, "keyphraseInTitle").rating).toBe("good");
  });

  it("a 100,000-word text is analysed in one pass without blowing up", () => {
    const content = Array.from({ length: 1_000 }, (_, index) => `## Abschnitt ${index}\n\n${repeat(TEN, 10)}`).join("\n\n");
    const analysis = analyzeDraft({ ...wellOptimisedDraft, content });
    expect(analysis.stats.words).toBe(102_000);
    expect(check(analysis, "textLength").rating).toBe("good");
  });
});

function countWordsOf(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
