/**
 * The words of the folded "Boxen oder einzeln?" panel on /sammlung, apart from its form's copy
 * (copy.ts), which loads only when the panel is opened (docs/decisions/0032).
 */
export const seriesSinglesCopy = {
  summary: "Boxen oder einzeln kaufen? Preise eingeben und vergleichen",
  loading: "Wird geladen …",
  failed: "Der Vergleich ließ sich nicht laden. Bitte laden Sie die Seite neu.",
} as const;
