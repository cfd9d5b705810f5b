/**
 * German numbers written as words (docs/decisions/0066), read from folded words (ß = ss, ü = ue): cardinals of
 * any size below a million ("dreizehn", "hundertvierundvierzig", "zweitausendfünfhundert"), ordinals ("ersten",
 * "siebten", "zweiundzwanzigsten") and fractions ("Drittel", "Hälfte", "Fünftel"). Plain functions; whether a
 * number in words is a claim is the claim check's business (claim-language.ts).
 */

const DIGITS: Record<string, number> = {
  ein: 1,
  eins: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
};
const BELOW_TWENTY: Record<string, number> = {
  zwei: 2,
  drei: 3,
  vier: 4,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwoelf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fuenfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const TENS: Record<string, number> = {
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  fuenfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

function belowHundred(word: string): number | undefined {
  if (word in BELOW_TWENTY) return BELOW_TWENTY[word];
  if (word in TENS) return TENS[word];
  const and = word.indexOf("und");
  if (and > 0) {
    const unit = DIGITS[word.slice(0, and)];
    const tens = TENS[word.slice(and + 3)];
    if (unit !== undefined && tens !== undefined) return unit + tens;
  }
  return undefined;
}

function belowThousand(word: string): number | undefined {
  const at = word.indexOf("hundert");
  if (at < 0) return belowHundred(word);
  const left = word.slice(0, at);
  const right = word.slice(at + "hundert".length);
  const hundreds = left === "" ? 1 : DIGITS[left];
  const rest = right === "" ? 0 : (belowHundred(right) ?? (right === "eins" ? 1 : undefined));
  return hundreds === undefined || rest === undefined ? undefined : hundreds * 100 + rest;
}

/** A cardinal number word from two up ("zwei", "dreizehn", "hundertfünfzig", "zweitausend"), or undefined. */
export function cardinalWord(word: string): number | undefined {
  const at = word.indexOf("tausend");
  if (at < 0) return belowThousand(word);
  const left = word.slice(0, at);
  const right = word.slice(at + "tausend".length);
  const thousands = left === "" ? 1 : (belowThousand(left) ?? DIGITS[left]);
  const rest = right === "" ? 0 : belowThousand(right);
  return thousands === undefined || rest === undefined ? undefined : thousands * 1000 + rest;
}

const IRREGULAR_ORDINALS: Record<string, number> = { ers: 1, drit: 3, sieb: 7, ach: 8 };

/** An ordinal number word ("ersten", "dritte", "siebten", "zweiundzwanzigsten", "hundertsten"), or undefined. */
export function ordinalWord(word: string): number | undefined {
  const high = /^(.+?)(?:ste|sten|ster|stem|stes)$/.exec(word);
  if (high) {
    const value = cardinalWord(high[1]!);
    if (value !== undefined && value >= 20) return value;
  }
  const low = /^(.+?)(?:te|ten|ter|tem|tes)$/.exec(word);
  if (!low) return undefined;
  const base = low[1]!;
  if (base in IRREGULAR_ORDINALS) return IRREGULAR_ORDINALS[base];
  const value = cardinalWord(base);
  return value !== undefined && value >= 2 && value < 20 ? value : undefined;
}

const IRREGULAR_FRACTIONS: Record<string, number> = {
  haelfte: 1 / 2,
  drittel: 1 / 3,
  viertel: 1 / 4,
  achtel: 1 / 8,
};

/** A fraction word ("Hälfte", "Drittel", "Fünftel", "Zehntel"): the part of one it names, or undefined. */
export function fractionWord(word: string): number | undefined {
  if (word in IRREGULAR_FRACTIONS) return IRREGULAR_FRACTIONS[word];
  const match = /^(.+?)tel$/.exec(word);
  if (!match) return undefined;
  const value = cardinalWord(match[1]!);
  return value !== undefined && value >= 5 && value <= 100 ? 1 / value : undefined;
}

/** The count before a fraction word: "ein Drittel", "drei Viertel", "die Hälfte" (1), or undefined. */
export function fractionCount(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (["ein", "eine", "einem", "einen", "einer", "die", "der", "zur"].includes(word)) return 1;
  return cardinalWord(word);
}
