import { describe, expect, it } from "vitest";

import { isPassiveSentence } from "./passive";
import { splitWords } from "./words";

const isPassive = (sentence: string) => isPassiveSentence(splitWords(sentence));

// Labelled by hand: a form of "werden" and a past participle in one clause.
const passive = [
  "Die Box wird geöffnet.",
  "Die Figur wurde in Wien verkauft.",
  "Der Preis ist vom Händler erhöht worden.",
  "Echte Figuren werden in einer versiegelten Box geliefert.",
  "Die Serie wurde 2019 vorgestellt.",
  "Das Siegel wird genau kontrolliert.",
  "Die Verpackung wurde ausgepackt und fotografiert.",
  "Es wird empfohlen, den Beleg aufzuheben.",
  "Die Figuren wurden im Katalog beschrieben.",
  "Die Geschenke werden verteilt.",
  "Wird die Figur morgen abgeholt?",
];

const notPassive = [
  "Die Preise werden steigen.",
  "Die Figur wird teuer.",
  "Sie werden sehen, wie schön sie ist.",
  "Er wird bekannt.",
  "Viele Sammler kaufen Figuren in Wien.",
  "Die Figur ist verkauft.",
  "Wir werden gewinnen.",
  "Die Sammlung wird größer, weil wir mehr gekauft haben.",
  "Es wird bestimmt schön.",
  "Gekauft hat sie die Box in Graz.",
  "Die Preise werden erneut steigen.",
  "Sie würde gern mehr Geschenken geben.",
];

describe("isPassiveSentence", () => {
  it.each(passive)("passive: %s", (sentence) => expect(isPassive(sentence)).toBe(true));
  it.each(notPassive)("not passive: %s", (sentence) => expect(isPassive(sentence)).toBe(false));
});
