import { authenticityFacts } from "../../../content/facts/authenticity";
import { standText } from "../../../content/facts/copy";
import { factIn, standOf, valueIn } from "../../../content/facts/lookup";
import { marketFacts } from "../../../content/facts/market";
import { formatCount, formatDecimal, formatEuro, formatNumber, formatOdds, formatPercent } from "~/utils/format";
import { calculateSet } from "../set-calculation";
import { lazyCopy } from "../../../content/data/reads";

/** Copy and defaults of the set calculator (/set-rechner). Defaults come from the fact base. */

import { CALCULATOR_LIMITS, type CalculatorField, type FieldError } from "~/domain/calculator";

export { CALCULATOR_LIMITS };

// Only the two fact modules this page needs: the whole fact base would weigh down its code.
// Read where a page reads the copy, never when the module loads (app/content/data/reads.ts).
function calculatorFacts() {
  const defaultPrice = valueIn<number>(authenticityFacts, "price-austria-warning-threshold", "typicalCharmEur");
  const defaultOneIn = valueIn<number>(marketFacts, "secret-odds-typical", "oneIn");
  const defaultFigures = valueIn<number>(marketFacts, "secret-odds-typical", "regulars");
  const expectedSix = valueIn<number>(marketFacts, "blindbox-expected-boxes-six", "expectedBoxes");
  /** The usual case with its secret figure, from the calculator's own model: what its table shows (14,9 beside 14,7). */
  const usualCase = calculateSet({ figures: defaultFigures, secretChance: 1 / defaultOneIn, price: defaultPrice });
  return { defaultPrice, defaultOneIn, defaultFigures, expectedSix, usualCase };
}

export const calculatorDefaults = lazyCopy(() => {
  const { defaultPrice, defaultOneIn, defaultFigures } = calculatorFacts();
  return {
    figures: defaultFigures,
    oneIn: defaultOneIn,
    price: defaultPrice,
    boxes: 30,
    /** The same defaults as the form shows them. */
    text: {
      figures: String(defaultFigures),
      have: "0",
      odds: `1/${defaultOneIn}`,
      price: formatDecimal(defaultPrice),
      boxes: "30",
      secret: false,
    } satisfies Record<CalculatorField, string> & { secret: boolean },
    /** Box counts in the prerendered table. */
    tableBoxes: [10, 15, 20, 30, 50, 100, 200],
    factIds: ["price-austria-warning-threshold", "secret-odds-typical", "blindbox-expected-boxes-six"],
  } as const;
});

const limits = {
  figures: `höchstens ${formatNumber(CALCULATOR_LIMITS.maxFigures)}`,
  price: `höchstens ${formatEuro(CALCULATOR_LIMITS.maxPrice)}`,
  boxes: `höchstens ${formatNumber(CALCULATOR_LIMITS.maxBoxes)}`,
  rarest: formatOdds(CALCULATOR_LIMITS.maxSecretOneIn),
};

