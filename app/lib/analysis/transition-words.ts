import { fold, type Word } from "./words";

/**
 * German transition words and phrases (own list): words that link a sentence to the one before
 * (contrast, cause, order, example, summary). Multi-word phrases must appear in order; paired
 * connectors ("entweder … oder") need both parts in the sentence.
 */
const SINGLE = new Set(
  [
    "aber allerdings also anschließend anfangs andererseits außerdem ausserdem beispielsweise bevor dabei dadurch",
    "dafür dagegen daher damit danach dann darauf darum dazu demnach demzufolge dennoch deshalb deswegen ebenfalls",
    "ebenso einerseits endlich erstens zweitens drittens falls ferner folglich genauso gleichzeitig hierbei hingegen",
    "immerhin indem infolgedessen insbesondere insgesamt jedoch kurzum letztlich letztendlich nachdem nämlich nebenbei",
    "obwohl obgleich schließlich seitdem sobald sodass sofern somit sonst später stattdessen trotzdem überdies übrigens",
    "vorher während weil weiterhin zudem zuerst zugleich zuletzt zunächst zusätzlich zusammenfassend abschließend",
    "hierzu zwar vielmehr wohingegen ergo",
  ]
    .join(" ")
    .split(" ")
    .map(fold),
);

const PHRASES: string[][] = [
  "zum beispiel",
  "z b",
  "zum schluss",
  "zum einen",
  "zum anderen",
  "zum ersten",
  "darüber hinaus",
  "im gegensatz dazu",
  "im gegenteil",
  "im vergleich",
  "im anschluss",
  "im folgenden",
  "aus diesem grund",
  "vor allem",
  "auf der anderen seite",
  "mit anderen worten",
  "das heißt",
  "d h",
  "kurz gesagt",
  "am ende",
  "als erstes",
  "nicht zuletzt",
  "so dass",
  "auch wenn",
  "unter anderem",
  "u a",
].map((phrase) => phrase.split(" ").map(fold));

const PAIRS: [string, string][] = [
  ["entweder", "oder"],
  ["sowohl", "als"],
  ["weder", "noch"],
  ["je", "desto"],
  ["je", "umso"],
  ["nicht nur", "sondern"],
].map(([first, second]) => [fold(first!), fold(second!)]);

function indexOfPhrase(keys: readonly string[], phrase: readonly string[], from = 0): number {
  outer: for (let start = from; start + phrase.length <= keys.length; start++) {
    for (let offset = 0; offset < phrase.length; offset++) if (keys[start + offset] !== phrase[offset]) continue outer;
    return start;
  }
  return -1;
}

export function hasTransitionWord(words: readonly Word[]): boolean {
  const keys = words.map((word) => word.key.replace(/\.$/, ""));
  if (keys.some((key) => SINGLE.has(key))) return true;
  if (PHRASES.some((phrase) => indexOfPhrase(keys, phrase) >= 0)) return true;
  return PAIRS.some(([first, second]) => {
    const firstWords = first.split(" ");
    const at = indexOfPhrase(keys, firstWords);
    return at >= 0 && indexOfPhrase(keys, [second], at + firstWords.length) >= 0;
  });
}
