/**
 * The edits of docs/decisions/0066, written and labelled before the claim check read meaning: the fact's own
 * words with a relation reversed, a threshold moved or an exception turned; thorough paraphrases of published
 * articles; numbers in words above twelve, ordinals and fractions; surveys, majorities and trends without a
 * digit — and honest writing that must publish: the same rules stated the right way round, warnings that quote a
 * promise with a number, the writer's own experience, amounts a reader brings. Each is an edit of one of the
 * list drafts or the published articles (claim-corpus-bases.fixtures.ts). Test fixtures, never shown to readers.
 */
import {
  abroad,
  blackFriday,
  christmas,
  type CorpusEdit,
  energy,
  fakes,
  lokalFlohmarkt,
  lokalMahue,
  note,
  online,
  prices,
  secret,
  teeth,
  wien,
} from "./claim-corpus-bases.fixtures";

/** "Labubu Big into Energy" reworded sentence by sentence under another title and keyphrase. */
const ENERGY_PARAPHRASE = `Big into Energy von Labubu ist eine Reihe von Blindbox-Anhängern aus Plüsch und Kunststoff. Dieser Bericht beruht nicht auf eigenen Käufen, er stützt sich auf Meldungen und Händlerangaben, die verlinkt sind. Er klärt vier Punkte: worum es sich bei der Reihe handelt, was an ihr besonders ist, was Sie vor dem Kauf prüfen und wem sie Freude macht. Fehlt eine Angabe oder ist sie unsicher, sagen wir das dazu.

## Worum es bei Big into Energy geht

Laut CNN kam die Reihe Big into Energy am 25. April 2025 in Asien heraus. Die Anhänger bestehen aus Plüsch und Kunststoff und stecken in Blindboxen. Welche Figur darin ist, zeigt sich erst, wenn Sie die Box öffnen.

Zur Reihe gehören sechs reguläre Figuren und eine Secret-Figur. Laut GamePro heißen die regulären Figuren Love, Happiness, Loyalty, Serenity, Hope und Luck. Jeder der sechs Namen ist ein englisches Wort für ein gutes Gefühl oder einen Wunsch, von der Liebe bis zum Glück.

## Was die Reihe besonders macht

Zum einen kennt man alle sechs Namen. So wissen Sie genau, welche Figuren das Set bilden und welche Ihnen fehlen. Das ist nicht bei jeder Reihe so, wie der [Serienkatalog](/serien) zeigt.

Zum anderen folgt die Reihe dem Schema anderer Anhänger-Reihen von Pop Mart. Für die Secret-Figur von Big into Energy nennen labubu.blog und der Händler Geek Chic eine Chance von 1 : 72. Auch Feltify gibt für die Secret-Figur von Anhänger-Reihen mit sechs regulären Figuren meist 1 : 72 an. Diese Werte stammen von Händlern und Fans, nicht vom Hersteller.

Außerdem bleiben zwei Fragen offen. Den Namen der Secret-Figur von Big into Energy und die Größe der Figuren nennt keine Quelle. Für die Reihe Have a Seat kennt man beides. Dort heißt die Secret-Figur Duoduo, und die Figuren messen etwa 15 Zentimeter. Nennt ein Angebot für Big into Energy exakte Maße oder den Namen der Secret-Figur, fragen Sie daher, woher die Angabe stammt.

Zuletzt gingen die Startpreise weit auseinander. Laut CNN kostete eine Figur von Big into Energy zum Start in mehreren Ländern Asiens $ 13–16. In den USA verlangte Pop Mart laut labubu.blog $ 27,99 pro Figur (Stand April 2025). Für Have a Seat waren es online $ 21,99 (Stand 5. Juni 2025).

## Was das ganze Set kostet

Einen Preis für Österreich nennen die Quellen nicht. Laut Kurier lagen die Preise für Labubu-Anhänger im offiziellen Webshop ab etwa € 19 (Stand Juli 2025 – nicht neu bestätigt). Einen jüngeren Wert kennt keine Quelle.

Für das ganze Set zählt mehr als der Preis je Box. Bei sechs gleich häufigen Figuren brauchen Sie im Durchschnitt 14,7 Blindboxen, weil die Chance auf eine fehlende Figur mit jeder Box kleiner wird. Das ergibt das Sammelbilderproblem aus der Mathematik. Die erste Box bringt immer eine neue Figur. Für die letzte fehlende Figur öffnen Sie dagegen die meisten Boxen.

Die Secret-Figur fehlt in dieser Rechnung, und im einzelnen Fall kann es ganz anders ausgehen. Was das für Ihr Budget bedeutet, zeigt der [Set-Rechner](/set-rechner) mit Ihrem Preis je Box.

Kommen die Boxen aus einem Land außerhalb der EU, fallen Abgaben an. Seit 1. Juli 2026 kostet eine Sendung aus einem Land außerhalb der EU mit einem Warenwert unter € 150 pauschal € 3 Zoll je Warenart, wenn sie direkt an Verbraucherinnen und Verbraucher geht. Ein günstiger Preis in Asien verrät also wenig über Ihren Preis.

## Original oder Fälschung?

Bei einer so gefragten Reihe wie Big into Energy lohnt es sich, vor dem Kauf genau hinzusehen. Zählen Sie zuerst die Zähne: Echte Labubus haben genau neun Zähne; viele Fälschungen haben eine andere Zahl oder ungleichmäßige Zähne. Die US-Behörde CPSC und die Verbraucherzentrale Hessen nennen dieses Merkmal.

Halten Sie die Farben anschließend neben die offiziellen Bilder genau dieser Figur. Laut CPSC sind die Farben gefälschter Labubus häufig zu grell (Stand 18. August 2025 – nicht neu bestätigt).

Sehen Sie sich danach die Schachtel an. Auf der Schachtel eines Originals klebt ein holografischer Aufkleber von Pop Mart (Stand 18. August 2025 – nicht neu bestätigt). Beim Original öffnet der QR-Code popmart.com, wo Sie die Echtheit prüfen können. Vielen Fälschungen fehlt der QR-Code am Etikett ganz. Allerdings kopieren Betrüger auch QR-Codes. Lesen Sie deshalb die Adresse genau, die sich öffnet.

Laut CPSC sind starke Rabatte ein Warnsignal für Fälschungen (Stand 18. August 2025 – nicht neu bestätigt). Die echten Shop-Seiten von Pop Mart liegen unter popmart.com, die für Österreich unter popmart.com/at (Stand 2025 – nicht neu bestätigt). Alle Merkmale prüfen Sie mit der Figur in der Hand auf der Seite [Echtheit prüfen](/echtheit-pruefen).

## Wem die Reihe gefällt

Die Reihe eignet sich für alle, die ein klar abgegrenztes Set sammeln wollen. Sechs Figuren mit bekannten Namen kann man gut planen, tauschen und abhaken.

Weniger passt sie zu allen, die vorher wissen wollen, was sie erhalten. Jede Box ist Glückssache, und für das ganze Set öffnen Sie im Schnitt klar mehr Boxen, als es Figuren gibt. Wer nur eine bestimmte Figur sucht, kauft sie lieber gezielt bei einem Händler, dessen Herkunft er kennt.

Wer vor allem die Secret-Figur sucht, sollte wissen, wie wenig darüber bekannt ist. Ihr Name ist nicht belegt, und die Chance kommt von Händlern und Fans. Ein Angebot mit „garantierter“ Secret-Figur lässt sich bei einer verschlossenen Box ohnehin nicht prüfen.

## Zusammenfassung

Big into Energy ist eine Blindbox-Reihe mit einem klaren Set aus bekannten Figuren und einer Secret-Figur. Dafür spricht das übersichtliche Set, dagegen der Zufall jeder Box und die Lücken bei Secret-Figur und Größe. Rechnen Sie vor dem Kauf mit dem Set-Rechner, prüfen Sie jede Figur auf Echtheit und bestellen Sie am besten im offiziellen Shop.`;

