// Typing into a long draft in the hub, measured in Chromium with the Event Timing API: every
// keystroke is one interaction; its duration runs from the key press to the next paint.
// Measured by `npm run bench` (the long draft body also serves the end-to-end tests).
// The functions passed to page.evaluate run in the browser.
/* global window, document, requestAnimationFrame */
import { percentile } from "./stats.mjs";

/** Hand-written German sentences (10 words each) that the long test body is made of. */
const SENTENCES = [
  "Die kleine Figur aus Graz steht heute oben im Regal.",
  "Viele Sammler in Wien prüfen die Verpackung vor dem Kauf.",
  "Außerdem lohnt sich ein Blick auf das Siegel der Box.",
  "Eine echte Figur hat genau neun Zähne und klare Farben.",
  "Deshalb vergleichen erfahrene Sammler die Preise oft in mehreren Geschäften.",
];

/**
 * A Markdown body of exactly `words` words: sections of a "## Abschnitt N" heading (2 words) and
 * four paragraphs of five sentences, then whole paragraphs and single words to fill up.
 * @param {number} words
 */
export function longDraftBody(words) {
  const paragraph = SENTENCES.join(" ");
  const parts = [];
  let left = words;
  for (let section = 1; left >= 202; section++, left -= 202)
    parts.push(`## Abschnitt ${section}`, paragraph, paragraph, paragraph, paragraph);
  for (; left >= 50; left -= 50) parts.push(paragraph);
  if (left > 0) parts.push(Array.from({ length: left }, () => "Figur").join(" "));
  return parts.join("\n\n");
}

/**
 * INP and its spread from the slowest duration of each interaction. Interactions faster than the
 * observer's 16 ms threshold report nothing; they count as 16 ms (an upper bound).
 * @param {number[]} reported slowest duration per reported interaction (ms)
 * @param {number} interactions how many interactions happened
 */
export function interactionStats(reported, interactions) {
  const all = [...reported, ...Array.from({ length: Math.max(0, interactions - reported.length) }, () => 16)].sort(
    (a, b) => b - a,
  );
  if (all.length === 0) return { interactions: 0, reported: 0, inp: null, median: null, p95: null, max: null };
  // web-vitals: the worst interaction, ignoring one for every 50.
  const inp = all[Math.min(all.length - 1, Math.floor(all.length / 50))];
  return {
    interactions: all.length,
    reported: reported.length,
    inp,
    median: percentile(all, 50),
    p95: percentile(all, 95),
    max: all[0],
  };
}

/**
 * Opens the hub, generates a draft, opens the editor, gives the draft a `words`-word body, waits for
 * its analysis, then types `keystrokes` characters at the end of the body, one key at a time.
 * @param {import("playwright-core").Page} page
 * @param {string} url the hub's address (absolute, or relative to the context's baseURL)
 * @param {{ words?: number, keystrokes?: number, delayMs?: number }} [options]
 */
export async function measureTyping(page, url, { words = 1500, keystrokes = 60, delayMs = 50 } = {}) {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("region", { name: "Werkzeuge" }).scrollIntoViewIfNeeded();
  await page.getByLabel("Eigenes Thema").fill("Tippen in einem langen Entwurf");
  await page.getByRole("button", { name: "Artikel generieren" }).click();
  await page.getByRole("button", { name: "Bearbeiten" }).click();
  const body = page.getByLabel("Text (Markdown)");
  await body.fill(longDraftBody(words));
  const seo = page.getByRole("region", { name: "SEO-Analyse" });
  await seo.getByText(wordsPattern(words)).waitFor({ timeout: 30_000 });
  await page.getByText("Alle Änderungen sind gespeichert.").waitFor();

  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__interactions = new Map();
    w.__record = (/** @type {PerformanceEntryList} */ entries) => {
      for (const entry of /** @type {PerformanceEventTiming[]} */ (entries)) {
        if (!entry.interactionId) continue;
        w.__interactions.set(entry.interactionId, Math.max(w.__interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    };
    w.__observer = new PerformanceObserver((list) => w.__record(list.getEntries()));
    w.__observer.observe({ type: "event", durationThreshold: 16 });
  });
  await body.focus();
  await page.keyboard.press("Control+End");
  // The caret must be on screen: a change nobody can see is never painted, and its interaction would
  // only end at the next visible frame.
  // Instantly: the page scrolls smoothly by default, and typing would start before the caret is in view.
  await body.evaluate(async (element) => {
    element.scrollIntoView({ block: "center", behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  // Whole words, so the analysis can show that it saw every keystroke.
  const typed = " Figur".repeat(Math.ceil(keystrokes / 6)).slice(0, keystrokes);
  await page.keyboard.type(typed, { delay: delayMs });
  const typedWords = typed.split(" ").filter(Boolean).length;
  await seo.getByText(wordsPattern(words + typedWords)).waitFor({ timeout: 30_000 });
  await page.getByText("Alle Änderungen sind gespeichert.").waitFor();
  // Entries queued for the observer but not yet delivered are taken directly.
  const reported = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__record(w.__observer.takeRecords());
    w.__observer.disconnect();
    return [.../** @type {Map<number, number>} */ (w.__interactions).values()];
  });
  return { ...interactionStats(reported, keystrokes), words, keystrokes };
}

/** "Der Text hat 1 500 Wörter" with whatever thousands separator Intl uses. */
function wordsPattern(/** @type {number} */ count) {
  const digits = String(count);
  const grouped = digits.length > 3 ? `${digits.slice(0, -3)}\\D?${digits.slice(-3)}` : digits;
  return new RegExp(`Der Text hat ${grouped} Wörter`);
}
