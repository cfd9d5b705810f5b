import { lazyList } from "~/content/data/reads";
import { factValue } from "../../../content/facts";
import { checkCounts } from "~/content/authenticity-steps";
import { formatCount, formatDecimal, formatEuro } from "~/utils/format";

/** Four short guides; each is a summary plus concrete steps a collector can follow today. */
export type Guide = {
  key: "beginner" | "blindbox" | "care" | "selling";
  title: string;
  audience: string;
  summary: string;
  steps: readonly string[];
  link?: { label: string; href: string };
};

/** Read where a page reads the guides, never when the module loads (app/content/data/reads.ts). */
export const guides = lazyList(
  () =>
    [
      {
        key: "beginner",
        title: "Einsteiger-Guide",
        audience: "Für den ersten Kauf",
        summary: "Klein anfangen, Original erkennen lernen, dann gezielt ausbauen.",
        steps: [
          "Legen Sie ein Monatsbudget fest, bevor Sie die erste Box kaufen.",
          "Entscheiden Sie sich für eine Richtung: Anhänger, Vinylfiguren oder eine bestimmte Serie.",
          "Kaufen Sie die ersten Figuren bei einem Händler, dessen Herkunft Sie kennen.",
          `Prüfen Sie jede neue Figur mit unserem Echtheits-Check: ${checkCounts.stepsWord} Fragen, die ${checkCounts.criticalWord} kritischen zuerst.`,
        ],
        link: { label: "Zum Echtheits-Check", href: "/echtheit-pruefen" },
      },
      {
        key: "blindbox",
        title: "Blindbox-Strategie",
        audience: "Für Serien-Komplettierer",
        summary: "Blindboxen machen Spaß – mit einem Plan bleibt es auch günstig.",
        steps: [
          `Kalkulieren Sie mit rund ${formatEuro(factValue<number>("price-austria-warning-threshold", "typicalCharmEur"))} pro Box und mit Doppelten: Für ein Set aus sechs gleich häufigen Figuren brauchen Sie im Schnitt ${formatDecimal(factValue<number>("blindbox-expected-boxes-six", "expectedBoxes"))} Boxen.`,
          "Setzen Sie sich ein Limit pro Serie und halten Sie sich daran, auch wenn die Lieblingsfigur fehlt.",
          "Tauschen Sie Doppelte mit anderen Sammlerinnen und Sammlern, statt immer neu zu kaufen: „Meine Sammlung“ erstellt dafür einen Tauschlink.",
          "Fehlt nur noch eine Figur, brauchen Sie dafür im Schnitt so viele Boxen, wie das Set Figuren hat: Ein gezielter Einzelkauf kann dann günstiger sein.",
        ],
        link: { label: "Set-Rechner: Wie viele Boxen bis zum vollen Set?", href: "/set-rechner" },
      },
      {
        key: "care",
        title: "Pflege & Aufbewahrung",
        audience: "Damit Farben und Plüsch halten",
        summary: "Licht, Staub und Feuchtigkeit sind die größten Feinde einer Sammlung.",
        steps: [
          "Stellen Sie Figuren nicht in die direkte Sonne: UV-Licht bleicht Vinyl und Plüsch aus.",
          "Entstauben Sie regelmäßig mit einem weichen Pinsel oder Mikrofasertuch.",
          "Bewahren Sie Karton, Folie und Karte trocken und flach auf.",
          "Plüsch-Anhänger nie in die Waschmaschine: Flecken nur vorsichtig punktuell reinigen.",
        ],
      },
      {
        key: "selling",
        title: "Verkaufen & bewerten",
        audience: "Für Tausch und Wiederverkauf",
        summary: "Realistische Preise erkennen und sicher verkaufen.",
        steps: [
          "Orientieren Sie sich an tatsächlich verkauften Angeboten, nicht an Wunschpreisen in Inseraten.",
          "Heben Sie Karton, Folie und Karte auf und nennen Sie im Inserat, was dabei ist.",
          "Fotografieren Sie Zähne, Nase, Fußsohle und QR-Code – das schafft Vertrauen bei Käufern.",
          "Verschicken Sie erst nach Zahlungseingang und nutzen Sie versicherten Versand bei wertvollen Figuren.",
        ],
      },
    ] as const satisfies readonly Guide[],
);

/** The guide's disclosure of its steps, and the collection as the place to keep track. */
export const guidesCopy = {
  stepsLabel: (count: number) => `So geht’s in ${formatCount(count)} Schritten`,
  collection: {
    title: "Meine Sammlung",
    text: "Haken Sie ab, was Sie haben, zählen Sie Doppelte und teilen Sie, was Sie tauschen möchten – gespeichert nur in Ihrem Browser, ohne Konto.",
    link: { label: "Sammlung starten", href: "/sammlung" },
  },
} as const;
