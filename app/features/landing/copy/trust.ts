import { site } from "~/config/site";

/** How the site works: the promises a reader can hold us to. */
export type TrustPrinciple = {
  key: "independent" | "affiliate" | "no-paid-reviews" | "sources";
  title: string;
  text: string;
};

export const trustPrinciples = [
  {
    key: "independent",
    title: "Unabhängig",
    text: `Wir sind weder Hersteller noch Händler. ${site.name} steht in keiner Verbindung zu Pop Mart oder Kasing Lung.`,
  },
  {
    key: "affiliate",
    title: "Partnerlinks offen gekennzeichnet",
    text: `Links zu ${site.marketplace.name} sind Partnerlinks und als „Anzeige“ gekennzeichnet. Kaufen Sie darüber ein, erhalten wir eine Provision – der Preis für Sie bleibt gleich. ${site.marketplace.disclosure}`,
  },
  {
    key: "no-paid-reviews",
    title: "Keine bezahlten Bewertungen",
    text: "Niemand kann sich bei uns eine Empfehlung, eine Platzierung oder eine gute Bewertung kaufen. Wir zeigen keine erfundenen Kundenstimmen oder Sterne.",
  },
  {
    key: "sources",
    title: "Nachvollziehbare Quellen",
    text: "Jede Zahl und jedes Echtheitsmerkmal auf dieser Seite nennt seine Quelle, Angaben, die sich ändern können, zusätzlich ihren Stand. Findet eine Prüfung keine neuere Quelle, steht „nicht neu bestätigt“ dabei; was sich nicht belegen lässt, kennzeichnen wir als „nicht gesichert“. Preise sind nie das Angebot eines bestimmten Geschäfts.",
  },
] as const satisfies readonly TrustPrinciple[];

export const trustContact = {
  heading: "Fehler entdeckt?",
  text: "Wenn etwas nicht (mehr) stimmt, schreiben Sie uns. Wir prüfen jeden Hinweis und korrigieren die Seite.",
  email: site.operator.email,
} as const;
