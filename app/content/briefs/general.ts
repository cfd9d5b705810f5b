import { siteLink, sitePaths } from "./links";
import type { GeneralBrief } from "./types";

/**
 * The general brief: what every collector in Austria should know. A custom topic that shares no
 * word with a list topic is written from it, in any category, so it carries every category part.
 */
export const generalBrief: GeneralBrief = {
  topicId: "allgemein",
  angle: "Ein sachlicher Überblick über Herkunft, Kauf, Echtheit und Rechte beim Sammeln von Labubu in Österreich.",
  focusKeyphrase: "Labubu sammeln",
  keywords: ["Labubu Österreich", "Blindbox", "Echtheit prüfen"],
  facts: [
    "background-kasing-lung",
    "background-pop-mart-licence",
    "background-2024-surge",
    "market-monsters-revenue-h1-2025",
    "secret-odds-typical",
    "blindbox-expected-boxes-six",
    "shop-official-austria",
    "price-official-shop-austria",
    "vienna-classifieds",
    "authenticity-teeth",
    "authenticity-qr",
    "authenticity-official-domain",
    "authenticity-hologram",
    "price-austria-warning-threshold",
    "legal-withdrawal-14-days",
    "legal-withdrawal-private-sales",
    "import-vat-no-threshold",
    "authenticity-discount",
    "record-auction-2025",
    "safety-lafufu-cpsc",
    "help-watchlist-internet",
    "help-internet-ombudsstelle",
    "vienna-mariahilfer-strasse",
    "vienna-donau-zentrum",
    "vienna-flohmarkt-naschmarkt",
    "vienna-fake-popup-stores",
  ],
  seoTitle: "Labubu sammeln in Österreich: das Wichtigste",
  metaDescription:
    "Labubu sammeln in Österreich: Herkunft der Figuren, Blindboxen, offizielle Bezugsquellen, Echtheit und Ihre Rechte beim Kauf, mit Quellen belegt.",
  intro: [
    "Labubu sammeln macht Freude, doch der Markt ist unübersichtlich. Echte Figuren, Kopien und Angebote zu jedem Preis stehen nebeneinander. Dieser Überblick fasst zusammen, was Sie in Österreich über Herkunft, Kauf und Echtheit wissen sollten.",
    "Alle Zahlen in diesem Beitrag stammen aus genannten Quellen. Wo etwas nicht belegt ist, steht es auch nicht hier. Lesen Sie am besten zuerst die Grundlagen und danach die Abschnitte, die Sie gerade betreffen.",
  ],
  sections: [
    {
      heading: "Woher die Figur kommt",
      paragraphs: [
        (f) =>
          `Labubu ist eine Figur des Künstlers Kasing Lung. Er wurde in Hongkong geboren und wuchs in den Niederlanden auf. Die Figur stammt aus seiner Bilderbuchwelt „The Monsters“, die ${f.date("background-kasing-lung", "originYear")} entstand. Seit ${f.date("background-pop-mart-licence", "licenceYear")} vertreibt der chinesische Hersteller Pop Mart die Figuren mit einer exklusiven Lizenz.`,
        (f) =>
          `Weltweit bekannt wurde Labubu ab ${f.date("background-2024-surge", "month")}. Damals teilte Lisa von der Gruppe BLACKPINK Fotos ihrer Figuren. Seitdem ist die Nachfrage stark gestiegen. Im ersten Halbjahr ${f.date("market-monsters-revenue-h1-2025", "year")} setzte Pop Mart mit „The Monsters“ ${f.decimal("market-monsters-revenue-h1-2025", "revenueBillionCny")} Milliarden Yuan um, ${f.link("market-monsters-revenue-h1-2025", "wie China Daily berichtet")}.`,
      ],
    },
    {
      heading: "Blindboxen und die Secret-Figur",
      paragraphs: [
        (f) =>
          `Die meisten Figuren kommen in einer Blindbox. Sie sehen also erst nach dem Öffnen, welche Figur einer Serie Sie haben. Bei Serien mit ${f.count("secret-odds-typical", "regulars")} regulären Figuren nennen Händler für die Secret-Figur meist eine Chance von ${f.odds("secret-odds-typical", "oneIn")}. Eine bestimmte Figur lässt sich so also kaum gezielt kaufen.`,
        (f) =>
          `Für ein ganzes Set brauchen Sie deshalb mehr Boxen, als die Serie Figuren hat. Bei ${f.count("blindbox-expected-boxes-six", "figures")} gleich häufigen Figuren sind es im Schnitt ${f.decimal("blindbox-expected-boxes-six", "expectedBoxes")} Boxen. Jede fehlende Figur kommt nämlich seltener als die vorige. Tauschen spart hier viel Geld, sofern Sie die Echtheit der Tauschfigur prüfen.`,
      ],
    },
    {
      heading: "Wo Sie in Österreich kaufen",
      paragraphs: [
        (f) =>
          `Offiziell verkauft Pop Mart in Österreich über den Webshop ${f.text("shop-official-austria", "shop")}. Ein eigenes Geschäft von Pop Mart gab es hier laut Wiener Medien ${f.asOf("shop-official-austria")} nicht. Im Webshop kosten Anhänger ab etwa ${f.euro("price-official-shop-austria", "fromEur")}, Stand ${f.asOf("price-official-shop-austria")}.`,
        (f) =>
          `Daneben gibt es Angebote im Handel und auf Plattformen wie willhaben, eBay oder Amazon. Dort tauchen allerdings auch Fälschungen auf${f.use("vienna-classifieds")}. Kaufen Sie deshalb bevorzugt bei Händlern, die einen Beleg ausstellen. Prüfen Sie außerdem jede Figur gleich nach dem Kauf.`,
      ],
    },
    {
      heading: "Echtheit in drei Blicken",
      paragraphs: [
        (f) =>
          `Drei Merkmale sind besonders schnell geprüft. Echte Labubu haben genau ${f.count("authenticity-teeth", "teeth")} Zähne. Der QR-Code führt bei Originalen auf die offizielle Seite unter ${f.text("authenticity-official-domain", "domain")}${f.use("authenticity-qr")}. Die Schachtel trägt zudem einen holografischen Aufkleber von Pop Mart${f.use("authenticity-hologram")}.`,
        (f) =>
          `Sehr günstige Angebote sind dagegen ein Warnsignal. Eine Labubu unter ${f.euro("price-austria-warning-threshold", "suspiciousBelowEur")} ist laut vienna.at vermutlich gefälscht. Alle weiteren Merkmale zeigt ${siteLink(sitePaths.checkPage, "die Seite zum Prüfen der Echtheit")}. Nehmen Sie sich dafür ein paar Minuten Zeit, bevor Sie bezahlen.`,
      ],
    },
    {
      heading: "Preise richtig einordnen",
      paragraphs: [
        (f) =>
          `Ein originaler Taschenanhänger kostet in Österreich rund ${f.euro("price-austria-warning-threshold", "typicalCharmEur")}. Dieser Wert hilft beim Vergleich von Angeboten. Liegt ein Preis weit darunter, sollten Sie genauer hinsehen. Starke Rabatte gelten laut der US-Behörde CPSC als typisches Zeichen für Fälschungen${f.use("authenticity-discount")}.`,
        (f) =>
          `Einzelne Figuren erzielen dagegen Preise, die mit dem Alltag nichts zu tun haben. Eine einzigartige Labubu brachte bei einer Auktion in Peking umgerechnet rund ${f.euro("record-auction-2025", "hammerEurRounded")}. Solche Rekorde sind die große Ausnahme. Für eine gewöhnliche Blindbox sagen sie nichts über den Wert aus.`,
      ],
    },
    {
      heading: "Aufbewahren und dokumentieren",
      paragraphs: [
        "Eine Sammlung bleibt übersichtlich, wenn Sie von Anfang an Buch führen. Notieren Sie zu jeder Figur die Serie, das Kaufdatum und den Preis. Heben Sie außerdem den Beleg und die Schachtel auf. Beides zeigt später, woher die Figur stammt.",
        "Fotos helfen ebenfalls. Fotografieren Sie jede Figur bei Tageslicht, am besten mit Schachtel und Beleg. So haben Sie einen Nachweis, falls Sie eine Figur tauschen oder verkaufen möchten. Ein fester Platz im Regal schützt zudem vor Staub und Kratzern.",
      ],
    },
    {
      heading: "Ihre Rechte beim Kauf",
      paragraphs: [
        (f) =>
          `Kaufen Sie online bei einem Unternehmen, können Sie in der Regel binnen ${f.count("legal-withdrawal-14-days", "days")} Tagen zurücktreten. Gründe müssen Sie dafür nicht nennen. Bei Privatkäufen gilt das allerdings nicht${f.use("legal-withdrawal-private-sales")}. Bestellen Sie außerhalb der EU, fällt seit ${f.date("import-vat-no-threshold", "since")} ab dem ersten Euro Einfuhrumsatzsteuer an.`,
        (f) =>
          `Bei Problemen helfen zwei Stellen kostenlos. Die ${f.link("help-watchlist-internet", "Watchlist Internet")} warnt vor betrügerischen Shops und nimmt Meldungen entgegen. Die Internet Ombudsstelle vermittelt, wenn es bei einem Online-Kauf Streit gibt${f.use("help-internet-ombudsstelle")}. Beide erreichen Sie über ihre Websites.`,
      ],
    },
  ],
  steps: {
    heading: "So starten Sie Ihre Sammlung",
    lead: "Fünf Schritte helfen beim Einstieg:",
    items: [
      {
        label: "Serie wählen",
        text: "Entscheiden Sie sich zuerst für eine Serie, die Ihnen gefällt. Eine klare Linie macht die Sammlung übersichtlich.",
      },
      {
        label: "Budget festlegen",
        text: "Legen Sie fest, wie viel Sie im Monat ausgeben. Rechnen Sie dabei auch mit doppelten Figuren.",
      },
      {
        label: "Bezugsquelle prüfen",
        text: "Kaufen Sie bevorzugt im offiziellen Webshop oder bei Händlern, die Belege ausstellen.",
      },
      { label: "Figur kontrollieren", text: "Prüfen Sie Zähne, QR-Code und Aufkleber gleich nach dem Kauf." },
      {
        label: "Dokumentieren",
        text: "Fotografieren Sie jede Figur mit Schachtel und Beleg. So behalten Sie den Überblick und können die Herkunft später zeigen.",
      },
    ],
  },
  mistakes: {
    heading: "Häufige Fehler beim Einstieg",
    lead: "Diese Fehler kosten Einsteiger am meisten Geld:",
    items: [
      {
        label: "Zu günstig gekauft",
        text: "Liegt der Preis weit unter dem üblichen Niveau, steckt oft eine Fälschung dahinter.",
      },
      { label: "Beleg weggeworfen", text: "Ohne Beleg lässt sich die Herkunft einer Figur später kaum zeigen." },
      {
        label: "Unter Zeitdruck entschieden",
        text: "Wer schnell zusagt, prüft meist weniger genau. Vergleichen Sie deshalb in Ruhe.",
      },
      {
        label: "Schachtel entsorgt",
        text: "Die Originalverpackung gehört zur Figur. Ohne sie fehlt beim Weiterverkauf ein wichtiger Nachweis.",
      },
    ],
  },
  prosCons: {
    heading: "Sammeln in Österreich: Stärken und Grenzen",
    lead: "Der Markt in Österreich hat klare Vorteile, aber auch Tücken.",
    pros: [
      { label: "Offizieller Webshop", text: "Über den Webshop kaufen Sie direkt beim Hersteller." },
      { label: "Klare Merkmale", text: "Zähne, QR-Code und Aufkleber lassen sich schnell prüfen." },
      { label: "Kostenlose Hilfe", text: "Watchlist Internet und Internet Ombudsstelle helfen bei Problemen." },
    ],
    cons: [
      { label: "Kein eigenes Geschäft", text: "Ein Geschäft von Pop Mart gab es in Österreich zuletzt nicht." },
      { label: "Viele Kopien", text: "Auf Plattformen tauchen immer wieder Fälschungen auf." },
      { label: "Zufall der Blindbox", text: "Doppelte Figuren lassen sich kaum vermeiden." },
    ],
  },
  local: {
    heading: "Vor Ort in Wien und den Bundesländern",
    paragraphs: [
      (f) =>
        `In Wien führen mehrere Einkaufsorte Spielwaren und Geschenke. Die Mariahilfer Straße ist die größte Einkaufsstraße der Stadt. Sie erreichen sie etwa mit der U3 bis Neubaugasse${f.use("vienna-mariahilfer-strasse")}. Das größte Einkaufszentrum Wiens ist das Westfield Donau Zentrum bei der U1 Kagran${f.use("vienna-donau-zentrum")}. Ob ein Geschäft dort gerade Labubu führt, fragen Sie am besten vorher nach.`,
      (f) =>
        `Beim Naschmarkt findet jeden Samstag ein Flohmarkt statt${f.use("vienna-flohmarkt-naschmarkt")}. Dort kaufen Sie meist von Privatpersonen, also ohne gesetzliches Recht auf Rücktritt. Vorsicht gilt auch bei kurzlebigen Geschäften in der Innenstadt. Im ${f.date("vienna-fake-popup-stores", "inspection")} kontrollierte die Finanzpolizei dort einen Laden, der Fälschungen verkaufte.`,
      "Außerhalb Wiens ist der offizielle Webshop der verlässlichste Weg zu einem Original. Kaufen Sie in Graz, Linz oder Salzburg im Handel, gelten dieselben Prüfschritte wie in Wien. Fragen Sie in jedem Fall nach einem Beleg. Bei einem Kauf im Geschäft können Sie die Figur außerdem vorher in die Hand nehmen.",
      (f) =>
        `Treffen Sie sich für einen privaten Kauf, wählen Sie einen belebten, hellen Ort. Dort können Sie Zähne, Etikett und QR-Code in Ruhe prüfen. Bezahlen Sie erst danach. Passt ein Merkmal nicht, lassen Sie das Geschäft lieber platzen. Fälschungen können laut CPSC zudem zerbrechen und Kleinteile freigeben${f.use("safety-lafufu-cpsc")}. Für kleine Kinder sind sie deshalb gefährlich.`,
      "Auch beim Tausch unter Sammlern lohnt sich Vorsicht. Vereinbaren Sie vorab genau, welche Figur Sie gegen welche tauschen. Prüfen Sie die Figur des anderen mit denselben Merkmalen wie beim Kauf. Halten Sie die Absprache am besten schriftlich fest, etwa in einer kurzen Nachricht. So lässt sich später klären, was vereinbart war.",
    ],
  },
  conclusion: {
    heading: "Fazit: Freude am Sammeln, Ruhe beim Kauf",
    paragraphs: [
      "Labubu sammeln lohnt sich vor allem wegen der Freude an den Figuren. Kaufen Sie deshalb in Ruhe und mit Blick auf die Merkmale. Heben Sie Belege und Verpackungen auf. So bleibt Ihre Sammlung nachvollziehbar und später auch verkäuflich.",
      `Wenn Sie unsicher sind, vergleichen Sie ein Angebot mit den offiziellen Produktbildern. Aktuelle Serien finden Sie außerdem ${siteLink(sitePaths.series, "auf der Startseite")}.`,
    ],
  },
};