export const calculatorPage = lazyCopy(() => {
  const { defaultPrice, defaultOneIn, defaultFigures, expectedSix, usualCase } = calculatorFacts();
  return {
    eyebrow: "Set-Rechner",
    title: "Wie viele Boxen bis zum vollen Set?",
    intro:
      "Blindboxen verraten nicht, welche Figur drinsteckt. Je mehr Figuren Sie schon haben, desto öfter ziehen Sie Doppelte – deshalb brauchen Sie für ein volles Set deutlich mehr Boxen, als es Figuren gibt. Der Rechner zeigt, wie viele im Schnitt, was das kostet und wie wahrscheinlich es mit einer bestimmten Zahl von Boxen klappt.",
    formHeading: "Ihre Serie",
    seriesPicker: {
      label: "Serie aus dem Katalog",
      hint: "Übernimmt die Zahl der Figuren und die Chance auf die Secret-Figur aus dem Serienkatalog; beides können Sie danach ändern.",
      ownValues: "Eigene Werte",
      /** Beside a series whose secret odds the catalogue does not state: the field stays empty for the visitor's value. */
      oddsOpen: "Secret-Figur: Chance nicht gesichert",
    },
    fields: {
      figures: {
        label: "Reguläre Figuren im Set",
        hint: "Ohne Secret-Figur, z. B. 6.",
      },
      have: {
        label: "Davon haben Sie schon",
        hint: "Reguläre Figuren, die Sie schon haben – 0, wenn Sie neu anfangen.",
      },
      odds: {
        label: "Chance auf die Secret-Figur",
        hint: "z. B. 1/72 – oder „keine“, wenn die Serie keine Secret-Figur hat.",
      },
      price: {
        label: "Preis pro Box in Euro",
        hint: `Vorgabe: rund ${formatEuro(defaultPrice)}, ${standText(standOf([factIn(authenticityFacts, "price-austria-warning-threshold")])!)}.`,
      },
      boxes: {
        label: "Boxen, die Sie kaufen wollen",
        hint: "Für die Chance, damit fertig zu werden.",
      },
    } satisfies Record<CalculatorField, { label: string; hint: string }>,
    secretOwned: "Die Secret-Figur habe ich schon",
    noScript:
      "Der Rechner braucht JavaScript. Ohne JavaScript zeigt die Tabelle unten den üblichen Fall: sechs Figuren und eine Secret-Figur mit einer Chance von 1 : 72.",
    resultHeading: "Ergebnis",
    invalidHeading: "Bitte prüfen Sie Ihre Eingaben",
    results: {
      regular: "Alle regulären Figuren",
      full: "Mit Secret-Figur",
      expectedBoxes: "Boxen im Schnitt",
      expectedCost: "Kosten im Schnitt",
      chanceWithin: (boxes: number, started = false) =>
        `Chance auf ein volles Set mit ${formatNumber(boxes)} ${started ? "weiteren " : ""}Boxen`,
      start: (have: number, figures: number, secret: boolean) =>
        `Ausgangspunkt: Sie haben schon ${formatNumber(have)} von ${formatNumber(figures)} regulären Figuren${secret ? " und die Secret-Figur" : ""}. Gezählt werden nur die Boxen, die Sie noch brauchen.`,
      boxesForHalf: `Boxen für ${formatPercent(0.5)} Chance`,
      boxesForNinety: `Boxen für ${formatPercent(0.9)} Chance`,
      beyondLimit: `mehr als ${formatNumber(CALCULATOR_LIMITS.maxBoxes)}`,
      noSecret: "Die Serie hat keine Secret-Figur: Das volle Set sind die regulären Figuren.",
      summary: (regularBoxes: string, fullBoxes: string | null, started = false) =>
        fullBoxes
          ? `Im Schnitt ${started ? "noch " : ""}${regularBoxes} Boxen für alle regulären Figuren, ${fullBoxes} Boxen mit Secret-Figur.`
          : `Im Schnitt ${started ? "noch " : ""}${regularBoxes} Boxen für alle Figuren.`,
    },
    tableHeading: `Der übliche Fall: ${formatCount(defaultFigures)} Figuren, Secret-Figur ${formatOdds(defaultOneIn)}, rund ${formatEuro(defaultPrice)} pro Box`,
    tableColumns: { boxes: "Gekaufte Boxen", regular: "Chance: alle regulären Figuren", full: "Chance: mit Secret-Figur" },
    tableExpected: (regularBoxes: string, fullBoxes: string) =>
      `Im Schnitt brauchen Sie ${regularBoxes} Boxen für die regulären Figuren und ${fullBoxes} Boxen, bis auch die Secret-Figur dabei ist.`,
    explanationHeading: "So rechnen wir",
    explanation: [
      "Jede Box enthält eine zufällige Figur. Die regulären Figuren gelten als gleich häufig, die Secret-Figur kommt mit der angegebenen Chance. Boxen sind voneinander unabhängig – so, wie Händler die Chancen angeben.",
      `Bei sechs gleich häufigen Figuren sinkt mit jeder Figur, die Sie schon haben, die Chance, dass die nächste Box eine noch fehlende enthält: Die erste Box bringt sicher eine neue, für die letzte fehlende brauchen Sie im Schnitt sechs Boxen. Zusammen sind das 6 × (1 + 1/2 + … + 1/6) = ${formatDecimal(expectedSix)} Boxen (Sammelbilderproblem).`,
      `Kommt eine Secret-Figur mit einer Chance von ${formatOdds(defaultOneIn)} dazu, steckt im Schnitt in jeder ${formatNumber(defaultOneIn)}. Box sie statt einer regulären Figur. Für die ${formatCount(defaultFigures)} regulären Figuren sind es dann ${formatDecimal(expectedSix)} × ${formatNumber(defaultOneIn)}/${formatNumber(defaultOneIn - 1)} = ${formatDecimal(usualCase.regularBoxes, 1)} Boxen – die Zahl in der Tabelle; bis auch die Secret-Figur dabei ist, ${formatDecimal(usualCase.fullBoxes, 1)}.`,
      "Die Chance, mit einer bestimmten Zahl von Boxen fertig zu werden, rechnen wir Box für Box genau aus, über alle möglichen Zwischenstände. Es ist ein Durchschnitt: Wer Pech hat, braucht deutlich mehr – dann kann Tauschen oder ein gezielter Einzelkauf günstiger sein als weitere Boxen.",
    ],
    links: {
      series: { label: "Serien mit Figuren und Chancen nachschlagen", href: "/serien" },
      check: { label: "Figuren nach dem Kauf auf Echtheit prüfen", href: "/echtheit-pruefen" },
    },
  } as const;
});

