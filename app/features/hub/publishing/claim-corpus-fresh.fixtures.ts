/**
 * A fresh labelled set for the publish check, written and labelled from the fact base (app/content/facts) before
 * any of it was run through the check: the held-out half of the corpus was tuned on, so this set is the clean
 * measure. The same entry shape and draft bases as the corpus (claim-corpus-bases.fixtures.ts); every edit is new.
 * The ids carry the group an edit belongs to (rev, stale, fig, words, nodig, shop, day, para, kept, quote, me,
 * amount, series). Labels follow what the facts say on the corpus day (2026-11-26): a current fact whose date
 * lies more than twelve months back and that is not re-confirmed needs its Stand. Test fixtures, never shown.
 */
import {
  abroad,
  blackFriday,
  christmas,
  type CorpusEdit,
  investment,
  lokalFlohmarkt,
  lokalMahue,
  online,
  prices,
  secret,
  teeth,
} from "./claim-corpus-bases.fixtures";

/** "Labubu als Wertanlage" reworded sentence by sentence under another title and keyphrase. */
const INVESTMENT_PARAPHRASE = `Lohnt sich eine Labubu als Geldanlage? Seit eine einzige Figur bei einer Versteigerung einen Rekord erzielte, fragen sich das viele. Dieser Beitrag beschreibt zuerst den Rekord und wie man den Betrag in Euro umrechnet. Danach rechnet er die Chancen der Blindboxen durch und nennt die Risiken. Zum Kauf als Anlage raten wir nicht, denn wie sich Preise entwickeln, weiß niemand. Jede Angabe stammt aus den verlinkten Quellen. Wo eine Angabe nicht neu bestätigt ist, nennen wir ihren Stand.

## Der Auktionsrekord aus Peking

Am 10. Juni 2025 erzielte eine 131 Zentimeter große Labubu in hellem Grün bei Yongle International Auction 1,08 Millionen Yuan. Zum Zuschlag kamen bei dieser Auktion in Peking noch 15 % Aufgeld. Darüber schrieben The Independent und KEYT nach CNN. Der Zuschlag ist der Betrag ohne das Aufgeld des Auktionshauses.

Meist nennen die Berichte den Preis in Yuan oder Dollar. Die Nachrichtenagentur AFP nannte für den Zuschlag vom 10. Juni 2025 umgerechnet € 132.000. Zum Kurs des Auktionstags brachte die einzigartige Labubu im Juni 2025 also rund € 130.000. Mit einem späteren Kurs käme eine andere Zahl heraus, über die Auktion verrät das aber nichts. Die Watchlist Internet erwähnt diesen Rekord ebenfalls in ihrer Warnung vor betrügerischen Shops.

## Was der Rekord für Ihre Sammlung heißt

Der Rekord betrifft ein Einzelstück, das es kein zweites Mal gibt. Über den Wert einer gewöhnlichen Figur aus der Blindbox verrät er nichts. Zum Vergleich: Im offiziellen Webshop begannen die Preise für Labubu-Anhänger laut Kurier bei etwa € 19 (Stand Juli 2025 – nicht neu bestätigt). Ein originaler Taschenanhänger kostet in Österreich laut vienna.at rund € 20 (Stand 2025 – nicht neu bestätigt). Jüngere Preise für Österreich belegt keine Quelle.

Wer Labubu als Geldanlage sieht, sollte diese Preise auseinanderhalten. Ein Rekord ist die Ausnahme und kein Maßstab für Ihre eigenen Figuren.

## Warum die Nachfrage den Preis bestimmt

Weltweit bekannt wurde die Figur, nachdem Lisa von BLACKPINK ab April 2024 Fotos ihrer Labubus in sozialen Medien teilte. Das berichten The Beat Asia und CNN. Danach stieg der Umsatz kräftig.

2024 setzte Pop Mart mit „The Monsters“ laut Unternehmenszahlen 3,04 Milliarden Yuan um, 726,6 % mehr als im Jahr davor. Das meldet China Daily. Im ersten Halbjahr 2025 machte „The Monsters“ mit 4,81 Milliarden Yuan fast 35 % des Umsatzes von Pop Mart aus, ein Plus von 668 % gegenüber einem Jahr davor. Auch das schreibt China Daily.

Diese Zahlen zeigen, wie rasch die Nachfrage gestiegen ist. Ob sie hält, zeigen sie nicht. Lässt das Interesse nach, können auch die Preise für gebrauchte Figuren fallen.

## Was eine Chance von 1 : 72 heißt

Pop Mart, ein chinesischer Spielwarenhersteller, erhielt 2019 eine exklusive Lizenz für die Figuren und verkaufte sie vor allem in Blindboxen. Das schreiben CNA Lifestyle, Wikipedia und Macao News. Welche Figur Sie bekommen, sehen Sie erst nach dem Öffnen. Für die Secret-Figur von Anhänger-Serien mit sechs regulären Figuren nennen Händler meist eine Chance von 1 : 72. Das steht etwa bei Geek Chic, Feltify und labubu.blog.

Dabei handelt es sich nur um einen Mittelwert. Die Secret-Figur kann in der ersten Box liegen oder nach sehr vielen Boxen immer noch fehlen. Es sind Angaben von Händlern, keine amtlichen Zahlen.

## Wie viele Boxen ein Set braucht

Im Schnitt braucht es 14,7 Blindboxen, bis sechs gleich wahrscheinliche Figuren komplett sind. So ergibt es das Sammelbilderproblem aus der Mathematik. Die erste Box enthält immer eine neue Figur. Mit jeder Figur, die Sie bereits besitzen, wird die Chance kleiner, dass die nächste Box eine fehlende bringt. Für die letzte Figur öffnen Sie deshalb die meisten Boxen.

Die Secret-Figur fehlt in dieser Rechnung noch. Was ein Set bei Ihrem Preis je Box kostet, zeigt der [Set-Rechner](/set-rechner). Für eine Anlage bedeutet das: Ein ganzes Set kostet im Schnitt klar mehr als eine Box pro Figur. Doppelte Figuren müssten Sie außerdem wieder verkaufen.

## Warum Labubu keine sichere Geldanlage ist

Eine sichere Anlage hat einen Wert, den man verlässlich bestimmen kann. Bei Labubu trifft das nicht zu. Für gebrauchte Figuren nennen die verwendeten Quellen keine verlässlichen Preise. Und der Rekord betrifft nur ein einziges Stück.

Was eine gebrauchte Figur bringt, hängt allein von Angebot und Nachfrage ab. Zinsen oder Erträge gibt es nicht. Wer Labubu als Geldanlage kauft, hofft also nur, dass andere später mehr zahlen. Ob das eintritt, kann Ihnen niemand versprechen.

## Die Risiken auf einen Blick

Das größte Risiko sind Fälschungen. Die US-Verbraucherschutzbehörde CPSC warnte am 18. August 2025 vor gefälschten Labubus, sogenannten „Lafufus“: Sie zerbrechen leicht, geben Kleinteile frei und können für kleine Kinder eine Erstickungsgefahr sein; Tausende wurden beschlagnahmt. Davon berichteten UPI und WHIO.

Auf willhaben, eBay oder Amazon werden laut vienna.at auch gefälschte Labubus angeboten (Stand 2025 – nicht neu bestätigt). Deshalb rät vienna.at zur Vorsicht. 2025 warnte die Watchlist Internet vor betrügerischen Labubu-Shops, die Fälschungen oder gar nichts liefern. Das berichteten die Watchlist Internet selbst und die dpa.

Kaufen Sie von Privatleuten, fehlt Ihnen zudem ein wichtiger Schutz. Bei einem Kauf von Privatpersonen, etwa auf dem Flohmarkt oder über Kleinanzeigen, gibt es kein gesetzliches Recht auf Rücktritt (Stand Juli 2022 – nicht neu bestätigt). Ein privater Verkäufer kann die Gewährleistung vertraglich ausschließen; für ausdrücklich oder schlüssig zugesagte Eigenschaften gilt der Ausschluss aber nicht (Stand 2024 – nicht neu bestätigt). Bietet Ihnen jemand privat ein Original an, notieren Sie, was er darüber schreibt.

## Sammeln statt spekulieren

Freude kann das Sammeln trotzdem machen. Kaufen Sie deshalb nur Figuren, die Ihnen auch ohne Preisanstieg gefallen. Legen Sie außerdem vorher fest, wie viel Sie ausgeben wollen. Vor dem Bezahlen gehen Sie die Merkmale auf der Seite [Echtheit prüfen](/echtheit-pruefen) durch. Mehr dazu steht im Ratgeber [Labubu Fälschung erkennen](/ratgeber/labubu-faelschung-erkennen), und wo Sie in Österreich sicher kaufen, im Ratgeber [Labubu kaufen in Wien](/ratgeber/labubu-kaufen-in-wien).

## Fazit

Der Rekord eines Einzelstücks macht Labubu noch nicht zur Geldanlage. Was eine normale Figur später bringt, hängt nur von der Nachfrage ab. Blindboxen machen ein Set im Schnitt klar teurer als eine Box pro Figur. Dazu kommen Fälschungen und fehlende Rechte beim Kauf von Privatleuten. Sehen Sie Labubu deshalb als Hobby und nicht als Geldanlage.`;