/** "Labubu Fälschung erkennen" reworded sentence by sentence under another title and keyphrase. */
const FAKES_PARAPHRASE = `Ob eine Labubu echt ist oder gefälscht, zeigen oft schon ein paar Merkmale. Fachwissen brauchen Sie dafür nicht, nur einen aufmerksamen Blick und etwas Geduld. Seit die Figuren so gefragt sind, kursieren nämlich viele Fälschungen. Oft heißen sie „Lafufu“. Hier lesen Sie, worauf es ankommt. Alles stützt sich auf öffentliche Warnungen von Behörden, Verbraucherschützern und seriösen Medien, die verlinkt sind. Wo eine Angabe nicht neu bestätigt ist, steht ihr Stand dabei. Liegt die Figur schon vor Ihnen, prüfen Sie die Merkmale am besten direkt auf der Seite [Echtheit prüfen](/echtheit-pruefen).

## Warum sich ein genauer Blick lohnt

Eine Fälschung ärgert nicht nur, weil Sie zu viel zahlen. Sie kann auch gefährlich werden. Die US-Verbraucherschutzbehörde CPSC warnte am 18. August 2025 vor gefälschten Labubus, sogenannten „Lafufus“: Sie zerbrechen leicht, geben Kleinteile frei und können für kleine Kinder eine Erstickungsgefahr sein; Tausende wurden beschlagnahmt. Darüber berichteten UPI und WHIO.

2025 warnte auch in Großbritannien das Chartered Trading Standards Institute vor gefälschten Labubus. Das meldete ebenfalls WHIO. Eine sorgfältige Prüfung bewahrt also Ihr Geld und vor allem die kleinen Kinder bei Ihnen zu Hause.

## Die Figur selbst: Zähne, Farben, Fuß

Sehen Sie der Figur zuerst ins Gesicht, denn dort verrät sich eine Fälschung meist am schnellsten. Ein Original hat genau neun Zähne, viele Kopien haben eine andere Zahl oder schiefe Zähne. Darauf weist die CPSC hin. Auch für die Verbraucherzentrale Hessen sind die Zähne das erste Merkmal. Zählen Sie deshalb ohne Eile nach, am besten bei hellem Licht.

Als Nächstes kommen die Farben. Gefälschte Figuren wirken laut CPSC häufig zu grell (Stand 18. August 2025 – nicht neu bestätigt). Halten Sie Ihre Figur deshalb neben die offiziellen Bilder genau dieser Variante.

Danach prüfen Sie, wie die Figur gemacht ist. Originale haben laut vienna.at weichen Plüsch und im Gesicht keine sichtbaren Nähte. Auf dem linken Fuß tragen echte Figuren einen deutlichen Pop-Mart-Aufdruck. Das berichten auch die dpa und das Verbraucher-Magazin.

Neuere Originale tragen laut CPSC an einem Fuß einen UV-Stempel, den erst UV-Licht zeigt (Stand 18. August 2025 – nicht neu bestätigt). An welchem Fuß dieser Stempel bei welcher Serie sitzt, weiß man aber nicht sicher. Fehlt der Stempel, ist das allein also noch kein Beweis für eine Fälschung, gerade bei älteren Figuren.

## Schachtel und Etikett: Hologramm und QR-Code

Dann ist die Schachtel dran. Laut CPSC klebt auf der Verpackung eines Originals ein holografischer Pop-Mart-Aufkleber (Stand 18. August 2025 – nicht neu bestätigt). Bei Originalen führt der QR-Code auf Schachtel und Etikett zur offiziellen Website von Pop Mart, auf der Sie die Echtheit prüfen können.

Scannen Sie den Code jedes Mal mit dem Handy. Lesen Sie dabei die Adresse, die erscheint, ganz genau. Vielen Fälschungen fehlt am Etikett der QR-Code, und Betrüger kopieren QR-Codes ebenfalls. Es zählt nur die Bestätigung auf der echten Pop-Mart-Seite. Online verkauft Pop Mart nur unter popmart.com, für Österreich unter popmart.com/at (Stand 2025 – nicht neu bestätigt). Eine Adresse, die bloß ähnlich klingt, ist dagegen ein Warnzeichen.

Sehen Sie sich anschließend das Etikett an der Figur an. Auch dort gehört laut Kurier ein QR-Code hin. Bei Originalen ist das Pop-Mart-Logo auf Schachtel und Etikett rot und sauber gedruckt.

## Preis und Verkäufer

Schon der Preis kann eine Fälschung verraten, noch bevor Sie kaufen. Ein originaler Taschenanhänger kostet in Österreich rund € 20; eine Labubu unter € 15 ist laut vienna.at vermutlich eine Fälschung (Stand 2025 – nicht neu bestätigt). Jüngere Zahlen für Österreich nennt keine Quelle.

Starke Rabatte sind laut CPSC ein Warnsignal für Fälschungen (Stand 18. August 2025 – nicht neu bestätigt). Ein Schnäppchen bei einer begehrten Figur ist eben selten echt. Kaufen Sie daher nur bei Händlern, deren Herkunft Sie kennen. Auf großen Plattformen gibt es zwar auch Originale. Doch laut vienna.at werden auf willhaben, eBay oder Amazon auch gefälschte Labubus angeboten (Stand 2025 – nicht neu bestätigt).

## Falsche Webshops erkennen

Auch bei Webshops ist Vorsicht angebracht. Die Watchlist Internet warnte 2025 ausdrücklich vor betrügerischen Labubu-Shops, die mit Rabatten und kopierten Produktbildern locken und dann Fälschungen oder gar nichts liefern. Auch die Mitteldeutsche Zeitung schrieb darüber. Solche Seiten ahmen echte Shops nach. So wollen die Betrüger an Ihr Geld und an Ihre Daten kommen.

Bestellen Sie deshalb erst, wenn Sie wissen, wer hinter dem Shop steht. Im Zweifel schlagen Sie den Shop bei der Watchlist Internet nach.

## Wenn Sie schon eine Fälschung haben

Zuerst zählt die Sicherheit. Die CPSC rät, verdächtige Figuren nicht weiter zu benutzen. Geben Sie so eine Figur also auf keinen Fall kleinen Kindern zum Spielen.

Danach geht es um Ihr Geld. Gibt es bei einem Online-Kauf Probleme, hilft die Internet Ombudsstelle kostenlos, eine staatlich anerkannte Schlichtungsstelle (Stand 22. April 2024 – nicht neu bestätigt). Bewahren Sie deshalb Bestellung, Zahlungsbeleg und Fotos der Figur sorgfältig auf.

## Kurz zusammengefasst

Zählen Sie die Zähne, vergleichen Sie die Farben und suchen Sie den Aufdruck am linken Fuß. Suchen Sie das Hologramm auf der Schachtel, scannen Sie den QR-Code und lesen Sie die Adresse. Seien Sie bei sehr günstigen Preisen und großen Rabatten vorsichtig, und kaufen Sie nur bei Händlern, die Sie eindeutig zuordnen können.`;

