// What earlier versions of the hub wrote to localStorage, kept as they stored it (one draft and one
// slot each, every field those versions had), so that each migration is tested against the real shape.

const content = "## Einleitung\n\nIn Wien gibt es viele Sammler. Labubu ist dort sehr beliebt.";

/** A slot the automation planned and drafted (version 2 on): every field such a slot has. */
export const automationSlot = {
  id: "auto-2026-11-25",
  title: "Labubu als Weihnachtsgeschenk",
  category: "seasonal",
  scheduledDate: "2026-11-25",
  status: "ready",
  keywords: ["Labubu Weihnachten"],
  targetLength: 600,
  origin: "automation",
  trigger: "seasonal-content",
  topic: { key: "topic:saisonal-1", listTopic: "Labubu als Weihnachtsgeschenk: Ideen für Sammler", category: "reviews" },
  draftId: "1792000000000",
  slug: "labubu-weihnachtsgeschenk",
};

/** Version 1 (`labubu-hub:v1`): articles without editable SEO fields, with a random score. */
export const version1Hub = JSON.stringify({
  version: 1,
  savedAt: "2026-10-02T08:00:00.000Z",
  articles: [
    {
      id: "1791000000000",
      title: "Labubu in Wien",
      content,
      category: "lokal",
      keywords: ["labubu wien", "labubu sammler"],
      wordCount: 12,
      seoScore: 91,
      createdAt: "2026-10-01T10:00:00.000Z",
    },
  ],
  schedule: [
    {
      id: "plan-sample-1",
      title: "Beispiel: Labubu im Advent",
      category: "seasonal",
      scheduledDate: "2026-12-01",
      status: "scheduled",
      keywords: ["labubu advent"],
      targetLength: 800,
    },
  ],
  triggers: { "product-announcement": true, "seasonal-content": false, "weekly-tips": true, "trend-monitoring": false },
  automation: { enabled: false, weeklyTarget: 2, focus: "balanced" },
});

/** Version 2 (`labubu-hub:v2`): editable fields, measured scores, sources and the automation's slots; no notes. */
export const version2Hub = JSON.stringify({
  version: 2,
  savedAt: "2026-11-02T08:00:00.000Z",
  articles: [
    {
      id: "1792000000000",
      category: "guides",
      createdAt: "2026-11-01T09:30:00.000Z",
      title: "Labubu-Fälschungen erkennen",
      slug: "labubu-faelschungen-erkennen",
      metaDescription: "Woran Sie eine gefälschte Labubu-Figur erkennen: Zähne, Füße, Verpackung und Preis im Vergleich.",
      focusKeyphrase: "labubu fälschung",
      keywords: ["labubu fake", "lafufu"],
      content,
      original: {
        title: "Labubu-Fälschungen erkennen",
        slug: "labubu-faelschungen-erkennen",
        metaDescription: "Woran Sie eine gefälschte Labubu-Figur erkennen.",
        focusKeyphrase: "labubu fälschung",
        keywords: ["labubu fake"],
        content,
      },
      source: { kind: "llm", model: "llama3.2" },
      incomplete: false,
      sources: [{ name: "Pop Mart", url: "https://www.popmart.com/" }],
      wordCount: 12,
      seoScore: 64,
      seoPoints: 23,
      readability: "ok",
      fleschReadingEase: 58.5,
    },
  ],
  schedule: [automationSlot],
  triggers: { "product-announcement": true, "seasonal-content": true, "weekly-tips": false, "trend-monitoring": true },
  automation: { enabled: true, weeklyTarget: 3, focus: "seo" },
  dismissedTopics: ["series:pin-for-love"],
});

/** Version 3 (`labubu-hub:v3`, current): version 2 plus research notes on drafts. */
export const version3Hub = (() => {
  const hub = JSON.parse(version2Hub) as { version: number; articles: Record<string, unknown>[] };
  hub.version = 3;
  hub.articles[0]!.notes = [
    { id: "n1", statement: "Pop Mart verkauft Labubu in Wien.", url: "https://www.popmart.com/at", asOf: "2026-10-01" },
  ];
  return JSON.stringify(hub);
})();
