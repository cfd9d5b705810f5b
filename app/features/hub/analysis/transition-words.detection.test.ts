import { describe, expect, it } from "vitest";

import { hasTransitionWord } from "./transition-words";
import { splitWords } from "./words";

const withTransition = [
  "Außerdem gibt es eine neue Serie.",
  "Die Box ist teuer, deshalb warten viele.",
  "Zum Beispiel kostet eine Figur 20 Euro.",
  "Eine Figur kostet z. B. 20 Euro.",
  "Entweder kaufen Sie in Wien oder online.",
  "Nicht nur Kinder, sondern auch Erwachsene sammeln.",
  "Darüber hinaus lohnt sich ein Blick auf die Verpackung.",
  "Während Sie warten, prüfen Sie das Siegel.",
];

const withoutTransition = [
  "Die Figur ist klein.",
  "Viele Sammler wohnen in Wien.",
  "Oder doch nicht?",
  "Zum Geschäft sind es zwei Minuten.",
  "Nicht jede Box ist echt.",
];

describe("hasTransitionWord", () => {
  it.each(withTransition)("finds one in: %s", (sentence) => expect(hasTransitionWord(splitWords(sentence))).toBe(true));
  it.each(withoutTransition)("finds none in: %s", (sentence) => expect(hasTransitionWord(splitWords(sentence))).toBe(false));
});