/** Three sections of "Labubu als Wertanlage" (the record, the odds, why it is no safe investment) reworded inside a draft. */
const INVESTMENT_PASSAGE = `## Ein Rekord, der nichts über Ihre Figur sagt

Am 10. Juni 2025 erzielte eine 131 Zentimeter große Labubu in hellem Grün bei Yongle International Auction 1,08 Millionen Yuan. Zum Zuschlag kamen bei dieser Auktion in Peking noch 15 % Aufgeld. Der Rekord betrifft ein Einzelstück, das es kein zweites Mal gibt. Über den Wert einer gewöhnlichen Figur aus der Blindbox verrät er nichts. Ein Rekord ist die Ausnahme und kein Maßstab für Ihre eigenen Figuren.

## Was eine Chance von 1 : 72 heißt

Welche Figur Sie bekommen, sehen Sie erst nach dem Öffnen. Für die Secret-Figur von Anhänger-Serien mit sechs regulären Figuren nennen Händler meist eine Chance von 1 : 72. Dabei handelt es sich nur um einen Mittelwert. Die Secret-Figur kann in der ersten Box liegen oder nach sehr vielen Boxen immer noch fehlen. Es sind Angaben von Händlern, keine amtlichen Zahlen.

## Keine sichere Geldanlage

Eine sichere Anlage hat einen Wert, den man verlässlich bestimmen kann. Bei Labubu trifft das nicht zu. Was eine gebrauchte Figur bringt, hängt allein von Angebot und Nachfrage ab. Zinsen oder Erträge gibt es nicht. Wer Labubu als Geldanlage kauft, hofft also nur, dass andere später mehr zahlen. Ob das eintritt, kann Ihnen niemand versprechen.`;

