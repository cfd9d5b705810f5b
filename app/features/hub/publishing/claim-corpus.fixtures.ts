/**
 * The labelled corpus the publish check is measured on (docs/decisions/0040): edits of real drafts (the offline
 * generator's list drafts, written on the corpus day) and of the published articles (as revisions), each
 * labelled "bad" (it must not publish) or "good" (honest writing that must), with why. A bad edit names the
 * line of the check that must refuse it. The texts are test fixtures, never shown to readers; shops, notes and
 * sources that do not exist (example.com, "Monsterwelt") are invented on purpose, as an editor's mistake would be.
 *
 * `evaluateClaimCorpus` runs every edit through `publishProblems` against the published articles and reports
 * precision and recall of "refused": the unit test (claim-corpus.test.ts) and `npm run bench` print them.
 */
import path from "node:path";

import { type PublishableDraft, type PublishCheckLine, publishProblems } from "./publish-check";
import { createArticle } from "../generator/generator";
import { seededRandom } from "../generator/random.fixtures";
import {
  abroad,
  blackFriday,
  CORPUS_DAY,
  christmas,
  type CorpusEdit,
  type Edit,
  energy,
  fakes,
  investment,
  lokalFlohmarkt,
  lokalMahue,
  note,
  online,
  prices,
  secret,
  shippingNote,
  teeth,
  wien,
} from "./claim-corpus-bases.fixtures";
import { meaningEdits } from "./claim-corpus-meaning.fixtures";
import { articlesDirectory, readArticleFolder } from "~/features/articles/load.server";
import { corpusFor } from "~/features/hub/analysis/originality";
import { encodeSketches, fingerprintsOf } from "~/features/hub/analysis/fingerprints";
import { factById, facts } from "~/content/facts";

export { CORPUS_DAY };
export type { CorpusEdit };

/** A heavier paraphrase of "Labubu kaufen in Wien": every section reworded, order and words changed. */
const PARAPHRASE = `Viele Fans, die in Wien eine Labubu erwerben wollen, suchen zuerst ein Geschäft von Pop Mart. Dieser Überblick fasst zusammen, was Wiener Zeitungen über Orte in der Stadt geschrieben haben. Er erklärt, wo Sie im Internet sicher bestellen, und er beschreibt Ihre Rechte beim Einkauf. Außerdem zählt er die Gebühren für Packerl von außerhalb der EU auf.

## Hat Pop Mart ein Geschäft in Wien?

Ein eigenes Geschäft in Österreich hatte Pop Mart laut Wiener Medien 2025 nicht (Stand 2025 – nicht neu bestätigt). Darüber berichteten vienna.at und der Kurier. Ob sich das seither geändert hat, zeigt keine neuere Quelle. Erkundigen Sie sich deshalb im Zweifel direkt bei Pop Mart.

## Im offiziellen Shop online bestellen

Der offizielle Onlineshop popmart.com/at ist der Weg, über den Pop Mart in Österreich verkauft. Dieser Webshop ist der sichere Weg zum Original, auch für Fans aus Wien. Prüfen Sie die Adresse jedes Shops Buchstabe für Buchstabe, bevor Sie bezahlen. Ein Preis allein beweist noch kein Original, denn auch Kopien kosten manchmal gleich viel. Wie Sie ein Original erkennen, zeigt [der Ratgeber zu Fälschungen](/ratgeber/labubu-faelschung-erkennen).

## Was Zeitungen über Läden in Wien schreiben

Geschäfte, die nur kurz offen sind, verlangen besondere Vorsicht. Bevor Sie irgendwo hinfahren, fragen Sie vorher telefonisch nach. Auf Flohmärkten und über Kleinanzeigen kaufen Sie in der Regel von Privatpersonen. Für solche Käufe gelten eigene Regeln, die Sie weiter unten finden. Eine Übersicht der Orte gibt es außerdem bei den [Einkaufsadressen auf der Startseite](/#shops-wien).

## Vorsicht vor Kopien beim Onlinekauf

Auch im Internet braucht es Vorsicht, wenn Sie in Wien eine Labubu bestellen und liefern lassen. Ein bekannter Name einer Plattform schützt Sie also nicht vor einer Fälschung. Halten Sie die Figur in der Hand, prüfen Sie die Merkmale deshalb auf der Seite [zum Echtheitscheck](/echtheit-pruefen).

## Bestellung aus dem Ausland

Kaufen Sie bei einem Händler außerhalb der EU, gelten andere Regeln. Berücksichtigen Sie beim Vergleichen der Preise deshalb alle Gebühren und den Versand. Neu sind außerdem die Zölle auf kleine Pakete, wie die [Wirtschaftskammer](https://www.wko.at/oe/oesterreich/wkoe-trefelik-gruenes-licht-fuer-eu-gebuehr-paketflut) berichtet.

## Ihre Rechte beim Kauf in Wien

Im Geschäft ist die Lage eine andere. Erkundigen Sie sich deshalb vor dem Kauf und bewahren Sie den Kassenbon auf. Prüfen Sie die Figur bei einem privaten Kauf genau, bevor Sie zahlen. Notieren Sie außerdem, was der Verkäufer über die Figur schreibt.

## Hilfe bei betrügerischen Seiten

Lesen Sie die Warnung der Watchlist Internet, bevor Sie in einem unbekannten Shop bestellen. Die Warnung zählt die Merkmale solcher Seiten auf. Bewahren Sie außerdem Bestellung, Zahlungsbestätigung und die Nachrichten des Händlers auf.

## Checkliste für den Kauf in Wien und im Internet

Bestellen Sie im Internet am besten im offiziellen Shop und lesen Sie dessen Adresse bis zum Schluss. Vertrauen Sie keinem Preis allein. Meiden Sie Geschäfte, die nur kurz offen haben und deren Herkunft Sie nicht kennen. Rechnen Sie bei Paketen von außerhalb der EU außerdem sämtliche Abgaben ein. Bewahren Sie Belege und Nachrichten auf, falls es zu einem Streit kommt.`;

