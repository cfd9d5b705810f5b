import { siteLink, sitePaths } from "./links";
import type { BriefList } from "./types";

/**
 * Briefs of the list "Investment" (offered by Sammler-Guides): each carries the guide's steps and
 * mistakes. No brief promises a return: the fact base holds one record auction and the line's
 * revenue, no price index, so the briefs say what is known and what is not.
 */
export const investmentBriefs: BriefList<"investment"> = [
  {
    topicId: "investment-1",
    angle:
      "Labubu ist ein Sammelobjekt mit Rekorden und Risiken; belegte Preisreihen fehlen, deshalb zählen Freude, Echtheit und ein klares Budget.",
    focusKeyphrase: "Labubu als Wertanlage",
    keywords: ["Sammlerwert", "Risiken", "Rekorde"],
    facts: [
      "record-auction-2025",
      "background-2024-surge",
      "market-monsters-revenue-h1-2025",
      "secret-odds-typical",
      "help-watchlist-labubu-warning",
      "legal-withdrawal-private-sales",
      "price-official-shop-austria",
    ],
    seoTitle: "Labubu als Wertanlage: Chancen und Risiken",
    metaDescription:
      "Labubu als Wertanlage? Was Rekordpreise wirklich bedeuten, warum belegte Preisreihen fehlen und welche Risiken Sammler in Österreich kennen sollten.",
    intro: [
      (f) =>
        `Seit dem großen Boom fragen viele Sammler, ob sich Labubu als Wertanlage eignet. Die Schlagzeilen sind verlockend. ${f.claim("record-auction-2025", 1)} Darüber berichtete ${f.source("record-auction-2025")}. Für eine gewöhnliche Blindbox sagen solche Zahlen allerdings wenig aus.`,
      "Dieser Beitrag ordnet die Chancen und Risiken nüchtern ein. Er zeigt, was belegt ist und was nicht. Eine Anlageberatung ersetzt er nicht. Am Ende wissen Sie jedoch, welche Fragen Sie sich vor einem Kauf stellen sollten.",
    ],
    sections: [
      {
        heading: "Was hinter dem Boom steckt",
        paragraphs: [
          (f) =>
            `${f.claim("background-2024-surge", 1)} Seitdem ist die Nachfrage stark gewachsen. ${f.claim("market-monsters-revenue-h1-2025", 0)}`,
          "Diese Zahlen zeigen, wie groß das Interesse ist. Sie zeigen aber nicht, wie sich der Wert einer einzelnen Figur entwickelt. Umsatz des Herstellers und Preise auf dem Zweitmarkt sind zwei verschiedene Dinge. Ein starkes Geschäft kann sogar bedeuten, dass viele Figuren im Umlauf sind.",
          "Hinzu kommt die Aufmerksamkeit in sozialen Medien. Sie kann schnell steigen und ebenso schnell wieder sinken. Für Labubu als Wertanlage ist das ein unsicherer Boden. Denn was heute viele wollen, kann morgen deutlich weniger gefragt sein.",
        ],
      },
      {
        heading: "Labubu als Wertanlage: was belegt ist",
        paragraphs: [
          (f) => `Belegt ist vor allem ein Rekord. ${f.claim("record-auction-2025", 2)} Diese Figur gab es nur ein einziges Mal.`,
          "Für Labubu als Wertanlage fehlt dagegen eine belastbare Preisreihe. Es gibt keinen öffentlichen Index, der die Preise gewöhnlicher Figuren über Jahre erfasst. Angebote auf Plattformen zeigen nur, was Verkäufer verlangen. Was Käufer am Ende zahlen, bleibt oft unbekannt.",
          "Auch die Preise im Handel helfen nur begrenzt. Sie zeigen, was eine neue Figur heute kostet. Über den Wert in einigen Jahren sagen sie dagegen nichts. Seien Sie skeptisch, wenn jemand genaue Renditen verspricht.",
        ],
      },
      {
        heading: "Die Chancen realistisch einschätzen",
        paragraphs: [
          (f) =>
            `Seltene Figuren sind gefragt. ${f.claim("secret-odds-typical", 1)} Was selten ist, suchen viele Sammler. Deshalb können solche Figuren auf dem Zweitmarkt mehr kosten als im Laden.`,
          "Ob das so bleibt, weiß allerdings niemand. Die Nachfrage hängt von Trends ab, und Trends ändern sich. Eine Figur, die heute gesucht ist, kann morgen weniger gefragt sein. Planen Sie nie mit einem bestimmten Verkaufspreis.",
          "Eine echte Chance haben vor allem Sammler, die früh und zu fairen Preisen kaufen. Wer dagegen teuer auf dem Zweitmarkt einsteigt, braucht weiter steigende Preise. Das ist ein deutlich größeres Risiko. Rechnen Sie immer mit dem Preis, den Sie tatsächlich bezahlt haben.",
        ],
      },
      {
        heading: "Die Risiken kennen",
        paragraphs: [
          (f) =>
            `Das größte Risiko sind Fälschungen. ${f.claim("help-watchlist-labubu-warning", 3)} Wer eine Kopie kauft, verliert im schlimmsten Fall den ganzen Betrag.`,
          (f) =>
            `Auch der Zweitmarkt selbst birgt Risiken. ${f.claim("legal-withdrawal-private-sales", 0)} Außerdem können Figuren Schaden nehmen, etwa durch Licht oder Staub. Und nicht zuletzt kostet das Verkaufen Zeit.`,
          "Schließlich ist nicht sicher, dass sich eine Figur überhaupt verkaufen lässt. Auf dem Zweitmarkt bestimmen Käufer den Preis. Finden Sie keinen Interessenten, bleibt die Figur im Regal. Für eine Sammlung ist das kein Problem, für eine Anlage dagegen schon.",
        ],
      },
      {
        heading: "Labubu als Wertanlage: Sammeln mit Verstand",
        paragraphs: [
          (f) =>
            `Ein vernünftiger Ansatz beginnt beim Preis im offiziellen Shop. ${f.claim("price-official-shop-austria", 3)} Wer zum Ladenpreis kauft und Freude an der Figur hat, geht wenig Risiko ein. Steigt der Wert später, ist das ein Bonus.`,
          "Teure Käufe auf dem Zweitmarkt sind dagegen eine Wette. Setzen Sie dafür nur Geld ein, dessen Verlust Sie verkraften können. Prüfen Sie jede Figur genau und heben Sie Beleg und Schachtel auf. So bleibt Ihre Sammlung im Fall eines Verkaufs gut belegt.",
        ],
      },
    ],
    steps: {
      heading: "Labubu als Wertanlage prüfen: Schritt für Schritt",
      lead: "Diese Schritte helfen, bevor Sie viel Geld in eine Figur stecken:",
      items: [
        {
          label: "Budget festlegen",
          text: "Legen Sie fest, wie viel Sie höchstens ausgeben. Planen Sie dabei keinen Gewinn ein.",
        },
        { label: "Preise vergleichen", text: "Vergleichen Sie mehrere Angebote derselben Figur. So sehen Sie, was üblich ist." },
        { label: "Echtheit prüfen", text: "Prüfen Sie Zähne, Fuß, Etikett und QR-Code, bevor Sie zahlen." },
        { label: "Verkäufer prüfen", text: "Klären Sie, ob ein Unternehmen oder eine Privatperson verkauft." },
        { label: "Zustand dokumentieren", text: "Fotografieren Sie Figur, Schachtel und Beleg gleich nach dem Kauf." },
        { label: "Richtig aufbewahren", text: "Stellen Sie die Figur vor Staub geschützt und ohne direkte Sonne auf." },
        { label: "Nüchtern bleiben", text: "Prüfen Sie in Ruhe, ob Sie die Figur auch ohne Wertsteigerung behalten würden." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Sammeln als Anlage",
      lead: "Diese Fehler kosten Sammler mit Anlageplänen am meisten:",
      items: [
        { label: "Rekorde verallgemeinern", text: "Ein Einzelstück bei einer Auktion sagt nichts über gewöhnliche Figuren." },
        { label: "Im Rummel kaufen", text: "Wer unter Zeitdruck kauft, zahlt oft zu viel und prüft zu wenig." },
        { label: "Fälschungen übersehen", text: "Eine Kopie hat keinen Sammlerwert. Prüfen Sie jede Figur." },
        { label: "Schachtel entsorgen", text: "Ohne Schachtel fehlen später wichtige Nachweise der Echtheit." },
        { label: "Alles auf eine Karte", text: "Setzen Sie nie Geld ein, das Sie für anderes brauchen." },
      ],
    },
    conclusion: {
      heading: "Fazit: Freude zuerst, Rendite vielleicht",
      paragraphs: [
        "Labubu als Wertanlage ist vor allem eine Wette auf anhaltende Nachfrage. Belegt sind einzelne Rekorde und ein starkes Geschäft des Herstellers. Eine verlässliche Preisreihe für gewöhnliche Figuren gibt es dagegen nicht.",
        `Kaufen Sie vor allem, was Ihnen gefällt, und zahlen Sie faire Preise. Prüfen Sie jede Figur auf Echtheit, zum Beispiel mit ${siteLink(sitePaths.checkPage, "der Seite zum Prüfen der Echtheit")}. Dann bleibt die Sammlung eine Freude, auch wenn der Wert nicht steigt.`,
      ],
    },
  },
  {
    topicId: "investment-2",
    angle:
      "Der Rekord von rund € 130.000 betraf ein Einzelstück; Seltenheit, Größe und Aufmerksamkeit erklären ihn, nicht der Wert gewöhnlicher Figuren.",
    focusKeyphrase: "Labubu Rekordpreis",
    keywords: ["Auktion", "seltene Figuren", "Yongle"],
    facts: [
      "record-auction-2025",
      "background-2024-surge",
      "market-monsters-revenue-2024",
      "secret-odds-typical",
      "price-austria-warning-threshold",
    ],
    seoTitle: "Labubu Rekordpreis: Was seltene Figuren wertvoll macht",
    metaDescription: `Labubu-Rekordpreis erklärt: was die einzigartige Figur aus Peking so wertvoll machte, was der Zuschlag umgerechnet war und was er für Sammler heißt.`,
    intro: [
      (f) =>
        `Der Labubu-Rekordpreis ging um die Welt. ${f.claim("record-auction-2025", 0)} Darüber berichtete ${f.source("record-auction-2025")}. Viele Sammler fragen sich seither, was eine Figur so wertvoll macht.`,
      "Dieser Beitrag erklärt die Umstände des Rekords. Außerdem zeigt er, welche Eigenschaften seltene Figuren gemeinsam haben. Und er ordnet ein, was das für eine gewöhnliche Sammlung bedeutet.",
    ],
    sections: [
      {
        heading: "Der Labubu-Rekordpreis im Detail",
        paragraphs: [
          (f) =>
            `Die Figur gab es nur ein einziges Mal, und sie war weit größer als jeder Anhänger. ${f.claim("record-auction-2025", 5)} Versteigert hat sie das Auktionshaus Yongle International in Peking.`,
          (f) =>
            `${f.claim("record-auction-2025", 4)} Weil Kurse schwanken, nennt dieser Beitrag den Betrag auf volle Zehntausend gerundet. Zum Zuschlag kam noch ein Aufgeld. ${f.claim("record-auction-2025", 6)}`,
          "Der Labubu-Rekordpreis bezieht sich also auf den Zuschlag. Ein Aufgeld für das Auktionshaus ist darin nicht enthalten. Manche Berichte nannten höhere Summen mit diesem Aufgeld. Weil sich diese Angaben nicht erneut belegen ließen, nennt dieser Beitrag nur den Zuschlag.",
        ],
      },
      {
        heading: "Was den Rekord möglich machte",
        paragraphs: [
          "Drei Dinge kamen bei dieser Figur zusammen. Sie war ein Einzelstück, sie war ungewöhnlich groß, und sie kam zur richtigen Zeit unter den Hammer. Jede dieser Eigenschaften allein kann einen Preis erhöhen. Zusammen ergaben sie einen Rekord.",
          (f) =>
            `Die Aufmerksamkeit war zu diesem Zeitpunkt enorm. ${f.claim("background-2024-surge", 0)} ${f.claim("market-monsters-revenue-2024", 1)} Eine Auktion auf dem Höhepunkt eines solchen Booms zog daher viele Bieter an.`,
          "Dazu kommt die Wirkung der Schlagzeilen selbst. Ein Rekord macht Medien aufmerksam, und die Aufmerksamkeit lockt weitere Käufer an. So verstärkt sich der Effekt eine Zeit lang. Dauerhaft hohe Preise sind damit allerdings nicht sicher.",
        ],
      },
      {
        heading: "Was seltene Figuren gemeinsam haben",
        paragraphs: [
          (f) =>
            `Seltenheit ist dabei der wichtigste Faktor. ${f.claim("secret-odds-typical", 2)} Solche Figuren sind schwerer zu finden. Wer sie sucht, zahlt auf dem Zweitmarkt oft mehr.`,
          "Dazu kommt der Zustand. Eine Figur mit Schachtel, Aufkleber und Beleg lässt sich zudem leichter prüfen. Käufer wissen so eher, dass sie ein Original bekommen. Deshalb wirkt eine vollständige Figur attraktiver als eine lose.",
          "Schließlich spielt die Geschichte einer Figur eine Rolle. Ein Stück aus einer frühen Serie oder einer besonderen Aktion weckt mehr Interesse. Belegen lässt sich eine solche Herkunft aber nur mit Unterlagen. Ohne Nachweis bleibt sie eine Behauptung des Verkäufers.",
        ],
      },
      {
        heading: "Warum der Labubu-Rekordpreis kein Maßstab ist",
        paragraphs: [
          "Ein Einzelstück lässt sich mit einer Figur aus der Blindbox nicht vergleichen. Von gewöhnlichen Figuren gibt es nämlich sehr viele Exemplare. Ihr Preis richtet sich daher nach Angebot und Nachfrage im Alltag. Der Labubu-Rekordpreis sagt darüber kaum etwas aus.",
          (f) =>
            `${f.claim("price-austria-warning-threshold", 1)} Zwischen diesem Preis und dem Rekord liegen Welten. Lassen Sie sich von Schlagzeilen über den Labubu-Rekordpreis nicht zu teuren Käufen verleiten. Ein fairer Preis ist wichtiger als die Hoffnung auf den großen Wurf.`,
          "Hilfreicher ist der Blick auf gewöhnliche Angebote derselben Figur. Vergleichen Sie mehrere davon und achten Sie auf den Zustand. So bekommen Sie ein Gefühl für faire Preise. Das schützt besser als jede Schlagzeile.",
        ],
      },
      {
        heading: "Vorsicht bei Rekord-Versprechen",
        paragraphs: [
          "Nach solchen Schlagzeilen tauchen oft Angebote mit großen Versprechen auf. Verkäufer werben mit angeblich seltenen Stücken und hohen Wertsteigerungen. Prüfen Sie solche Angebote besonders genau. Ein seltenes Stück braucht nämlich einen belegbaren Nachweis.",
          `Fragen Sie zuerst nach Beleg, Schachtel und eigenen Fotos. Vergleichen Sie danach die Figur mit den offiziellen Bildern. Ist der Preis dagegen auffällig niedrig, ist Vorsicht geboten, denn hinter Schnäppchen stecken oft Kopien.`,
        ],
      },
    ],
    steps: {
      heading: "Eine seltene Figur prüfen: Schritt für Schritt",
      lead: "So gehen Sie vor, wenn Ihnen eine angeblich seltene Figur angeboten wird:",
      items: [
        { label: "Figur bestimmen", text: "Klären Sie, welche Figur aus welcher Serie angeboten wird." },
        { label: "Seltenheit prüfen", text: "Prüfen Sie, ob die Figur wirklich eine Secret-Figur oder ein Sonderstück ist." },
        {
          label: "Preise vergleichen",
          text: "Suchen Sie mehrere Angebote derselben Figur. Ein Ausreißer nach oben ist kein Maßstab.",
        },
        { label: "Nachweise verlangen", text: "Bitten Sie um Beleg, Schachtel und eigene Fotos des Verkäufers." },
        { label: "Echtheit prüfen", text: "Zählen Sie die Zähne und prüfen Sie Fuß, Etikett und Code." },
        { label: "Entscheidung vertagen", text: "Schlafen Sie bei einem teuren Kauf eine Nacht darüber." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler nach Rekordmeldungen",
      lead: "Diese Fehler passieren besonders oft, wenn Rekorde Schlagzeilen machen:",
      items: [
        { label: "Rekord auf Alltagsfiguren übertragen", text: "Ein Einzelstück hat mit einer Blindbox wenig gemeinsam." },
        { label: "Seltenheit glauben", text: "Angeblich seltene Figuren brauchen einen Nachweis, kein Versprechen." },
        { label: "Zu schnell zahlen", text: "Zeitdruck ist ein Werkzeug unseriöser Verkäufer." },
        {
          label: "Euro-Beträge aus Schlagzeilen übernehmen",
          text: "Der Rekord wurde in Yuan bezahlt, jede Umrechnung hängt vom Kurs ab.",
        },
        { label: "Schachtel vergessen", text: "Ohne Schachtel fehlen Aufkleber und Code als Nachweis." },
      ],
    },
    conclusion: {
      heading: "Fazit: der Labubu-Rekordpreis ist kein Richtwert",
      paragraphs: [
        "Der Labubu-Rekordpreis zeigt, was ein Einzelstück im richtigen Moment erzielen kann. Seltenheit, Größe und enorme Aufmerksamkeit kamen dabei zusammen. Für gewöhnliche Figuren ist dieser Preis jedoch kein Richtwert.",
        `Kaufen Sie mit Blick auf faire Preise und auf die Echtheit. Welche Serien zuletzt erschienen sind, zeigt ${siteLink(sitePaths.series, "die Übersicht der aktuellen Serien")}.`,
      ],
    },
  },
  {
    topicId: "investment-3",
    angle:
      "Secret-Figuren sind selten und gesucht; ihre Chancen sind teils umstritten, und „garantierte“ Secrets in ungeöffneten Boxen lassen sich nicht nachweisen.",
    focusKeyphrase: "seltene Secret-Figur",
    keywords: ["Blindbox", "Chance", "Wertentwicklung"],
    facts: [
      "secret-odds-typical",
      "series-have-a-seat",
      "series-exciting-macaron",
      "blindbox-expected-boxes-six",
      "authenticity-nose",
      "authenticity-discount",
    ],
    seoTitle: "Seltene Secret-Figur: Chancen, Preise und Wert",
    metaDescription: (f) =>
      `Seltene Secret-Figur gesucht? ${f.claim("secret-odds-typical", 3)} Was das für den Wert heißt, erklärt dieser Beitrag.`,
    intro: [
      (f) =>
        `Eine seltene Secret-Figur ist für viele Sammler das Ziel jeder Serie. Sie steckt nur in wenigen Blindboxen und ist begehrt. ${f.claim("secret-odds-typical", 0)} Das zeigen etwa die Angaben von ${f.source("secret-odds-typical")}.`,
      "Dieser Beitrag erklärt, was eine Secret-Figur ausmacht und was über ihre Chancen bekannt ist. Außerdem geht es um den Wert auf dem Zweitmarkt. Und um die Frage, warum gerade hier viele Fälschungen auftauchen.",
    ],
    sections: [
      {
        heading: "Was eine seltene Secret-Figur ist",
        paragraphs: [
          (f) =>
            `Viele Serien haben neben den regulären Figuren eine versteckte Figur. Diese Secret-Figur sieht anders aus und ist seltener. ${f.claim("secret-odds-typical", 4)} Sie kaufen also im Schnitt viele Boxen, bevor Sie eine finden.`,
          (f) =>
            `${f.claim("series-have-a-seat", 3)} ${f.claim("series-exciting-macaron", 3)} Jede Serie hat also ihre eigene seltene Figur.`,
          "Die Secret-Figur ist meist auf der Übersicht der Serie nur als Umriss oder Fragezeichen zu sehen. Das macht sie zusätzlich geheimnisvoll. Viele Sammler kaufen eine Serie überhaupt erst wegen dieser einen Figur. Deshalb ist die Nachfrage nach ihr besonders groß.",
        ],
      },
      {
        heading: "Die Chancen: was gesichert ist",
        paragraphs: [
          "Nicht jede Angabe zu den Chancen ist gesichert. Bei Exciting Macaron nennen Händlerseiten zum Beispiel zwei verschiedene Werte. Welcher stimmt, lässt sich nicht belegen. Deshalb nennt dieser Beitrag für diese Serie keine Zahl.",
          (f) =>
            `Schon ohne Secret-Figur braucht ein ganzes Set viele Boxen. ${f.claim("blindbox-expected-boxes-six", 1)} Mit einer seltenen Secret-Figur kommen noch deutlich mehr dazu. Tauschen ist oft günstiger, als immer neue Boxen zu kaufen.`,
          "Bedenken Sie außerdem, dass jede Box für sich zählt. Wer schon viele Boxen geöffnet hat, hat bei der nächsten keine bessere Chance. Das Glück merkt sich nichts. Setzen Sie sich vorab eine feste Grenze.",
        ],
      },
      {
        heading: "Wertentwicklung auf dem Zweitmarkt",
        paragraphs: [
          "Weil eine seltene Secret-Figur schwer zu bekommen ist, kostet sie auf dem Zweitmarkt oft mehr. Wie viel mehr, hängt von Serie, Zustand und Nachfrage ab. Eine öffentliche Preisreihe dazu gibt es nicht. Angebote zeigen nur, was Verkäufer verlangen.",
          "Über die künftige Wertentwicklung lässt sich daher nur spekulieren. Eine Figur kann gesucht bleiben oder an Reiz verlieren. Planen Sie nicht mit einem bestimmten Verkaufspreis. Kaufen Sie eine Secret-Figur vor allem, weil sie Ihnen gefällt.",
          "Hinzu kommt, dass die Auflage einer Serie nicht veröffentlicht ist. Wie viele Secret-Figuren es gibt, weiß also niemand genau. Angaben zu den Chancen geben nur einen Anhaltspunkt. Eine Aussage über die Seltenheit auf dem Markt ist damit nicht möglich.",
        ],
      },
      {
        heading: "Vorsicht bei garantierten Secret-Figuren",
        paragraphs: [
          "Manche Verkäufer bieten eine seltene Secret-Figur in einer ungeöffneten Blindbox an. Das lässt sich jedoch nicht nachweisen. Bei einer Blindbox weiß niemand, welche Figur darin steckt. Ein solches Versprechen ist ein Warnsignal.",
          "Kaufen Sie eine Secret-Figur lieber ausgepackt und geprüft. Dann sehen Sie die Figur und können sie mit den offiziellen Bildern vergleichen. Achten Sie dabei auf jedes Detail. Gerade bei seltenen Figuren lohnt sich dieser Aufwand.",
          "Ähnlich vorsichtig sollten Sie bei Angeboten sein, die eine Secret-Figur durch Wiegen oder Schütteln der Box versprechen. Solche Tricks lassen sich nicht überprüfen. Außerdem riskieren Sie, eine beschädigte oder geöffnete Box zu kaufen. Verlassen Sie sich lieber auf eine sichtbare, geprüfte Figur.",
        ],
      },
      {
        heading: "Fälschungen bei Secret-Figuren erkennen",
        paragraphs: [
          (f) =>
            `Wo hohe Preise winken, sind Fälscher nicht weit. Bei Chestnut Cocoa ist die Nase rot, bei den regulären Figuren der Serie in Fellfarbe${f.use("authenticity-nose")}. Eine angebliche Secret-Figur mit falscher Nasenfarbe ist also verdächtig. Solche Details helfen bei jeder Serie.`,
          (f) =>
            `Achten Sie auf den Preis. ${f.claim("authenticity-discount", 0)} Eine seltene Figur zum Spottpreis ist fast immer zu schön, um wahr zu sein. Alle Merkmale eines Originals zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          "Prüfen Sie auch die übrigen Merkmale. Zählen Sie die Zähne und sehen Sie sich den Fuß an. Scannen Sie zudem den Code auf dem Etikett. Erst wenn alles passt, ist der Kauf eine gute Idee.",
        ],
      },
    ],
    steps: {
      heading: "Eine seltene Secret-Figur kaufen: Schritt für Schritt",
      lead: "So kommen Sie sicher zu Ihrer Secret-Figur:",
      items: [
        { label: "Serie kennen", text: "Informieren Sie sich zuerst, welche Secret-Figur zur Serie gehört." },
        { label: "Bild suchen", text: "Öffnen Sie das offizielle Bild genau dieser Figur." },
        { label: "Ausgepackt kaufen", text: "Kaufen Sie eine Secret-Figur nur ausgepackt und nicht in einer geschlossenen Box." },
        { label: "Details vergleichen", text: "Vergleichen Sie Farben, Nase und Zähne mit dem offiziellen Bild." },
        { label: "Preise abgleichen", text: "Vergleichen Sie mehrere Angebote derselben Figur." },
        { label: "Nachweise sichern", text: "Heben Sie Fotos, Beleg und Nachrichten des Verkäufers auf." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei Secret-Figuren",
      lead: "Diese Fehler sind bei Secret-Figuren besonders teuer:",
      items: [
        { label: "Geschlossene Box kaufen", text: "Eine Secret-Figur in einer ungeöffneten Box lässt sich nicht nachweisen." },
        { label: "Unsichere Chancen glauben", text: "Nicht jede Angabe zu den Chancen ist belegt. Prüfen Sie die Quelle." },
        { label: "Zu viele Boxen kaufen", text: "Wer immer neue Boxen öffnet, zahlt oft mehr als für eine geprüfte Figur." },
        { label: "Details übersehen", text: "Gerade bei Secret-Figuren verraten kleine Details eine Kopie." },
        { label: "Auf Wertsteigerung setzen", text: "Niemand kennt den künftigen Preis. Kaufen Sie, was Ihnen gefällt." },
      ],
    },
    conclusion: {
      heading: "Fazit: die seltene Secret-Figur mit Bedacht",
      paragraphs: [
        "Eine seltene Secret-Figur ist ein schönes Ziel für jede Sammlung. Die Chancen sind gering, und nicht jede Angabe dazu ist gesichert. Auf dem Zweitmarkt kostet sie oft mehr, doch eine verlässliche Preisreihe fehlt.",
        "Kaufen Sie eine Secret-Figur ausgepackt, geprüft und zu einem nachvollziehbaren Preis. Meiden Sie Angebote, die eine Secret-Figur in einer geschlossenen Box garantieren.",
      ],
    },
  },
  {
    topicId: "investment-4",
    angle:
      "Gute Aufbewahrung erhält Figur und Schachtel; dafür braucht es keine Spezialtechnik, sondern Schutz vor Licht, Staub, Druck und Kinderhänden.",
    focusKeyphrase: "Labubu lagern",
    keywords: ["limitierte Editionen", "Aufbewahrung", "Schachtel"],
    facts: ["authenticity-hologram", "authenticity-qr", "safety-lafufu-cpsc", "safety-eu-safety-gate"],
    seoTitle: "Labubu lagern: Editionen richtig aufbewahren",
    metaDescription:
      "Labubu lagern und erhalten: So schützen Sie limitierte Editionen vor Licht, Staub und Druck und bewahren Schachtel, Aufkleber und Code für später auf.",
    intro: [
      (f) =>
        `Wer limitierte Editionen sammelt, möchte sie lange schön erhalten. Labubu lagern ist allerdings keine Wissenschaft. Es braucht vor allem einen geschützten Platz und zudem etwas Sorgfalt. Wichtig ist auch die Schachtel, denn sie trägt Merkmale eines Originals, die ${f.source("authenticity-hologram")} aufzählt.`,
      "Dieser Beitrag zeigt, wie Sie Figuren und Verpackungen richtig aufbewahren. Er nennt keine Wundermittel, sondern einfache Regeln. So bleibt Ihre Sammlung ansehnlich und nachvollziehbar.",
    ],
    sections: [
      {
        heading: "Warum die Aufbewahrung zählt",
        paragraphs: [
          "Figuren mit Fell und Farbe altern mit der Zeit. Licht, Staub und Druck hinterlassen Spuren. Eine gute Aufbewahrung bremst diesen Prozess. Außerdem bleibt die Figur so vollständig und gepflegt.",
          "Das ist vor allem dann wichtig, wenn Sie eine Figur später tauschen oder verkaufen möchten. Käufer achten auf den Zustand. Eine gepflegte Figur mit Schachtel wirkt vertrauenswürdiger als eine verstaubte. Deshalb lohnt sich die Mühe von Anfang an.",
          "Limitierte Editionen verdienen besondere Sorgfalt. Sie lassen sich später nicht einfach nachkaufen. Ein Schaden ist ärgerlicher als bei einer gewöhnlichen Figur. Planen Sie für solche Stücke am besten einen eigenen, geschützten Platz ein.",
        ],
      },
      {
        heading: "Labubu lagern: der richtige Platz",
        paragraphs: [
          "Der beste Platz ist trocken, möglichst frei von Staub und ohne direkte Sonne. Sonnenlicht kann Farben mit der Zeit ausbleichen. Ein Regal abseits des Fensters ist eine gute Wahl. Auch Heizkörper sollten nicht direkt daneben stehen.",
          "Eine Vitrine mit Tür hält Staub fern. Sie muss nicht teuer sein, denn ein einfacher Schrank mit Glastür reicht oft. Stellen Sie die Figuren dabei nicht zu eng. So drückt nichts auf Fell oder Ohren.",
          "Achten Sie auf die Luft im Raum. Sehr feuchte Räume wie Keller oder Badezimmer eignen sich nicht. Dort können Schachteln wellig werden und Gerüche annehmen. Ein Wohnraum mit normaler Luft ist dagegen ideal.",
        ],
      },
      {
        heading: "Die Schachtel richtig aufbewahren",
        paragraphs: [
          (f) =>
            `Die Schachtel ist mehr als eine Hülle. ${f.claim("authenticity-hologram", 2)} ${f.claim("authenticity-qr", 4)} Diese Merkmale sind später wichtige Nachweise.`,
          "Öffnen Sie die Schachtel vorsichtig an der Lasche. Falten Sie sie danach flach und lagern Sie sie trocken. Ein Karton oder eine Mappe schützt vor Knicken. Legen Sie den Beleg am besten gleich dazu.",
          "Stapeln Sie flache Schachteln nicht unter schweren Gegenständen. Druck hinterlässt Knicke, die sich nicht mehr glätten lassen. Eine stabile Mappe oder ein flacher Karton schützt zuverlässig. Beschriften Sie die Mappe zudem mit der Serie, dann finden Sie alles schnell wieder.",
        ],
      },
      {
        heading: "Labubu lagern: Staub und Pflege",
        paragraphs: [
          "Staub setzt sich gern im Fell fest. Ein weicher, trockener Pinsel entfernt ihn meist schonend. Wasser und Reinigungsmittel sollten Sie dagegen meiden. Sie können Fell und Farben schaden.",
          "Prüfen Sie Ihre Figuren ab und zu auf Schäden. Sitzen Ring und Hände noch fest? Gibt es Flecken oder lose Fäden? Je früher Sie ein Problem bemerken, desto leichter lässt es sich beheben.",
          "Anhänger, die Sie oft tragen, brauchen mehr Pflege als Figuren im Regal. Sie kommen mit Regen, Schmutz und Reibung in Berührung. Prüfen Sie hier vor allem Ring und Nähte regelmäßig. Eine seltene Edition bleibt besser zu Hause.",
        ],
      },
      {
        heading: "Sicherheit im Haushalt",
        paragraphs: [
          (f) =>
            `Sammelfiguren sind kein Spielzeug für kleine Kinder. Das gilt vor allem für Kopien. ${f.claim("safety-lafufu-cpsc", 5)} Gerade für kleine Kinder ist das ein ernstes Risiko.`,
          (f) =>
            `Auch bei Originalen sind Ring und Anhänger kleine Teile. ${f.claim("safety-eu-safety-gate", 1)} Stellen Sie Ihre Sammlung außer Reichweite von Kindern auf. Ein höheres Regal oder eine Vitrine mit Tür hilft dabei.`,
          "Haustiere sind ein weiterer Grund für einen hohen Platz. Katzen und Hunde spielen gern mit weichen Figuren. Dabei leiden Fell und Nähte schnell. Eine Vitrine schützt also auch vor neugierigen Pfoten.",
        ],
      },
    ],
    steps: {
      heading: "Labubu lagern: Schritt für Schritt",
      lead: "So richten Sie einen guten Platz für Ihre Sammlung ein:",
      items: [
        { label: "Platz wählen", text: "Suchen Sie einen trockenen Ort ohne direkte Sonne." },
        { label: "Staubschutz schaffen", text: "Nutzen Sie eine Vitrine oder einen Schrank mit Glastür." },
        { label: "Abstand halten", text: "Stellen Sie die Figuren so, dass nichts auf Fell oder Ohren drückt." },
        { label: "Schachtel sichern", text: "Falten Sie die Schachtel flach und lagern Sie sie in einer Mappe." },
        { label: "Beleg dazulegen", text: "Legen Sie den Beleg zu jeder Schachtel." },
        { label: "Regelmäßig prüfen", text: "Sehen Sie alle paar Monate nach Staub, Flecken und losen Teilen." },
        { label: "Liste führen", text: "Notieren Sie, welche Figur wo steht und wo die passende Schachtel liegt." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei der Aufbewahrung",
      lead: "Diese Fehler schaden Figuren und Schachteln am meisten:",
      items: [
        { label: "Direkte Sonne", text: "Sonnenlicht kann Farben mit der Zeit ausbleichen." },
        { label: "Zu eng gestellt", text: "Gedrückte Ohren und plattes Fell erholen sich oft nicht mehr." },
        {
          label: "Mit Wasser reinigen",
          text: "Feuchtigkeit kann Fell und Farben schaden. Nutzen Sie lieber einen trockenen Pinsel.",
        },
        { label: "Schachtel zerreißen", text: "Eine zerrissene Schachtel verliert Aufkleber und Code als Nachweis." },
        { label: "Für Kinder erreichbar", text: "Kleine Teile gehören nicht in Kinderhände." },
      ],
    },
    conclusion: {
      heading: "Fazit: geschützt, trocken und vollständig",
      paragraphs: [
        "Labubu lagern gelingt mit einfachen Mitteln. Ein trockener Platz ohne Staub und ohne direkte Sonne schützt Fell und Farben. Die flach gefaltete Schachtel bewahrt Aufkleber und Code als Nachweise.",
        `Prüfen Sie Ihre Sammlung ab und zu und halten Sie sie von kleinen Kindern fern. Mehr Tipps rund ums Sammeln finden Sie ${siteLink(sitePaths.guides, "in den Ratgebern auf der Startseite")}.`,
      ],
    },
  },
  {
    topicId: "investment-5",
    angle:
      "Für Thailand und Hongkong gibt es keine belegten Einzelpreise; belegt sind Preise in Österreich, Asien, China und den USA, und beim Import kommen Abgaben dazu.",
    focusKeyphrase: "Labubu Preisvergleich",
    keywords: ["Preise Österreich", "Asien", "Einfuhrumsatzsteuer"],
    facts: [
      "price-big-into-energy-asia",
      "price-official-shop-austria",
      "price-austria-warning-threshold",
      "vienna-fake-popup-stores",
      "price-heart-code-china",
      "import-vat-no-threshold",
      "import-vat-rate",
      "import-duty-threshold",
    ],
    seoTitle: "Labubu Preisvergleich: Österreich, Asien und USA",
    metaDescription: `Labubu-Preisvergleich: was Anhänger im offiziellen Webshop kosteten, Startpreise in Asien und China und was beim Import aus dem Ausland noch dazukommt.`,
    intro: [
      (f) =>
        `Ein Labubu-Preisvergleich zwischen Ländern ist schwieriger, als viele denken. Für Thailand und Hongkong gibt es keine belegten Einzelpreise, die sich vergleichen ließen. Belegt sind dagegen Preise in Österreich und Startpreise in Asien, über die etwa ${f.source("price-big-into-energy-asia")} berichtete.`,
      "Dieser Beitrag stellt die belegten Preise nebeneinander. Außerdem zeigt er, welche Abgaben beim Import aus Ländern außerhalb der EU dazukommen. So sehen Sie, ob sich ein Kauf im Ausland überhaupt lohnt.",
    ],
    sections: [
      {
        heading: "Preise in Österreich",
        paragraphs: [
          (f) =>
            `${f.claim("price-official-shop-austria", 0)} ${f.claim("price-austria-warning-threshold", 0)} Beide Werte stammen aus Medienberichten und sind ein Maßstab, keine Preisliste.`,
          (f) =>
            `Liegt ein Angebot weit darunter, ist Vorsicht geboten. ${f.claim("vienna-fake-popup-stores", 4)} Ein normaler Preis beweist also keine Echtheit, und ein Schnäppchen erst recht nicht.`,
          "Beachten Sie den Stand der Preise. Ein Preis aus dem Sommer kann im Winter schon anders aussehen. Prüfen Sie vor dem Kauf den aktuellen Preis im offiziellen Webshop. So vergleichen Sie mit einem frischen Wert.",
        ],
      },
      {
        heading: "Labubu-Preisvergleich mit Asien",
        paragraphs: [
          (f) =>
            `${f.claim("price-big-into-energy-asia", 0)} Dieser Preis galt in Dollar und zum Start. Spätere Preise können davon abweichen.`,
          (f) =>
            `${f.claim("price-heart-code-china", 1)} Solche Preise klingen im Vergleich günstig. Sie gelten aber vor Ort und zudem ohne Versand oder Abgaben.`,
          "Ein Labubu-Preisvergleich mit Asien braucht also immer ein Datum. Startpreise gelten für einen bestimmten Tag und Markt. Danach bestimmen Nachfrage und Händler den Preis. Vergleichen Sie nie einen alten Startpreis mit einem heutigen Angebot.",
        ],
      },
      {
        heading: "Warum Thailand und Hongkong fehlen",
        paragraphs: [
          "Für Thailand und Hongkong finden sich keine belegten Einzelpreise mit Datum und Quelle. Werte aus Foren oder Videos lassen sich nicht überprüfen. Deshalb nennt dieser Beitrag dafür keine Zahlen. Eine ehrliche Lücke ist besser als ein erfundener Wert.",
          "Wer im Urlaub kauft, sieht den Preis vor Ort selbst. Rechnen Sie zuerst mit dem aktuellen Wechselkurs um. Vergleichen Sie den Betrag mit dem Preis im offiziellen Webshop. So erkennen Sie schnell, ob sich der Kauf lohnt.",
        ],
      },
      {
        heading: "Was der Import kostet",
        paragraphs: [
          (f) =>
            `${f.claim("import-vat-no-threshold", 0)} ${f.claim("import-vat-rate", 0)} ${f.claim("import-duty-threshold", 1)}`,
          (f) =>
            `${f.claim("import-duty-threshold", 3)} Dazu kommen die Kosten für den Versand. Ein günstiger Preis im Ausland schrumpft dadurch oft deutlich.`,
          "Kaufen Sie dagegen selbst im Ausland ein und bringen die Figur im Gepäck mit, gelten andere Regeln. Diese hängen unter anderem vom Reiseland und vom Wert ab. Informieren Sie sich vor der Reise beim Finanzministerium. So erleben Sie bei der Rückkehr keine Überraschung.",
        ],
      },
      {
        heading: "So vergleichen Sie fair",
        paragraphs: [
          "Ein fairer Vergleich rechnet alle Posten ein. Dazu gehören Kaufpreis, Versand, Steuer und Zoll. Erst die Summe zeigt, was Sie wirklich zahlen. Vergleichen Sie diese Summe mit dem Preis in Österreich.",
          "Denken Sie an das Risiko. Bei Bestellungen aus dem Ausland ist eine Reklamation oft mühsam. Fälschungen sind im Ausland nicht seltener als hier. Ein kleiner Preisvorteil wiegt dieses Risiko nur selten auf.",
          "Ein Beispiel zeigt den Effekt. Eine Figur kostet im Ausland vielleicht weniger als hier. Kommen Versand, Steuer und Zoll dazu, ist der Vorteil jedoch oft weg. Rechnen Sie immer mit der ganzen Summe.",
        ],
      },
    ],
    steps: {
      heading: "Labubu-Preisvergleich: Schritt für Schritt",
      lead: "So vergleichen Sie Preise aus verschiedenen Ländern:",
      items: [
        { label: "Maßstab setzen", text: "Notieren Sie den Preis im offiziellen Webshop für Österreich." },
        { label: "Auslandspreis umrechnen", text: "Rechnen Sie den Preis im Ausland mit dem aktuellen Kurs um." },
        { label: "Versand addieren", text: "Zählen Sie die Kosten für den Versand dazu." },
        { label: "Abgaben einrechnen", text: "Rechnen Sie alle Abgaben und den Versand ein, bevor Sie vergleichen." },
        { label: "Summe vergleichen", text: "Vergleichen Sie erst die Summe mit dem Preis in Österreich." },
        { label: "Risiko abwägen", text: "Bedenken Sie, dass Reklamationen aus dem Ausland mühsam sind." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Preisvergleich",
      lead: "Diese Fehler lassen Preise im Ausland günstiger wirken, als sie sind:",
      items: [
        { label: "Nur den Kaufpreis sehen", text: "Versand, Steuer und Gebühren gehören in jeden Vergleich." },
        { label: "Alte Startpreise nutzen", text: "Ein Startpreis gilt für einen bestimmten Tag, nicht für immer." },
        { label: "Freigrenze annehmen", text: "Die frühere Freigrenze gibt es nicht mehr. Steuer fällt ab dem ersten Euro an." },
        { label: "Unbelegte Preise glauben", text: "Werte aus Foren lassen sich nicht prüfen. Verlassen Sie sich auf Quellen." },
        { label: "Fälschungen übersehen", text: "Ein sehr günstiger Preis ist oft ein Zeichen für eine Kopie." },
      ],
    },
    conclusion: {
      heading: "Fazit: die Summe zählt",
      paragraphs: [
        "Ein ehrlicher Labubu-Preisvergleich rechnet alle Kosten ein. Belegte Startpreise in Asien und China wirken günstig, doch Versand, Steuer und Gebühren kommen dazu. Für Thailand und Hongkong fehlen belegte Einzelpreise.",
        `Im Zweifel ist der offizielle Webshop der sicherste Weg. Wo Sie in Wien vor Ort schauen können, zeigt ${siteLink(sitePaths.shops, "die Übersicht der Shops in Wien")}.`,
      ],
    },
  },
  {
    topicId: "investment-6",
    angle:
      "Beim Wiederverkauf zählt, was sich belegen lässt: Die Originalverpackung trägt Aufkleber und Code, der Beleg die Herkunft; einen garantierten Wert gibt es nicht.",
    focusKeyphrase: "Labubu Wiederverkaufswert",
    keywords: ["Originalverpackung", "Zustand", "Zweitmarkt"],
    facts: [
      "authenticity-qr",
      "authenticity-packaging",
      "vienna-classifieds",
      "legal-private-sale-warranty",
      "help-watchlist-internet",
    ],
    seoTitle: "Labubu Wiederverkaufswert: die Rolle der Verpackung",
    metaDescription:
      "Labubu-Wiederverkaufswert: Warum Originalverpackung, Beleg und Zustand zählen, was Käufer prüfen und warum es trotzdem keinen garantierten Preis gibt.",
    intro: [
      (f) =>
        `Wer eine Figur später verkaufen will, fragt sich früh nach dem Labubu-Wiederverkaufswert. Eine genaue Zahl kann Ihnen niemand nennen. Sicher ist aber, was Käufer sehen wollen: eine echte Figur in gutem Zustand. Die Originalverpackung hilft dabei, denn sie trägt Merkmale eines Originals, die ${f.source("authenticity-qr")} nennt.`,
      "Dieser Beitrag zeigt, welche Rolle die Verpackung beim Wiederverkauf spielt. Außerdem geht es um Zustand, Belege und Fotos. Und um die Frage, warum auch eine vollständige Figur keinen festen Preis garantiert.",
    ],
    sections: [
      {
        heading: "Was den Labubu-Wiederverkaufswert bestimmt",
        paragraphs: [
          "Den Preis auf dem Zweitmarkt bestimmen Angebot und Nachfrage. Gesuchte Figuren erzielen mehr, gewöhnliche weniger. Dazu kommen Zustand und Vollständigkeit. Eine gepflegte Figur mit Schachtel und Beleg wirkt überzeugender als eine lose.",
          "Entscheidend ist vor allem das Vertrauen der Käufer. Sie wollen sicher sein, dass sie ein Original bekommen. Alles, was die Echtheit belegt, hilft Ihnen beim Verkauf. Fehlt ein Nachweis, sinkt die Bereitschaft, einen guten Preis zu zahlen.",
          "Eine öffentliche Preisliste gibt es allerdings nicht. Angebote auf Plattformen zeigen nur, was Verkäufer verlangen. Was am Ende bezahlt wird, bleibt oft unbekannt. Schätzen Sie den Labubu-Wiederverkaufswert vorsichtig ein.",
        ],
      },
      {
        heading: "Die Originalverpackung als Nachweis",
        paragraphs: [
          (f) =>
            `${f.claim("authenticity-qr", 1)} Käufer können den Code selbst scannen. Damit wird die Schachtel zu einem wichtigen Beleg.`,
          (f) =>
            `Auch die Schachtel selbst sagt etwas aus. ${f.claim("authenticity-packaging", 1)} Eine echte Schachtel stärkt also das Vertrauen in die Figur.`,
          "Öffnen Sie die Schachtel vorsichtig und heben Sie sie auf. Falten Sie sie flach und lagern Sie sie trocken. Legen Sie auch Beilagen wie Karten zur Serie dazu. Beim Verkauf ist das Set dann vollständig.",
          "Der Beleg ergänzt die Schachtel. Er zeigt, wann und wo Sie gekauft haben. Zusammen ergeben beide eine nachvollziehbare Herkunft. Genau das suchen vorsichtige Käufer.",
        ],
      },
      {
        heading: "Labubu-Wiederverkaufswert: Zustand und Fotos",
        paragraphs: [
          "Der Zustand der Figur zählt ebenso. Achten Sie auf sauberes Fell, feste Nähte und einen sicheren Ring. Kleine Mängel sollten Sie im Angebot nennen. Ehrliche Angaben ersparen Ihnen später Ärger mit dem Käufer.",
          "Gute Fotos machen den Zustand sichtbar. Fotografieren Sie die Figur bei Tageslicht von allen Seiten. Zeigen Sie Zähne, linken Fuß und Etikett in Nahaufnahme. Diese Stellen prüfen Käufer zuerst.",
          "Eigene Fotos sind dabei Pflicht. Bilder aus dem offiziellen Shop zeigen nicht Ihre Figur. Käufer erkennen solche Bilder schnell und werden misstrauisch. Mit eigenen Aufnahmen wirken Sie dagegen glaubwürdig.",
        ],
      },
      {
        heading: "Verkaufen in Österreich",
        paragraphs: [
          (f) =>
            `Viele Sammler verkaufen über Kleinanzeigen und große Plattformen. ${f.claim("vienna-classifieds", 0)} Käufer sind deshalb vorsichtig, und Ihre Nachweise helfen, sich von Kopien abzuheben.`,
          (f) =>
            `Auch als Privatperson sollten Sie fair bleiben und Mängel offen nennen. ${f.claim("legal-private-sale-warranty", 1)} Beschreiben Sie deshalb nur, was Sie belegen können.`,
          (f) =>
            `Stoßen Sie beim Verkaufen auf verdächtige Kontakte oder Seiten, bleiben Sie vorsichtig. Geben Sie keine Zugangsdaten preis und nutzen Sie nur bekannte Zahlungswege. ${f.claim("help-watchlist-internet", 3)} Ihre Warnungen veröffentlicht die ${f.source("help-watchlist-internet")} auf ihrer Website.`,
        ],
      },
      {
        heading: "Was kein Wert garantiert",
        paragraphs: [
          "Auch eine vollständige Figur hat keinen garantierten Preis. Die Nachfrage kann sinken, wenn ein Trend nachlässt. Dann verkaufen sich selbst gepflegte Figuren langsamer. Planen Sie nie fest mit einem bestimmten Erlös.",
          "Die Verpackung erhöht vor allem die Chance auf einen fairen Verkauf. Sie ist kein Versprechen auf Gewinn. Wer das bedenkt, sammelt entspannter. Und wer seine Figuren mag, verliert auch bei sinkenden Preisen wenig.",
          "Bedenken Sie die Kosten eines Verkaufs. Plattformen verlangen teils Gebühren, und der Versand kostet Geld. Dazu kommt die Zeit für Fotos, Nachrichten und die Übergabe. Ziehen Sie diese Posten ab, bevor Sie einen Erlös berechnen.",
        ],
      },
    ],
    steps: {
      heading: "Den Labubu-Wiederverkaufswert sichern: Schritt für Schritt",
      lead: "So bereiten Sie eine Figur vom ersten Tag an auf einen Verkauf vor:",
      items: [
        { label: "Vorsichtig öffnen", text: "Öffnen Sie die Schachtel an der Lasche, ohne sie zu zerreißen." },
        { label: "Schachtel aufheben", text: "Falten Sie die Schachtel flach und lagern Sie sie trocken." },
        { label: "Beleg sichern", text: "Legen Sie den Beleg zur Schachtel und machen Sie ein Foto davon." },
        { label: "Figur pflegen", text: "Stellen Sie die Figur ohne direkte Sonne und vor Staub geschützt auf." },
        { label: "Fotos machen", text: "Fotografieren Sie Zähne, Fuß und Etikett bei Tageslicht." },
        { label: "Ehrlich beschreiben", text: "Nennen Sie im Angebot jeden Mangel, den Sie kennen." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Wiederverkauf",
      lead: "Diese Fehler drücken den Preis oder kosten das Vertrauen der Käufer:",
      items: [
        { label: "Schachtel entsorgen", text: "Ohne Schachtel fehlen Aufkleber und Code als Nachweis." },
        { label: "Bilder aus dem Shop nutzen", text: "Käufer wollen Ihre Figur sehen, nicht ein Werbebild." },
        { label: "Mängel verschweigen", text: "Verschwiegene Mängel führen zu Streit und schlechten Bewertungen." },
        { label: "Preis aus Schlagzeilen ableiten", text: "Rekorde einzelner Figuren sagen nichts über Ihre Figur." },
        { label: "Zu billig anbieten", text: "Ein auffällig niedriger Preis wirkt wie ein Zeichen für eine Kopie." },
      ],
    },
    conclusion: {
      heading: "Fazit: der Labubu-Wiederverkaufswert braucht Belege",
      paragraphs: [
        "Der Labubu-Wiederverkaufswert hängt an Nachfrage, Zustand und Vertrauen. Die Originalverpackung trägt Aufkleber und Code, mit denen Käufer die Echtheit prüfen können. Zusammen mit dem Beleg macht sie Ihre Figur glaubwürdiger.",
        `Einen garantierten Preis gibt es trotzdem nicht. Heben Sie Schachtel und Beleg auf, aber kaufen Sie vor allem, was Ihnen gefällt. Was Käufer prüfen, zeigt ${siteLink(sitePaths.checkPage, "die Seite zum Prüfen der Echtheit")}.`,
      ],
    },
  },
  {
    topicId: "investment-7",
    angle:
      "Ob und wie eine Sammlung versichert ist, regelt der eigene Vertrag; eine gute Dokumentation mit Belegen und Fotos ist in jedem Fall die Grundlage.",
    focusKeyphrase: "Labubu-Sammlung versichern",
    keywords: ["Haushaltsversicherung", "Belege", "Dokumentation"],
    facts: ["price-official-shop-austria", "authenticity-hologram", "record-auction-2025"],
    seoTitle: "Labubu-Sammlung versichern: worauf es ankommt",
    metaDescription:
      "Labubu-Sammlung versichern: Welche Fragen Sie Ihrer Versicherung stellen sollten und warum Belege, Fotos und eine Liste der Figuren die Grundlage sind.",
    intro: [
      (f) =>
        `Mit jeder neuen Figur wächst der Wert einer Sammlung. Viele Sammler überlegen irgendwann, ihre Labubu-Sammlung zu versichern. Die wichtigste Antwort steht allerdings nicht in diesem Beitrag, sondern in Ihrem eigenen Vertrag. Was dieser Beitrag bieten kann, ist eine gute Vorbereitung: Belege und Preise aus dem Handel, etwa aus dem ${f.source("price-official-shop-austria")}, sind die Grundlage jeder Bewertung.`,
      "Sie lesen hier, welche Fragen Sie Ihrer Versicherung stellen sollten. Außerdem zeigt der Beitrag, wie Sie Ihre Sammlung dokumentieren. So sind Sie vorbereitet, falls wirklich einmal etwas passiert.",
    ],
    sections: [
      {
        heading: "Warum sich die Frage stellt",
        paragraphs: [
          "Eine Sammlung entsteht oft nach und nach. Einzelne Figuren kosten wenig, doch zusammen kommt schnell eine Summe zusammen. Dazu kommen seltene Stücke, die Sie teurer gekauft haben. Ein Brand, ein Wasserschaden oder ein Einbruch würde dann mehr kosten, als man denkt.",
          "Deshalb lohnt sich ein Blick auf den Versicherungsschutz. Viele Haushalte haben bereits eine Haushaltsversicherung. Ob diese eine Sammlung abdeckt, hängt jedoch von den Bedingungen ab. Genau das sollten Sie klären, bevor ein Schaden eintritt.",
          "Hinzu kommt der ideelle Wert. Manche Figuren verbinden Sie mit einer Reise oder einem besonderen Tag. Diesen Wert ersetzt keine Versicherung. Umso wichtiger ist es, Schäden möglichst zu vermeiden.",
        ],
      },
      {
        heading: "Fragen an Ihre Versicherung",
        paragraphs: [
          "Fragen Sie zuerst, ob Sammelobjekte in Ihrer Haushaltsversicherung enthalten sind. Klären Sie außerdem, ob es Grenzen für einzelne Gegenstände gibt. Manche Verträge behandeln wertvolle Stücke gesondert. Lassen Sie sich die Antwort am besten schriftlich geben.",
          "Fragen Sie auch, welche Nachweise im Schadensfall nötig sind. Häufig sind das Belege, Fotos und eine Liste. Klären Sie zudem, ob Figuren außerhalb der Wohnung versichert sind. Das betrifft etwa Anhänger, die Sie an der Tasche tragen.",
          "Dieser Beitrag nennt bewusst keine Summen oder Tarife. Sie unterscheiden sich je nach Anbieter und Vertrag. Verlässlich ist nur, was in Ihren eigenen Unterlagen steht. Nehmen Sie sich die Zeit, diese zu lesen.",
        ],
      },
      {
        heading: "Die Labubu-Sammlung dokumentieren",
        paragraphs: [
          "Eine gute Dokumentation ist die Grundlage, wenn Sie Ihre Labubu-Sammlung versichern. Legen Sie eine Liste mit allen Figuren an. Notieren Sie Serie, Name, Kaufdatum, Händler und Preis. So sehen Sie jederzeit, was Ihre Sammlung umfasst.",
          "Ergänzen Sie die Liste mit Fotos. Fotografieren Sie jede Figur bei Tageslicht, am besten mit Schachtel und Beleg. Speichern Sie die Bilder zusätzlich an einem zweiten Ort. Brennt die Wohnung, sind die Fotos sonst ebenfalls verloren.",
          (f) =>
            `Auch die Schachteln gehören dazu. ${f.claim("authenticity-hologram", 0)} Damit belegen Sie, dass es sich um Originale handelt. Bei einer Bewertung kann das wichtig sein.`,
        ],
      },
      {
        heading: "Den Wert realistisch ansetzen",
        paragraphs: [
          (f) =>
            `Für den Wert einer Figur ist der Kaufpreis ein guter Anhaltspunkt. ${f.claim("price-official-shop-austria", 2)} Für seltene Stücke zahlen Sammler auf dem Zweitmarkt oft mehr. Heben Sie jeden Beleg auf.`,
          (f) =>
            `Rekordpreise taugen dagegen nicht als Maßstab. ${f.claim("record-auction-2025", 3)} Für gewöhnliche Figuren sagt das nichts aus. Setzen Sie den Wert Ihrer Sammlung nüchtern an.`,
          "Notieren Sie außerdem, wenn Sie eine Figur geschenkt bekommen haben. Dann fehlt oft ein Beleg. Ein Foto und eine kurze Notiz mit Datum helfen trotzdem weiter. So bleibt auch diese Figur in Ihrer Liste nachvollziehbar.",
        ],
      },
      {
        heading: "Schäden vorbeugen",
        paragraphs: [
          "Am billigsten ist der Schaden, den es nie gibt. Stellen Sie Ihre Figuren trocken, ohne direkte Sonne und vor Staub geschützt auf. Eine Vitrine mit Tür hilft dabei. Wertvolle Stücke gehören nicht in die Nähe von Fenstern oder Heizkörpern.",
          `Beim Versand sollten Sie gut polstern und die Sendung versichern, wenn der Versender das anbietet. Heben Sie den Beleg der Sendung auf. Auch bei einem Streit über eine Bestellung sind Ihre Unterlagen nützlich.`,
          `Denken Sie schließlich an kleine Kinder im Haushalt. Kopien zerbrechen leicht, und kleine Teile gehören nicht in Kinderhände. Stellen Sie Ihre Sammlung außer Reichweite auf.`,
        ],
      },
    ],
    steps: {
      heading: "Die Labubu-Sammlung versichern: Schritt für Schritt",
      lead: "So bereiten Sie sich auf das Gespräch mit Ihrer Versicherung vor:",
      items: [
        { label: "Liste anlegen", text: "Erfassen Sie jede Figur mit Serie, Name, Datum, Händler und Preis." },
        { label: "Fotos machen", text: "Fotografieren Sie jede Figur mit Schachtel und Beleg." },
        { label: "Kopien sichern", text: "Speichern Sie Liste und Fotos zusätzlich an einem zweiten Ort." },
        { label: "Vertrag lesen", text: "Suchen Sie in Ihrer Haushaltsversicherung nach Regeln für Sammelobjekte." },
        { label: "Nachfragen", text: "Fragen Sie schriftlich nach Grenzen und nötigen Nachweisen." },
        { label: "Regelmäßig ergänzen", text: "Tragen Sie neue Figuren gleich nach dem Kauf in die Liste ein." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Absichern",
      lead: "Diese Fehler rächen sich meist erst im Schadensfall:",
      items: [
        { label: "Keine Belege", text: "Ohne Belege lässt sich der Wert einer Figur kaum nachweisen." },
        { label: "Fotos nur auf dem Handy", text: "Geht das Handy verloren, sind auch die Fotos weg." },
        { label: "Rekordpreise ansetzen", text: "Ein Einzelstück bei einer Auktion ist kein Maßstab für Ihre Figuren." },
        { label: "Vertrag nicht lesen", text: "Was versichert ist, steht in den Bedingungen, nicht in Werbetexten." },
        { label: "Liste vergessen", text: "Eine veraltete Liste hilft im Schadensfall nur halb." },
      ],
    },
    conclusion: {
      heading: "Fazit: die Labubu-Sammlung gut dokumentiert versichern",
      paragraphs: [
        "Wer seine Labubu-Sammlung versichern will, klärt zuerst den eigenen Vertrag. Fragen Sie nach Sammelobjekten, Grenzen und Nachweisen. Die Antworten kennt nur Ihre Versicherung.",
        `Unabhängig davon lohnt sich eine gute Dokumentation mit Liste, Fotos und Belegen. Sie hilft bei einem Schaden, bei einem Verkauf und beim Überblick. Welche Serien Ihre Sammlung ergänzen könnten, zeigt ${siteLink(sitePaths.series, "die Übersicht der aktuellen Serien")}.`,
      ],
    },
  },
  {
    topicId: "investment-8",
    angle:
      "Ein Verkauf lohnt sich, wenn Sie eine Figur nicht mehr brauchen und sie gut belegen können; Zeitpunkt, Plattform und Ehrlichkeit entscheiden über den Erfolg.",
    focusKeyphrase: "Labubu verkaufen",
    keywords: ["Zweitmarkt", "Plattformen", "Doppelte"],
    facts: [
      "vienna-classifieds",
      "blindbox-expected-boxes-six",
      "secret-odds-typical",
      "record-auction-2025",
      "authenticity-sole",
      "legal-private-sale-warranty",
    ],
    seoTitle: "Labubu verkaufen: wann es sich lohnt",
    metaDescription:
      "Labubu verkaufen, aber richtig: Wann sich ein Verkauf lohnt, welche Plattform passt und wie Sie mit Fotos und Belegen einen fairen Preis erzielen.",
    intro: [
      (f) =>
        `Irgendwann stellt sich für viele Sammler die Frage, ob sie eine Labubu verkaufen sollen. Vielleicht haben Sie Doppelte, vielleicht ändert sich Ihr Geschmack. Manchmal lockt auch ein hoher Preis auf dem Zweitmarkt. Kleinanzeigen machen den Verkauf einfach. ${f.claim("vienna-classifieds", 2)} Darauf weist ${f.source("vienna-classifieds")} hin.`,
      "Dieser Beitrag zeigt, wann sich ein Verkauf lohnt und wie er gelingt. Es geht um den richtigen Zeitpunkt, gute Fotos und einen fairen Preis. Und darum, wie Sie sich als seriöser Verkäufer von Kopien abheben.",
    ],
    sections: [
      {
        heading: "Wann sich Labubu verkaufen lohnt",
        paragraphs: [
          "Ein Verkauf lohnt sich vor allem bei Figuren, die Sie nicht mehr brauchen. Doppelte sind dafür das beste Beispiel. Sie entstehen beim Sammeln fast zwangsläufig. Statt sie im Schrank zu lassen, können Sie sie verkaufen oder tauschen.",
          (f) =>
            `Warum Doppelte so häufig sind, zeigt eine einfache Rechnung. ${f.claim("blindbox-expected-boxes-six", 3)} Viele dieser Boxen enthalten also Figuren, die Sie schon haben. Wer Labubu verkaufen will, hat oft genug Auswahl.`,
          "Auch ein neuer Schwerpunkt kann ein Grund sein. Vielleicht sammeln Sie inzwischen nur noch eine Serie. Dann machen andere Figuren Platz für neue. Ein Verkauf schafft also Raum und zudem Budget.",
        ],
      },
      {
        heading: "Der richtige Zeitpunkt",
        paragraphs: [
          (f) =>
            `Gesuchte Figuren erzielen mehr als gewöhnliche. Dazu gehören vor allem Secret-Figuren. ${f.claim("secret-odds-typical", 1)} Wer so eine Figur besitzt, findet oft leichter einen Käufer, auch wenn die Nachfrage schwanken kann.`,
          "Einen sicheren besten Zeitpunkt gibt es nicht. Niemand weiß, wie sich die Preise entwickeln. Warten kann sich lohnen oder nicht. Verkaufen Sie dann, wenn es für Sie passt, und nicht wegen einer Schlagzeile.",
          (f) =>
            `Schlagzeilen über Rekorde helfen hier wenig. ${f.claim("record-auction-2025", 3)} Mit einer gewöhnlichen Figur hat das nichts zu tun. Orientieren Sie sich lieber an Angeboten derselben Figur.`,
        ],
      },
      {
        heading: "Einen fairen Preis finden",
        paragraphs: [
          `Ein guter Anhaltspunkt ist der Preis im Handel. Vergleichen Sie aktuelle Angebote derselben Figur. So sehen Sie, was andere Verkäufer verlangen.`,
          "Berücksichtigen Sie auch den Zustand. Eine Figur mit Schachtel und Beleg ist nämlich mehr wert als eine lose. Kleine Mängel drücken dagegen den Preis. Ein ehrlicher Preis verkauft sich schneller als ein überzogener.",
          "Planen Sie etwas Spielraum für Verhandlungen ein. Viele Käufer fragen nach einem Nachlass. Ein kleiner Puffer im Preis macht das leichter. Setzen Sie den Preis aber nicht künstlich hoch, denn das schreckt ab.",
        ],
      },
      {
        heading: "Labubu verkaufen mit guten Fotos",
        paragraphs: [
          (f) =>
            `Käufer prüfen zuerst die typischen Merkmale. ${f.claim("authenticity-sole", 3)} Zeigen Sie deshalb auf Fotos die Zähne, den linken Fuß und das Etikett mit dem QR-Code. Damit beantworten Sie viele Fragen schon vorab.`,
          "Nutzen Sie Tageslicht und einen ruhigen Hintergrund. Zeigen Sie Mängel offen, statt sie zu verstecken. Eigene Fotos schaffen Vertrauen, Bilder aus dem Shop dagegen Misstrauen. So heben Sie sich von Angeboten mit Kopien ab.",
          "Ein kurzer Text ergänzt die Bilder. Nennen Sie Serie, Name der Figur und Zustand. Erwähnen Sie außerdem, ob Schachtel und Beleg dabei sind. Je klarer das Angebot, desto weniger Rückfragen bekommen Sie.",
        ],
      },
      {
        heading: "Plattform und Abwicklung",
        paragraphs: [
          (f) =>
            `${f.claim("legal-private-sale-warranty", 0)} Beschreiben Sie die Figur deshalb genau und nennen Sie jeden Mangel. Das schützt Sie vor Streit.`,
          "Bei einer Übergabe vor Ort wählen Sie einen belebten, hellen Ort. Der Käufer kann die Figur dort prüfen, und Sie erhalten das Geld direkt. Beim Versand polstern Sie gut und heben den Beleg der Sendung auf. Nutzen Sie dabei nur Zahlungswege, die Sie kennen.",
          "Antworten Sie auf Anfragen zügig und freundlich. Käufer schätzen klare Auskünfte zu Zustand und Versand. Halten Sie alle Absprachen schriftlich fest. Falls später Fragen auftauchen, haben Sie dann einen Nachweis.",
        ],
      },
    ],
    steps: {
      heading: "Labubu verkaufen: Schritt für Schritt",
      lead: "So verkaufen Sie eine Figur sicher und fair:",
      items: [
        { label: "Figur auswählen", text: "Wählen Sie Figuren, die Sie nicht mehr brauchen, etwa Doppelte." },
        { label: "Zustand prüfen", text: "Prüfen Sie Fell, Nähte und Ring und notieren Sie jeden Mangel." },
        { label: "Preis recherchieren", text: "Vergleichen Sie Angebote derselben Figur und den Preis im Handel." },
        { label: "Fotos machen", text: "Fotografieren Sie Zähne, Fuß, Etikett und Schachtel bei Tageslicht." },
        { label: "Ehrlich beschreiben", text: "Nennen Sie Serie, Zustand und Mängel im Angebot." },
        { label: "Sicher übergeben", text: "Treffen Sie sich an einem belebten Ort oder versenden Sie gut gepolstert." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Verkaufen",
      lead: "Diese Fehler kosten beim Verkauf Zeit, Geld oder Nerven:",
      items: [
        { label: "Überzogener Preis", text: "Ein Preis weit über anderen Angeboten schreckt Käufer ab." },
        { label: "Bilder aus dem Shop", text: "Käufer wollen die echte Figur sehen, nicht ein Werbebild." },
        { label: "Mängel verschweigen", text: "Verschwiegene Mängel führen zu Streit." },
        { label: "Unbekannte Zahlungswege", text: "Bleiben Sie bei Zahlungswegen, die Sie kennen und verstehen." },
        { label: "Schlecht verpackt", text: "Ein schlecht gepolstertes Paket beschädigt Figur und Schachtel." },
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu verkaufen mit Ruhe und Belegen",
      paragraphs: [
        "Labubu verkaufen lohnt sich vor allem bei Doppelten und Figuren, die nicht mehr zur Sammlung passen. Den sicheren besten Zeitpunkt kennt niemand, wohl aber das, was Sie selbst in der Hand haben: Gute Fotos, ein fairer Preis und ehrliche Angaben machen den Unterschied.",
        `Zeigen Sie die Merkmale eines Originals offen, dann vertrauen Ihnen Käufer eher. Welche Merkmale das sind, zeigt ${siteLink(sitePaths.authenticity, "die Übersicht der Merkmale auf der Startseite")}.`,
      ],
    },
  },
  {
    topicId: "investment-9",
    angle:
      "Für Sondereditionen gibt es keinen belegten Einheitspreis; ob sich der Kauf lohnt, hängt von Freude, Preisvergleich und Echtheit ab, nicht von Versprechen.",
    focusKeyphrase: "Labubu Sonderedition",
    keywords: ["Sondereditionen", "Preise vergleichen", "Wacky Mart"],
    facts: [
      "price-official-shop-austria",
      "series-wacky-mart",
      "series-pin-for-love",
      "authenticity-discount",
      "help-watchlist-labubu-warning",
      "legal-withdrawal-14-days",
    ],
    seoTitle: "Labubu Sonderedition: Lohnt sich der Kauf?",
    metaDescription:
      "Labubu-Sonderedition kaufen? Warum es keinen festen Preis gibt, wie Sie Angebote vergleichen und woran Sie Fälschungen und leere Versprechen erkennen.",
    intro: [
      (f) =>
        `Eine Labubu-Sonderedition weckt bei vielen Sammlern Begehrlichkeiten. Sie ist anders gestaltet, oft knapp und manchmal nur kurz zu haben. Oft heißt es, solche Editionen gebe es ab einem bestimmten Preis. Einen belegten festen Preis dafür gibt es aber nicht, nur Berichte über gewöhnliche Anhänger, etwa im ${f.source("price-official-shop-austria")}.`,
      "Dieser Beitrag zeigt, wie Sie eine Sonderedition einschätzen. Es geht um Preise, Knappheit und Echtheit. Am Ende wissen Sie, welche Fragen Sie sich vor dem Kauf stellen sollten.",
    ],
    sections: [
      {
        heading: "Was eine Labubu-Sonderedition ausmacht",
        paragraphs: [
          "Sondereditionen unterscheiden sich von regulären Serien. Manche haben ein eigenes Thema, andere dagegen eine besondere Größe oder Form. Oft gibt es sie nur für kurze Zeit. Das macht sie für Sammler reizvoll.",
          (f) =>
            `Ein Beispiel ist die Serie Wacky Mart mit mehreren Produkten im Supermarkt-Thema${f.use("series-wacky-mart")}. Dazu gehören Blindbox-Figuren, Anhänger und Magnete. Ein anderes Beispiel ist die Mini-Serie, die in China Heart Code heißt${f.use("series-pin-for-love")}. Sie ist deutlich kleiner als die üblichen Anhänger.`,
          "Was genau als Sonderedition gilt, ist allerdings nicht festgelegt. Händler nutzen den Begriff ganz unterschiedlich. Prüfen Sie deshalb, was ein Angebot enthält. Ein schöner Name allein macht noch keine besondere Figur.",
        ],
      },
      {
        heading: "Was kostet eine Sonderedition?",
        paragraphs: [
          (f) =>
            `Einen belegten festen Preis für Sondereditionen gibt es nicht. Der Preis hängt nämlich von Art, Größe und Händler ab. Zur Orientierung dient der offizielle Webshop. ${f.claim("price-official-shop-austria", 1)}`,
          `Eine Sonderedition kann deutlich darüber liegen. Vergleichen Sie mehrere Angebote derselben Edition. Ein Preis, der stark abweicht, verdient eine Nachfrage.`,
          "Achten Sie beim Vergleich auch auf den Inhalt. Manche Angebote enthalten eine einzelne Figur, andere ein ganzes Set. Ein höherer Preis kann dann durchaus fair sein. Vergleichen Sie immer gleiche Dinge miteinander.",
        ],
      },
      {
        heading: "Knappheit richtig einschätzen",
        paragraphs: [
          (f) =>
            `Knappheit ist oft echt, manchmal aber auch ein Werbemittel. Bei Wacky Mart wurden Figuren teils per Verlosung vergeben. Angebote, die sofort große Mengen liefern wollen, sind verdächtig${f.use("series-wacky-mart")}. Echte Knappheit passt nicht zu unbegrenztem Nachschub.`,
          "Lassen Sie sich von Countdowns und Hinweisen wie „nur noch wenige“ nicht drängen. Solche Hinweise sollen nämlich schnelle Käufe auslösen. Prüfen Sie stattdessen in Ruhe, ob Ihnen die Edition gefällt. Eine gute Wahl braucht Zeit.",
          "Echte Knappheit zeigt sich eher daran, dass eine Edition rasch ausverkauft ist. Später taucht sie vor allem auf dem Zweitmarkt auf. Dort steigen die Preise oft, aber nicht immer. Kaufen Sie nicht aus Angst, etwas zu verpassen.",
        ],
      },
      {
        heading: "Echtheit bei Sondereditionen",
        paragraphs: [
          (f) =>
            `Wo Editionen knapp sind, sind Fälscher schnell zur Stelle. ${f.claim("authenticity-discount", 2)} Bei einer Sonderedition ist ein Spottpreis noch unwahrscheinlicher.`,
          (f) =>
            `${f.claim("help-watchlist-labubu-warning", 4)} Kaufen Sie eine Labubu-Sonderedition bei bekannten Händlern. Prüfen Sie die Figur nach dem Erhalt sofort.`,
          "Vergleichen Sie die Figur mit den offiziellen Bildern der Edition. Achten Sie auf Farben, Zähne und Aufdrucke. Eine Abweichung ist ein Grund zur Nachfrage. Bei teuren Editionen lohnt sich diese Mühe besonders.",
        ],
      },
      {
        heading: "Lohnt sich der Kauf?",
        paragraphs: [
          "Ob sich eine Labubu-Sonderedition lohnt, hängt vor allem von Ihnen ab. Gefällt Ihnen die Figur, ist der Kauf zu einem fairen Preis eine gute Entscheidung. Hoffen Sie dagegen vor allem auf einen Gewinn, wird es riskant. Niemand weiß, wie sich die Preise entwickeln.",
          (f) =>
            `${f.claim("legal-withdrawal-14-days", 6)} Das gibt Ihnen Zeit, die Figur in Ruhe zu prüfen. Bei Privatpersonen gilt das dagegen nicht. Wägen Sie also ab, bei wem Sie kaufen.`,
          "Stellen Sie sich zum Schluss eine einfache Frage. Würden Sie die Edition auch kaufen, wenn ihr Wert nie steigt? Lautet die Antwort ja, spricht wenig dagegen. Lautet sie nein, warten Sie lieber ab.",
        ],
      },
    ],
    steps: {
      heading: "Eine Labubu-Sonderedition kaufen: Schritt für Schritt",
      lead: "So gehen Sie vor, bevor Sie eine Sonderedition kaufen:",
      items: [
        { label: "Edition klären", text: "Finden Sie heraus, was die Edition genau enthält." },
        { label: "Bilder prüfen", text: "Vergleichen Sie das Angebot mit den offiziellen Bildern." },
        { label: "Preise vergleichen", text: "Suchen Sie mehrere Angebote derselben Edition." },
        { label: "Händler prüfen", text: "Kaufen Sie bei bekannten Händlern mit klaren Kontaktdaten." },
        { label: "Nicht drängen lassen", text: "Entscheiden Sie in Ruhe, auch wenn ein Countdown läuft." },
        { label: "Sofort prüfen", text: "Prüfen Sie die Figur gleich nach dem Erhalt auf Echtheit." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei Sondereditionen",
      lead: "Diese Fehler machen Sondereditionen unnötig teuer:",
      items: [
        { label: "Namen vertrauen", text: "Der Begriff Sonderedition ist nicht geschützt. Prüfen Sie den Inhalt." },
        { label: "Unter Druck kaufen", text: "Countdowns sollen schnelle Käufe auslösen. Nehmen Sie sich Zeit." },
        { label: "Rabatte glauben", text: "Eine knappe Edition mit großem Rabatt ist verdächtig." },
        { label: "Auf Gewinn hoffen", text: "Niemand kennt die künftigen Preise einer Edition." },
        { label: "Echtheit nicht prüfen", text: "Gerade knappe Editionen locken Fälscher an." },
      ],
    },
    conclusion: {
      heading: "Fazit: die Sonderedition mit kühlem Kopf",
      paragraphs: [
        "Eine Labubu-Sonderedition kann eine schöne Ergänzung für Ihre Sammlung sein. Einen belegten festen Preis gibt es jedoch nicht. Vergleichen Sie Angebote und prüfen Sie die Echtheit.",
        `Kaufen Sie, was Ihnen gefällt, und lassen Sie sich von Knappheit nicht drängen. Die neueren Serien mit ihren Quellen zeigt ${siteLink(sitePaths.series, "die Übersicht der aktuellen Serien")}.`,
      ],
    },
  },
  {
    topicId: "investment-10",
    angle:
      "Eine Preisreihe seit der Entstehung von The Monsters gibt es nicht; belegt sind Meilensteine, Umsätze des Herstellers, einzelne Preise mit Stand und ein Rekord.",
    focusKeyphrase: "Preisentwicklung bei Labubu",
    keywords: ["The Monsters", "Pop Mart", "Meilensteine"],
    facts: [
      "background-kasing-lung",
      "market-monsters-revenue-h1-2025",
      "background-pop-mart-licence",
      "background-2024-surge",
      "market-monsters-revenue-2024",
      "price-big-into-energy-asia",
      "price-official-shop-austria",
      "record-auction-2025",
    ],
    seoTitle: "Preisentwicklung bei Labubu: was belegt ist",
    metaDescription:
      "Preisentwicklung bei Labubu: Eine Preisreihe gibt es nicht. Belegt sind Meilensteine, Umsätze von Pop Mart, Preise mit Stand und ein Rekord.",
    intro: [
      (f) =>
        `${f.claim("background-kasing-lung", 2)} Seither ist aus einer Figur ein weltweiter Erfolg geworden. Viele Sammler interessiert die Preisentwicklung bei Labubu. Eine lückenlose Preisreihe gibt es allerdings nicht. Belegt sind dagegen Umsätze, einzelne Preise und ein Rekord, etwa bei ${f.source("market-monsters-revenue-h1-2025")}.`,
      "Dieser Beitrag ordnet diese Daten auf einer Zeitleiste. Er zeigt, was sie aussagen und was nicht. So sehen Sie klarer, wie sich der Markt verändert hat.",
    ],
    sections: [
      {
        heading: "Die Anfänge der Figur",
        paragraphs: [
          (f) => `${f.claim("background-kasing-lung", 0)} Damals kannten die Figur vor allem Leser seiner Bücher.`,
          (f) =>
            `${f.claim("background-pop-mart-licence", 0)} Preise aus dieser frühen Zeit sind jedoch kaum belegt. Deshalb lässt sich der Anfang der Preisentwicklung bei Labubu nicht genau beschreiben.`,
          "Auch über die ersten Blindboxen ist wenig Verlässliches zu Preisen bekannt. Angaben aus Foren lassen sich heute kaum prüfen. Dieser Beitrag nennt keine Werte aus dieser Zeit. Eine ehrliche Lücke ist besser als eine erfundene Zahl.",
        ],
      },
      {
        heading: "Der große Schub",
        paragraphs: [
          (f) =>
            `${f.claim("background-2024-surge", 2)} Die Nachfrage stieg danach stark. Das zeigen vor allem die Zahlen des Herstellers, denn Preise des Zweitmarkts sind kaum erfasst.`,
          (f) => `${f.claim("market-monsters-revenue-2024", 0)} ${f.claim("market-monsters-revenue-h1-2025", 1)}`,
          "Mit der Nachfrage kamen allerdings auch die Fälschungen. Wo viele Käufer sind, versuchen Betrüger ihr Glück. Für Sammler heißt das vor allem, genauer hinzusehen. Steigende Bekanntheit bedeutet nicht nur höhere Preise, sondern auch mehr Risiko.",
        ],
      },
      {
        heading: "Was Umsätze über die Preisentwicklung bei Labubu sagen",
        paragraphs: [
          "Umsätze zeigen, wie viel der Hersteller verkauft. Sie zeigen allerdings nicht, wie sich der Preis einer einzelnen Figur entwickelt. Ein hoher Umsatz kann sogar bedeuten, dass sehr viele Figuren im Umlauf sind. Für die Preisentwicklung bei Labubu auf dem Zweitmarkt ist das eine wichtige Einschränkung.",
          "Auf dem Zweitmarkt bestimmen dagegen Angebot und Nachfrage die Preise. Diese Preise erfasst zudem kein öffentlicher Index. Angebote auf Plattformen zeigen nur, was Verkäufer verlangen. Was tatsächlich bezahlt wird, bleibt meist unbekannt.",
          "Hinzu kommt, dass sich Preise je nach Figur stark unterscheiden. Eine seltene Secret-Figur folgt anderen Regeln als eine reguläre Figur. Ein Durchschnitt über alle Figuren hätte daher wenig Aussagekraft. Vergleichen Sie immer nur dieselbe Figur.",
        ],
      },
      {
        heading: "Labubu-Preise mit Stand",
        paragraphs: [
          (f) =>
            `Belegt sind einzelne Preise zu einem bestimmten Zeitpunkt. ${f.claim("price-big-into-energy-asia", 2)} ${f.claim("price-official-shop-austria", 2)}`,
          "Solche Preise sind also Momentaufnahmen. Sie zeigen, was eine Figur zu einem Zeitpunkt im Handel kostete. Eine Entwicklung über Jahre lässt sich daraus jedoch nicht ableiten. Dafür fehlen vergleichbare Werte aus früheren Jahren.",
          "Wichtig ist der Stand jedes Preises. Ein Preis ohne Datum lässt sich nicht einordnen. Notieren Sie bei eigenen Vergleichen immer Tag und Quelle. So entsteht mit der Zeit Ihre eigene kleine Preisreihe.",
        ],
      },
      {
        heading: "Der Rekord als Ausreißer",
        paragraphs: [
          (f) =>
            `${f.claim("record-auction-2025", 1)} Dieser Rekord zeigt, wie groß das Interesse geworden war. Er ist jedoch ein Ausreißer und kein Teil einer Preisreihe.`,
          "Gewöhnliche Figuren haben mit diesem Preis wenig gemeinsam. Von ihnen gibt es nämlich sehr viele Exemplare. Ihr Preis bewegt sich in einem ganz anderen Rahmen. Ziehen Sie aus dem Rekord keine Schlüsse für Ihre Sammlung.",
          "Für Ihre eigenen Käufe ist der Rekord also kein Maßstab. Hilfreicher sind Preise im Handel und Angebote derselben Figur. Vergleichen Sie diese in Ruhe. So behalten Sie die Preise realistisch im Blick.",
        ],
      },
    ],
    steps: {
      heading: "Die Preisentwicklung bei Labubu selbst verfolgen: Schritt für Schritt",
      lead: "So behalten Sie die Preise Ihrer Figuren selbst im Blick:",
      items: [
        { label: "Kaufpreis notieren", text: "Notieren Sie bei jedem Kauf Preis, Datum und Händler." },
        { label: "Quelle festhalten", text: "Speichern Sie zu jedem Vergleichspreis, woher er stammt." },
        { label: "Datum ergänzen", text: "Schreiben Sie zu jedem Preis den Tag, an dem Sie ihn gesehen haben." },
        { label: "Gleiches vergleichen", text: "Vergleichen Sie nur dieselbe Figur im gleichen Zustand." },
        { label: "Verkaufte Preise suchen", text: "Achten Sie auf tatsächlich bezahlte Preise statt auf Wunschpreise." },
        { label: "Nüchtern auswerten", text: "Ziehen Sie erst nach mehreren Werten einen Schluss." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei der Preisbeobachtung",
      lead: "Diese Fehler verzerren das Bild der Preise:",
      items: [
        { label: "Umsatz mit Preis verwechseln", text: "Ein hoher Umsatz sagt nichts über den Preis einer einzelnen Figur." },
        { label: "Wunschpreise zählen", text: "Was Verkäufer verlangen, ist noch kein bezahlter Preis." },
        { label: "Rekorde einrechnen", text: "Ein Einzelstück verzerrt jeden Durchschnitt." },
        { label: "Alte Preise vergessen", text: "Ohne Datum ist ein Preis kaum etwas wert." },
        { label: "Äpfel mit Birnen vergleichen", text: "Figuren mit und ohne Schachtel gehören nicht in eine Reihe." },
      ],
    },
    conclusion: {
      heading: "Fazit zur Preisentwicklung bei Labubu",
      paragraphs: [
        "Die Preisentwicklung bei Labubu lässt sich nicht als Kurve zeichnen. Belegt sind Meilensteine, die Umsätze von Pop Mart, einzelne Preise mit Stand und ein Rekord. Eine Preisreihe für gewöhnliche Figuren gibt es nicht.",
        `Wer Preise verfolgen will, notiert am besten selbst Kaufpreise mit Datum und Quelle. Mehr zu den Serien finden Sie ${siteLink(sitePaths.series, "in der Übersicht der aktuellen Serien")}.`,
      ],
    },
  },
];
