import { factValue } from "../../../content/facts";
import { formatCount } from "~/utils/format";

/**
 * The six authenticity features: what an original shows, what a fake typically gets
 * wrong. Each rests on facts of the fact base, whose sources the guide shows. An earlier
 * "heart on the nose tip" became "the nose as on the official pictures": no public source
 * describes a heart-shaped nose (see docs/decisions/0009).
 */
export type AuthenticityFeature = {
  key: "teeth" | "nose" | "logo" | "sole" | "qr" | "packaging";
  feature: string;
  authentic: string;
  fake: string;
  critical: boolean;
  factIds: readonly string[];
};

const teeth = formatCount(factValue<number>("authenticity-teeth", "teeth"));

export const authenticityFeatures = [
  {
    key: "teeth",
    feature: `${teeth[0]!.toUpperCase()}${teeth.slice(1)} spitze Zähne`,
    authentic: `Das breite Grinsen zeigt genau ${teeth} spitze, gleichmäßig geformte Zähne mit sauberen Kanten.`,
    fake: `Mehr oder weniger als ${teeth} Zähne, ungleich große oder aufgemalte statt geformte Zähne. Auch zu grelle Farben sind ein Warnsignal.`,
    critical: true,
    factIds: ["authenticity-teeth", "authenticity-colours"],
  },
  {
    key: "nose",
    feature: "Nase wie auf den Produktbildern",
    authentic:
      "Form und Farbe der Nase entsprechen den offiziellen Produktbildern genau dieser Figur – bei den regulären Figuren der Serie Exciting Macaron etwa in der Fellfarbe.",
    fake: "Nase in falscher Farbe oder Form, verrutscht oder unsauber lackiert – etwa eine fellfarbene Nase bei einer angeblichen Secret-Figur Chestnut Cocoa.",
    critical: true,
    factIds: ["authenticity-nose"],
  },
  {
    key: "logo",
    feature: "Pop-Mart-Logo",
    authentic: "Auf Verpackung und Etikett ist das Pop-Mart-Logo rot, gerade und gestochen scharf gedruckt.",
    fake: "Verwaschener oder schiefer Druck, falsche Schrift, Tippfehler. Aber: Der Schriftzug allein beweist nichts – auch Fälschungen tragen ihn.",
    critical: false,
    factIds: ["authenticity-logo", "authenticity-logo-not-proof"],
  },
  {
    key: "sole",
    feature: "Aufdruck am linken Fuß",
    authentic: "Am linken Fuß ist deutlich der Pop-Mart-Schriftzug aufgedruckt: gleichmäßige Linien, nichts verschmiert.",
    fake: "Aufdruck fehlt, ist verschmiert, lässt sich abreiben oder ist falsch geschrieben. Auch grobe Nähte an den Füßen sind ein Warnsignal.",
    critical: false,
    factIds: ["authenticity-sole"],
  },
  {
    key: "qr",
    feature: "QR-Code auf Schachtel und Etikett",
    authentic:
      "Der QR-Code auf der Schachtel und am Etikett der Figur führt auf eine Seite unter popmart.com, der offiziellen Adresse von Pop Mart.",
    fake: "Kein QR-Code am Etikett, ein Code, der sich nicht scannen lässt, oder einer, der auf eine andere Adresse führt – etwa „popmarts.pro“.",
    critical: true,
    factIds: ["authenticity-qr", "authenticity-official-domain"],
  },
  {
    key: "packaging",
    feature: "Verpackung und Hologramm",
    authentic: "Matte, leicht strukturierte Schachtel mit satten Farben und einem holografischen Pop-Mart-Aufkleber.",
    fake: "Glatte, glänzende Schachtel, blasser oder verschobener Druck, Rechtschreibfehler oder kein holografischer Aufkleber.",
    critical: false,
    factIds: ["authenticity-packaging", "authenticity-hologram"],
  },
] as const satisfies readonly AuthenticityFeature[];

export const authenticityNotes = {
  criticalHint:
    "Kritische Merkmale zuerst prüfen: Stimmt eines davon nicht, sollten Sie die Figur nicht kaufen – oder sie zurückgeben.",
  compareHint: `Vergleichen Sie im Zweifel immer mit den offiziellen Produktbildern auf popmart.com. Bei Online-Käufen bei Unternehmen in der EU haben Sie in der Regel ${factValue<number>("legal-withdrawal-14-days", "days")} Tage Rücktrittsrecht.`,
  compareFactIds: ["legal-withdrawal-14-days"],
  checkLink: { label: "Ihre Figur jetzt Schritt für Schritt prüfen", href: "/echtheit-pruefen" },
  criticalLabel: "Kritisch",
  authenticLabel: "Original",
  fakeLabel: "Fälschung",
} as const;