/** A clear German message for every way an input can be wrong. */
export function calculatorError(field: CalculatorField, error: FieldError, raw: string): string {
  const shown = raw.trim().slice(0, 30);
  switch (field) {
    case "figures":
      return {
        empty: "Bitte geben Sie an, wie viele reguläre Figuren die Serie hat, z. B. 6.",
        format: `„${shown}“ ist keine Zahl. Bitte geben Sie die Anzahl der Figuren als ganze Zahl an, z. B. 6.`,
        "not-whole": "Figuren lassen sich nur ganz zählen. Bitte geben Sie eine ganze Zahl an, z. B. 6.",
        "too-small": "Ein Set hat mindestens eine reguläre Figur. Bitte geben Sie eine Zahl ab 1 an.",
        "too-large": `So große Sets gibt es nicht. Bitte geben Sie ${limits.figures} Figuren an.`,
        "zero-denominator": "Bitte geben Sie eine ganze Zahl an, z. B. 6.",
        "more-than-set": "Bitte geben Sie eine ganze Zahl an, z. B. 6.",
      }[error];
    case "have":
      return {
        empty: "Bitte geben Sie an, wie viele reguläre Figuren Sie schon haben, z. B. 3 – oder 0.",
        format: `„${shown}“ ist keine Zahl. Bitte geben Sie an, wie viele Figuren Sie schon haben, z. B. 3.`,
        "not-whole": "Figuren lassen sich nur ganz zählen. Bitte geben Sie eine ganze Zahl an, z. B. 3.",
        "too-small": "Weniger als keine Figur geht nicht. Bitte geben Sie 0 oder mehr an.",
        "too-large": `Bitte geben Sie ${limits.figures} Figuren an.`,
        "zero-denominator": "Bitte geben Sie eine ganze Zahl an, z. B. 3.",
        "more-than-set": "Sie können nicht mehr verschiedene reguläre Figuren haben, als das Set hat.",
      }[error];
    case "odds":
      return {
        empty: "Bitte geben Sie die Chance auf die Secret-Figur an, z. B. „1/72“ – oder „keine“.",
        format: `„${shown}“ können wir nicht lesen. Schreiben Sie die Chance als „1/72“, „1 zu 72“ oder „keine“.`,
        "not-whole": `„${shown}“ können wir nicht lesen. Schreiben Sie die Chance als „1/72“.`,
        "too-small": `So selten rechnen wir nicht: Die Chance muss mindestens ${limits.rarest} sein.`,
        "too-large": "Eine Secret-Figur ist seltener als jede zweite Box. Bitte geben Sie z. B. „1/72“ an.",
        "zero-denominator": "Eine Chance von 1 zu 0 gibt es nicht. Bitte geben Sie z. B. „1/72“ an – oder „keine“.",
        "more-than-set": "Bitte geben Sie z. B. „1/72“ an.",
      }[error];
    case "price":
      return {
        empty: "Bitte geben Sie den Preis pro Box an, z. B. 19,90.",
        format: `„${shown}“ ist kein Preis. Bitte schreiben Sie ihn als Zahl, z. B. 19,90.`,
        "not-whole": `„${shown}“ ist kein Preis. Bitte schreiben Sie ihn als Zahl, z. B. 19,90.`,
        "too-small": "Der Preis muss größer als 0 sein.",
        "too-large": `Bitte geben Sie einen Preis von ${limits.price} an.`,
        "zero-denominator": "Bitte schreiben Sie den Preis als Zahl, z. B. 19,90.",
        "more-than-set": "Bitte schreiben Sie den Preis als Zahl, z. B. 19,90.",
      }[error];
    case "boxes":
      return {
        empty: "Bitte geben Sie an, wie viele Boxen Sie kaufen wollen, z. B. 30.",
        format: `„${shown}“ ist keine Zahl. Bitte geben Sie die Zahl der Boxen als ganze Zahl an, z. B. 30.`,
        "not-whole": "Boxen lassen sich nur ganz kaufen. Bitte geben Sie eine ganze Zahl an.",
        "too-small": "Bitte geben Sie mindestens eine Box an.",
        "too-large": `Bitte geben Sie ${limits.boxes} Boxen an.`,
        "zero-denominator": "Bitte geben Sie eine ganze Zahl an, z. B. 30.",
        "more-than-set": "Bitte geben Sie eine ganze Zahl an, z. B. 30.",
      }[error];
  }
}
