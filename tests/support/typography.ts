/**
 * How numbers and line breaks read on the site (docs/decisions/0036): one grouping style for every number ("1.165"
 * like "€ 2.038", never "1 165"), no-break spaces inside amounts and ratios ("€ 20", "1 : 72", "58,4 Tsd.", "50 %"),
 * and headings that never start a line with a dash ("Sammlung starten – Schritt für Schritt" keeps the dash at the
 * end of the first line). Checks over the text a visitor reads, one text node at a time.
 */

export type TypographyRule = "space-grouped-number" | "ratio-break" | "amount-break" | "heading-dash";

export type TypographyFinding = { rule: TypographyRule; match: string };

/** A space a line may break at (not U+00A0 or U+202F). */
const BREAKING = "[ \\t\\n\\r]";

const patterns: { rule: TypographyRule; pattern: RegExp; headingsOnly?: true }[] = [
  // "1 165", "58 420": a thousands group after a space of any kind (the site groups with a dot).
  { rule: "space-grouped-number", pattern: /(?<![\d.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d,])/gu },
  // "1 : 72" that may break at either space ("14:05" has none and is a time).
  { rule: "ratio-break", pattern: new RegExp(`\\d(?:${BREAKING}:[ \\t\\n\\r\\u00a0]?|\\u00a0?:${BREAKING})\\d`, "gu") },
  // "€ 20", "$ 947", "CN¥ 79" before a number, "1,08 Mio.", "58,4 Tsd.", "50 %" after one, at a breaking space.
  {
    rule: "amount-break",
    pattern: new RegExp(`(?:€|\\$|¥|£)${BREAKING}+\\d|\\d${BREAKING}+(?:%|Mio\\.|Mrd\\.|Tsd\\.)`, "gu"),
  },
  // A dash a heading line could start with: "starten – Schritt" breaking before the dash.
  { rule: "heading-dash", pattern: new RegExp(`\\S${BREAKING}+[–—]`, "gu"), headingsOnly: true },
];

/** What breaks the rules in one piece of text; `heading` adds the rules for headings. */
export function typographyFindings(text: string, { heading = false } = {}): TypographyFinding[] {
  const findings: TypographyFinding[] = [];
  for (const { rule, pattern, headingsOnly } of patterns) {
    if (headingsOnly && !heading) continue;
    for (const match of text.matchAll(pattern)) findings.push({ rule, match: match[0] });
  }
  return findings;
}

/**
 * The findings in a document's visible text: every text node outside script, style, noscript and
 * template, headings (h1–h6, and elements with role="heading") checked with the heading rules. Adjacent
 * inline text of one heading is joined first, so a dash in its own text node is still seen.
 */
export function documentTypographyFindings(document: Document): { text: string; finding: TypographyFinding }[] {
  const out: { text: string; finding: TypographyFinding }[] = [];
  const skip = "script, style, noscript, template";
  const headings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6, [role=heading]")];
  for (const heading of headings) {
    if (heading.closest(skip)) continue;
    const text = heading.textContent ?? "";
    for (const finding of typographyFindings(text, { heading: true }).filter((f) => f.rule === "heading-dash"))
      out.push({ text: text.trim(), finding });
  }
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(skip)) continue;
    const text = node.nodeValue ?? "";
    for (const finding of typographyFindings(text)) out.push({ text: text.trim().slice(0, 120), finding });
  }
  return out;
}
