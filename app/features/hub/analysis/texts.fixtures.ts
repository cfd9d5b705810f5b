/**
 * Hand-counted German sentences for the analysis tests. Word counts are in the names; each sentence
 * is active and has no transition word unless its name says so.
 */

/** 10 words, no keyphrase. */
export const TEN = "Die kleine Figur aus Graz steht heute oben im Regal.";
/** 10 words with "Labubu" and "Wien". */
export const TEN_WITH_KEYPHRASE = "Die kleine Labubu aus Wien steht heute oben im Regal.";
/** 9 words. */
export const NINE = "Die kleine Figur aus Graz steht heute im Regal.";
/** 1 word. */
export const ONE = "Gut.";
/** 4 words. */
export const SHORT = "Die Figur ist echt.";
/** 20 words: not "over 20". */
export const TWENTY =
  "Viele Sammlerinnen und Sammler in Wien kaufen ihre Figuren am liebsten im Geschäft, weil sie dort die Verpackung prüfen können.";
/** 21 words: a long sentence. */
export const TWENTY_ONE =
  "Viele Sammlerinnen und Sammler in Wien kaufen ihre Figuren am liebsten im Geschäft, weil sie dort die Verpackung genau prüfen können.";
/** Passive: "wird … geöffnet". */
export const PASSIVE = "Die Box wird heute im Laden geöffnet.";
/** Active, 8 words. */
export const ACTIVE = "Die kleine Figur steht heute oben im Regal.";
/** 7 words with the transition word "außerdem". */
export const WITH_TRANSITION = "Außerdem steht die Figur heute im Regal.";
/** 7 words without one. */
export const WITHOUT_TRANSITION = "Die kleine Figur steht heute im Regal.";

/** `sentence` `times` times, as one paragraph. */
export function repeat(sentence: string, times: number): string {
  return Array.from({ length: times }, () => sentence).join(" ");
}

/** Exactly `count` words ("Figur Figur …"). */
export function words(count: number): string {
  return Array.from({ length: count }, () => "Figur").join(" ");
}
