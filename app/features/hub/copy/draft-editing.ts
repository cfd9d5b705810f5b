/**
 * The words the draft-editing checks look for (app/features/hub/generator/draft-editing.ts, docs/decisions/0052):
 * what an editor would cut or fix in a draft before publishing it.
 */

/** Connectors that open a sentence only to fill it: the sentence reads as well without them. */
export const fillerOpeners = [
  "außerdem",
  "zudem",
  "darüber hinaus",
  "des weiteren",
  "dazu kommt",
  "hinzu kommt",
  "übrigens",
  "grundsätzlich",
  "natürlich",
  "letztlich",
  "im grunde",
  "eigentlich",
  "generell",
  "tatsächlich",
  "insgesamt",
] as const;

/**
 * Sentences that promise a worked example or a calculation: the section must then give one (a figure from the
 * fact base after the promise), else the promise is empty.
 */
export const promisePatterns: readonly RegExp[] = [
  /\b(?:ein|eine)\s+(?:einfaches\s+|kurzes\s+|konkretes\s+)?(?:Beispiel|Rechenbeispiel|Rechnung)\s+(?:hilft|zeigt|macht)/iu,
  /\bzeigt\s+(?:ein|eine)\s+(?:einfaches\s+|einfache\s+|kurzes\s+|kurze\s+)?(?:Beispiel|Rechnung)\b/iu,
  /\bso\s+rechnen\s+Sie\b/iu,
];

/**
 * Blocks a draft carries only where its topic needs them: each is found in a paragraph by all of its patterns
 * (the authenticity checklist by two of its three marks).
 */
export const recurringBlocks = {
  "Zähne, Fuß und QR-Code": { patterns: [/\bZähne\b|\bZahn/iu, /\bFuß|Fußsohle/iu, /QR-Code/iu], atLeast: 2 },
  "Warnung der Watchlist Internet": { patterns: [/Watchlist Internet/u, /warn/iu], atLeast: 2 },
  "14,7 Blindboxen": { patterns: [/14,7/u], atLeast: 1 },
} as const satisfies Record<string, { patterns: readonly RegExp[]; atLeast: number }>;
