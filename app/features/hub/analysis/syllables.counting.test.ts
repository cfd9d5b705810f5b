import { describe, expect, it } from "vitest";

import { countSyllables } from "./syllables";

// Syllables counted by hand (hyphenation in brackets).
const counted: [string, number][] = [
  ["Labubu", 3], // La-bu-bu
  ["Sammler", 2], // Samm-ler
  ["Figur", 2], // Fi-gur
  ["Österreich", 3], // Ös-ter-reich
  ["Blindbox", 2], // Blind-box
  ["Echtheit", 2], // Echt-heit
  ["Wien", 1],
  ["Serie", 3], // Se-ri-e
  ["Serien", 3], // Se-ri-en
  ["Familie", 4], // Fa-mi-li-e
  ["Batterie", 3], // Bat-te-rie
  ["Batterien", 4], // Bat-te-ri-en
  ["Quelle", 2], // Quel-le
  ["Feuer", 2], // Feu-er
  ["Theater", 3], // The-a-ter
  ["Kaufbeleg", 3], // Kauf-be-leg
  ["Sammlerinnen", 4], // Samm-le-rin-nen
  ["Verpackung", 3], // Ver-pa-ckung
  ["Zähne", 2], // Zäh-ne
  ["Straße", 2], // Stra-ße
  ["Aufbewahrung", 4], // Auf-be-wah-rung
  ["häufig", 2], // häu-fig
  ["Tauschbörsen", 3], // Tausch-bör-sen
  ["Gewährleistungsrechte", 6], // Ge-währ-leis-tungs-rech-te
  ["Euro", 2], // Eu-ro
  ["See", 1],
  ["Hobby", 2], // Hob-by
  ["2025", 1], // a number counts once
  ["Nr", 1],
];

describe("countSyllables", () => {
  it.each(counted)("%s has %i", (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });
});