/** Two sections of "Labubu kaufen in Wien" (shop and online, rights) reworded inside another draft. */
const WIEN_PASSAGE = `## Wo Pop Mart in Österreich verkauft

Ein eigenes Geschäft hatte Pop Mart laut Wiener Medien 2025 in Österreich nicht (Stand 2025 – nicht neu bestätigt). Ob sich das inzwischen geändert hat, zeigt keine neuere Quelle. Fragen Sie im Zweifel direkt bei Pop Mart nach. Offiziell verkauft Pop Mart in Österreich über den Webshop popmart.com/at. Dieser Shop ist der sichere Weg zum Original, auch für Fans in Wien. Lesen Sie die Adresse Buchstabe für Buchstabe, bevor Sie bezahlen. Ein üblicher Preis beweist noch kein Original. Wie Sie ein Original erkennen, erklärt der Ratgeber zu Fälschungen.

## Was Wiener Medien über Läden schreiben

Bei Läden, die nur kurz geöffnet haben, ist Vorsicht angebracht. Fragen Sie vorher nach, bevor Sie hinfahren. Auf Flohmärkten und über Kleinanzeigen kaufen Sie meist von Privatleuten. Dafür gelten eigene Regeln. Auch im Internet ist Vorsicht nötig, wenn Sie sich die Figur nach Wien schicken lassen. Ein großer Name einer Plattform schützt Sie nicht vor einer Kopie.`;

/** The checklist and the help section of "Labubu Fälschung erkennen" reworded inside another draft. */
const FAKES_PASSAGE = `## Kurz geprüft vor dem Kauf

Zählen Sie zuerst die Zähne und vergleichen Sie danach die Farben mit offiziellen Bildern. Suchen Sie den Pop-Mart-Aufdruck am linken Fuß und das Hologramm auf der Schachtel. Scannen Sie den QR-Code und lesen Sie die Adresse, die sich öffnet, ganz genau. Seien Sie bei sehr niedrigen Preisen und starken Rabatten vorsichtig. Kaufen Sie nur bei Händlern, die Sie eindeutig zuordnen können.

## Wenn die Figur eine Fälschung ist

Zuerst geht es um die Sicherheit: Verdächtige Figuren sollten Sie nicht mehr verwenden. Geben Sie so eine Figur deshalb keinesfalls kleinen Kindern zum Spielen. Danach geht es um Ihr Geld. Bewahren Sie Bestellung, Zahlungsbeleg und Fotos der Figur gut auf. Bestellen Sie erst, wenn Sie den Anbieter eindeutig zuordnen können, und suchen Sie den Shop im Zweifel bei der Watchlist Internet.`;

const asArticle = (base: typeof wien | typeof fakes | typeof energy, as: NonNullable<CorpusEditAs>) => ({ ...base, as });
type CorpusEditAs = Extract<CorpusEdit["base"], { article: string }>["as"];

