import { describe, expect, it } from "vitest";

import {
  buildDraft,
  deriveDraftFields,
  deriveMetaDescription,
  deriveSlug,
  otherKeyphrases,
  sameFields,
  summarize,
  syncUsedBefore,
  withFields,
} from "./drafts";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { wellOptimisedDraft } from "~/features/hub/analysis/drafts.fixtures";

const base = { id: "1795262400000", category: "guides" as const, createdAt: "2026-11-21T10:00:00.000Z" };
const fields = { ...wellOptimisedDraft, keywords: ["labubu echt", "labubu preis"] };

describe("derived fields", () => {
  it("takes whole opening sentences for the meta description, up to 156 characters", () => {
    expect(deriveMetaDescription("## Einleitung\n\nErster Satz. Zweiter Satz.\n\nDritter Satz.")).toBe(
      "Erster Satz. Zweiter Satz. Dritter Satz.",
    );
    const sentence =
      "Dieser Satz ist genau so lang, dass er mit dem nächsten zusammen nicht mehr passt, weil er viele Wörter hat.";
    expect(deriveMetaDescription(`${sentence} ${sentence}`)).toBe(sentence);
  });

  it("shortens a first sentence that alone is too long, and is empty without text", () => {
    const description = deriveMetaDescription(`${"Wort ".repeat(60)}Ende.`);
    expect([...description].length).toBeLessThanOrEqual(156);
    expect(description.endsWith("…")).toBe(true);
    expect(deriveMetaDescription("## Nur eine Überschrift")).toBe("");
  });

  it("makes a slug from the title, or from the id for a title without Latin letters", () => {
    expect(deriveSlug("Labubu in Wien: Tipps", "1")).toBe("labubu-in-wien-tipps");
    expect(deriveSlug("🎉 שלום", "123")).toBe("artikel-123");
  });

  it("takes the first keyword as focus keyphrase and the others as related keywords", () => {
    expect(
      deriveDraftFields({ id: "1", title: "Titel", content: "Text.", keywords: ["labubu wien", "labubu graz", "labubu linz"] }),
    ).toMatchObject({ focusKeyphrase: "labubu wien", keywords: ["labubu graz", "labubu linz"] });
    expect(deriveDraftFields({ id: "1", title: "Titel", content: "Text.", keywords: [] })).toMatchObject({
      focusKeyphrase: "",
      keywords: [],
    });
  });
});

describe("building and editing a draft", () => {
  it("measures the draft and keeps its fields as the original", () => {
    const draft = buildDraft(base, fields);
    expect(draft).toMatchObject({ ...fields, ...summarize(analyzeDraft(fields)), wordCount: 312, incomplete: false });
    expect(draft.original).toEqual(fields);
    expect(sameFields(draft, draft.original)).toBe(true);
  });

  it("stores new fields with a fresh word count and summary, and knows it was edited", () => {
    const draft = buildDraft(base, fields);
    const edited = { ...fields, title: "Ein anderer Titel" };
    const next = withFields(draft, edited, analyzeDraft(edited));
    expect(next.title).toBe("Ein anderer Titel");
    expect(next.seoScore).toBeLessThan(draft.seoScore);
    expect(next.original).toEqual(fields);
    expect(sameFields(next, next.original)).toBe(false);
  });

  it("keeps the SEO points apart from 'keyphrase used before'", () => {
    const analysis = analyzeDraft(fields);
    const total = analysis.seo.checks.reduce((sum, check) => sum + check.score, 0);
    expect(summarize(analysis).seoPoints).toBe(total - 9);
  });
});

describe("syncUsedBefore", () => {
  const a = buildDraft(base, fields);
  const b = buildDraft(
    { ...base, id: "2" },
    { ...fields, title: "Ein anderer Artikel", slug: "ein-anderer-artikel", focusKeyphrase: "labubu, FÄLSCHUNGEN" },
  );
  const c = buildDraft(
    { ...base, id: "3" },
    { ...fields, title: "Noch ein Artikel", slug: "noch-ein-artikel", focusKeyphrase: "labubu preis" },
  );

  it("lowers the score of drafts that share a keyphrase, like the analysis would", () => {
    const synced = syncUsedBefore([a, b, c]);
    const shared = analyzeDraft(fields, { otherKeyphrases: otherKeyphrases([a, b, c], a) }).seo.score;
    expect(synced[0]!.seoScore).toBe(shared);
    expect(synced[1]!.seoScore).toBe(
      analyzeDraft(
        { ...fields, title: "Ein anderer Artikel", slug: "ein-anderer-artikel", focusKeyphrase: "labubu, FÄLSCHUNGEN" },
        { otherKeyphrases: otherKeyphrases([a, b, c], b) },
      ).seo.score,
    );
    expect(synced[2]).toBe(c);
    expect(shared).toBeLessThan(a.seoScore);
  });

  it("counts published articles' keyphrases too, and returns the same array when nothing changes", () => {
    expect(syncUsedBefore([a, c])).toEqual([a, c]);
    const list = [a, c];
    expect(syncUsedBefore(list)).toBe(list);
    const published = [
      { slug: "erster", focusKeyphrase: "Labubu Fälschungen" },
      { slug: "zweiter", focusKeyphrase: "labubu fälschungen" },
    ];
    expect(syncUsedBefore(list, published)[0]!.seoScore).toBe(
      analyzeDraft(fields, { otherKeyphrases: ["x", "labubu fälschungen", "labubu fälschungen"] }).seo.score,
    );
  });

  it("a published article with the draft's own slug is that article: its keyphrase does not count", () => {
    const list = [a, c];
    expect(syncUsedBefore(list, [{ slug: a.slug, focusKeyphrase: a.focusKeyphrase }])).toBe(list);
    expect(syncUsedBefore(list, [{ slug: "anderer", focusKeyphrase: a.focusKeyphrase }])[0]!.seoScore).toBeLessThan(a.seoScore);
  });

  it("another draft of the same article (a revision beside the stored draft it was made from) does not count", () => {
    const revision = buildDraft({ ...base, id: "4" }, fields);
    expect(revision.slug).toBe(a.slug);
    const list = [a, revision, c];
    expect(syncUsedBefore(list)).toBe(list);
    expect(syncUsedBefore(list, [{ slug: a.slug, focusKeyphrase: a.focusKeyphrase }])).toBe(list);
    expect(otherKeyphrases(list, revision)).toEqual([c.focusKeyphrase]);
  });
});