export const freshEdits: readonly CorpusEdit[] = [
  // ---- bad: reversed rules (a threshold moved, an exception turned around, a duty on the wrong party)
  {
    id: "fresh-rev-duty-threshold-250",
    base: abroad,
    edit: {
      add: "Seit 1. Juli 2026 fällt auf Sendungen aus Ländern außerhalb der EU mit einem Warenwert unter € 250 ein pauschaler Zoll von € 3 je Warenart an.",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-duty-threshold",
    why: "The threshold moved: the flat duty applies below € 150.",
  },
  {
    id: "fresh-rev-vat-from-150",
    base: prices,
    edit: { add: "Einfuhrumsatzsteuer zahlen Sie auf Waren aus Ländern außerhalb der EU erst ab einem Warenwert von € 150." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-vat-no-threshold",
    why: "The duty's threshold put on the VAT: VAT is due from the first euro.",
  },
  {
    id: "fresh-rev-workdays-only",
    base: christmas,
    edit: {
      add: "Die 14 Tage für den Rücktritt zählen nur Werktage: Wochenenden und Feiertage innerhalb der Frist werden nicht mitgezählt.",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The exception turned: weekends and holidays inside the period count.",
  },
  {
    id: "fresh-rev-warranty-go-to-maker",
    base: online,
    edit: {
      add: "Ist eine Figur mangelhaft, müssen Sie sich an den Hersteller wenden; der Händler ist für die Gewährleistung nicht zuständig.",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-warranty-two-years",
    why: "The duty on the wrong party: the dealer answers for the warranty, not the manufacturer.",
  },
  {
    id: "fresh-rev-shop-must-take-back",
    base: blackFriday,
    edit: {
      add: "Auch im Geschäft gekaufte Ware muss der Händler innerhalb von 14 Tagen zurücknehmen, wenn Sie den Kassenbon vorlegen.",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-exchange-goodwill",
    why: "A duty the fact denies: an exchange in a shop is goodwill.",
  },
  {
    id: "fresh-rev-private-willhaben-withdrawal",
    base: lokalFlohmarkt,
    edit: {
      add: "Auch beim Kauf von einer Privatperson über willhaben können Sie binnen 14 Tagen vom Kauf zurücktreten (Stand Juli 2022 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-private-sales",
    why: "The right holds only against businesses, not private sellers.",
  },
  {
    id: "fresh-rev-private-no-liability-promises",
    base: lokalFlohmarkt,
    edit: {
      add: "Hat eine Privatperson die Gewährleistung ausgeschlossen, haftet sie auch für Eigenschaften nicht, die sie ausdrücklich zugesagt hat (Stand 2024 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-private-sale-warranty",
    why: "The exception turned: the exclusion does not reach promised properties.",
  },
  {
    id: "fresh-rev-button-from-2028",
    base: online,
    edit: { add: "Eine Schaltfläche für den Rücktritt müssen Online-Shops erst ab 2028 anbieten." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-how",
    why: "The fact says shops must offer it since 19 June 2026.",
  },
  {
    id: "fresh-rev-flat-duty-per-parcel",
    base: abroad,
    edit: { add: "Der pauschale Zoll von € 3 fällt je Paket an, egal wie viele verschiedene Artikel darin stecken." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-duty-threshold",
    why: "The fact says per kind of goods, and two different items are two kinds.",
  },
  {
    id: "fresh-rev-uk-exemption",
    base: abroad,
    edit: { add: "Für Sendungen aus Großbritannien gilt die Freigrenze von € 22 für die Einfuhrumsatzsteuer weiterhin." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-vat-no-threshold",
    why: "An invented exception: the former exemption no longer exists for any country outside the EU.",
  },
  // ---- good: the same rules stated the right way round
  {
    id: "fresh-kept-period-after-receipt",
    base: online,
    edit: {
      add: "Die Frist von 14 Tagen für den Rücktritt beginnt bei Waren erst mit dem Tag nach dem Erhalt, nicht mit der Bestellung.",
    },
    label: "good",
    kind: "rule-kept",
    why: "legal-withdrawal-14-days: the period starts the day after receipt (fact dated within twelve months).",
  },
  {
    id: "fresh-kept-duty-both-sides",
    base: abroad,
    edit: {
      add: "Über € 150 Warenwert gelten für Sendungen aus Ländern außerhalb der EU die normalen Zollsätze, darunter pauschal € 3 je Warenart.",
    },
    label: "good",
    kind: "rule-kept",
    why: "import-duty-threshold on both sides of the threshold.",
  },
  {
    id: "fresh-kept-two-kinds-six-euro",
    base: prices,
    edit: {
      add: "Zwei verschiedene Figuren in einer Sendung unter € 150 zählen als zwei Warenarten: Der pauschale Zoll beträgt dann zweimal € 3.",
    },
    label: "good",
    kind: "rule-kept",
    why: "import-duty-threshold: two different items are two kinds, each with the flat € 3.",
  },
  {
    id: "fresh-kept-warranty-dealer-two-years",
    base: christmas,
    edit: {
      add: "Für Mängel ist der Händler zuständig, nicht der Hersteller: Er muss die Figur bis zu 2 Jahre nach dem Kauf kostenlos reparieren oder austauschen.",
    },
    label: "good",
    kind: "rule-kept",
    why: "legal-warranty-two-years with its party and period.",
  },
  {
    id: "fresh-kept-exchange-goodwill",
    base: blackFriday,
    edit: { add: "Einen Umtausch im Geschäft gibt es nur aus Kulanz; verpflichtet ist der Händler dazu nicht." },
    label: "good",
    kind: "rule-kept",
    why: "legal-exchange-goodwill reworded.",
  },
  {
    id: "fresh-kept-button-since-june",
    base: online,
    edit: { add: "Seit 19. Juni 2026 müssen Online-Shops eine Schaltfläche für den Rücktritt anbieten." },
    label: "good",
    kind: "rule-kept",
    why: "legal-withdrawal-how, dated 2026-03-10: within twelve months, no Stand needed.",
  },
  {
    id: "fresh-kept-vat-rate-with-stand",
    base: abroad,
    edit: { add: "Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall 20 % (Stand Juni 2021 – nicht neu bestätigt)." },
    label: "good",
    kind: "rule-kept",
    why: "import-vat-rate with its Stand.",
  },
  {
    id: "fresh-kept-naschmarkt-with-stand",
    base: lokalFlohmarkt,
    edit: { add: "Der Flohmarkt beim Naschmarkt findet samstags statt (Stand 21. November 2025 – nicht neu bestätigt)." },
    label: "good",
    kind: "rule-kept",
    why: "vienna-flohmarkt-naschmarkt, a current fact past twelve months, with its Stand.",
  },
  {
    id: "fresh-kept-official-price-with-stand",
    base: christmas,
    edit: {
      add: "Im offiziellen Webshop von Pop Mart begannen die Preise für Labubu-Anhänger laut Kurier bei etwa € 19 (Stand Juli 2025 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "rule-kept",
    why: "price-official-shop-austria in the past tense with source and Stand.",
  },
  // ---- stale facts without their Stand (bad), and two later statements of a fact the draft marked before (good)
  {
    id: "fresh-stale-naschmarkt-saturdays",
    base: lokalFlohmarkt,
    edit: { add: "Der Flohmarkt beim Naschmarkt findet samstags statt, bei der U4-Station Kettenbrückengasse." },
    // Label fixed after the first run (written "bad"): the draft states this fact with its Stand before, and a
    // stale fact is marked once per text, where it is first stated (docs/decisions/0043).
    label: "good",
    kind: "reworded",
    why: "A later statement of vienna-flohmarkt-naschmarkt in a draft that marked it with its Stand before (ADR 0043).",
  },
  {
    id: "fresh-stale-vat-rate",
    base: prices,
    edit: { add: "Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall 20 %." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "import-vat-rate",
    why: "import-vat-rate dates from June 2021 and is not re-confirmed: stated without its Stand.",
  },
  {
    id: "fresh-stale-ombudsstelle",
    base: online,
    edit: { add: "Die Internet Ombudsstelle hilft bei Problemen mit Online-Käufen kostenlos." },
    // Label fixed after the first run (written "bad"): the draft states this fact with its Stand before, and a
    // stale fact is marked once per text, where it is first stated (docs/decisions/0043).
    label: "good",
    kind: "reworded",
    why: "A later statement of help-internet-ombudsstelle in a draft that marked it with its Stand before (ADR 0043).",
  },
  {
    id: "fresh-stale-hologram",
    base: teeth,
    edit: { add: "Originalverpackungen tragen einen holografischen Pop-Mart-Aufkleber." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "authenticity-hologram",
    why: "authenticity-hologram dates from August 2025 and is not re-confirmed: stated without its Stand.",
  },
  // ---- bad: wrong figures
  {
    id: "fresh-fig-withdrawal-21-days",
    base: blackFriday,
    edit: { add: "Bei Online-Käufen bei einem Unternehmen haben Sie in Österreich 21 Tage Zeit für den Rücktritt." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The fact says 14 days.",
  },
  {
    id: "fresh-fig-extension-weeks",
    base: online,
    edit: { add: "Werden Sie über Ihr Recht auf Rücktritt nicht ordentlich informiert, verlängert sich die Frist um 12 Wochen." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The fact says the period is extended by 12 months.",
  },
  {
    id: "fresh-fig-set-boxes",
    base: secret,
    edit: {
      add: "Für ein komplettes Set aus sechs gleich wahrscheinlichen Figuren brauchen Sie im Durchschnitt 9,8 Blindboxen.",
    },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "blindbox-expected-boxes-six",
    why: "The fact says 14,7 boxes on average.",
  },
  {
    id: "fresh-fig-record-height",
    base: secret,
    edit: { add: "Die Labubu, die im Juni 2025 in Peking versteigert wurde, war 151 Zentimeter groß." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "record-auction-2025",
    why: "The fact says 131 centimetres.",
  },
  {
    id: "fresh-fig-licence-year",
    base: christmas,
    edit: { add: "Pop Mart erhielt 2017 eine exklusive Lizenz für die Figuren." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    fact: "background-pop-mart-licence",
    why: "The fact says 2019.",
  },
  {
    id: "fresh-fig-have-a-seat-odds",
    base: secret,
    edit: { add: "Die Secret-Figur der Serie Have a Seat steckt laut Händlern in einer von 144 Boxen." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "The series file of Have a Seat gives 1 : 72 (1 : 144 is Wacky Mart's).",
  },
  {
    id: "fresh-fig-wacky-mart-secret-name",
    base: secret,
    edit: { add: "Die versteckte Figur der Serie Wacky Mart heißt Duoduo." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "Wacky Mart's hidden figure is Microwave Oven; Duoduo is Have a Seat's secret.",
  },
  // ---- numbers in words above twelve
  {
    id: "fresh-words-twenty-one-days",
    base: christmas,
    edit: {
      add: "Wer online bei einem Unternehmen kauft, kann in der Regel innerhalb von einundzwanzig Tagen ohne Begründung zurücktreten.",
    },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "Twenty-one in words: the fact says 14 days.",
  },
  {
    id: "fresh-words-record-height",
    base: secret,
    edit: { add: "Eine einzigartige, hundertfünfzig Zentimeter große Labubu in hellem Grün wurde 2025 in Peking versteigert." },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "record-auction-2025",
    why: "A hundred and fifty in words: the fact says 131 centimetres.",
  },
  {
    id: "fresh-words-stores-thirty-seven",
    base: lokalMahue,
    edit: { add: "Ende Jänner 2026 kündigte Pop Mart laut Bloomberg siebenunddreißig neue Geschäfte in Europa an." },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "market-pop-mart-europe-2026",
    why: "Thirty-seven in words: the fact says 27 new stores.",
  },
  {
    id: "fresh-words-odds-thirty-six",
    base: secret,
    edit: {
      add: "Für die Secret-Figur von Anhänger-Serien mit sechs regulären Figuren nennen Händler meist eine Chance von eins zu sechsunddreißig.",
    },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "secret-odds-typical",
    why: "One in thirty-six in words: the fact says 1 : 72.",
  },
  {
    id: "fresh-words-stores-twenty-seven",
    base: lokalMahue,
    edit: {
      add: "Ende Jänner 2026 kündigte Pop Mart laut Bloomberg siebenundzwanzig neue Geschäfte in Europa an; Österreich nannte der Bericht nicht.",
    },
    label: "good",
    kind: "number-words",
    why: "market-pop-mart-europe-2026 (historical) with its number in words.",
  },
  {
    id: "fresh-words-odds-seventy-two",
    base: secret,
    edit: {
      add: "Händler nennen für die Secret-Figur von Anhänger-Serien mit sechs regulären Figuren meist eine Chance von eins zu zweiundsiebzig.",
    },
    label: "good",
    kind: "number-words",
    why: "secret-odds-typical (historical) with its odds in words.",
  },
  {
    id: "fresh-words-heart-code-yuan",
    base: prices,
    edit: { add: "In China kostete eine Blindbox der Mini-Serie Heart Code zum Start neunundsiebzig Yuan." },
    label: "good",
    kind: "number-words",
    why: "price-heart-code-china (historical) with its price in words.",
  },
  // ---- claims without digits
  {
    id: "fresh-nodig-survey-online-majority",
    base: online,
    edit: { add: "Laut einer Umfrage unter österreichischen Sammlern kauft die Mehrheit ihre Figuren inzwischen online." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    noFact: true,
    why: "A survey no fact or note carries.",
  },
  {
    id: "fresh-nodig-most-own-a-fake",
    base: teeth,
    edit: { add: "Die meisten Sammler in Wien besitzen mindestens eine Fälschung, ohne es zu wissen." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    noFact: true,
    why: "A majority claim no fact supports.",
  },
  {
    id: "fresh-nodig-studies-value-grows",
    base: secret,
    edit: { add: "Studien zeigen, dass Labubu-Figuren jedes Jahr an Wert gewinnen." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    noFact: true,
    why: "Studies no source names; the fact base gives no reliable prices for used figures.",
  },
  {
    id: "fresh-nodig-more-toy-shops",
    base: lokalMahue,
    edit: { add: "Immer mehr Wiener Spielwarengeschäfte nehmen Labubus in ihr Sortiment auf." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    noFact: true,
    why: "A trend no fact states.",
  },
  {
    id: "fresh-nodig-ak-cheap-is-fine",
    base: online,
    edit: { add: "Laut der Arbeiterkammer Wien sind sehr günstige Labubu-Angebote online meist echt." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    fact: "authenticity-fake-shop-prices",
    why: "The Arbeiterkammer warns that fake shops mostly stand behind very low prices.",
  },
  {
    id: "fresh-nodig-ak-warning-kept",
    base: online,
    edit: {
      add: "Die Arbeiterkammer Wien rät bei sehr günstigen Preisen online zur Vorsicht, weil meist betrügerische Shops dahinterstecken.",
    },
    label: "good",
    kind: "no-digits",
    why: "authenticity-fake-shop-prices reworded (dated 2025-12-16, within twelve months).",
  },
  {
    id: "fresh-nodig-taste",
    base: christmas,
    edit: { add: "Ob Sie eine ganze Serie sammeln oder nur einzelne Lieblingsfiguren, ist reine Geschmackssache." },
    label: "good",
    kind: "no-digits",
    why: "An opinion, no claim of fact.",
  },
  // ---- invented shops
  {
    id: "fresh-shop-kuschelkiste",
    base: lokalMahue,
    edit: { add: "Im Spielwarengeschäft Kuschelkiste in der Kaiserstraße 41 gibt es echte Labubus ab € 18." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "A shop, address and price no fact or note names.",
  },
  {
    id: "fresh-shop-station-vending",
    base: christmas,
    edit: { add: "Pop Mart betreibt am Wiener Hauptbahnhof einen eigenen Automaten mit Labubu-Blindboxen." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "A Pop Mart outlet in Vienna no source names.",
  },
  {
    id: "fresh-shop-flea-stall",
    base: lokalFlohmarkt,
    edit: { add: "Am Flohmarkt beim Naschmarkt verkauft der Stand „Monster Corner“ jeden Samstag originale Labubus." },
    label: "bad",
    kind: "shop",
    refusedBy: "claims",
    why: "An invented market stall that vouches for originals.",
  },
  {
    id: "fresh-shop-official-webshop",
    base: online,
    edit: {
      add: "Offiziell verkauft Pop Mart in Österreich über den Webshop popmart.com/at (Stand 2025 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "shop",
    why: "shop-official-austria with its Stand.",
  },
  {
    id: "fresh-shop-donau-zentrum-transit",
    base: lokalMahue,
    edit: { add: "Das Westfield Donau Zentrum im 22. Bezirk erreichen Sie mit der U1 bis Kagran." },
    label: "good",
    kind: "shop",
    why: "vienna-donau-zentrum, settled geography.",
  },
  // ---- named days: misdated and right
  {
    id: "fresh-day-cyber-monday-wrong",
    base: blackFriday,
    edit: { add: "Der Cyber Monday fällt heuer auf den 1. Dezember." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "Cyber Monday 2026 is 30 November.",
  },
  {
    id: "fresh-day-nikolaus-weekday-wrong",
    base: christmas,
    edit: { add: "Der 6. Dezember 2026 ist ein Samstag, ideal für ein kleines Nikolo-Geschenk." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "6 December 2026 is a Sunday.",
  },
  {
    id: "fresh-day-easter-2027-wrong",
    base: christmas,
    edit: { add: "Auch zu Ostern freuen sich Sammler über Figuren: Der Ostersonntag fällt 2027 auf den 4. April." },
    label: "bad",
    kind: "figure",
    refusedBy: "claims",
    why: "Easter Sunday 2027 is 28 March.",
  },
  {
    id: "fresh-day-cyber-monday-right",
    base: blackFriday,
    edit: { add: "Der Cyber Monday fällt heuer auf den 30. November." },
    label: "good",
    kind: "everyday",
    why: "Cyber Monday 2026 is 30 November.",
  },
  {
    id: "fresh-day-sixth-december-right",
    base: christmas,
    edit: { add: "Der 6. Dezember 2026 ist ein Sonntag, ideal für ein kleines Nikolo-Geschenk." },
    label: "good",
    kind: "everyday",
    why: "6 December 2026 is a Sunday.",
  },
  {
    id: "fresh-day-easter-2027-right",
    base: christmas,
    edit: { add: "Auch zu Ostern freuen sich Sammler über Figuren: Der Ostersonntag fällt 2027 auf den 28. März." },
    label: "good",
    kind: "everyday",
    why: "Easter Sunday 2027 is 28 March.",
  },
  // ---- thorough paraphrase of a published article
  {
    id: "fresh-para-investment-article",
    base: {
      ...investment,
      as: {
        title: "Labubu als Geldanlage: Rekord, Chancen und Risiken",
        slug: "labubu-geldanlage",
        focusKeyphrase: "Labubu Geldanlage",
        metaDescription:
          "Labubu Geldanlage: der Rekord aus Peking, was die Chancen der Blindbox heißen, wie viele Boxen ein Set braucht und warum Labubu keine sichere Anlage ist.",
      },
    },
    edit: { body: INVESTMENT_PARAPHRASE },
    label: "bad",
    kind: "paraphrase",
    refusedBy: "originality",
    why: "The published investment guide reworded sentence by sentence under another title and keyphrase.",
  },
  {
    id: "fresh-para-investment-passage",
    base: secret,
    edit: { add: INVESTMENT_PASSAGE },
    label: "bad",
    kind: "paraphrase",
    refusedBy: "originality",
    why: "Three sections of the published investment guide reworded inside another draft.",
  },
  {
    id: "fresh-para-own-section-budget",
    base: secret,
    edit: {
      add: "## Ein Sammelheft statt Spekulation\n\nFühren Sie ein kleines Heft, in dem Sie jede geöffnete Box eintragen. Notieren Sie Datum, Serie, Figur und was Sie bezahlt haben. So sehen Sie nach ein paar Monaten, welche Figuren doppelt sind und wofür Ihr Geld tatsächlich ausgeht. Doppelte Figuren kleben Sie mit einem Klebezettel ab, damit Sie sie beim nächsten Tauschtreffen schnell finden. Wer so Buch führt, kauft ruhiger und lässt sich von einem Hype weniger treiben.",
    },
    label: "good",
    kind: "paraphrase",
    why: "An own section on the investment guide's topic, in the writer's own words.",
  },
  // ---- warnings that quote a promise with a number
  {
    id: "fresh-quote-eighty-percent",
    base: blackFriday,
    edit: { add: "Verspricht ein Shop „bis zu 80 % Rabatt auf alle Labubus“, sollten Sie besonders misstrauisch sein." },
    label: "good",
    kind: "quoted-promise",
    why: "A warning that quotes a shop's promise.",
  },
  {
    id: "fresh-quote-24-hours",
    base: online,
    edit: { add: "Seien Sie skeptisch, wenn eine Anzeige „Lieferung in 24 Stunden, 100 % original“ verspricht." },
    label: "good",
    kind: "quoted-promise",
    why: "A warning that quotes an ad's promise.",
  },
  {
    id: "fresh-quote-three-for-one",
    base: christmas,
    edit: { add: "Lockt eine Seite mit „3 Blindboxen zum Preis von 1“, prüfen Sie zuerst, wer hinter dem Shop steht." },
    label: "good",
    kind: "quoted-promise",
    why: "A quoted offer the reader is told to check.",
  },
  {
    id: "fresh-quote-secret-guaranteed",
    base: secret,
    edit: { add: "Schreibt ein Verkäufer „Secret garantiert, nur € 49“, kann er das bei einer verschlossenen Box nicht wissen." },
    label: "good",
    kind: "quoted-promise",
    why: "A quoted promise, refuted by what a closed box is (the series files say so for Duoduo).",
  },
  // ---- first-person experience
  {
    id: "fresh-me-four-figures-teeth",
    base: lokalFlohmarkt,
    edit: {
      add: "Ich habe im Oktober 2026 auf einem Flohmarkt 4 Figuren genauer angesehen, und bei zweien waren die Zähne schief.",
    },
    label: "good",
    kind: "first-person",
    why: "The writer's own experience.",
  },
  {
    id: "fresh-me-eleven-boxes",
    base: secret,
    edit: { add: "Meine eigene Have-a-Seat-Sammlung ist nach 11 Boxen immer noch nicht komplett." },
    label: "good",
    kind: "first-person",
    why: "The writer's own count.",
  },
  {
    id: "fresh-me-three-boxes-photo",
    base: teeth,
    edit: { add: "Für diesen Beitrag haben wir 3 Schachteln nebeneinander fotografiert, damit Sie die Unterschiede sehen." },
    label: "good",
    kind: "first-person",
    why: "What the writers did for the piece.",
  },
  {
    id: "fresh-me-first-figure-price",
    base: christmas,
    edit: { add: "Als ich 2025 meine erste Figur gekauft habe, zahlte ich dafür € 22 und war trotzdem glücklich." },
    label: "good",
    kind: "first-person",
    why: "The writer's own purchase.",
  },
  // ---- everyday amounts a reader brings
  {
    id: "fresh-amount-fifty-a-month",
    base: christmas,
    edit: { add: "Legen Sie sich ein Budget fest, zum Beispiel € 50 im Monat, und halten Sie sich daran." },
    label: "good",
    kind: "everyday-amount",
    why: "An example budget the reader sets.",
  },
  {
    id: "fresh-amount-two-a-month",
    base: secret,
    edit: { add: "Wer 2 Figuren pro Monat kauft, hat nach einem Jahr 24 Figuren im Regal." },
    label: "good",
    kind: "everyday-amount",
    why: "Arithmetic on the reader's own pace.",
  },
  {
    id: "fresh-amount-own-box-price",
    base: prices,
    edit: { add: "Rechnen Sie mit Ihrem eigenen Preis: Bei € 15 pro Box und 15 Boxen sind das € 225." },
    label: "good",
    kind: "everyday-amount",
    why: "Arithmetic on the reader's own price per box.",
  },
  // ---- series facts stated with the series' name
  {
    id: "fresh-series-have-a-seat-duoduo",
    base: secret,
    edit: { add: "Die Secret-Figur der Serie Have a Seat heißt Duoduo; die Figuren messen etwa 15 Zentimeter." },
    label: "good",
    kind: "reworded",
    why: "have-a-seat.yaml: secret Duoduo, about 15 cm.",
  },
  {
    id: "fresh-series-wacky-mart-odds",
    base: secret,
    edit: {
      add: "Bei der Serie Wacky Mart heißt die versteckte Figur Microwave Oven; Händler nennen für sie eine Chance von 1 : 144.",
    },
    label: "good",
    kind: "reworded",
    why: "wacky-mart.yaml: hidden figure Microwave Oven, odds 1 : 144.",
  },
  {
    id: "fresh-series-pin-for-love-size",
    base: christmas,
    edit: { add: "Die Mini-Anhänger der Serie Pin for Love, in China Heart Code genannt, sind etwa 10 Zentimeter groß." },
    label: "good",
    kind: "reworded",
    why: "pin-for-love.yaml: also known as Heart Code, about 10 cm.",
  },
  {
    id: "fresh-series-have-a-seat-us-price",
    base: prices,
    edit: { add: "Have a Seat kostete bei Pop Mart USA online $ 21,99 (Stand 5. Juni 2025)." },
    label: "good",
    kind: "reworded",
    why: "have-a-seat.yaml: USD 21.99 online at Pop Mart USA, as of 2025-06-05.",
  },
];
