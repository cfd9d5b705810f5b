import { factById, factValue } from "../../../content/facts";
import { standText } from "../../../content/facts/copy";
import { standOf } from "../../../content/facts/lookup";
import { lazyList } from "../../../content/data/reads";
import { site } from "~/config/site";
import { formatEuro, formatOdds, formatPartialDate, formatYear } from "~/utils/format";
import { conversionFactIds, conversionPhrase, euroPrice, sourcePrice } from "~/content/euro-prices";

export type FaqEntry = {
  key: string;
  question: string;
  answer: string;
  /** Facts the answer states; their sources and "Stand" are shown under it. */
  factIds: readonly string[];
};

const stand = (id: string) => {
  const found = standOf([factById(id)]);
  if (!found) throw new Error(`Fact ${id} has no Stand`);
  return standText(found);
};

/** The launch price in Asia, a price in dollars: shown in euros with the dollars beside them (docs/decisions/0047). */
const launchInAsia = () => ({
  amount: factValue<number>("price-big-into-energy-asia", "low"),
  high: factValue<number>("price-big-into-energy-asia", "high"),
  currency: factValue<string>("price-big-into-energy-asia", "currency"),
});

/** Read where a page reads it, never when the module loads (app/content/data/reads.ts). */
export const faq = lazyList(() => faqOf(launchInAsia()));

function faqOf(asiaLaunch: ReturnType<typeof launchInAsia>) {
  return [
    {
      key: "what",
      question: `Was ist ${site.figure} eigentlich?`,
      answer: `${site.figure} ist ein kleines Monster mit spitzen Ohren und breitem Grinsen aus der Bilderbuchwelt „${site.figureLine}“ des Künstlers Kasing Lung, die ${formatYear(factValue<number>("background-kasing-lung", "originYear"))} entstand. Im Jahr ${formatYear(factValue<number>("background-pop-mart-licence", "licenceYear"))} erhielt Pop Mart die Lizenz und brachte die Figuren vor allem als Plüsch-Anhänger in Blindboxen heraus.`,
      factIds: ["background-kasing-lung", "background-pop-mart-licence"],
    },
    {
      key: "price",
      question: "Wie viel kostet eine Labubu in Österreich?",
      answer: `Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa ${formatEuro(factValue<number>("price-official-shop-austria", "fromEur"))} (${stand("price-official-shop-austria")}); ein originaler Taschenanhänger kostet laut vienna.at rund ${formatEuro(factValue<number>("price-austria-warning-threshold", "typicalCharmEur"))} (${stand("price-austria-warning-threshold")}). Ein Angebot unter ${formatEuro(factValue<number>("price-austria-warning-threshold", "suspiciousBelowEur"))} ist vermutlich eine Fälschung.`,
      factIds: ["price-official-shop-austria", "price-austria-warning-threshold"],
    },
    {
      key: "fake",
      question: "Wie erkenne ich eine Fälschung am schnellsten?",
      answer:
        "Prüfen Sie zuerst die kritischen Merkmale: genau neun Zähne, eine Nase wie auf den offiziellen Produktbildern und einen QR-Code, der auf eine Adresse unter popmart.com führt. Dazu kommen der holografische Pop-Mart-Aufkleber auf der Schachtel, der Aufdruck am linken Fuß und der Preis.",
      factIds: ["authenticity-teeth", "authenticity-qr", "authenticity-hologram"],
    },
    {
      key: "store",
      question: "Gibt es in Österreich ein Pop-Mart-Geschäft?",
      answer: `Ein eigenes Pop-Mart-Geschäft gab es in Österreich laut Wiener Medien 2025 nicht; neuere Berichte dazu gibt es nicht (${stand("shop-official-austria")}). Offiziell kaufen Sie im Webshop popmart.com/at. Vorsicht bei Pop-up-Stores mit Labubu-Schriftzug: In der Wiener Innenstadt verkauften solche Stores 2025 Fälschungen.`,
      factIds: ["shop-official-austria", "vienna-fake-popup-stores"],
    },
    {
      key: "abroad",
      question: "Lohnt sich der Kauf im Ausland?",
      answer: `In Asien kostete etwa eine Figur der Serie Big into Energy zum Start ${euroPrice(asiaLaunch)} (${sourcePrice(asiaLaunch)}, ${stand("price-big-into-energy-asia")}; ${conversionPhrase([asiaLaunch.currency])}). Bei einer Bestellung von außerhalb der EU zahlen Sie aber seit ${formatPartialDate(factValue<string>("import-vat-no-threshold", "since"))} ab dem ersten Euro Einfuhrumsatzsteuer und seit ${formatPartialDate(factValue<string>("import-duty-threshold", "since"))} auch unter ${formatEuro(factValue<number>("import-duty-threshold", "dutyFrom"))} Warenwert Zoll: pauschal ${formatEuro(factValue<number>("import-duty-threshold", "flatDutyEur"))} je Warenart. Dazu kommen Versand und eine Gebühr der Post – und das Fälschungsrisiko bei unbekannten Verkäufern ist hoch.`,
      factIds: [
        "price-big-into-energy-asia",
        ...conversionFactIds([asiaLaunch.currency]),
        "import-vat-no-threshold",
        "import-duty-threshold",
        "import-post-collects",
      ],
    },
    {
      key: "invest",
      question: `Ist ${site.figure} eine gute Wertanlage?`,
      answer: `Der Rekord liegt bei rund ${formatEuro(factValue<number>("record-auction-2025", "hammerEurRounded"))} für eine einzigartige, über einen Meter große Figur, versteigert ${formatYear(Number(factValue<string>("record-auction-2025", "date").slice(0, 4)))} in Peking. Das ist die große Ausnahme und sagt nichts über den Wiederverkaufswert gewöhnlicher Figuren. Sammeln Sie, was Ihnen Freude macht, und investieren Sie nur Geld, auf das Sie verzichten können.`,
      factIds: ["record-auction-2025"],
    },
    {
      key: "secret",
      question: "Was ist eine Secret-Figur?",
      answer: `Eine seltene Variante einer Blindbox-Serie, die nur in einem kleinen Teil der Boxen steckt – bei Anhänger-Serien mit sechs Figuren laut Händlern meist mit einer Chance von ${formatOdds(factValue<number>("secret-odds-typical", "oneIn"))}. Von außen ist nicht zu erkennen, welche Box sie enthält; Angebote mit „garantierter Secret-Figur“ sind daher mit Vorsicht zu genießen.`,
      factIds: ["secret-odds-typical"],
    },
    {
      key: "affiliation",
      question: "Gehört diese Seite zum Hersteller?",
      answer: `Nein. ${site.name} ist ein unabhängiges Angebot und steht in keiner Verbindung zu Pop Mart oder Kasing Lung. Wir verkaufen keine Figuren. Wir finanzieren uns über gekennzeichnete Partnerlinks: Kaufen Sie darüber ein, erhalten wir eine Provision, für Sie ändert sich der Preis nicht.`,
      factIds: [],
    },
  ] as const satisfies readonly FaqEntry[];
}
