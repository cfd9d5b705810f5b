import { lazyCopy } from "./data/reads";
import { authenticityFacts } from "./facts/authenticity";
import { valueIn } from "./facts/lookup";
import { formatCount, formatEuro } from "~/utils/format";
import { type CheckStepKey, checkStepKeys, criticalStepKeys } from "~/domain/authenticity";
import type { PhotoRef } from "~/domain/photos";

/**
 * The features of an original, once: the authenticity check (/echtheit-pruefen) asks them in this order, and the
 * home page lists the same features with the same names and the same critical ones (docs/decisions/0036). Facts
 * come from the fact base.
 */

export type CheckStep = {
  title: string;
  question: string;
  help: string;
  /** Shown as the reason when the answer is "no". */
  failed: string;
  factIds: readonly string[];
  /**
   * The operator's own comparison photo of what to look at on an original (a file below app/content/photos,
   * with its alt text; docs/decisions/0048). None until the operator takes one.
   */
  photo?: PhotoRef;
};

/** Read where a page reads the steps, never when the module loads (app/content/data/reads.ts). */
export const checkSteps = lazyCopy(() => {
  const teeth = formatCount(valueIn<number>(authenticityFacts, "authenticity-teeth", "teeth"));
  const suspiciousBelow = valueIn<number>(authenticityFacts, "price-austria-warning-threshold", "suspiciousBelowEur");
  return {
    teeth: {
      title: "Zähne",
      question: `Hat die Figur genau ${teeth} spitze, gleichmäßig geformte Zähne?`,
      help: "Zählen Sie die Zähne im Grinsen. Achten Sie auch auf aufgemalte statt geformte Zähne und auf zu grelle Farben.",
      failed: `Die Zahl oder Form der Zähne stimmt nicht: Originale haben genau ${teeth}.`,
      factIds: ["authenticity-teeth", "authenticity-colours"],
    },
    nose: {
      title: "Nase",
      question: "Stimmen Form und Farbe der Nase mit den offiziellen Produktbildern dieser Figur überein?",
      help: "Vergleichen Sie mit den Bildern auf popmart.com. Die Nasenfarbe hängt von der Figur ab: Bei der Secret-Figur Chestnut Cocoa der Serie Exciting Macaron ist sie rot, bei den regulären Figuren dieser Serie hat sie die Fellfarbe.",
      failed: "Die Nase passt nicht zu den offiziellen Produktbildern.",
      factIds: ["authenticity-nose"],
    },
    logo: {
      title: "Logo",
      question: "Ist das Pop-Mart-Logo auf Schachtel und Etikett rot, gerade und scharf gedruckt?",
      help: "Verschwommener oder schiefer Druck und Tippfehler sind Warnsignale. Der Schriftzug allein beweist aber nichts – auch Fälschungen tragen ihn.",
      failed: "Das Logo ist unsauber, schief oder falsch gedruckt.",
      factIds: ["authenticity-logo", "authenticity-logo-not-proof"],
    },
    sole: {
      title: "Fuß",
      question: "Trägt der linke Fuß einen deutlichen, sauberen Pop-Mart-Aufdruck?",
      help: "Sehen Sie unter den linken Fuß: Der Aufdruck ist bei Originalen klar lesbar und nicht verschmiert.",
      failed: "Der Aufdruck am linken Fuß fehlt oder ist unsauber.",
      factIds: ["authenticity-sole"],
    },
    qr: {
      title: "QR-Code",
      question: "Führt der QR-Code auf Schachtel und Etikett auf eine Adresse unter popmart.com?",
      help: "Scannen Sie beide Codes und lesen Sie die Adresse genau: Sie muss auf popmart.com lauten, für Österreich etwa popmart.com/at. Adressen wie „popmarts.pro“ oder „labubuofficials.de“ gehören zu Fake-Shops.",
      failed: "Der QR-Code fehlt, lässt sich nicht scannen oder führt nicht auf popmart.com.",
      factIds: ["authenticity-qr", "authenticity-official-domain"],
    },
    hologram: {
      title: "Hologramm",
      question: "Trägt die Schachtel einen holografischen Pop-Mart-Aufkleber?",
      help: "Der Aufkleber schimmert je nach Blickwinkel in verschiedenen Farben. Die US-Verbraucherschutzbehörde CPSC nennt ihn als Echtheitsmerkmal.",
      failed: "Der holografische Pop-Mart-Aufkleber fehlt.",
      factIds: ["authenticity-hologram"],
    },
    uv: {
      title: "UV-Stempel",
      question: "Zeigt sich unter UV-Licht ein Stempel an einem Fuß?",
      help: "Nur neuere Ausgaben haben diesen Stempel. Ohne UV-Lampe wählen Sie „Unsicher“. Fehlt er, ist das allein kein Beweis für eine Fälschung.",
      failed: "Kein UV-Stempel gefunden.",
      factIds: ["authenticity-uv"],
    },
    packaging: {
      title: "Verpackung",
      question: "Ist die Schachtel matt, sauber und in satten Farben bedruckt, ohne Rechtschreibfehler?",
      help: "Glatte, glänzende Schachteln, blasser oder verschobener Druck und Tippfehler deuten auf eine Fälschung.",
      failed: "Die Verpackung wirkt billig, glänzend oder fehlerhaft bedruckt.",
      factIds: ["authenticity-packaging"],
    },
    price: {
      title: "Preis",
      question: `Kostet die Figur mindestens ${formatEuro(suspiciousBelow)}?`,
      help: `Ein Original kostet in Österreich rund ${formatEuro(valueIn<number>(authenticityFacts, "price-austria-warning-threshold", "typicalCharmEur"))}. Deutlich billigere Angebote und starke Rabatte sind ein Warnsignal.`,
      failed: `Der Preis liegt unter ${formatEuro(suspiciousBelow)} – so billig sind Originale kaum zu haben.`,
      factIds: ["price-austria-warning-threshold", "authenticity-discount"],
    },
  } as const satisfies Record<CheckStepKey, CheckStep>;
});

/** "neun" and "vier": how many features the check asks about and how many of them are critical, as running text. */
export const checkCounts = {
  steps: checkStepKeys.length,
  critical: criticalStepKeys.length,
  stepsWord: formatCount(checkStepKeys.length),
  criticalWord: formatCount(criticalStepKeys.length),
} as const;
