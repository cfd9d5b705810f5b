import { site } from "~/config/site";
import { formatEuro, formatEuroRange, formatMonthYear, formatYear } from "~/lib/format";
import { marketFacts as m } from "./market";

export type FaqEntry = { key: string; question: string; answer: string };

export const faq = [
  {
    key: "what",
    question: `Was ist ${site.figure} eigentlich?`,
    answer: `${site.figure} ist ein kleines Monster mit spitzen Ohren und breitem Grinsen aus der Bilderbuchreihe „${site.figureLine}“ des Künstlers Kasing Lung, die seit ${formatYear(m.originYear)} erscheint. Heute gibt es die Figur als Vinylfigur, als Plüsch-Anhänger und in vielen Sondereditionen.`,
  },
  {
    key: "price",
    question: "Wie viel kostet eine Blindbox in Österreich?",
    answer: `Eine reguläre Blindbox kostet im österreichischen Handel meist ${formatEuroRange(m.blindboxAustria.low, m.blindboxAustria.high)}. Sondereditionen beginnen bei etwa ${formatEuro(m.specialEditionFrom)}. Ein Angebot weit unter diesen Preisen ist oft ein Hinweis auf eine Fälschung.`,
  },
  {
    key: "fake",
    question: "Wie erkenne ich eine Fälschung am schnellsten?",
    answer:
      "Prüfen Sie zuerst die drei kritischen Merkmale: genau neun spitze Zähne, das Herz auf der Nasenspitze und einen QR-Code auf der Verpackung, der zu einer offiziellen Herstellerseite führt. Danach Logo-Position, Fußsohle und Verpackungsqualität.",
  },
  {
    key: "restock",
    question: "Wann gibt es neue Ware?",
    answer:
      "Neue Lieferungen kommen erfahrungsgemäß meist freitags in die Geschäfte. Einen festen Termin gibt es nicht: Verlassen Sie sich auf die Ankündigungen der Händler selbst.",
  },
  {
    key: "abroad",
    question: "Lohnt sich der Kauf im Ausland?",
    answer: `Im Ausland sind Blindboxen teils günstiger, etwa in Thailand um ${formatEuro(m.abroad.thailand)} oder in Hongkong um ${formatEuro(m.abroad.hongKong)} (Stand ${formatMonthYear(m.abroad.asOf)}). Bei einer Bestellung nach Österreich kommen aber Versand, Einfuhrumsatzsteuer und gegebenenfalls Zoll dazu – und das Fälschungsrisiko bei unbekannten Verkäufern ist hoch.`,
  },
  {
    key: "invest",
    question: `Ist ${site.figure} eine gute Wertanlage?`,
    answer: `Einzelne seltene Figuren erzielen Spitzenpreise bis ${formatEuro(m.rareUpTo)}, der Rekordpreis stammt aus dem Jahr ${formatYear(m.record.year)}. Das ist die große Ausnahme: Die meisten Figuren sind nach dem Kauf nicht mehr wert als im Laden. Sammeln Sie, was Ihnen Freude macht, und investieren Sie nur Geld, auf das Sie verzichten können.`,
  },
  {
    key: "secret",
    question: "Was ist eine Secret-Figur?",
    answer:
      "Eine seltene Variante einer Blindbox-Serie, die nur in einem kleinen Teil der Boxen steckt. Von außen ist nicht zu erkennen, welche Box sie enthält – Angebote mit „garantiertem Secret“ sind daher mit Vorsicht zu genießen.",
  },
  {
    key: "affiliation",
    question: "Gehört diese Seite zum Hersteller?",
    answer: `Nein. ${site.name} ist ein unabhängiges Angebot und steht in keiner Verbindung zu Pop Mart oder Kasing Lung. Wir finanzieren uns über gekennzeichnete Partnerlinks: Kaufen Sie darüber ein, erhalten wir eine Provision, für Sie ändert sich der Preis nicht.`,
  },
] as const satisfies readonly FaqEntry[];