export const meaningEdits: readonly CorpusEdit[] = [
  // ---- bad: the fact's own words with a relation reversed, a threshold moved or an exception turned
  {
    id: "vat-threshold-moved-back",
    base: abroad,
    edit: { add: "Einfuhrumsatzsteuer fällt für Waren aus Ländern außerhalb der EU erst ab einem Warenwert von € 22 an." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-vat-no-threshold",
    why: "The fact says from the first euro; € 22 was the former exemption.",
  },
  {
    id: "vat-exemption-still-applies",
    base: online,
    edit: { add: "Die Freigrenze von € 22 für die Einfuhrumsatzsteuer gilt weiterhin." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-vat-no-threshold",
    why: "The fact says the former exemption no longer exists.",
  },
  {
    id: "weekends-do-not-count",
    base: online,
    edit: { add: "Wochenenden und Feiertage innerhalb der Frist zählen beim Rücktritt nicht mit." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The fact says weekends and holidays inside the period count.",
  },
  {
    id: "holidays-extend-period",
    base: christmas,
    edit: { add: "Feiertage innerhalb der Frist verlängern die Frist für den Rücktritt um diese Tage." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "An exception turned around: holidays inside the period count, they do not extend it.",
  },
  {
    id: "warranty-manufacturer",
    base: christmas,
    edit: { add: "Für mangelhafte Ware muss der Hersteller geradestehen, nicht der Händler." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-warranty-two-years",
    why: "A duty put on the wrong party: the dealer, not the manufacturer, answers for the warranty.",
  },
  {
    id: "warranty-wording-swapped",
    base: online,
    edit: { add: "Zuständig für die Gewährleistung ist der Hersteller, nicht der Händler." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-warranty-two-years",
    why: "The fact's wording with its two parties swapped.",
  },
  {
    id: "withdrawal-private-applies",
    base: lokalFlohmarkt,
    edit: {
      add: "Das Recht auf Rücktritt gilt auch gegenüber Privatpersonen, etwa auf dem Flohmarkt (Stand Juli 2022 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-private-sales",
    why: "The fact says the right holds only against businesses.",
  },
  {
    id: "private-exclusion-covers-promises",
    base: lokalFlohmarkt,
    edit: {
      add: "Ein Ausschluss der Gewährleistung durch Privatpersonen gilt auch für Eigenschaften, die sie ausdrücklich zugesagt haben (Stand 2024 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-private-sale-warranty",
    why: "The exception turned: the exclusion does not cover what the seller promised.",
  },
  {
    id: "private-cannot-exclude",
    base: online,
    edit: {
      add: "Privatpersonen können die Gewährleistung beim Verkauf nicht ausschließen (Stand 2024 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-private-sale-warranty",
    why: "The fact says private sellers can exclude it.",
  },
  {
    id: "flat-duty-above-threshold",
    base: abroad,
    edit: { add: "Über € 150 Warenwert fällt pauschal € 3 Zoll je Warenart an." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-duty-threshold",
    why: "The threshold's direction turned: the flat duty holds below € 150, above it the normal rates.",
  },
  {
    id: "flat-duty-per-parcel",
    base: prices,
    edit: { add: "Der pauschale Zoll von € 3 gilt für die ganze Sendung, nicht je Warenart." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-duty-threshold",
    why: "The fact says per kind of goods.",
  },
  {
    id: "different-items-one-kind",
    base: abroad,
    edit: { add: "Zwei verschiedene Artikel in einer Sendung zählen dabei als eine Warenart." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-duty-threshold",
    why: "The fact says two equal items count as one kind, two different as two.",
  },
  {
    id: "withdrawal-needs-reasons",
    base: online,
    edit: { add: "Für den Rücktritt müssen Sie Gründe nennen." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-how",
    why: "The fact says no reasons are needed.",
  },
  {
    id: "exchange-is-a-duty",
    base: christmas,
    edit: { add: "Im Geschäft gekaufte Ware müssen Händler umtauschen, wenn sie originalverpackt ist." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-exchange-goodwill",
    why: "The fact says shops need not exchange: an exchange is goodwill.",
  },
  {
    id: "no-withdrawal-button",
    base: online,
    edit: { add: "Online-Shops müssen keine Schaltfläche für den Rücktritt anbieten." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "legal-withdrawal-how",
    why: "The fact says they must, since 19 June 2026.",
  },
  {
    id: "ombudsstelle-only-shops",
    base: online,
    edit: {
      add: "Die Internet Ombudsstelle hilft nur bei Käufen im Geschäft, nicht bei Online-Käufen (Stand 22. April 2024 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "help-internet-ombudsstelle",
    why: "The fact says it helps with problems of online purchases.",
  },
  {
    id: "post-collects-despite-ioss",
    base: abroad,
    edit: {
      add: "Die Österreichische Post hebt die Abgaben auch dann ein, wenn der Händler die Umsatzsteuer schon beim Kauf verrechnet hat (Stand Juni 2021 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "import-post-collects",
    why: "The condition turned: the Post collects when the dealer has not charged the tax.",
  },
  {
    id: "price-threshold-direction",
    base: lokalFlohmarkt,
    edit: { add: "Eine Labubu über € 15 ist laut vienna.at vermutlich eine Fälschung (Stand 2025 – nicht neu bestätigt)." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "price-austria-warning-threshold",
    why: "The threshold's direction turned: the fact says below € 15.",
  },
  {
    id: "discount-no-warning",
    base: online,
    edit: { add: "Starke Rabatte sind laut CPSC kein Warnsignal (Stand 18. August 2025 – nicht neu bestätigt)." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "authenticity-discount",
    why: "The fact says strong discounts are a warning sign.",
  },
  {
    id: "logo-proves-original",
    base: teeth,
    edit: { add: "Ein Pop-Mart-Schriftzug allein beweist, dass eine Figur kein Nachbau ist." },
    label: "bad",
    kind: "reversed-rule",
    refusedBy: "claims",
    fact: "authenticity-logo-not-proof",
    why: "The fact says the name alone proves nothing.",
  },
  // ---- good: the same rules the right way round, in the fact's words
  {
    id: "vat-first-euro-reworded",
    base: abroad,
    edit: { add: "Die frühere Freigrenze von € 22 gibt es nicht mehr: Einfuhrumsatzsteuer fällt ab dem ersten Euro an." },
    label: "good",
    kind: "rule-kept",
    why: "The VAT rule reworded, its direction kept.",
  },
  {
    id: "weekends-count",
    base: online,
    edit: { add: "Wochenenden und Feiertage innerhalb der Frist zählen beim Rücktritt mit." },
    label: "good",
    kind: "rule-kept",
    why: "The exception as the fact states it.",
  },
  {
    id: "warranty-dealer",
    base: christmas,
    edit: { add: "Für einen Mangel muss der Händler geradestehen, nicht der Hersteller." },
    label: "good",
    kind: "rule-kept",
    why: "The duty on the right party.",
  },
  {
    id: "private-no-withdrawal",
    base: lokalFlohmarkt,
    edit: { add: "Gegenüber Privatpersonen gilt das Recht auf Rücktritt nicht (Stand Juli 2022 – nicht neu bestätigt)." },
    label: "good",
    kind: "rule-kept",
    why: "The private-sales rule reworded.",
  },
  {
    id: "private-exclusion-exception",
    base: lokalFlohmarkt,
    edit: {
      add: "Schließt eine Privatperson die Gewährleistung aus, gilt das nicht für Eigenschaften, die sie ausdrücklich zugesagt hat (Stand 2024 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "rule-kept",
    why: "The exception kept.",
  },
  {
    id: "normal-rates-above",
    base: abroad,
    edit: { add: "Über € 150 Warenwert gelten die normalen Zollsätze." },
    label: "good",
    kind: "rule-kept",
    why: "The threshold in the right direction.",
  },
  {
    id: "equal-items-one-kind",
    base: prices,
    edit: { add: "Zwei gleiche Artikel in einer Sendung zählen als eine Warenart." },
    label: "good",
    kind: "rule-kept",
    why: "The fact's rule on kinds of goods.",
  },
  {
    id: "no-reasons-needed",
    base: online,
    edit: { add: "Gründe für den Rücktritt müssen Sie nicht nennen." },
    label: "good",
    kind: "rule-kept",
    why: "The withdrawal rule, its negation kept.",
  },
  {
    id: "discount-warning-kept",
    base: online,
    edit: {
      add: "Starke Rabatte gelten laut CPSC als Warnsignal für Fälschungen (Stand 18. August 2025 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "rule-kept",
    why: "The discount warning as the fact states it.",
  },
  {
    id: "logo-not-proof-kept",
    base: teeth,
    edit: { add: "Ein Pop-Mart-Schriftzug allein beweist nichts, denn manche Fälschungen tragen ihn auch." },
    label: "good",
    kind: "rule-kept",
    why: "The fact in other words.",
  },
  // ---- bad: thorough paraphrases of published articles
  {
    id: "paraphrase-energy",
    base: asArticle(energy, {
      title: "Big into Energy von Labubu: die Reihe im Überblick",
      slug: "big-into-energy-ueberblick",
      focusKeyphrase: "Big into Energy Überblick",
      metaDescription:
        "Big into Energy Überblick: was die Reihe ist, was sie besonders macht, was das Set kostet, wie Sie Fälschungen erkennen und wem sie gefällt.",
    }),
    edit: { body: ENERGY_PARAPHRASE },
    label: "bad",
    kind: "paraphrase",
    refusedBy: "originality",
    why: "A published review reworded sentence by sentence under another keyphrase.",
  },
  {
    id: "paraphrase-fakes",
    base: asArticle(fakes, {
      title: "Gefälschte Labubu erkennen: so prüfen Sie richtig",
      slug: "gefaelschte-labubu-pruefen",
      focusKeyphrase: "gefälschte Labubu",
      metaDescription:
        "Gefälschte Labubu: woran Sie eine Kopie an Zähnen, Fuß, Schachtel, QR-Code und Preis erkennen und was Sie tun, wenn Sie schon eine gekauft haben.",
    }),
    edit: { body: FAKES_PARAPHRASE },
    label: "bad",
    kind: "paraphrase",
    refusedBy: "originality",
    why: "A published guide reworded sentence by sentence under another keyphrase.",
  },
  {
    id: "passage-wien-in-draft",
    base: online,
    edit: { add: WIEN_PASSAGE },
    label: "bad",
    kind: "paraphrase",
    refusedBy: "originality",
    why: "Two sections of a published article followed in new words inside another draft.",
  },
  {
    id: "passage-fakes-in-draft",
    base: christmas,
    edit: { add: FAKES_PASSAGE },
    label: "bad",
    kind: "paraphrase",
    refusedBy: "originality",
    why: "The checklist and help section of a published guide in new words inside another draft.",
  },
  // ---- good: own writing on the topic of a published article
  {
    id: "own-section-fakes-topic",
    base: teeth,
    edit: {
      add: "## Ein Abend mit der Lupe\n\nNehmen Sie sich für neue Figuren einen ruhigen Abend und eine Lupe. Legen Sie die Figur auf ein weißes Blatt, damit Sie Farbe und Nähte besser sehen. Fotografieren Sie jede Seite, bevor Sie etwas abschneiden oder wegwerfen. So können Sie später zeigen, in welchem Zustand die Figur ankam. Schreiben Sie dazu, wo und wann Sie gekauft haben. Eine kleine Liste pro Figur hilft auch beim Tauschen.",
    },
    label: "good",
    kind: "paraphrase",
    why: "Own advice on the topic of a published guide, not following it.",
  },
  {
    id: "own-section-energy-topic",
    base: secret,
    edit: {
      add: "## Tauschen statt nachkaufen\n\nWer ein Set vervollständigen will, muss nicht jede fehlende Figur mit neuen Boxen suchen. In Tauschgruppen finden Sie oft Sammler, denen gerade Ihre doppelte Figur fehlt. Vereinbaren Sie vorher, wer zuerst schickt, und heben Sie die Nachrichten auf. Fotos von Fuß und Etikett helfen beiden Seiten. So wächst die Sammlung, ohne dass das Budget leidet.",
    },
    label: "good",
    kind: "paraphrase",
    why: "Own advice on collecting a set, the topic of a published review, in its own order.",
  },
  // ---- bad: numbers in words above twelve
  {
    id: "words-thirteen-teeth",
    base: teeth,
    edit: { add: "Echte Labubus haben genau dreizehn Zähne." },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "authenticity-teeth",
    why: "The fact says nine.",
  },
  {
    id: "words-thirty-days",
    base: online,
    edit: { add: "Online gekaufte Ware können Sie in der Regel binnen dreißig Tagen ohne Angabe von Gründen zurückgeben." },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The withdrawal period is fourteen days.",
  },
  {
    id: "words-duty-two-hundred",
    base: abroad,
    edit: {
      add: "Seit Juli 2026 fällt auf Sendungen unter zweihundert Euro aus Ländern außerhalb der EU ein pauschaler Zoll von drei Euro je Warenart an.",
    },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "import-duty-threshold",
    why: "The threshold is € 150.",
  },
  {
    id: "words-twenty-boxes",
    base: secret,
    edit: { add: "Bei sechs gleich häufigen Figuren brauchen Sie im Schnitt zwanzig Blindboxen für das ganze Set." },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "blindbox-expected-boxes-six",
    why: "The fact says 14,7.",
  },
  {
    id: "words-odds-144",
    base: secret,
    edit: { add: "Die Chance auf die Secret-Figur liegt bei Anhänger-Serien meist bei eins zu hundertvierundvierzig." },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "secret-odds-typical",
    why: "The odds fact says 1 : 72.",
  },
  {
    id: "words-stores-europe",
    base: lokalMahue,
    edit: { add: "Pop Mart kündigte laut Bloomberg fünfunddreißig neue Geschäfte in Europa an." },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "market-pop-mart-europe-2026",
    why: "Bloomberg reported 27.",
  },
  {
    id: "words-vat-twenty-five",
    base: abroad,
    edit: {
      add: "Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall fünfundzwanzig Prozent (Stand Juni 2021 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "number-words",
    refusedBy: "claims",
    fact: "import-vat-rate",
    why: "The rate is 20 %.",
  },
  // ---- good: numbers in words that keep the fact's value
  {
    id: "words-fourteen-days",
    base: online,
    edit: { add: "Online gekaufte Ware können Sie in der Regel binnen vierzehn Tagen ohne Angabe von Gründen zurückgeben." },
    label: "good",
    kind: "number-words",
    why: "Fourteen days in words.",
  },
  {
    id: "words-duty-one-fifty",
    base: abroad,
    edit: {
      add: "Seit 1. Juli 2026 fällt auf Sendungen unter hundertfünfzig Euro aus Ländern außerhalb der EU ein pauschaler Zoll von drei Euro je Warenart an.",
    },
    label: "good",
    kind: "number-words",
    why: "The customs rule with its amounts in words.",
  },
  {
    id: "words-vat-twenty",
    base: abroad,
    edit: {
      add: "Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall zwanzig Prozent (Stand Juni 2021 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "number-words",
    why: "The VAT rate in words, with its Stand.",
  },
  {
    id: "words-fifteen-boxes",
    base: secret,
    edit: { add: "Bei sechs gleich häufigen Figuren brauchen Sie im Schnitt knapp fünfzehn Blindboxen für das ganze Set." },
    label: "good",
    kind: "number-words",
    why: "14,7 rounded, in words.",
  },
  {
    id: "words-odds-72",
    base: secret,
    edit: { add: "Die Chance auf die Secret-Figur geben Händler bei Anhänger-Serien meist mit eins zu zweiundsiebzig an." },
    label: "good",
    kind: "number-words",
    why: "The odds in words.",
  },
  // ---- bad: ordinals
  {
    id: "ordinal-third-day",
    base: online,
    edit: { add: "Bei Waren beginnt die Frist für den Rücktritt erst am dritten Tag nach dem Erhalt." },
    label: "bad",
    kind: "ordinal",
    refusedBy: "claims",
    fact: "legal-withdrawal-14-days",
    why: "The period begins the day after receipt.",
  },
  {
    id: "ordinal-vat-from-euro",
    base: abroad,
    edit: { add: "Einfuhrumsatzsteuer fällt für Waren aus Ländern außerhalb der EU erst ab dem dreiundzwanzigsten Euro an." },
    label: "bad",
    kind: "ordinal",
    refusedBy: "claims",
    fact: "import-vat-no-threshold",
    why: "The fact says from the first euro.",
  },
  {
    id: "ordinal-sixth-district",
    base: lokalMahue,
    edit: { add: "Die Neubaugasse liegt im sechsten Bezirk und hat eine eigene U3-Station." },
    label: "bad",
    kind: "ordinal",
    refusedBy: "claims",
    fact: "vienna-neubaugasse",
    why: "The Neubaugasse is in the seventh district.",
  },
  {
    id: "ordinal-donau-zentrum",
    base: christmas,
    edit: { add: "Das Westfield Donau Zentrum ist ein Einkaufszentrum im einundzwanzigsten Bezirk bei der U1-Station Kagran." },
    label: "bad",
    kind: "ordinal",
    refusedBy: "claims",
    fact: "vienna-donau-zentrum",
    why: "It is in the 22nd district.",
  },
  // ---- good: ordinals that keep the fact, and everyday ones
  {
    id: "ordinal-seventh-district",
    base: lokalMahue,
    edit: { add: "Die Neubaugasse liegt im siebten Bezirk und hat eine eigene U3-Station." },
    label: "good",
    kind: "ordinal",
    why: "The district as an ordinal in words.",
  },
  {
    id: "ordinal-first-euro",
    base: abroad,
    edit: { add: "Schon ab dem ersten Euro Warenwert fällt für Waren aus Ländern außerhalb der EU Einfuhrumsatzsteuer an." },
    label: "good",
    kind: "ordinal",
    why: "The VAT rule reworded with its ordinal.",
  },
  {
    id: "ordinal-twenty-second",
    base: christmas,
    edit: { add: "Das Donau Zentrum liegt im zweiundzwanzigsten Bezirk bei der U1-Station Kagran." },
    label: "good",
    kind: "ordinal",
    why: "The district in words.",
  },
  {
    id: "ordinal-everyday",
    base: teeth,
    edit: { add: "Beim zweiten Hinsehen fallen oft kleine Unterschiede auf, die beim ersten Blick entgehen." },
    label: "good",
    kind: "ordinal",
    why: "Everyday ordinals, no claim.",
  },
  // ---- bad: fractions
  {
    id: "fraction-third-fakes",
    base: online,
    edit: { add: "Rund ein Drittel der Labubus auf willhaben sind Fälschungen." },
    label: "bad",
    kind: "fraction",
    refusedBy: "claims",
    why: "A share no source gives.",
  },
  {
    id: "fraction-vat-quarter",
    base: abroad,
    edit: {
      add: "Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall ein Viertel des Warenwerts (Stand Juni 2021 – nicht neu bestätigt).",
    },
    label: "bad",
    kind: "fraction",
    refusedBy: "claims",
    fact: "import-vat-rate",
    why: "The rate is 20 %, a fifth.",
  },
  {
    id: "fraction-half-revenue",
    base: secret,
    edit: { add: "Im ersten Halbjahr 2025 machte „The Monsters“ mehr als die Hälfte des Umsatzes von Pop Mart aus." },
    label: "bad",
    kind: "fraction",
    refusedBy: "claims",
    fact: "market-monsters-revenue-h1-2025",
    why: "The fact says almost 35 %.",
  },
  {
    id: "fraction-three-quarters-shops",
    base: online,
    edit: { add: "Drei Viertel aller Online-Shops mit Labubu-Rabatten sind betrügerisch." },
    label: "bad",
    kind: "fraction",
    refusedBy: "claims",
    why: "A share no source gives.",
  },
  // ---- good: fractions that keep the fact, and everyday ones
  {
    id: "fraction-vat-fifth",
    base: abroad,
    edit: {
      add: "Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall ein Fünftel (Stand Juni 2021 – nicht neu bestätigt).",
    },
    label: "good",
    kind: "fraction",
    why: "20 % as a fifth.",
  },
  {
    id: "fraction-half-hour",
    base: lokalFlohmarkt,
    edit: { add: "Planen Sie für jeden Stand eine halbe Stunde ein, wenn Sie mehrere Figuren prüfen wollen." },
    label: "good",
    kind: "fraction",
    why: "An everyday fraction of time.",
  },
  // ---- bad: studies, surveys, majorities and trends without a digit
  {
    id: "survey-most-online",
    base: online,
    edit: { add: "Laut einer Umfrage kaufen die meisten Sammler in Österreich ihre Labubus online." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "A survey no fact or note reports.",
  },
  {
    id: "most-flea-fakes",
    base: lokalFlohmarkt,
    edit: { add: "Die meisten Labubus auf Wiener Flohmärkten sind Fälschungen." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "A majority no source states.",
  },
  {
    id: "study-value-rises",
    base: secret,
    edit: { add: "Eine Studie zeigt, dass Labubus jedes Jahr an Wert gewinnen." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "A study no fact or note names.",
  },
  {
    id: "trend-more-collectors",
    base: lokalMahue,
    edit: { add: "Immer mehr Wienerinnen und Wiener sammeln Labubus." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "A trend no source reports.",
  },
  {
    id: "majority-fakes-online",
    base: online,
    edit: { add: "Die Mehrheit der Fälschungen kommt laut Experten aus Online-Shops." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "A majority attributed to unnamed experts.",
  },
  {
    id: "trend-secret-prices",
    base: secret,
    edit: { add: "Laut Marktforschern steigen die Preise für Secret-Figuren seit Monaten." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "A price trend no source reports.",
  },
  {
    id: "hardly-any-dealer",
    base: lokalMahue,
    edit: { add: "Kaum ein Händler in Wien verlangt weniger als den Listenpreis." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "A statement about nearly all dealers no source makes.",
  },
  {
    id: "almost-all-regret",
    base: lokalFlohmarkt,
    edit: { add: "Fast alle Sammler bereuen laut Umfragen einen Kauf auf dem Flohmarkt." },
    label: "bad",
    kind: "no-digits",
    refusedBy: "claims",
    why: "Surveys no fact or note reports.",
  },
  // ---- good: surveys and majorities a fact or note backs, and vague words that claim nothing
  {
    id: "survey-with-note",
    base: online,
    notes: [
      note(
        "Laut einer Umfrage des Beispiel-Sammlerforums kauft die Mehrheit der befragten Sammler in Österreich online.",
        "https://example.at/sammlerforum/umfrage",
        { title: "Umfrage unter Sammlern", published: "2026-09-30" },
      ),
    ],
    edit: { add: "Laut einer Umfrage des Beispiel-Sammlerforums kauft die Mehrheit der befragten Sammler in Österreich online." },
    label: "good",
    kind: "no-digits",
    why: "A survey a research note reports.",
  },
  {
    id: "mostly-fake-shops-fact",
    base: online,
    edit: {
      add: "Hinter sehr günstigen Preisen stecken laut Arbeiterkammer Wien meist betrügerische Shops.",
    },
    label: "good",
    kind: "no-digits",
    why: "A majority a fact states.",
  },
  {
    id: "many-fakes-teeth",
    base: teeth,
    edit: { add: "Viele Fälschungen haben eine andere Zahl von Zähnen oder ungleichmäßige Zähne." },
    label: "good",
    kind: "no-digits",
    why: "The teeth fact's second part.",
  },
  {
    id: "some-collectors-swap",
    base: secret,
    edit: { add: "Manche Sammler tauschen lieber, als neue Boxen zu kaufen." },
    label: "good",
    kind: "no-digits",
    why: "A vague word that claims no share.",
  },
  {
    id: "many-like-gifts",
    base: christmas,
    edit: { add: "Viele Sammler freuen sich über eine Figur, die sie sich selbst nicht gekauft hätten." },
    label: "good",
    kind: "no-digits",
    why: "Everyday writing, no reported finding.",
  },
  // ---- good: warnings that quote a promise with a number
  {
    id: "quoted-hundred-percent",
    base: online,
    edit: { add: "„100 % original“ ist nur eine Behauptung des Verkäufers, kein Beleg." },
    label: "good",
    kind: "quoted-promise",
    why: "Quotes a promise to warn against it.",
  },
  {
    id: "quoted-hundred-real",
    base: lokalFlohmarkt,
    edit: { add: "Lassen Sie sich von „100 % echt“ in einer Anzeige nicht täuschen." },
    label: "good",
    kind: "quoted-promise",
    why: "A warning against a quoted promise.",
  },
  {
    id: "quoted-ninety-discount",
    base: blackFriday,
    edit: { add: "Ein Shop, der „90 % Rabatt auf alle Labubus“ verspricht, verdient Misstrauen." },
    label: "good",
    kind: "quoted-promise",
    why: "A quoted offer the sentence warns against.",
  },
  {
    id: "quoted-secret-five-euro",
    base: secret,
    edit: { add: "Angebote wie „Secret-Figur garantiert, nur 5 Euro“ sollten Sie meiden." },
    label: "good",
    kind: "quoted-promise",
    why: "A quoted promise with a price, warned against.",
  },
  {
    id: "quoted-one-to-one",
    base: online,
    edit: { add: "Schreibt ein Verkäufer „1:1 Original“, fragen Sie nach Fotos von Fuß und Etikett." },
    label: "good",
    kind: "quoted-promise",
    why: "A quoted seller's phrase, answered with advice.",
  },
  // ---- good: the writer's own experience in the first person
  {
    id: "first-person-flea-2024",
    base: lokalFlohmarkt,
    edit: { add: "Ich habe meine erste Labubu 2024 auf einem Flohmarkt gekauft und sie erst zu Hause genau geprüft." },
    label: "good",
    kind: "first-person",
    why: "The writer's own experience.",
  },
  {
    id: "first-person-three-stalls",
    base: lokalFlohmarkt,
    edit: { add: "Bei meinem letzten Besuch am Naschmarkt habe ich drei Stände mit Figuren gezählt." },
    label: "good",
    kind: "first-person",
    why: "What the writer saw, with an everyday count.",
  },
  {
    id: "first-person-thirty-boxes",
    base: secret,
    edit: { add: "Wir haben für unsere Sammlung bisher etwa 30 Boxen geöffnet und dabei eine Secret-Figur gefunden." },
    label: "good",
    kind: "first-person",
    why: "The writer's own count.",
  },
  {
    id: "first-person-glossy-box",
    base: teeth,
    edit: { add: "Mir ist beim Auspacken aufgefallen, dass die Schachtel glänzte und der Druck blass war." },
    label: "good",
    kind: "first-person",
    why: "The writer's own observation.",
  },
  {
    id: "first-person-budget",
    base: prices,
    edit: { add: "Ich zahle für eine Blindbox höchstens 25 Euro, mehr ist mir eine Überraschung nicht wert." },
    label: "good",
    kind: "first-person",
    why: "The writer's own limit, not a price claim.",
  },
  // ---- good: amounts a reader brings
  {
    id: "amount-small-notes",
    base: lokalFlohmarkt,
    edit: { add: "Nehmen Sie etwa 20 Euro in kleinen Scheinen mit, damit Sie am Flohmarkt passend zahlen können." },
    label: "good",
    kind: "everyday-amount",
    why: "Cash a reader brings.",
  },
  {
    id: "amount-monthly-budget",
    base: prices,
    edit: { add: "Legen Sie sich ein Budget fest, zum Beispiel 50 Euro im Monat." },
    label: "good",
    kind: "everyday-amount",
    why: "An example budget.",
  },
  {
    id: "amount-two-bags",
    base: lokalMahue,
    edit: { add: "Packen Sie zwei Stofftaschen und eine kleine Taschenlampe ein." },
    label: "good",
    kind: "everyday-amount",
    why: "Things to bring.",
  },
  {
    id: "amount-hundred-budget",
    base: christmas,
    edit: { add: "Wer 100 Euro für Geschenke einplant, sollte vorher überlegen, wie viele Boxen das sein sollen." },
    label: "good",
    kind: "everyday-amount",
    why: "A reader's budget.",
  },
  {
    id: "amount-ten-euro-lupe",
    base: teeth,
    edit: { add: "Eine Lupe um zehn Euro reicht völlig, um die Zähne in Ruhe zu zählen." },
    label: "good",
    kind: "everyday-amount",
    why: "An everyday purchase a reader makes.",
  },
  // ---- a number beside a fact's generic words only ("Geschäft", "Wien", "kostet", "Euro"): no fact is about it
  {
    id: "subject-shop-figure-price",
    base: lokalMahue,
    edit: { add: "Im Fachgeschäft kostet eine Figur 17 Euro." },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    noFact: true,
    why: "A shop price no fact or note states: unsupported, not a contradiction of the fact about fake pop-up stores.",
  },
  {
    id: "subject-toy-shop-price",
    base: prices,
    edit: { add: "Eine Figur kostet im Spielwarengeschäft 25 Euro." },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    noFact: true,
    why: "A shop price no fact states; it shares only „Geschäft“ and „kostet“ with the pop-up fact.",
  },
  {
    id: "subject-vienna-blindbox-price",
    base: wien,
    edit: { add: "In einem Wiener Geschäft kostet eine Blindbox 18 Euro." },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    noFact: true,
    why: "A Viennese shop price no fact states; neither the pop-up fact nor the Heart Code price in China is about it.",
  },
  {
    id: "subject-coffee-city-centre",
    base: lokalMahue,
    edit: { add: "Ein Kaffee in der Wiener Innenstadt kostet 4 Euro." },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    noFact: true,
    why: "An everyday price in the city centre: unsupported, and no fact about the city centre's pop-up stores is about it.",
  },
  {
    id: "subject-corner-shop-price",
    base: christmas,
    edit: { add: "Im Laden ums Eck zahlen Sie für eine Figur 22 Euro." },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    noFact: true,
    why: "A shop price no fact states.",
  },
  {
    id: "subject-popup-price-changed",
    base: wien,
    edit: { add: "Im Juli 2025 verkaufte ein Pop-up-Store am Graben Figuren ab 15 Euro." },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    fact: "vienna-fake-popup-stores",
    why: "The pop-up store on the Graben asked from 20 euros: the fact this sentence is about says otherwise.",
  },
  {
    id: "subject-popup-year-changed",
    base: lokalMahue,
    edit: {
      add: "Im Sommer 2024 verkauften Pop-up-Stores in der Wiener Innenstadt Figuren mit Labubu-Aufschrift, die Fälschungen waren.",
    },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    fact: "vienna-fake-popup-stores",
    why: "The fake pop-up stores sold in the summer of 2025.",
  },
  {
    id: "subject-official-price-changed",
    base: prices,
    edit: { add: "Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa 29 Euro." },
    label: "bad",
    kind: "other-subject",
    refusedBy: "claims",
    fact: "price-official-shop-austria",
    why: "The official shop's pendants start at about 19 euros.",
  },
  {
    id: "subject-city-budget",
    base: lokalMahue,
    edit: { add: "Legen Sie für einen Bummel durch die Geschäfte der Wiener Innenstadt ein Budget von 40 Euro fest." },
    label: "good",
    kind: "other-subject",
    why: "A budget the reader sets for shops in the city centre.",
  },
  {
    id: "subject-shop-plan",
    base: christmas,
    edit: { add: "Für eine Figur im Fachgeschäft sollten Sie 30 Euro einplanen." },
    label: "good",
    kind: "other-subject",
    why: "An amount the reader plans for a figure in a shop.",
  },
  // ---- good: revisions of the published articles in the new kinds
  {
    id: "revision-first-person",
    base: wien,
    edit: { add: "Ich frage vor jedem Besuch telefonisch nach, ob ein Geschäft die Serie gerade führt." },
    label: "good",
    kind: "first-person",
    why: "A revision adding the writer's own habit.",
  },
  {
    id: "revision-quoted-promise",
    base: fakes,
    edit: { add: "Auch „100 % Originalware“ auf einem Etikett ist kein Beweis." },
    label: "good",
    kind: "quoted-promise",
    why: "A revision quoting a promise to warn against it.",
  },
];
