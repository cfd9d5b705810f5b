import { lazyList } from "~/content/data/reads";
import { factValue } from "../../../content/facts";
import { checkCounts, checkSteps } from "~/content/authenticity-steps";
import { type CheckStepKey, checkStepKeys, stepWeights } from "~/domain/authenticity";
import { formatCount, formatEuro } from "~/utils/format";
import { capitalize } from "~/utils/text";

/**
 * The home page's authenticity guide: the features the check asks about, in its order, with its names and its
 * critical flags (app/content/authenticity-steps.ts, docs/decisions/0036), each with what an original shows and
 * what a fake typically gets wrong. Each rests on facts of the fact base, whose sources the guide shows. An
 * earlier "heart on the nose tip" became "the nose as on the official pictures": no public source describes a
 * heart-shaped nose (see docs/decisions/0009).
 */
export type Comparison = { authentic: string; fake: string; factIds: readonly string[] };

// Read where a page reads the copy, never when the module loads (app/content/data/reads.ts).
function comparisonsOf() {
  const teeth = formatCount(factValue<number>("authenticity-teeth", "teeth"));
  const typicalCharm = formatEuro(factValue<number>("price-austria-warning-threshold", "typicalCharmEur"));
  return {
    teeth: {
      authentic: `Das breite Grinsen zeigt genau ${teeth} spitze, gleichmäßig geformte Zähne mit sauberen Kanten.`,
      fake: `Mehr oder weniger als ${teeth} Zähne, ungleich große oder aufgemalte statt geformte Zähne. Auch zu grelle Farben sind ein Warnsignal.`,
      factIds: ["authenticity-teeth", "authenticity-colours"],
    },
    nose: {
      authentic:
        "Form und Farbe der Nase entsprechen den offiziellen Produktbildern genau dieser Figur – bei den regulären Figuren der Serie Exciting Macaron etwa in der Fellfarbe.",
      fake: "Nase in falscher Farbe oder Form, verrutscht oder unsauber lackiert – etwa eine fellfarbene Nase bei einer angeblichen Secret-Figur Chestnut Cocoa.",
      factIds: ["authenticity-nose"],
    },
    logo: {
      authentic: "Auf Verpackung und Etikett ist das Pop-Mart-Logo rot, gerade und gestochen scharf gedruckt.",
      fake: "Verwaschener oder schiefer Druck, falsche Schrift, Tippfehler. Aber: Der Schriftzug allein beweist nichts – auch Fälschungen tragen ihn.",
      factIds: ["authenticity-logo", "authenticity-logo-not-proof"],
    },
    sole: {
      authentic: "Am linken Fuß ist deutlich der Pop-Mart-Schriftzug aufgedruckt: gleichmäßige Linien, nichts verschmiert.",
      fake: "Aufdruck fehlt, ist verschmiert, lässt sich abreiben oder ist falsch geschrieben. Auch grobe Nähte an den Füßen sind ein Warnsignal.",
      factIds: ["authenticity-sole"],
    },
    qr: {
      authentic:
        "Der QR-Code auf der Schachtel und am Etikett der Figur führt auf eine Seite unter popmart.com, der offiziellen Adresse von Pop Mart.",
      fake: "Kein QR-Code am Etikett, ein Code, der sich nicht scannen lässt, oder einer, der auf eine andere Adresse führt – etwa „popmarts.pro“.",
      factIds: ["authenticity-qr", "authenticity-official-domain"],
    },
    hologram: {
      authentic:
        "Die Schachtel trägt einen holografischen Pop-Mart-Aufkleber, der je nach Blickwinkel in anderen Farben schimmert.",
      fake: "Kein holografischer Aufkleber auf der Schachtel.",
      factIds: ["authenticity-hologram"],
    },
    uv: {
      authentic: "Neuere Ausgaben zeigen unter UV-Licht einen unauffälligen Stempel an einem Fuß.",
      fake: "Fehlt der Stempel, ist das allein kein Beweis für eine Fälschung: Ältere Ausgaben haben keinen.",
      factIds: ["authenticity-uv"],
    },
    packaging: {
      authentic: "Matte, leicht strukturierte Schachtel mit satten Farben und sauberem Druck.",
      fake: "Glatte, glänzende Schachtel, blasser oder verschobener Druck, Rechtschreibfehler.",
      factIds: ["authenticity-packaging"],
    },
    price: {
      authentic: `Ein originaler Taschenanhänger kostet in Österreich rund ${typicalCharm}.`,
      fake: "Deutlich billigere Angebote und starke Rabatte sind ein Warnsignal.",
      factIds: ["price-austria-warning-threshold", "authenticity-discount"],
    },
  } as const satisfies Record<CheckStepKey, Comparison>;
}

export type AuthenticityFeature = Comparison & { key: CheckStepKey; feature: string; critical: boolean };

/** The features in the check's order, named as the check names them. */
export const authenticityFeatures: readonly AuthenticityFeature[] = lazyList(() => {
  const comparisons = comparisonsOf();
  return checkStepKeys.map((key) => ({
    key,
    feature: checkSteps[key].title,
    critical: stepWeights[key] === "critical",
    ...comparisons[key],
  }));
});

export const authenticityNotes = {
  /** The section's promise, counted from the check's list. */
  promise: `${capitalize(checkCounts.stepsWord)} Merkmale, an denen Sie eine echte Figur von einer Kopie unterscheiden – die ${checkCounts.criticalWord} kritischen zuerst prüfen.`,
  criticalHint:
    "Kritische Merkmale zuerst prüfen: Stimmt eines davon nicht, sollten Sie die Figur nicht kaufen – oder sie zurückgeben.",
  /** Read where a page reads it, never when the module loads (app/content/data/reads.ts). */
  get compareHint() {
    return `Vergleichen Sie im Zweifel immer mit den offiziellen Produktbildern auf popmart.com. Bei Online-Käufen bei Unternehmen in der EU haben Sie in der Regel ${factValue<number>("legal-withdrawal-14-days", "days")} Tage Rücktrittsrecht.`;
  },
  compareFactIds: ["legal-withdrawal-14-days"],
  checkLink: { label: "Echtheits-Check starten", href: "/echtheit-pruefen" },
  criticalLabel: "Kritisch",
  authenticLabel: "Original",
  fakeLabel: "Fälschung",
} as const;