/** The 76 edits of docs/decisions/0040. */
const firstEdits: readonly CorpusEdit[] = [
  // ---- bad: invented shops, stores, markets and addresses
  {
    id: "invented-shop-street",
    base: lokalMahue,
    edit: { add: "Im Laden Monsterwelt in der Neubaugasse bekommen Sie echte Labubus zu fairen Preisen." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "A shop no fact or note names, placed on a real street.",
  },
  {
    id: "invented-shop-house-number",
    base: lokalMahue,
    edit: { add: "Monsterwelt in der Neubaugasse 12 führt alle aktuellen Serien." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "An invented shop with a house number: the address is a claim no source carries.",
  },
  {
    id: "popmart-store-shopping-centre",
    base: blackFriday,
    edit: { add: "Seit Kurzem betreibt Pop Mart einen eigenen Store im Westfield Donau Zentrum." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    fact: "shop-official-austria",
    why: "A Pop Mart store no source names; the fact base says Pop Mart had no shop of its own in Austria.",
  },
  {
    id: "popmart-store-scs",
    base: christmas,
    edit: { add: "In der Shopping City Süd gibt es einen offiziellen Pop-Mart-Store mit allen Serien." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "A store in a shopping centre that no fact names.",
  },
  {
    id: "invented-market-day",
    base: lokalFlohmarkt,
    edit: { add: "Der Flohmarkt beim Naschmarkt findet auch sonntags statt, dann mit besonders vielen Figuren." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    fact: "vienna-flohmarkt-naschmarkt",
    why: "The market's schedule the fact does not state (it says Saturdays).",
  },
  {
    id: "shop-still-sells",
    base: wien,
    edit: { add: "Der Shanghai Shop in der Landstraßer Hauptstraße verkauft weiterhin Labubus." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    fact: "vienna-shop-named-2025",
    why: "Turns what media said in 2025 into a shop's status today.",
  },
  {
    id: "closed-store-reopened",
    base: lokalMahue,
    edit: { add: "Der Laden „La Bubben“ auf der Mariahilfer Straße hat wieder geöffnet und verkauft Originale." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    fact: "vienna-labubu-store-closed",
    why: "The fact says the shop closed in September 2025; nothing says it reopened.",
  },
  {
    id: "invented-headquarters-address",
    base: online,
    edit: { add: "Die Österreich-Niederlassung von Pop Mart sitzt in der Kärntner Straße 15 im 1. Bezirk." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "An address no source gives.",
  },
  {
    id: "store-opening-date",
    base: christmas,
    edit: { add: "Am 5. Dezember 2026 eröffnet am Graben ein neuer Labubu-Store." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "A shop opening with a date and a place, invented.",
  },
  // ---- bad: promises of authenticity or quality
  {
    id: "guaranteed-genuine",
    base: lokalFlohmarkt,
    edit: { add: "Die Figuren am Flohmarkt beim Naschmarkt sind garantiert echt." },
    label: "bad",
    kind: "promise",
    refusedBy: "claims",
    why: "An authenticity promise no source can make.",
  },
  {
    id: "certificate-original",
    base: teeth,
    edit: { add: "Eine Figur mit Echtheitszertifikat ist sicher ein Original." },
    label: "bad",
    kind: "promise",
    refusedBy: "claims",
    why: "A certificate proves nothing the fact base states; the sentence promises authenticity.",
  },
  {
    id: "hundred-percent-original",
    base: online,
    edit: { add: "Auf willhaben finden Sie 100 % originale Labubus zum halben Preis." },
    label: "bad",
    kind: "promise",
    refusedBy: "claims",
    why: "A promise and a price claim; the fact base says fakes are offered there.",
  },
  {
    id: "official-dealer",
    base: online,
    edit: { add: "Der Shop labubu-outlet.at ist offizieller Händler von Pop Mart und verkauft nur Originale." },
    label: "bad",
    kind: "promise",
    refusedBy: "claims",
    why: "An official-dealer promise for a shop no source names.",
  },
  {
    id: "quality-promise",
    base: lokalMahue,
    edit: { add: "Die Figuren aus dem Pop-up-Store am Graben sind von bester Qualität und unbedenklich für Kinder." },
    label: "bad",
    kind: "promise",
    refusedBy: "claims",
    why: "A quality and safety promise; the fact base says that store sold fakes.",
  },
  // ---- bad: figures, dates and rules other than the facts'
  {
    id: "wrong-black-friday",
    base: blackFriday,
    edit: { add: "Heuer fällt der Black Friday auf den 28. November." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "The wrong date of a day the site computes (27 November 2026).",
  },
  {
    id: "wrong-teeth",
    base: teeth,
    edit: { add: "Zählen Sie nach: Echte Labubus haben genau zehn Zähne." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "authenticity-teeth",
    why: "The fact says nine.",
  },
  {
    id: "withdrawal-thirty-days",
    base: online,
    edit: { add: "Online gekaufte Figuren können Sie binnen 30 Tagen zurückgeben." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The withdrawal period is 14 days.",
  },
  {
    id: "warranty-three-years",
    base: christmas,
    edit: { add: "Die Gewährleistung beträgt in Österreich drei Jahre." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-warranty-two-years",
    why: "The warranty fact says two years.",
  },
  {
    id: "exchange-everywhere",
    base: christmas,
    edit: { add: "Ein Umtausch ist in jedem Geschäft möglich, auch ohne Beleg." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-exchange-goodwill",
    why: "The opposite of the fact: an exchange is the shop's goodwill.",
  },
  {
    id: "private-sale-withdrawal",
    base: lokalFlohmarkt,
    edit: { add: "Auch beim Kauf auf dem Flohmarkt können Sie binnen 14 Tagen zurücktreten." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-withdrawal-private-sales",
    why: "There is no right of withdrawal against private sellers; 14 days belong to another fact.",
  },
  {
    id: "old-customs-rule",
    base: abroad,
    edit: { add: "Zoll fällt erst ab einem Warenwert von € 150 an." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "import-duty-threshold",
    why: "The rule before July 2026, which the customs fact rules out.",
  },
  {
    id: "invented-price",
    base: prices,
    edit: { add: "Im offiziellen Webshop kostet eine Blindbox heute € 12,90." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "A price no source states.",
  },
  {
    id: "wrong-odds",
    base: secret,
    edit: { add: "Die Chance auf die Secret-Figur liegt bei den Anhänger-Serien meist bei 1 : 144." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "secret-odds-typical",
    why: "The odds fact says 1 : 72.",
  },
  {
    id: "wrong-rounding",
    base: secret,
    edit: { add: "Für ein ganzes Set aus sechs gleich häufigen Figuren brauchen Sie im Schnitt rund 20 Blindboxen." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "blindbox-expected-boxes-six",
    why: "14,7 rounded is 15, not 20.",
  },
  {
    id: "invented-share",
    base: online,
    edit: { add: "Rund 40 % der Labubus auf willhaben sind Fälschungen." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "A statistic no source gives.",
  },
  {
    id: "withdrawal-from-order",
    base: online,
    edit: { add: "Die Frist für den Rücktritt beginnt schon mit dem Tag der Bestellung." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The fact says it begins the day after receipt.",
  },
  {
    id: "stale-price-without-stand",
    base: teeth,
    edit: { add: "Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa € 19." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "price-official-shop-austria",
    why: "A current fact not re-confirmed, stated first here in the present tense without its Stand.",
  },
  {
    id: "note-misquoted",
    base: abroad,
    notes: [shippingNote],
    edit: { add: "Für den Versand nach Österreich berechnet der Beispielhändler nur € 2,90." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "The note says € 4,90.",
  },
  {
    id: "ombudsstelle-fee",
    base: online,
    edit: { add: "Die Internet Ombudsstelle hilft bei Problemen mit Online-Käufen gegen eine Gebühr von € 20." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "help-internet-ombudsstelle",
    why: "The fact says it helps free of charge; the fee is invented.",
  },
  {
    id: "sole-right-foot",
    base: teeth,
    edit: { add: "Echte Labubus tragen den Pop-Mart-Aufdruck am rechten Fuß." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "authenticity-sole",
    why: "The fact says the left foot.",
  },
  {
    id: "withdrawal-registered-letter",
    base: online,
    edit: { add: "Den Rücktritt müssen Sie schriftlich per Einschreiben erklären." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-withdrawal-how",
    why: "The fact says a declaration in any form, for example by e-mail, is enough.",
  },
  {
    id: "withdrawal-in-shop",
    base: christmas,
    edit: { add: "Im Geschäft gekaufte Ware können Sie binnen 14 Tagen zurückgeben." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The 14 days hold for buying online; in a shop there is no such right.",
  },
  {
    id: "future-shop",
    base: lokalMahue,
    edit: { add: "Pop Mart eröffnet 2027 ein eigenes Geschäft auf der Mariahilfer Straße." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "A store opening no source announces.",
  },
  {
    id: "warning-year",
    base: online,
    edit: { add: "Die Watchlist Internet warnt schon seit 2020 vor betrügerischen Labubu-Shops." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "help-watchlist-labubu-warning",
    why: "The warning the fact dates is from 2025.",
  },
  // ---- bad: copies, paraphrases and stuffing
  {
    id: "paraphrased-article",
    base: {
      article: "labubu-kaufen-in-wien",
      as: {
        title: "Labubu in Wien einkaufen: was Sammler wissen müssen",
        slug: "labubu-wien-einkaufen",
        focusKeyphrase: "Labubu Wien einkaufen",
        metaDescription:
          "Labubu Wien einkaufen: wo Fans sicher bestellen, was Zeitungen über Läden berichten und welche Rechte Sie beim Einkauf haben, kurz erklärt.",
      },
    },
    edit: { body: PARAPHRASE },
    label: "bad",
    kind: "copy",
    refusedBy: "originality",
    why: "A published article reworded sentence by sentence under another keyphrase.",
  },
  {
    id: "copied-article",
    base: {
      article: "labubu-faelschung-erkennen",
      as: {
        title: "Echte Labubu erkennen: die wichtigsten Merkmale",
        slug: "echte-labubu-erkennen",
        focusKeyphrase: "echte Labubu erkennen",
        metaDescription:
          "Echte Labubu erkennen: Zähne, Fuß, Etikett, QR-Code und Preis – woran Sie ein Original von einer Fälschung unterscheiden, Schritt für Schritt.",
      },
    },
    edit: { body: "" },
    label: "bad",
    kind: "copy",
    refusedBy: "originality",
    why: "A published article's text under another title and keyphrase.",
  },
  {
    id: "fifteen-copies",
    base: prices,
    edit: { repeat: "Labubu Preisvergleich lohnt sich für jeden Sammler in Österreich.", times: 15 },
    label: "bad",
    kind: "copy",
    refusedBy: "originality",
    why: "Fifteen copies of one sentence: keyword stuffing that scored SEO 96 before.",
  },
  {
    id: "three-copies",
    base: teeth,
    edit: { repeat: "Echte Labubus erkennen Sie am besten an den Zähnen und am Fuß.", times: 3 },
    label: "bad",
    kind: "copy",
    refusedBy: "originality",
    why: "One sentence three times: stuffing, however spread.",
  },

  // ---- good: everyday numbers and computed dates
  {
    id: "correct-black-friday",
    base: blackFriday,
    edit: { add: "Heuer fällt der Black Friday auf den 27. November. Notieren Sie Ihre Wunschfiguren schon vorher." },
    label: "good",
    kind: "everyday",
    why: "A calendar fact the site computes, right for 2026.",
  },
  {
    id: "ten-minutes",
    base: teeth,
    edit: { add: "Nehmen Sie sich 10 Minuten Zeit, um die Figur in Ruhe zu prüfen." },
    label: "good",
    kind: "everyday",
    why: "An everyday duration.",
  },
  {
    id: "three-steps",
    base: online,
    edit: { add: "Die erste Prüfung braucht nur 3 Schritte: Zähne zählen, Fuß ansehen, Code scannen." },
    label: "good",
    kind: "everyday",
    why: "A count of steps.",
  },
  {
    id: "hours-at-market",
    base: lokalFlohmarkt,
    edit: { add: "Planen Sie für den Flohmarkt zwei bis drei Stunden ein, dann bleibt Zeit für jede Prüfung." },
    label: "good",
    kind: "everyday",
    why: "An everyday duration in words.",
  },
  {
    id: "christmas-eve-weekday",
    base: christmas,
    edit: { add: "Der Heilige Abend fällt 2026 auf einen Donnerstag, den 24. Dezember." },
    label: "good",
    kind: "everyday",
    why: "A weekday and date the site computes.",
  },
  {
    id: "mothers-day-2027",
    base: christmas,
    edit: { add: "Auch zum Muttertag passt eine Figur: Er fällt 2027 auf den 9. Mai." },
    label: "good",
    kind: "everyday",
    why: "A named day's date in 2027, computed.",
  },
  {
    id: "halloween-date",
    base: christmas,
    edit: { add: "Halloween fällt jedes Jahr auf den 31. Oktober, passende Figuren gibt es dann oft früh." },
    label: "good",
    kind: "everyday",
    why: "A fixed named day.",
  },
  // ---- good: rounding and rewording that keep a fact's value
  {
    id: "rounded-boxes",
    base: secret,
    edit: { add: "Für ein ganzes Set aus sechs gleich häufigen Figuren brauchen Sie im Schnitt knapp 15 Blindboxen." },
    label: "good",
    kind: "reworded",
    why: "14,7 rounded, with „knapp“.",
  },
  {
    id: "rounded-price",
    base: christmas,
    edit: {
      add: "Ein originaler Taschenanhänger kostet in Österreich laut vienna.at etwa € 20 (Stand 2025 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "reworded",
    why: "The fact's „rund € 20“ as „etwa € 20“, with its Stand.",
  },
  {
    id: "record-lower-bound",
    base: secret,
    edit: { add: "Eine einzigartige Labubu brachte im Juni 2025 bei einer Auktion in Peking mehr als 100.000 Euro." },
    label: "good",
    kind: "reworded",
    why: "A lower bound of the record price (about € 130.000).",
  },
  {
    id: "withdrawal-reworded",
    base: online,
    edit: { add: "Wer online bei einem Händler bestellt, kann den Kauf in der Regel 14 Tage lang ohne Begründung widerrufen." },
    label: "good",
    kind: "reworded",
    why: "The withdrawal rule in other words, its 14 days kept.",
  },
  {
    id: "exchange-reworded",
    base: christmas,
    edit: { add: "Im Geschäft tauscht ein Händler nur aus Kulanz um; ein Recht darauf haben Sie nicht." },
    label: "good",
    kind: "reworded",
    why: "The exchange rule reworded, its restriction kept.",
  },
  {
    id: "warranty-reworded",
    base: christmas,
    edit: { add: "Für mangelhafte Ware haftet zwei Jahre lang der Händler, nicht der Hersteller." },
    label: "good",
    kind: "reworded",
    why: "The warranty rule reworded.",
  },
  {
    id: "customs-reworded",
    base: abroad,
    edit: {
      add: "Seit 1. Juli 2026 zahlen Sie für Sendungen unter € 150 aus Ländern außerhalb der EU pauschal € 3 Zoll je Warenart.",
    },
    label: "good",
    kind: "reworded",
    why: "The customs rule in other words.",
  },
  {
    id: "teeth-reworded",
    base: online,
    edit: { add: "Zählen Sie bei jeder Lieferung nach: Ein Original hat genau neun Zähne." },
    label: "good",
    kind: "reworded",
    why: "The teeth fact in other words.",
  },
  {
    id: "transit-reworded",
    base: lokalMahue,
    edit: { add: "Zur Mariahilfer Straße fahren Sie am besten mit der U3 bis Neubaugasse oder Zieglergasse." },
    label: "good",
    kind: "reworded",
    why: "Named places stated as the fact states them.",
  },
  {
    id: "withdrawal-how-reworded",
    base: online,
    edit: { add: "Den Rücktritt können Sie formlos erklären, zum Beispiel per E-Mail." },
    label: "good",
    kind: "reworded",
    why: "How to withdraw, in other words.",
  },
  {
    id: "threshold-reworded",
    base: lokalFlohmarkt,
    edit: {
      add: "Kostet eine Labubu weniger als € 15, ist sie laut vienna.at wahrscheinlich eine Fälschung (Stand 2025 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "reworded",
    why: "The warning threshold in other words, with its Stand.",
  },
  // ---- good: no number, no claim
  {
    id: "receipt-advice",
    base: christmas,
    edit: { add: "Heben Sie den Beleg auf, damit Sie Ihre Rechte bei einem Mangel später belegen können." },
    label: "good",
    kind: "no-claim",
    why: "Advice with a legal word, no rule stated.",
  },
  {
    id: "ask-about-exchange",
    base: lokalMahue,
    edit: { add: "Fragen Sie vor dem Kauf, ob das Geschäft einen Umtausch anbietet." },
    label: "good",
    kind: "no-claim",
    why: "A question to ask, not a rule.",
  },
  {
    id: "question-withdrawal",
    base: lokalFlohmarkt,
    edit: { add: "Gilt das Rücktrittsrecht auch bei einem Kauf auf dem Flohmarkt? Die Antwort steht weiter unten." },
    label: "good",
    kind: "no-claim",
    why: "A question, not a claim.",
  },
  {
    id: "certificate-warning",
    base: teeth,
    edit: { add: "Ein Echtheitszertifikat beweist nicht, dass eine Figur ein Original ist." },
    label: "good",
    kind: "no-claim",
    why: "Names a promise to warn against it.",
  },
  {
    id: "promise-quoted",
    base: online,
    edit: { add: "Versprechen wie „garantiert echt“ ersetzen keine Prüfung der Figur." },
    label: "good",
    kind: "no-claim",
    why: "Quotes a promise as a warning.",
  },
  {
    id: "card-payment",
    base: lokalMahue,
    edit: { add: "Wer die Figur mit Karte zahlt, hat später einen zusätzlichen Nachweis über den Kauf." },
    label: "good",
    kind: "no-claim",
    why: "Advice without a claim a fact must carry.",
  },
  {
    id: "daylight-minutes",
    base: teeth,
    edit: { add: "Sehen Sie sich die Figur nach dem Auspacken etwa 15 Minuten lang bei Tageslicht an." },
    label: "good",
    kind: "no-claim",
    why: "An everyday duration with a rounding word.",
  },
  {
    id: "opinion",
    base: secret,
    edit: { add: "Eine gut gepflegte Sammlung macht auch nach Jahren noch Freude, ganz gleich, was sie wert ist." },
    label: "good",
    kind: "no-claim",
    why: "A sentence with no claim at all.",
  },
  {
    id: "useful-section",
    base: prices,
    edit: {
      add: "## Vor dem Kauf vergleichen\n\nVergleichen Sie vor jedem Kauf mehrere Angebote und notieren Sie, was jeweils dabei ist: Schachtel, Karte, Versand und Rückgabe. Achten Sie außerdem darauf, wer verkauft und ob eine Anschrift angegeben ist. Lesen Sie die Bewertungen anderer Käufer, aber verlassen Sie sich nicht allein darauf. Fotos der echten Figur sagen mehr als Werbebilder. Fragen Sie nach, wenn etwas unklar ist, und kaufen Sie erst, wenn alle Antworten passen. So sparen Sie sich Ärger und behalten den Überblick über Ihr Budget. Ein Angebot, das drängt, können Sie ruhig ziehen lassen; es kommt oft ein besseres.",
    },
    label: "good",
    kind: "no-claim",
    why: "A useful section without the keyphrase: the density must not turn red.",
  },
  // ---- good: a fact's wording in any draft; notes in other words
  {
    id: "wording-without-source",
    base: christmas,
    edit: {
      add: "Die Internet Ombudsstelle, eine staatlich anerkannte Schlichtungsstelle in Österreich, hilft bei Problemen mit Online-Käufen kostenlos (Stand 22. April 2024 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "wording-or-note",
    why: "A fact's exact wording in a draft that did not cite its source: the source joins the list.",
  },
  {
    id: "wording-number-without-source",
    base: christmas,
    edit: {
      add: "Bei sechs gleich häufigen Figuren sind im Schnitt 14,7 Blindboxen nötig, weil die Chance auf eine noch fehlende Figur mit jeder Box sinkt.",
    },
    label: "good",
    kind: "wording-or-note",
    why: "A fact's wording with a figure, its source not cited before.",
  },
  {
    id: "note-number-reworded",
    base: abroad,
    notes: [shippingNote],
    edit: { add: "Für den Versand nach Österreich berechnet der Beispielhändler € 4,90." },
    label: "good",
    kind: "wording-or-note",
    why: "A research note's content in other words.",
  },
  {
    id: "note-shop",
    base: lokalMahue,
    notes: [
      note(
        "Laut Bezirkszeitung führt das Spielwarengeschäft Kasperl in der Neubaugasse seit Oktober 2026 Labubu-Anhänger.",
        "https://example.at/bezirkszeitung/kasperl",
        { title: "Neue Figuren im Kasperl", published: "2026-10-12" },
      ),
    ],
    edit: { add: "Seit Oktober 2026 gibt es Labubu-Anhänger auch im Spielwarengeschäft Kasperl in der Neubaugasse." },
    label: "good",
    kind: "wording-or-note",
    why: "A named shop a research note backs, in other words.",
  },
  {
    id: "note-price-reworded",
    base: prices,
    notes: [
      note(
        "Laut Bezirksblatt kostete eine Labubu-Blindbox im Spielwarengeschäft Kasperl im Oktober 2026 € 24.",
        "https://example.at/bezirksblatt/preise",
      ),
    ],
    edit: { add: "Im Oktober 2026 verlangte das Spielwarengeschäft Kasperl für eine Blindbox € 24." },
    label: "good",
    kind: "wording-or-note",
    why: "A note's price in other words.",
  },
  {
    id: "stale-later-mention",
    base: lokalMahue,
    edit: {
      add: "Ein eigenes Pop-Mart-Geschäft gab es in Österreich laut Wiener Medien 2025 nicht; Pop Mart verkaufte hier über seinen Webshop popmart.com/at.",
    },
    label: "good",
    kind: "wording-or-note",
    why: "A stale fact the draft already stated with its Stand: a later mention needs none.",
  },
  {
    id: "one-repeat",
    base: teeth,
    edit: { repeat: "Prüfen Sie jede Figur vor dem Kauf mit dem Echtheits-Check dieser Seite.", times: 2 },
    label: "good",
    kind: "wording-or-note",
    why: "One sentence said twice, as a summary might: no stuffing.",
  },
  // ---- good: revisions of the published articles
  {
    id: "revision-advice",
    base: wien,
    edit: {
      add: "Planen Sie für einen Einkaufsbummel genug Zeit ein, damit Sie jede Figur in Ruhe prüfen und Preise vergleichen können.",
    },
    label: "good",
    kind: "revision",
    why: "A revision adding advice.",
  },
  {
    id: "revision-calendar",
    base: fakes,
    edit: { add: "Vor Weihnachten tauchen besonders viele Angebote auf; heuer fällt der Heilige Abend auf einen Donnerstag." },
    label: "good",
    kind: "revision",
    why: "A revision adding a computed calendar fact.",
  },
  {
    id: "revision-rounded",
    base: investment,
    edit: { add: "Wer ein ganzes Set sammelt, braucht bei sechs gleich häufigen Figuren im Schnitt knapp 15 Boxen." },
    label: "good",
    kind: "revision",
    why: "A revision adding a rounded fact.",
  },
  {
    id: "revision-steps",
    base: energy,
    edit: { add: "Für die Prüfung einer neuen Figur genügen meist 5 Minuten und ein heller Platz am Fenster." },
    label: "good",
    kind: "revision",
    why: "A revision adding an everyday number.",
  },
];

/** Every labelled edit: the first 76 and the edits written before the check read meaning. */
export const claimCorpus: readonly CorpusEdit[] = [...firstEdits, ...meaningEdits];

/** The 76 edits the check was first measured on (docs/decisions/0040). */
export const firstCorpus = firstEdits;

/**
 * The corpus in two halves (docs/decisions/0066): the rules are tuned on `tune` and measured on `heldOut`. Within
 * each kind the edits are taken in the order of their ids and dealt alternately, so every kind of two or more
 * edits is in both halves and no edit moves when another kind grows.
 */
export function corpusHalves(corpus: readonly CorpusEdit[] = claimCorpus): { tune: CorpusEdit[]; heldOut: CorpusEdit[] } {
  const tune: CorpusEdit[] = [];
  const heldOut: CorpusEdit[] = [];
  const byKind = new Map<string, CorpusEdit[]>();
  for (const entry of corpus) byKind.set(entry.kind, [...(byKind.get(entry.kind) ?? []), entry]);
  for (const entries of byKind.values())
    [...entries]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .forEach((entry, index) => (index % 2 === 0 ? tune : heldOut).push(entry));
  return { tune, heldOut };
}

// ---------------------------------------------------------------------------------------------------------

const root = path.resolve(import.meta.dirname, "../../../..");
const articles = readArticleFolder(articlesDirectory(root, {}));

function articleDraft(slug: string) {
  const article = articles.find((item) => item.frontMatter.slug === slug);
  if (!article) throw new Error(`No published article ${slug}`);
  const { frontMatter, body } = article;
  return {
    id: `artikel-${slug}`,
    title: frontMatter.title,
    slug,
    metaDescription: frontMatter.description,
    focusKeyphrase: frontMatter.focusKeyphrase,
    content: body,
    sources: frontMatter.sources.map(({ name, url }) => ({ name, url })),
    revisionOf: { slug, datePublished: frontMatter.datePublished },
  } satisfies PublishableDraft;
}

/** Before the last section ("## …"), or at the end. */
function addBeforeLastSection(content: string, paragraph: string): string {
  const last = content.lastIndexOf("\n## ");
  return last < 0 ? `${content.trimEnd()}\n\n${paragraph}\n` : `${content.slice(0, last)}\n${paragraph}\n${content.slice(last)}`;
}

function applyEdit(content: string, edit: Edit): string {
  if ("add" in edit) return addBeforeLastSection(content, edit.add);
  if ("replace" in edit) {
    if (!content.includes(edit.replace)) throw new Error(`Not in the text: ${edit.replace}`);
    return content.replace(edit.replace, edit.with);
  }
  if ("body" in edit) return edit.body === "" ? content : edit.body;
  // One copy at the end of each of the first `times` paragraphs.
  const blocks = content.split("\n\n");
  let left = edit.times;
  const out = blocks.map((block) => {
    if (left === 0 || block.startsWith("#") || block.startsWith("-") || /^\d+\./.test(block)) return block;
    left--;
    return `${block} ${edit.repeat}`;
  });
  if (left > 0) throw new Error(`Too few paragraphs for ${edit.times} copies`);
  return out.join("\n\n");
}

/** The draft an edit makes, ready for the publish check. */
export function editedDraft(entry: CorpusEdit): PublishableDraft {
  const { base } = entry;
  let draft: PublishableDraft;
  if ("draft" in base) {
    const created = createArticle(
      { listTopic: base.draft, category: base.category },
      { random: seededRandom(1), now: new Date(`${CORPUS_DAY}T10:00:00.000Z`) },
    );
    draft = created;
  } else {
    const article = articleDraft(base.article);
    if (base.as) {
      const { revisionOf: _revision, ...rest } = article;
      draft = { ...rest, id: `neu-${base.as.slug}`, ...base.as };
    } else draft = article;
  }
  const notes = (entry.notes ?? []).map((item, index) => ({ ...item, id: `n${index + 1}` }));
  return { ...draft, content: applyEdit(draft.content, entry.edit), notes };
}

const publishedKeys = articles.map(({ frontMatter }) => ({
  slug: frontMatter.slug,
  title: frontMatter.title,
  focusKeyphrase: frontMatter.focusKeyphrase,
}));
const publishedPrints = articles.map(({ frontMatter, body }) => ({
  slug: frontMatter.slug,
  title: frontMatter.title,
  fingerprints: encodeSketches(fingerprintsOf(body)),
}));

/** What the publish check says of one edit: the lines of its reasons. */
export function judgeEdit(entry: CorpusEdit): { refused: boolean; lines: PublishCheckLine[]; messages: string[] } {
  const draft = editedDraft(entry);
  const { problems } = publishProblems(draft, {
    published: publishedKeys,
    corpus: corpusFor(draft, [], publishedPrints),
    today: CORPUS_DAY,
  });
  return {
    refused: problems.length > 0,
    lines: problems.map((problem) => problem.line),
    messages: problems.map((problem) => problem.message),
  };
}

export type CorpusReport = {
  edits: number;
  bad: number;
  good: number;
  /** Bad edits refused; good edits refused; bad edits published; good edits published. */
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** Of the refused edits, the share that is bad. */
  precision: number;
  /** Of the bad edits, the share refused. */
  recall: number;
  /** Edits judged against their label, with why they were judged so. */
  wrong: { id: string; label: CorpusEdit["label"]; lines: PublishCheckLine[]; messages: string[] }[];
  /** Bad edits refused, but not by the line that should refuse them or not naming their fact. */
  wrongReason: { id: string; expected: string; lines: PublishCheckLine[]; messages: string[] }[];
};

/** Runs the corpus through the publish check: precision and recall of "refused". */
export function evaluateClaimCorpus(corpus: readonly CorpusEdit[] = claimCorpus): CorpusReport {
  const report: CorpusReport = {
    edits: corpus.length,
    bad: corpus.filter((entry) => entry.label === "bad").length,
    good: corpus.filter((entry) => entry.label === "good").length,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    trueNegatives: 0,
    precision: 0,
    recall: 0,
    wrong: [],
    wrongReason: [],
  };
  for (const entry of corpus) {
    const { refused, lines, messages } = judgeEdit(entry);
    if (entry.label === "bad" && refused) report.truePositives++;
    if (entry.label === "bad" && !refused) report.falseNegatives++;
    if (entry.label === "good" && refused) report.falsePositives++;
    if (entry.label === "good" && !refused) report.trueNegatives++;
    if ((entry.label === "bad") !== refused) report.wrong.push({ id: entry.id, label: entry.label, lines, messages });
    if (entry.label === "bad" && refused && entry.refusedBy && !lines.includes(entry.refusedBy))
      report.wrongReason.push({ id: entry.id, expected: entry.refusedBy, lines, messages });
    else if (entry.label === "bad" && refused && entry.fact) {
      const statement = factById(entry.fact).statement;
      if (!messages.some((message) => message.includes(statement)))
        report.wrongReason.push({ id: entry.id, expected: entry.fact, lines, messages });
    } else if (entry.label === "bad" && refused && entry.noFact) {
      const quoted = facts.filter((fact) => messages.some((message) => message.includes(fact.statement)));
      if (quoted.length > 0)
        report.wrongReason.push({
          id: entry.id,
          expected: "no fact",
          lines,
          messages: [...messages, ...quoted.map((f) => f.id)],
        });
    }
  }
  const refused = report.truePositives + report.falsePositives;
  report.precision = refused === 0 ? 1 : report.truePositives / refused;
  report.recall = report.bad === 0 ? 1 : report.truePositives / report.bad;
  return report;
}
