import { siteLink, sitePaths } from "./links";
import type { BriefList } from "./types";

/**
 * Briefs of the list "Saisonal" (offered by Produkt-Reviews and Lokale Inhalte): each carries the
 * review's strengths and limits and the local section. No brief announces a seasonal release or a
 * sale that the fact base does not hold.
 */
export const saisonalBriefs: BriefList<"saisonal"> = [
  {
    topicId: "saisonal-1",
    angle:
      "Labubu eignet sich als Geschenk, wenn Schenkende Blindbox, Echtheit, Preise und Lieferzeiten bedenken; eine Figur aus sicherer Quelle ist wichtiger als ein Schnäppchen.",
    focusKeyphrase: "Labubu als Weihnachtsgeschenk",
    keywords: ["Geschenk", "Blindbox", "Weihnachten"],
    facts: [
      "help-watchlist-labubu-warning",
      "secret-odds-typical",
      "blindbox-expected-boxes-six",
      "safety-eu-safety-gate",
      "legal-withdrawal-14-days",
      "legal-exchange-goodwill",
      "vienna-mariahilfer-strasse",
    ],
    seoTitle: "Labubu als Weihnachtsgeschenk: Ideen für Sammler",
    metaDescription:
      "Labubu als Weihnachtsgeschenk: Ideen für Sammler, was Sie über Blindboxen, Preise und Echtheit wissen sollten und wie das Geschenk rechtzeitig ankommt.",
    intro: [
      (f) =>
        `Labubu als Weihnachtsgeschenk steht bei vielen Sammlern ganz oben auf der Wunschliste. Die Figuren sind klein, bunt und haben eine große Fangemeinde. Trotzdem lohnt sich vor dem Kauf ein wenig Planung, denn vor dem Fest locken auch Fälschungen. Davor warnte die ${f.source("help-watchlist-labubu-warning")}.`,
      "Dieser Beitrag sammelt Ideen für das Geschenk und erklärt, worauf Sie achten sollten. Es geht um Blindboxen, Preise, Echtheit und Lieferzeiten. So landet unter dem Christbaum ein Original und keine Enttäuschung.",
    ],
    sections: [
      {
        heading: "Warum Labubu als Geschenk so beliebt ist",
        paragraphs: [
          "Viele Sammler freuen sich über jede neue Figur. Eine Labubu als Weihnachtsgeschenk passt zudem in jede Tasche und ist schnell verpackt. Außerdem gibt es Figuren in vielen Farben und Stilen. Für fast jeden Geschmack ist also etwas dabei.",
          "Besonders beliebt sind Anhänger, die an Taschen oder Rucksäcken hängen. Sie sind im Alltag sichtbar und sorgen oft für Gespräche. Wer beschenkt wird, trägt sein Geschenk also mit sich. Das macht den Reiz aus.",
          "Dazu kommt die Spannung der Blindbox. Erst beim Öffnen zeigt sich, welche Figur darin steckt. Für viele ist genau dieser Moment das eigentliche Geschenk. Allerdings hat diese Spannung auch eine Kehrseite.",
        ],
      },
      {
        heading: "Blindbox oder gezielte Figur?",
        paragraphs: [
          (f) =>
            `Bei einer Blindbox wissen Sie nicht, welche Figur Sie verschenken. ${f.claim("secret-odds-typical", 0)} Eine bestimmte Figur lässt sich so also kaum gezielt schenken. Die Überraschung gehört hier zum Geschenk.`,
          (f) =>
            `Wer ein ganzes Set schenken will, braucht viele Boxen. ${f.claim("blindbox-expected-boxes-six", 0)} Das sprengt oft das Budget. Eine einzelne Blindbox ist meist die bessere Idee.`,
          "Suchen Sie eine bestimmte Figur, ist eine ausgepackte Figur die sicherere Wahl. Dann wissen Sie genau, was Sie schenken. Prüfen Sie diese aber besonders sorgfältig auf Echtheit. Ausgepackte Figuren stammen oft aus zweiter Hand.",
        ],
      },
      {
        heading: "Labubu als Weihnachtsgeschenk: Preise richtig einordnen",
        paragraphs: [
          `Für das Weihnachtsbudget hilft ein Blick auf die Preise im Handel. Seltene Figuren aus zweiter Hand kosten dagegen oft mehr.`,
          `Gerade vor Weihnachten locken auffällig billige Angebote. Unter dem Christbaum wird ein vermeintliches Schnäppchen schnell zur Enttäuschung, wenn es sich als Kopie entpuppt.`,
          "Legen Sie vorab einen Betrag fest, den Sie ausgeben wollen. So vergleichen Sie Angebote gezielter. Denken Sie auch an Versand und Verpackung. Ein fester Rahmen schützt vor teuren spontanen Käufen im Trubel.",
        ],
      },
      {
        heading: "Echtheit vor dem Verpacken prüfen",
        paragraphs: [
          `Prüfen Sie das Geschenk, bevor Sie es verpacken. Zählen Sie die Zähne, sehen Sie sich den Fuß an und scannen Sie den QR-Code am Etikett. Wie das geht, zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          `Bei einer Blindbox prüfen Sie die Schachtel. Druck, Logo und Aufkleber sollten sauber sein. Wirkt etwas verschmiert oder blass, ist Vorsicht geboten.`,
          `So vermeiden Sie, dass am Heiligen Abend eine Kopie ausgepackt wird. Alle Merkmale im Überblick zeigt ${siteLink(sitePaths.checkPage, "die Seite zum Prüfen der Echtheit")}. Nehmen Sie sich dafür ein paar Minuten Zeit. Das erspart Ihnen später Ärger.`,
        ],
      },
      {
        heading: "Sicherheit bei Geschenken für Kinder",
        paragraphs: [
          (f) =>
            `Viele Kinder wünschen sich eine Labubu. Bei Kopien ist allerdings Vorsicht geboten. ${f.claim("safety-eu-safety-gate", 3)}`,
          "Kaufen Sie eine Labubu als Weihnachtsgeschenk für Kinder nur aus sicherer Quelle. Prüfen Sie Ring und Hände auf einen festen Sitz. Für sehr kleine Kinder sind Sammelfiguren ohnehin nicht gedacht. Ein Blick auf die Altersangabe der Verpackung hilft dabei.",
          "Für ältere Kinder ist ein Anhänger an der Schultasche oft ein Hit. Prüfen Sie aber auch dort regelmäßig Ring und Nähte, denn ein loser Ring kann verloren gehen oder brechen. Mit diesem kurzen Blick bleibt die Freude am Geschenk lange erhalten.",
        ],
      },
      {
        heading: "Rechtzeitig bestellen",
        paragraphs: [
          `Vor Weihnachten sind Lieferzeiten oft länger als sonst. Bestellen Sie früh genug. Dann bleibt Zeit, falls etwas nicht passt.`,
          (f) =>
            `${f.claim("legal-withdrawal-14-days", 1)} Prüfen Sie das Geschenk deshalb gleich nach der Lieferung. Heben Sie Beleg und Schachtel auf.`,
          "Seien Sie bei kurzfristigen Angeboten kurz vor dem Fest vorsichtig. Betrüger nutzen den Zeitdruck gern aus. Ein Shop, der eine Lieferung bis morgen verspricht, ist nicht automatisch seriös. Prüfen Sie immer die Adresse der Seite.",
        ],
      },
      {
        heading: "Ideen rund um das Geschenk",
        paragraphs: [
          "Eine Figur allein ist schon ein schönes Geschenk. Sie können es aber leicht ergänzen. Eine kleine Vitrine oder ein schmales Regal bietet Platz für die Sammlung. Auch eine Schutzhülle für den Anhänger ist eine praktische Idee.",
          "Für Sammler mit großer Sammlung ist ein Gutschein dagegen oft die beste Wahl. So suchen sie sich die passende Figur selbst aus. Doppelte lassen sich damit vermeiden. Fragen Sie im Zweifel vorsichtig nach, welche Figuren noch fehlen.",
          (f) =>
            `Schön ist auch eine kleine Karte mit einem persönlichen Gruß. Sie macht aus einer Figur ein besonderes Geschenk. Legen Sie den Beleg getrennt davon in einen Umschlag. ${f.claim("legal-exchange-goodwill", 0)}`,
        ],
      },
    ],
    prosCons: {
      heading: "Labubu als Weihnachtsgeschenk: Stärken und Grenzen",
      lead: "Als Geschenk hat eine Labubu klare Vorzüge, aber auch ein paar Tücken.",
      prosLead: "Unter dem Christbaum punktet eine Labubu so:",
      consLead: "Vor dem Fest sollten Sie diese Tücken kennen:",
      pros: [
        { label: "Große Freude", text: "Sammler freuen sich über jede passende Figur." },
        { label: "Spannung", text: "Die Blindbox macht das Auspacken zu einem kleinen Erlebnis." },
        { label: "Klarer Preisrahmen", text: "Im offiziellen Webshop sind die Preise nachvollziehbar." },
      ],
      cons: [
        { label: "Keine freie Wahl", text: "Bei einer Blindbox lässt sich die Figur nicht aussuchen." },
        { label: "Fälschungen", text: "Vor Weihnachten locken viele günstige Kopien." },
        { label: "Lieferzeiten", text: "Kurz vor dem Fest dauert die Lieferung oft länger." },
      ],
    },
    local: {
      heading: "Labubu als Weihnachtsgeschenk in Wien kaufen",
      paragraphs: [
        (f) =>
          `Wer lieber vor Ort kauft, findet in Wien mehrere Einkaufsorte. ${f.claim("vienna-mariahilfer-strasse", 1)} Ob ein Laden gerade Labubus anbietet, fragen Sie am besten vorher nach.`,
        "In der Adventzeit sind die Läden oft voll. Gehen Sie lieber unter der Woche oder am Vormittag einkaufen. Dann haben Verkäufer mehr Zeit für Fragen. Außerdem können Sie die Figur in Ruhe prüfen.",
        "Auch Weihnachtsmärkte bieten Geschenke an. Figuren mit Labubu-Aufschrift an einem Marktstand verdienen aber einen genauen Blick. Fragen Sie nach Herkunft und Beleg. Prüfen Sie Zähne, Code und Aufkleber vor dem Kauf.",
        "Verpacken Sie das Geschenk erst, wenn Sie es geprüft haben. Ein hübsches Sackerl genügt oft als Verpackung. Legen Sie den Beleg gut weg, denn bei einem Mangel brauchen Sie ihn.",
        `Adressen und Anreise weiterer Einkaufsorte finden Sie ${siteLink(sitePaths.shops, "in der Übersicht für Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu als Weihnachtsgeschenk mit Plan",
      paragraphs: [
        "Labubu als Weihnachtsgeschenk macht vielen Sammlern große Freude. Entscheiden Sie zuerst, ob eine Blindbox oder eine bestimmte Figur passt. Planen Sie Ihr Budget mit den Preisen im offiziellen Webshop.",
        "Prüfen Sie jedes Geschenk auf Echtheit und bestellen Sie rechtzeitig. Dann wird das Auspacken zu einem schönen Moment.",
      ],
    },
  },
  {
    topicId: "saisonal-2",
    angle:
      "Eine Blindbox pro Adventsonntag oder Woche ersetzt den Adventkalender mit Spannung; wer Zahl, Kosten, Echtheit und Kinder im Blick hat, plant sie richtig.",
    focusKeyphrase: "Blindboxen im Advent",
    keywords: ["Adventkalender", "Überraschung", "Adventsonntag"],
    facts: [
      "secret-odds-typical",
      "blindbox-expected-boxes-six",
      "authenticity-hologram",
      "safety-lafufu-cpsc",
      "legal-withdrawal-14-days",
      "authenticity-fake-shop-prices",
      "vienna-donau-zentrum",
    ],
    seoTitle: "Blindboxen im Advent: die Alternative zum Adventkalender",
    metaDescription:
      "Blindboxen im Advent statt Adventkalender: wie viele Boxen sinnvoll sind, was sie kosten, wie Sie Echtheit prüfen und worauf Sie bei Kindern achten.",
    intro: [
      (f) =>
        `Ein Adventkalender mit Schokolade ist schön, aber für Sammler oft wenig spannend. Viele greifen zu Blindboxen im Advent. Jede Box ist eine kleine Überraschung, denn erst beim Öffnen zeigt sich die Figur. Mit etwas Glück steckt sogar eine seltene Secret-Figur darin, wie Händler-Blogs wie ${f.source("secret-odds-typical")} beschreiben.`,
      "Dieser Beitrag zeigt, wie Sie Blindboxen im Advent sinnvoll planen. Es geht um die Zahl der Boxen, die Kosten und die Echtheit. Außerdem erfahren Sie, worauf Sie bei Kindern achten sollten.",
    ],
    sections: [
      {
        heading: "Die Idee hinter Blindboxen im Advent",
        paragraphs: [
          "Der klassische Adventkalender hat für jeden Tag ein Türchen. Mit Blindboxen wäre das allerdings sehr teuer. Viele Familien wählen eine Box pro Adventsonntag. So bleibt die Spannung, und das Budget hält.",
          "Eine andere Idee ist eine Box pro Woche für jedes Familienmitglied. Dann öffnen alle gemeinsam und vergleichen ihre Figuren. Das macht den Sonntag zu einem kleinen Ritual. Gerade für Sammler ist das schöner als Schokolade.",
          "Wichtig ist, die Zahl der Boxen vorab festzulegen. Sonst wächst die Sammlung schneller als geplant. Ein klarer Plan hilft, die Freude zu behalten. Außerdem bleibt das Geschenk zu Weihnachten etwas Besonderes.",
          "Manche Familien kombinieren beides. Sie behalten den Adventkalender mit Schokolade und ergänzen ihn jede Woche um eine Box. Das verbindet Tradition und Sammeln. Außerdem bleibt der Aufwand überschaubar.",
        ],
      },
      {
        heading: "Wie viele Boxen sinnvoll sind",
        paragraphs: [
          (f) =>
            `Ein ganzes Set aus Blindboxen braucht Geduld. ${f.claim("blindbox-expected-boxes-six", 4)} Ein Adventkalender mit wenigen Boxen reicht für ein Set also kaum.`,
          "Sehen Sie die Boxen als Überraschung und nicht als Sammelaufgabe. Vier Boxen für vier Sonntage sind ein guter Rahmen. Doppelte lassen sich nach Weihnachten tauschen. So bleibt der Spaß ohne Druck.",
          "Wer mehrere Personen beschenkt, kann Boxen verschiedener Serien wählen. So gibt es weniger Doppelte. Außerdem entstehen spannende Vergleiche. Jede Person hat am Ende eine andere Figur.",
        ],
      },
      {
        heading: "Was Blindboxen im Advent so spannend macht",
        paragraphs: [
          (f) =>
            `Wer im Advent Box um Box öffnet, hofft auf die Secret-Figur. ${f.claim("secret-odds-typical", 2)} Die Chance ist gering, aber sie gehört zum Reiz. Genau das macht Blindboxen im Advent so spannend.`,
          "Rechnen Sie aber nicht fest mit einer Secret-Figur. Die allermeisten Boxen enthalten reguläre Figuren. Das ist kein Pech, sondern die Regel. Freuen Sie sich über jede Figur, die Ihnen gefällt.",
          "Öffnen Sie die Boxen in Ruhe und gemeinsam. Ein kurzer Moment der Spannung gehört dazu. Danach bekommt jede Figur einen Platz im Regal. So wächst über den Advent eine kleine Sammlung.",
        ],
      },
      {
        heading: "Die Kosten im Blick",
        paragraphs: [
          `Was ein Adventkalender aus Blindboxen kostet, hängt an der Zahl der Boxen. Multiplizieren Sie den Preis einer Box im Handel mit der Zahl der geplanten Boxen.`,
          `Gerade im Advent locken günstige Sets mit vielen Boxen. Rechnen Sie nach, was eine einzelne Box darin kostet. Ein großes Set zu einem kleinen Preis ist selten echt.`,
          "Denken Sie an Versand und Verpackung. Bei Bestellungen kommen oft Versandkosten dazu. Wer mehrere Boxen auf einmal bestellt, spart hier manchmal. Prüfen Sie aber trotzdem jeden Händler sorgfältig.",
        ],
      },
      {
        heading: "Die Schachteln auf Echtheit prüfen",
        paragraphs: [
          (f) =>
            `Bei einer Blindbox sehen Sie die Figur erst nach dem Öffnen. Umso wichtiger ist der Blick auf die Schachtel. ${f.claim("authenticity-hologram", 2)}`,
          `Scannen Sie auch den QR-Code auf der Verpackung. Passen Aufkleber und Code nicht, lassen Sie die Box lieber liegen. Mehr Merkmale erklärt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          "Prüfen Sie die Schachteln am besten gleich nach dem Kauf. So bleibt Zeit für Nachfragen beim Händler, bevor der Advent beginnt. Eine kurze Kontrolle genügt meist.",
        ],
      },
      {
        heading: "Blindboxen im Advent für Kinder",
        paragraphs: [
          (f) =>
            `Viele Kinder lieben die Spannung beim Öffnen, doch eine gefälschte Figur im Adventkalender ist kein harmloser Spaß. ${f.claim("safety-lafufu-cpsc", 2)}`,
          "Öffnen Sie die Boxen mit kleinen Kindern gemeinsam. Prüfen Sie die Figur, bevor das Kind sie behält. Achten Sie auf Ring und Hände. Sammelfiguren sind für sehr kleine Kinder ohnehin nicht gedacht.",
          "Erklären Sie älteren Kindern zudem, dass jede Box eine Überraschung ist. Nicht jede Figur gefällt gleich gut. Doppelte lassen sich aber später tauschen. So lernen Kinder nebenbei, fair mit anderen zu tauschen.",
        ],
      },
      {
        heading: "Rechtzeitig planen",
        paragraphs: [
          (f) =>
            `Bestellen Sie Blindboxen im Advent am besten schon im November, damit sie sicher rechtzeitig ankommen. ${f.claim("legal-withdrawal-14-days", 5)} Eine frühe Bestellung lässt Ihnen also Spielraum.`,
          (f) =>
            `Seien Sie bei Angeboten mit großen Rabatten vorsichtig. ${f.claim("authenticity-fake-shop-prices", 2)} Prüfen Sie immer die Adresse eines Shops.`,
        ],
      },
    ],
    prosCons: {
      heading: "Blindboxen im Advent: Stärken und Grenzen",
      lead: "Als Ersatz für den Adventkalender haben Blindboxen viel zu bieten, aber nicht nur Vorteile.",
      prosLead: "Für Blindboxen im Advent spricht:",
      consLead: "Gegen den Ersatz für den Adventkalender spricht:",
      pros: [
        { label: "Echte Spannung", text: "Jede Box ist eine Überraschung." },
        { label: "Bleibender Wert", text: "Die Figur bleibt, wenn die Schokolade längst gegessen ist." },
        { label: "Familienritual", text: "Gemeinsames Öffnen macht den Sonntag besonders." },
      ],
      cons: [
        { label: "Höhere Kosten", text: "Eine Box kostet deutlich mehr als ein Türchen Schokolade." },
        { label: "Doppelte", text: "Bei mehreren Boxen einer Serie gibt es oft doppelte Figuren." },
        { label: "Risiko durch Kopien", text: "Günstige Sets im Advent sind häufig gefälscht." },
      ],
    },
    local: {
      heading: "Blindboxen im Advent in Wien besorgen",
      paragraphs: [
        (f) =>
          `Wer lieber vor Ort kauft, findet in Wien mehrere Einkaufsorte. ${f.claim("vienna-donau-zentrum", 3)} Fragen Sie vorher nach, ob ein Laden Blindboxen anbietet.`,
        "In der Adventzeit sind die Einkaufsstraßen voll. Gehen Sie am besten unter der Woche. So bleibt Zeit, die Schachteln in Ruhe zu prüfen. Außerdem ist die Auswahl zu Beginn der Adventzeit oft größer.",
        "Auf Weihnachtsmärkten tauchen manchmal Figuren mit Labubu-Aufschrift auf. Prüfen Sie diese besonders genau. Fragen Sie nach Herkunft und Beleg. Fehlt beides, kaufen Sie lieber im Handel.",
        "Bewahren Sie die Boxen bis zum jeweiligen Sonntag an einem trockenen Ort auf. Legen Sie die Belege zusammen in einen Umschlag, falls Sie eine Box reklamieren müssen. Und die Überraschung bleibt bis zum Öffnen geschützt.",
        `Mehr Orte zum Einkaufen nennt ${siteLink(sitePaths.shops, "die Liste der Einkaufsorte in Wien")}, jeweils mit Anreise. Planen Sie den Einkauf früh im Advent, denn dann ist die Auswahl noch groß und die Läden sind weniger voll.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Blindboxen im Advent mit Maß",
      paragraphs: [
        "Blindboxen im Advent sind eine spannende Alternative zum Adventkalender. Eine Box pro Sonntag ist ein guter Rahmen für Budget und Freude. Ein ganzes Set entsteht so kaum, doch das muss es auch nicht.",
        "Prüfen Sie die Schachteln früh auf Echtheit und achten Sie bei Kindern auf kleine Teile. Dann wird jeder Adventsonntag zu einem kleinen Fest.",
      ],
    },
  },
  {
    topicId: "saisonal-3",
    angle:
      "Eine Labubu ist ein persönliches Geschenk zum Valentinstag; eine Mini-Serie mit Herz im Namen passt zum Anlass, entscheidend bleiben Echtheit, Preis und Lieferzeit.",
    focusKeyphrase: "Labubu zum Valentinstag",
    keywords: ["Geschenkideen", "Paare", "Heart Code"],
    facts: [
      "series-pin-for-love",
      "price-heart-code-china",
      "authenticity-sole",
      "authenticity-fake-shop-prices",
      "vienna-mariahilfer-strasse",
      "vienna-neubaugasse",
      "legal-exchange-goodwill",
    ],
    seoTitle: "Labubu zum Valentinstag: Geschenkideen für Paare",
    metaDescription:
      "Labubu zum Valentinstag: Geschenkideen für Paare, welche Serie zum Anlass passt und wie Sie ein Original rechtzeitig und zu einem fairen Preis finden.",
    intro: [
      (f) =>
        `Blumen und Schokolade sind Klassiker, doch manche Paare suchen etwas Persönlicheres. Eine Labubu zum Valentinstag ist so ein Geschenk. Sie ist klein, verspielt und bleibt lange erhalten. Dazu kommt eine Mini-Serie, deren Name schon zum Anlass passt, wie ${f.source("series-pin-for-love")} berichtete.`,
      "Dieser Beitrag sammelt Geschenkideen für Paare und erklärt, worauf Sie achten sollten. Es geht um passende Figuren, Preise und Echtheit. So wird das Geschenk zu einer schönen Überraschung.",
    ],
    sections: [
      {
        heading: "Warum eine Labubu zum Valentinstag passt",
        paragraphs: [
          "Eine Figur ist ein Geschenk, das bleibt. Sie steht im Regal oder hängt an der Tasche. Jedes Mal erinnert sie an den Tag, an dem sie verschenkt wurde. Das macht sie persönlicher als vieles andere.",
          "Außerdem zeigt eine Labubu zum Valentinstag, dass Sie die Interessen des anderen kennen. Wer selbst sammelt, freut sich über eine passende Figur. Wer noch nicht sammelt, entdeckt vielleicht ein neues Hobby. Beides ist ein schönes Zeichen.",
          "Für Paare gibt es zudem eine besondere Idee. Schenken Sie zwei Figuren, eine für jeden. So tragen beide ein Stück des Tages mit sich. Das gefällt vor allem jungen Paaren.",
          "Wichtig ist allerdings, den Geschmack des anderen zu treffen. Achten Sie darauf, welche Farben und Figuren Ihr Gegenüber mag. Ein Blick auf vorhandene Figuren hilft dabei. So wird aus einer Labubu zum Valentinstag ein Volltreffer.",
        ],
      },
      {
        heading: "Eine Mini-Serie mit Herz im Namen",
        paragraphs: [
          (f) =>
            `Zum Valentinstag passt vor allem eine Mini-Serie. ${f.claim("series-pin-for-love", 1)} ${f.claim("price-heart-code-china", 1)} Die Figuren sind kleiner als die üblichen Anhänger.`,
          "Der Name passt gut zum Anlass, eine eigene Serie zum Valentinstag ist sie allerdings nicht. Ob sie in Österreich gerade erhältlich ist, prüfen Sie am besten im offiziellen Webshop. Andere Serien eignen sich ebenso. Entscheidend ist, was dem Beschenkten gefällt.",
          "Kleinere Figuren haben zudem einen Vorteil. Sie passen an einen Schlüsselbund oder an eine kleine Tasche. So sind sie im Alltag immer dabei. Für ein Geschenk unter Paaren ist das eine schöne Idee.",
        ],
      },
      {
        heading: "Labubu zum Valentinstag: Preise einordnen",
        paragraphs: [
          `Für ein Paar rechnen Sie doppelt, und zwei Figuren bleiben trotzdem im Rahmen eines kleinen Geschenks. Vergleichen Sie die Preise mehrerer Händler.`,
          `Vor dem Valentinstag locken auch auffällig billige Angebote. Eine Kopie ist allerdings kein schönes Zeichen der Zuneigung.`,
          "Planen Sie Versand und Verpackung ein. Eine hübsche Schachtel oder ein Sackerl kosten wenig, machen aber viel aus. Legen Sie den Beleg getrennt davon weg, damit die Überraschung nicht leidet.",
        ],
      },
      {
        heading: "Das Geschenk auf Echtheit prüfen",
        paragraphs: [
          `Prüfen Sie die Figur, bevor Sie sie verpacken. Zählen Sie die Zähne und werfen Sie einen Blick auf den QR-Code am Etikett.`,
          `Bei einer Blindbox achten Sie auf Druck und Aufkleber der Schachtel. Alle Merkmale zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          (f) =>
            `Prüfen Sie zudem den Fuß der Figur. ${f.claim("authenticity-sole", 5)} Ist er verschmiert oder fehlt er, ist Vorsicht geboten. Diese Prüfung dauert nur wenige Sekunden.`,
        ],
      },
      {
        heading: "Ideen rund um das Geschenk",
        paragraphs: [
          "Eine Figur lässt sich schön mit einer kleinen Karte verbinden. Schreiben Sie darauf zum Beispiel, warum Sie gerade diese Figur gewählt haben. Das macht das Geschenk noch persönlicher. Ein paar Zeilen genügen.",
          "Auch ein gemeinsames Auspacken ist eine Idee. Öffnen Sie zwei Blindboxen zusammen und tauschen Sie danach, falls Sie möchten. So wird der Valentinstag zu einem kleinen Erlebnis. Und die Spannung teilen Sie miteinander.",
          "Wer mehr schenken möchte, ergänzt die Figur um ein kleines Regal oder eine Schutzhülle. Dadurch bleibt die Figur lange schön. Das zeigt, dass Sie an die Zukunft des Geschenks denken. Auch das ist ein schönes Zeichen.",
        ],
      },
      {
        heading: "Rechtzeitig bestellen",
        paragraphs: [
          `Bestellen Sie eine Labubu zum Valentinstag früh genug, denn vor dem Fest dauert die Lieferung oft länger. Bei einer frühen Bestellung bleibt Zeit für eine Prüfung, bevor Sie das Geschenk übergeben.`,
          (f) =>
            `Ein Shop mit großen Rabatten verdient vor dem Valentinstag Misstrauen. ${f.claim("authenticity-fake-shop-prices", 4)} Kaufen Sie das Geschenk lieber bei bekannten Händlern, deren Adresse Sie geprüft haben.`,
        ],
      },
      {
        heading: "Sicherheit, wenn Kinder im Haushalt sind",
        paragraphs: [
          `Leben kleine Kinder im Haushalt des beschenkten Paares, gilt besondere Vorsicht. Kopien können leicht zerbrechen. Kaufen Sie das Geschenk nur aus sicherer Quelle.`,
          "Bewahren Sie Figuren mit Ring außer Reichweite kleiner Kinder auf. Prüfen Sie Ring und Hände regelmäßig auf einen festen Sitz. So bleibt das Geschenk für alle eine Freude. Und niemand gerät in Gefahr.",
          "Erklären Sie größeren Kindern außerdem, dass die Figur ein Sammelstück ist. So gehen sie vorsichtiger damit um. Ein fester Platz im Regal hilft dabei. Dann bleibt das Geschenk zum Valentinstag lange heil.",
        ],
      },
    ],
    prosCons: {
      heading: "Labubu zum Valentinstag: Stärken und Grenzen",
      lead: "Als Geschenk für Paare hat eine Labubu viele Vorzüge, aber auch Grenzen.",
      prosLead: "Für eine Labubu zum Valentinstag spricht:",
      consLead: "Bedenken Sie beim Geschenk für Paare:",
      pros: [
        { label: "Persönlich", text: "Eine Figur bleibt und erinnert an den Tag." },
        { label: "Für zwei", text: "Zwei Figuren machen das Geschenk zu einem gemeinsamen Erlebnis." },
        { label: "Passender Name", text: "Eine Mini-Serie mit Herz im Namen passt zum Anlass." },
      ],
      cons: [
        { label: "Keine eigene Serie", text: "Eine Serie eigens zum Valentinstag ist nicht belegt." },
        { label: "Lieferzeiten", text: "Vor Feiertagen dauert die Lieferung oft länger." },
        { label: "Kopien", text: "Günstige Angebote vor dem Fest sind häufig gefälscht." },
      ],
    },
    local: {
      heading: "Labubu zum Valentinstag in Wien kaufen",
      paragraphs: [
        (f) =>
          `Wer in Wien kauft, beginnt oft auf der Mariahilfer Straße. ${f.claim("vienna-mariahilfer-strasse", 4)} ${f.claim("vienna-neubaugasse", 1)}`,
        "Fragen Sie vorher nach, ob ein Laden gerade Labubus anbietet. Das Angebot wechselt oft. Ein kurzer Anruf spart Ihnen unnötige Wege, gerade kurz vor dem Valentinstag.",
        "Verbinden Sie den Einkauf mit einem gemeinsamen Ausflug. Ein Bummel durch die Einkaufsstraßen ist ein schönes Programm für Paare. Danach lädt ein Kaffeehaus zum Verweilen ein. So wird schon der Einkauf zum Teil des Geschenks.",
        (f) =>
          `Prüfen Sie die Figur im Laden auf Echtheit. Zählen Sie die Zähne und scannen Sie den Code. ${f.claim("legal-exchange-goodwill", 2)} Fragen Sie deshalb vor dem Kauf, was der Laden anbietet.`,
        `Wo Sie in Wien sonst noch schauen können, steht ${siteLink(sitePaths.shops, "in der Übersicht der Wiener Einkaufsorte")}. Nehmen Sie sich für den Einkauf etwas Zeit, denn ein Geschenk für den Valentinstag soll ja Freude machen und keine Eile ausstrahlen.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu zum Valentinstag mit Herz und Verstand",
      paragraphs: [
        "Eine Labubu zum Valentinstag ist ein persönliches Geschenk, das bleibt. Eine Mini-Serie mit Herz im Namen passt zum Anlass, doch jede Figur, die gefällt, ist eine gute Wahl. Planen Sie Ihr Budget mit den Preisen im offiziellen Webshop.",
        "Prüfen Sie das Geschenk auf Echtheit und bestellen Sie rechtzeitig. Dann wird der Valentinstag zu einem schönen Tag für Sie beide.",
      ],
    },
  },
  {
    topicId: "saisonal-4",
    angle:
      "Feste Osterneuheiten sind nicht belegt; Serien starten zu wechselnden Terminen, etwa im Frühling, und im Osternest zählen Echtheit, Farben und Sicherheit.",
    focusKeyphrase: "Labubu zu Ostern",
    keywords: ["Frühlingsneuheiten", "Osternest", "Big into Energy"],
    facts: [
      "price-big-into-energy-asia",
      "authenticity-colours",
      "price-official-shop-austria",
      "blindbox-expected-boxes-six",
      "authenticity-sole",
      "safety-eu-safety-gate",
      "help-watchlist-labubu-warning",
      "vienna-mariahilfer-strasse",
    ],
    seoTitle: "Labubu zu Ostern: Frühlingsneuheiten richtig einordnen",
    metaDescription:
      "Labubu zu Ostern: Welche Neuheiten im Frühling belegt sind, wie eine Figur ins Osternest passt und worauf Sie bei Farben, Echtheit und Kindern achten.",
    intro: [
      (f) =>
        `Im Frühling suchen viele Sammler nach Neuheiten, und eine Labubu zu Ostern ist ein beliebtes Geschenk. Feste Neuheiten eigens zu Ostern sind allerdings nicht belegt. Serien starten zu wechselnden Terminen, wie etwa ${f.source("price-big-into-energy-asia")} über den Start einer Frühlingsserie berichtete.`,
      "Dieser Beitrag ordnet Frühlingsneuheiten ein und gibt Ideen für das Osternest. Es geht um Farben, Echtheit und Sicherheit. So wird die Figur im Nest zu einer echten Freude.",
    ],
    sections: [
      {
        heading: "Frühlingsneuheiten: was belegt ist",
        paragraphs: [
          (f) =>
            `Pop Mart bringt neue Serien allerdings zu unterschiedlichen Zeiten heraus. ${f.claim("price-big-into-energy-asia", 2)} Das war ein Start im Frühling, aber keine Oster-Edition.`,
          "Von eigenen Serien zu Ostern berichtet keine der hier verlinkten Quellen. Deshalb nennt dieser Beitrag keine angeblichen Osterneuheiten. Prüfen Sie Ankündigungen am besten im offiziellen Webshop. Gerüchte über besondere Editionen helfen Ihnen dagegen wenig.",
          "Für Sammler heißt das vor allem Gelassenheit. Eine Labubu zu Ostern muss keine neue Serie sein. Auch eine ältere Figur macht im Osternest Freude. Entscheidend ist, dass sie gefällt und echt ist.",
        ],
      },
      {
        heading: "Labubu zu Ostern im Osternest",
        paragraphs: [
          "Eine kleine Figur passt gut in ein Osternest. Sie liegt zwischen bunten Eiern und bleibt viel länger als die Schokolade. Gerade für Sammler ist das ein schönes Geschenk. Auch Kinder freuen sich über eine Figur zum Suchen.",
          "Eine Blindbox macht die Suche noch spannender. Erst beim Öffnen zeigt sich, welche Figur darin steckt. Dazu kommt also die Überraschung des Inhalts. So wird das Osternest zu einer doppelten Entdeckung.",
          "Verstecken Sie die Figur allerdings nicht im Garten, wenn es regnet. Nässe schadet Schachtel und Fell. Ein trockenes Versteck im Haus ist besser. Dort bleibt die Figur sauber und heil.",
        ],
      },
      {
        heading: "Bunte Figuren, echte Farben",
        paragraphs: [
          "Im Frühling sind helle, fröhliche Farben beliebt. Viele Figuren passen daher mit ihren Farben gut zur Jahreszeit. Bei Big into Energy hat zum Beispiel jede Figur ihre eigene Farbe. Das macht die Serie bunt und abwechslungsreich.",
          (f) =>
            `Achten Sie bei bunten Osterfiguren auf einen wichtigen Punkt. ${f.claim("authenticity-colours", 4)} Vergleichen Sie die Figur mit den offiziellen Produktbildern.`,
          "Vergleichen Sie am besten bei Tageslicht, weil Kunstlicht Farben stark verändert. Halten Sie die Figur dazu neben das offizielle Bild auf dem Bildschirm. So sehen Sie Abweichungen sofort.",
        ],
      },
      {
        heading: "Preise vor Ostern einordnen",
        paragraphs: [
          (f) =>
            `Fürs Osternest planen Sie mit den Preisen im Handel. ${f.claim("price-official-shop-austria", 5)} Für mehrere Kinder rechnen Sie entsprechend mehr.`,
          `Ein sehr günstiges Osterset ist selten echt. Vor dem Fest tauchen solche Angebote häufiger auf.`,
          (f) =>
            `Eine ganze Serie für mehrere Kinder braucht viele Boxen. ${f.claim("blindbox-expected-boxes-six", 1)} Eine Box pro Kind ist meist die bessere Idee. Doppelte lassen sich nach Ostern tauschen.`,
        ],
      },
      {
        heading: "Labubu zu Ostern auf Echtheit prüfen",
        paragraphs: [
          `Prüfen Sie die Figur, bevor sie ins Nest kommt. Zählen Sie die Zähne und scannen Sie auch den QR-Code auf dem Etikett.`,
          `Drehen Sie die Figur vor dem Verstecken um und sehen Sie sich den Fuß an, denn dort sitzt bei Originalen ein deutlicher Aufdruck. Welche Merkmale noch zählen, zeigt ${siteLink(sitePaths.checkPage, "die Seite zum Prüfen der Echtheit")}, damit ein Original im Nest landet und keine Kopie.`,
        ],
      },
      {
        heading: "Kinder und das Osternest",
        paragraphs: [
          (f) =>
            `Viele Osternester sind für Kinder gedacht, und gerade dort hat eine Kopie nichts verloren. ${f.claim("safety-eu-safety-gate", 5)} Für die Kleinsten bei der Eiersuche ist das ein ernstes Risiko.`,
          "Legen Sie nur geprüfte Figuren ins Nest. Achten Sie auf Ring und Hände. Ins Nest der Jüngsten gehört ohnehin keine Sammelfigur, ein Plüschtier ohne kleine Teile ist für sie die bessere Wahl.",
          "Bei älteren Kindern ist die Figur dagegen ein schönes Sammelstück. Erklären Sie, wie man sie pflegt und aufbewahrt. So lernen Kinder, sorgsam mit ihren Dingen umzugehen. Und die Freude hält länger.",
        ],
      },
      {
        heading: "Rechtzeitig vor Ostern bestellen",
        paragraphs: [
          `Bestellen Sie die Figur früh genug, denn vor dem Fest dauert die Lieferung oft länger. Prüfen Sie die Figur gleich nach der Lieferung.`,
          (f) =>
            `Seien Sie bei Shops mit großen Rabatten vorsichtig. ${f.claim("help-watchlist-labubu-warning", 4)} Prüfen Sie die Adresse eines Shops. Kaufen Sie lieber bei bekannten Händlern.`,
        ],
      },
      {
        heading: "Nach Ostern: Doppelte tauschen",
        paragraphs: [
          "Nach Ostern haben viele Familien doppelte Figuren. Das ist bei Blindboxen jedoch ganz normal. Tauschen Sie diese mit Freunden oder anderen Sammlern. So bekommt jedes Kind eine Figur, die es sich wünscht.",
          "Prüfen Sie auch beim Tausch jede Figur auf Echtheit. Kopien tauchen gerade nach Feiertagen häufig auf. Halten Sie Absprachen kurz schriftlich fest. So bleibt der Tausch fair für alle.",
        ],
      },
    ],
    prosCons: {
      heading: "Labubu zu Ostern: Stärken und Grenzen",
      lead: "Im Osternest macht eine Figur viel Freude, hat aber auch Grenzen.",
      prosLead: "Im Osternest überzeugt eine Figur hier:",
      consLead: "Weniger gut passt sie hier:",
      pros: [
        { label: "Bleibt länger", text: "Die Figur bleibt, wenn die Schokolade längst gegessen ist." },
        { label: "Doppelte Überraschung", text: "Suche und Blindbox machen das Nest spannend." },
        { label: "Frühlingsfarben", text: "Viele Figuren passen farblich gut zur Jahreszeit." },
      ],
      cons: [
        { label: "Keine Oster-Edition", text: "Eigene Serien zu Ostern sind nicht belegt." },
        { label: "Nichts für Kleinkinder", text: "Kleine Teile gehören nicht in Kinderhände." },
        { label: "Kopien vor Feiertagen", text: "Günstige Angebote vor Ostern sind oft gefälscht." },
      ],
    },
    local: {
      heading: "Labubu zu Ostern in Wien kaufen",
      paragraphs: [
        (f) =>
          `Wer in Wien kauft, findet mehrere Einkaufsorte. ${f.claim("vienna-mariahilfer-strasse", 3)} Ob ein Laden gerade Labubus im Sortiment hat, erfahren Sie am besten vorab.`,
        "Vor Ostern sind die Geschäfte oft voll. Gehen Sie am besten unter der Woche einkaufen. Dann haben Sie Zeit, die Figur zu prüfen. Außerdem ist die Auswahl zu Beginn der Woche oft größer.",
        "Auf Ostermärkten gibt es viele Geschenke, manchmal auch Figuren. Prüfen Sie diese genau und fragen Sie nach einem Beleg. Fehlt er, kaufen Sie lieber im Handel. So vermeiden Sie Kopien im Osternest.",
        "Bewahren Sie die Figur bis Ostern trocken und geschützt auf, am besten in ihrer Schachtel und fern von Sonne und Feuchtigkeit. Verstecken Sie sie erst am Morgen des Festes. So bleibt die Schachtel schön, und die Überraschung gelingt. Den Beleg legen Sie gut weg.",
        `Einkaufsorte in Wien mit Adresse und Anreise zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu zu Ostern ohne Mythen",
      paragraphs: [
        "Eine Labubu zu Ostern ist ein schönes Geschenk für das Nest. Eigene Osterneuheiten sind allerdings nicht belegt, Serien starten zu wechselnden Terminen. Auch eine ältere Figur macht viel Freude.",
        "Prüfen Sie Farben und Merkmale, achten Sie bei kleinen Kindern auf Sicherheit und bestellen Sie rechtzeitig. Dann wird das Osternest zu einem echten Highlight.",
      ],
    },
  },
  {
    topicId: "saisonal-5",
    angle:
      "Figuren reisen gut, wenn Ring, Sonne und Verlust bedacht sind; wer im Urlaub kauft, prüft die Echtheit und rechnet Abgaben für Sendungen nach Hause ein.",
    focusKeyphrase: "Labubu auf Reisen",
    keywords: ["Sommerurlaub", "Anhänger", "Einfuhrumsatzsteuer"],
    facts: [
      "import-duty-threshold",
      "price-big-into-energy-asia",
      "authenticity-discount",
      "authenticity-qr",
      "import-vat-no-threshold",
      "safety-lafufu-cpsc",
      "help-internet-ombudsstelle",
      "vienna-mariahilfer-strasse",
    ],
    seoTitle: "Labubu auf Reisen: Figuren sicher mitnehmen",
    metaDescription:
      "Labubu auf Reisen: So schützen Sie Figuren im Sommerurlaub vor Sonne und Verlust, prüfen Käufe im Ausland und rechnen Abgaben für Sendungen richtig ein.",
    intro: [
      (f) =>
        `Viele Sammler nehmen ihre Lieblingsfigur in den Sommerurlaub mit. Eine Labubu auf Reisen ist ein treuer Begleiter und ein beliebtes Fotomotiv. Trotzdem drohen unterwegs Sonne, Verlust und Schäden. Wer im Ausland kauft, sollte zudem die Regeln für Sendungen nach Österreich kennen, die etwa ${f.source("import-duty-threshold")} zusammenfasst.`,
      "Dieser Beitrag zeigt, wie Ihre Figur sicher reist und wie Sie Käufe im Urlaub prüfen. Außerdem geht es um die Abgaben, die anfallen, wenn Sie eine Figur nach Hause schicken lassen.",
    ],
    sections: [
      {
        heading: "Labubu auf Reisen mitnehmen",
        paragraphs: [
          "Ein Anhänger an der Tasche ist im Urlaub schnell dabei. Er begleitet Sie nämlich durch Städte, an Strände und in Museen. Genau dort ist er aber auch Risiken ausgesetzt. Ein Ring kann sich lösen, und eine Figur ist schnell verloren.",
          "Prüfen Sie den Ring vor der Abreise. Sitzt er fest, kann er bleiben. Wirkt er locker, nehmen Sie die Figur lieber in der Tasche mit. So kommt sie sicher wieder nach Hause.",
          "Besonders wertvolle Figuren bleiben besser daheim. Im Urlaub ist die Gefahr von Verlust und Diebstahl größer. Nehmen Sie lieber eine Figur mit, an der Ihr Herz nicht zu sehr hängt. Dann genießen Sie die Reise entspannter.",
          "Nehmen Sie für Labubu auf Reisen einen kleinen Beutel mit. Darin verschwindet die Figur, wenn es eng oder nass wird. Das schützt Fell und Ring zugleich. Ein Beutel braucht kaum Platz im Gepäck.",
        ],
      },
      {
        heading: "Die Figur unterwegs schützen",
        paragraphs: [
          "Sonne und Hitze setzen Figuren zu, denn direkte Sonne kann Farben mit der Zeit ausbleichen. Lassen Sie die Figur daher nicht in der prallen Sonne liegen. Lassen Sie die Figur nicht im heißen Auto liegen. Ein schattiger Platz in der Tasche ist besser.",
          "Auch Sand und Wasser schaden. Am Strand dringt zum Beispiel Sand in das Fell ein. Salzwasser kann Farben und Nähte angreifen. Packen Sie die Figur am Strand in einen kleinen Beutel.",
          "Für die Anreise eignet sich eine feste Box im Handgepäck. Dort wird die Figur nicht gedrückt. Im Koffer kann sie dagegen leicht zerquetscht werden. Eine Box schützt die Schachtel, falls Sie sie mitnehmen.",
        ],
      },
      {
        heading: "Fotos von Labubu auf Reisen",
        paragraphs: [
          "Viele Sammler fotografieren ihre Figur vor Sehenswürdigkeiten. Dadurch entsteht ein ganz eigenes Reisetagebuch. Die Figur steht dabei im Vordergrund, der Ort im Hintergrund. Solche Bilder sind eine schöne Erinnerung.",
          "Achten Sie beim Fotografieren auf sichere Plätze. Stellen Sie die Figur nicht an den Rand einer Mauer oder eines Geländers. Ein Windstoß genügt, und sie ist weg. Halten Sie die Figur im Zweifel lieber in der Hand.",
          "Fotos helfen bei einem Verlust. Sie zeigen, wie die Figur aussah. Notieren Sie Serie und Name. So können Sie gezielt nach einem Ersatz suchen.",
        ],
      },
      {
        heading: "Im Urlaub kaufen",
        paragraphs: [
          (f) =>
            `Im Ausland wirken Preise manchmal verlockend. ${f.claim("price-big-into-energy-asia", 0)} Solche Preise gelten aber nur zu einem bestimmten Zeitpunkt.`,
          (f) =>
            `Vorsicht ist allerdings bei sehr günstigen Angeboten auf Reisen geboten. ${f.claim("authenticity-discount", 4)} Gerade in Touristengegenden tauchen Kopien auf. Prüfen Sie jede Figur vor dem Kauf.`,
          (f) =>
            `Schauen Sie auf das Grinsen und prüfen Sie danach den QR-Code am Etikett. ${f.claim("authenticity-qr", 4)} Eine vollständige Liste der Merkmale bietet ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
        ],
      },
      {
        heading: "Sendungen nach Österreich",
        paragraphs: [
          (f) =>
            `Lassen Sie eine Figur aus einem Land außerhalb der EU nach Hause schicken, kommen Abgaben dazu. ${f.claim("import-duty-threshold", 1)} ${f.claim("import-vat-no-threshold", 3)} Rechnen Sie diese Kosten vor dem Kauf ein.`,
          `Ein günstiger Preis im Ausland schrumpft durch Versand und Abgaben oft. Vergleichen Sie deshalb immer mit dem Preis in Österreich.`,
          "Nehmen Sie eine Figur dagegen selbst im Gepäck mit, gelten andere Regeln. Diese hängen unter anderem vom Reiseland ab. Informieren Sie sich vor der Reise beim Finanzministerium. So gibt es bei der Rückkehr keine Überraschung.",
        ],
      },
      {
        heading: "Kinder auf Reisen",
        paragraphs: [
          (f) =>
            `Reisen Kinder mit, gilt besondere Vorsicht bei Figuren aus unbekannten Quellen. ${f.claim("safety-lafufu-cpsc", 8)} Kaufen Sie Geschenke für Kinder nicht auf gut Glück im Urlaub.`,
          "Prüfen Sie Ring und Hände auch bei Figuren, die Kinder bereits besitzen. Auf Reisen werden Anhänger stärker beansprucht. Ein loser Ring ist schnell verloren oder verschluckt. Ein kurzer Blick vor jedem Ausflug genügt.",
          "Packen Sie für Kinder lieber eine robuste Figur ein. Teure Sammelstücke bleiben zu Hause. So ist ein Verlust weniger schlimm. Und die Kinder genießen die Reise unbeschwert.",
        ],
      },
      {
        heading: "Wenn etwas passiert",
        paragraphs: [
          "Geht eine Figur verloren, helfen Fotos und Notizen. Melden Sie den Verlust im Hotel oder beim Fundbüro vor Ort. Manchmal taucht eine Figur wieder auf. Rechnen Sie aber nicht fest damit.",
          (f) =>
            `Haben Sie online bei einem Händler bestellt und gibt es Streit, sichern Sie Bestellung, Rechnung und Nachrichten. ${f.claim("help-internet-ombudsstelle", 3)}`,
        ],
      },
    ],
    prosCons: {
      heading: "Labubu auf Reisen: Stärken und Grenzen",
      lead: "Eine Figur als Reisebegleiter hat Charme, birgt aber auch Risiken.",
      prosLead: "Als Reisebegleiter spricht für die Figur:",
      consLead: "Unterwegs lauern diese Risiken:",
      pros: [
        { label: "Schöne Erinnerungen", text: "Fotos mit der Figur werden zu einem eigenen Reisetagebuch." },
        { label: "Leicht mitzunehmen", text: "Ein Anhänger braucht kaum Platz im Gepäck." },
        { label: "Gesprächsanlass", text: "Unterwegs kommen Sie leicht mit anderen Sammlern ins Gespräch." },
      ],
      cons: [
        { label: "Verlust", text: "Ein loser Ring ist unterwegs schnell verloren." },
        { label: "Sonne und Sand", text: "Hitze, Sand und Salzwasser schaden Fell und Farben." },
        { label: "Kopien im Ausland", text: "In Touristengegenden tauchen oft Fälschungen auf." },
      ],
    },
    local: {
      heading: "Labubu auf Reisen: ab Wien gut vorbereitet",
      paragraphs: [
        `Vor der Reise lohnt sich ein Blick in den offiziellen Webshop. Dort sehen Sie Bilder der aktuellen Serien. So erkennen Sie im Urlaub leichter, ob ein Angebot stimmig ist. Speichern Sie sich dazu ein paar Bilder auf dem Handy.`,
        (f) =>
          `Wer vor der Abreise noch in Wien einkauft, findet auf der Mariahilfer Straße viele Läden. ${f.claim("vienna-mariahilfer-strasse", 2)} Dort gibt es auch kleine Boxen und Beutel für den Transport.`,
        "Nach der Rückkehr prüfen Sie Ihre Figur in Ruhe. Entfernen Sie Sand und Staub mit einem weichen, trockenen Pinsel. Stellen Sie sie danach an einen schattigen Platz. So bleibt sie auch nach der Reise schön.",
        "Haben Sie im Urlaub gekauft, prüfen Sie die neue Figur zu Hause noch einmal. Vergleichen Sie sie mit den offiziellen Bildern. Heben Sie alle Belege auf. Fotografieren Sie Figur und Beleg gemeinsam.",
        `Adressen und Anreise weiterer Einkaufsorte finden Sie ${siteLink(sitePaths.shops, "in der Übersicht für Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu auf Reisen gut geschützt",
      paragraphs: [
        "Eine Labubu auf Reisen ist ein schöner Begleiter, wenn Sie ein paar Regeln beachten. Prüfen Sie den Ring vor der Abreise und schützen Sie die Figur vor Sonne, Sand und Wasser. Wertvolle Figuren bleiben besser daheim.",
        "Kaufen Sie im Urlaub nur nach sorgfältiger Prüfung und rechnen Sie Abgaben für Sendungen nach Hause ein. So bleibt die Reise in schöner Erinnerung.",
      ],
    },
  },
  {
    topicId: "saisonal-6",
    angle:
      "Ein Anhänger an der Schultasche muss vor allem sicher sein; Kopien brechen leicht und lösen Kleinteile, deshalb zählen Echtheit, fester Ring und Pflege.",
    focusKeyphrase: "Labubu-Anhänger für die Schultasche",
    keywords: ["Schulstart", "Sicherheit", "Kinder"],
    facts: [
      "safety-lafufu-cpsc",
      "safety-eu-safety-gate",
      "authenticity-sole",
      "price-official-shop-austria",
      "vienna-donau-zentrum",
    ],
    seoTitle: "Labubu-Anhänger für die Schultasche: sicher und echt",
    metaDescription:
      "Labubu-Anhänger für die Schultasche: Warum Kopien für Kinder riskant sind, wie Sie Echtheit und festen Ring prüfen und den Anhänger im Schulalltag pflegen.",
    intro: [
      (f) =>
        `Zum Schulstart wünschen sich viele Kinder einen Labubu-Anhänger für die Schultasche. Die Figur baumelt am Reißverschluss und sorgt für Gespräche auf dem Pausenhof. Eltern sollten dabei vor allem auf Sicherheit achten, denn die US-Behörde CPSC warnte vor Kopien, wie ${f.source("safety-lafufu-cpsc")} berichtete.`,
      "Dieser Beitrag zeigt, wie Sie einen sicheren und echten Anhänger finden. Es geht um Kopien, den Ring und die Pflege im Schulalltag. So bleibt der Anhänger eine Freude und wird kein Risiko.",
    ],
    sections: [
      {
        heading: "Warum Anhänger an der Schultasche so beliebt sind",
        paragraphs: [
          "Ein Anhänger macht die Schultasche unverwechselbar. Kinder zeigen damit, was ihnen gefällt. Außerdem erkennen sie ihre Tasche so leichter wieder. Gerade in großen Klassen ist das praktisch.",
          "Auf dem Pausenhof sind Anhänger oft ein Gesprächsthema. Kinder vergleichen Figuren und tauschen sich aus. Das kann Freundschaften fördern. Allerdings entsteht manchmal auch Druck, eine bestimmte Figur zu haben.",
          "Sprechen Sie mit Ihrem Kind über den Wert der Figur. Ein Anhänger ist ein Schmuckstück und kein Statussymbol. Wer das versteht, geht entspannter damit um. Und Streit um Figuren wird seltener.",
        ],
      },
      {
        heading: "Sicherheit beim Labubu-Anhänger für die Schultasche",
        paragraphs: [
          (f) =>
            `Beim Labubu-Anhänger für die Schultasche steht die Sicherheit an erster Stelle. ${f.claim("safety-lafufu-cpsc", 7)} Liegt die Schultasche zu Hause herum, kommen auch kleine Geschwister an den Anhänger.`,
          (f) =>
            `Auch in der EU gab es Warnungen. ${f.claim("safety-eu-safety-gate", 4)} Ein echter Anhänger an der Schultasche ist also auch eine Frage der Sicherheit.`,
          "Gerade an der Schultasche wird ein Anhänger stark beansprucht. Er schlägt gegen Türen, Bänke und andere Taschen. Eine Kopie hält das oft nicht lange aus. Ein Original ist die bessere Wahl.",
        ],
      },
      {
        heading: "Den Ring prüfen und sichern",
        paragraphs: [
          "Prüfen Sie den Ring vor dem ersten Schultag. Ziehen Sie vorsichtig daran. Er sollte fest sitzen und sich nicht verbiegen. Gibt er nach, ist Vorsicht geboten.",
          "Befestigen Sie den Anhänger an einer stabilen Stelle der Schultasche. Ein fester Griff oder eine Schlaufe eignet sich besser als ein dünner Reißverschluss. So reißt der Anhänger nicht so leicht ab. Außerdem baumelt er weniger.",
          "Kontrollieren Sie den Ring regelmäßig, zum Beispiel einmal in der Woche. Ein kurzer Blick genügt. So bemerken Sie Schäden früh. Ein beschädigter Anhänger bleibt dann lieber zu Hause.",
        ],
      },
      {
        heading: "Einen echten Anhänger erkennen",
        paragraphs: [
          (f) =>
            `Der erste Blick gilt den Zähnen. Drehen Sie den Anhänger danach um. ${f.claim("authenticity-sole", 4)} Fehlt der Aufdruck oder ist er verschmiert, kaufen Sie nicht.`,
          `Halten Sie zudem die Kamera Ihres Handys auf den QR-Code am Etikett. Die angezeigte Adresse sollte zum Hersteller gehören. Nehmen Sie sich für die übrigen Merkmale ein paar Minuten Zeit; ${siteLink(sitePaths.checkPage, "der Echtheits-Check")} erklärt sie der Reihe nach.`,
          "Ein Labubu-Anhänger für die Schultasche sollte zu den offiziellen Bildern passen. Vergleichen Sie Farben und Form bei Tageslicht. Achten Sie auch auf auffällige Abweichungen. Fragen Sie im Zweifel nach einem Beleg.",
        ],
      },
      {
        heading: "Preise zum Schulstart",
        paragraphs: [
          (f) => `${f.claim("price-official-shop-austria", 6)} Zum Schulstart kommen ohnehin viele Ausgaben zusammen.`,
          `Zum Schulstart locken auch auffällig billige Anhänger. Ein billiger Anhänger kann aber teuer werden, wenn er am ersten Schultag bricht.`,
          `Prüfen Sie einen bestellten Anhänger gleich nach der Lieferung. Meiden Sie Shops mit großen Rabatten.`,
        ],
      },
      {
        heading: "Verlust und Streit vermeiden",
        paragraphs: [
          "In der Schule gehen Dinge schnell verloren. Ein Anhänger kann abreißen oder verschwinden. Besprechen Sie mit Ihrem Kind, was dann passiert. So ist die Enttäuschung kleiner, wenn es einmal so weit ist.",
          "Manche Schulen haben Regeln für Anhänger und Spielzeug. Fragen Sie im Zweifel bei der Lehrkraft nach. So vermeiden Sie Ärger im Unterricht. Ein Anhänger darf Freude machen, aber nicht stören.",
          "Auch Tauschgeschäfte auf dem Pausenhof können zu Streit führen. Erklären Sie Ihrem Kind, dass ein Tausch fair sein sollte. Größere Tauschgeschäfte besprechen Kinder besser vorher mit den Eltern. So bleibt der Frieden gewahrt.",
          "Fotografieren Sie den Anhänger schon zu Hause. Bei einem Verlust haben Sie so ein Bild für das Fundbüro der Schule. Notieren Sie Serie und Name der Figur. So lässt sich der Anhänger leichter beschreiben.",
        ],
      },
      {
        heading: "Den Anhänger pflegen",
        paragraphs: [
          "Ein Anhänger an der Schultasche wird schnell schmutzig. Staub entfernen Sie mit einem weichen, trockenen Pinsel. Wasser und Reinigungsmittel schaden dagegen Fell und Farben. Bei Regen hilft eine kleine Schutzhülle.",
          "Nehmen Sie den Anhänger in den Ferien ab. So hat er eine Pause vom Schulalltag. Stellen Sie ihn an einen trockenen Platz ohne direkte Sonne. Dann bleibt er lange schön.",
          "Prüfen Sie zudem nach jedem Schulmonat kurz die Nähte. Offene Stellen lassen sich früh oft noch beheben. Später reißt eine Naht dagegen leicht weiter. Ein paar Sekunden Kontrolle sparen hier viel Ärger.",
        ],
      },
    ],
    prosCons: {
      heading: "Ein Anhänger für die Schultasche: Stärken und Grenzen",
      lead: "Ein Anhänger macht die Schultasche persönlich, verlangt aber Aufmerksamkeit.",
      prosLead: "Auf der Schultasche spricht für einen Anhänger:",
      consLead: "Im Schulalltag braucht er diese Aufmerksamkeit:",
      pros: [
        { label: "Persönliche Note", text: "Die Schultasche wird unverwechselbar." },
        { label: "Gesprächsanlass", text: "Anhänger bringen Kinder ins Gespräch." },
        { label: "Sicher als Original", text: "Originale erwiesen sich in einem Test als sicher." },
      ],
      cons: [
        { label: "Risiko durch Kopien", text: "Gefälschte Anhänger brechen leicht und lösen Kleinteile." },
        { label: "Verlust", text: "In der Schule geht ein Anhänger schnell verloren." },
        { label: "Druck unter Kindern", text: "Begehrte Figuren können Neid und Streit auslösen." },
      ],
    },
    local: {
      heading: "Den Anhänger für die Schultasche in Wien kaufen",
      paragraphs: [
        (f) =>
          `Wer in Wien kauft, kann den Anhänger vorher in die Hand nehmen. ${f.claim("vienna-donau-zentrum", 2)} Ein kurzer Anruf klärt, ob ein Laden gerade Labubus anbietet.`,
        "Vor dem Schulstart sind viele Geschäfte voll. Gehen Sie früh im Sommer einkaufen. Dann haben Sie Zeit, den Anhänger zu prüfen. Außerdem ist die Auswahl oft größer.",
        "Nehmen Sie Ihr Kind zum Einkauf mit, wenn es alt genug ist. So sucht es sich selbst eine Figur aus, und die Freude am ersten Schultag ist umso größer. Prüfen Sie gemeinsam den Ring und die Merkmale. Dabei lernt Ihr Kind gleich, worauf es ankommt.",
        "Verlangen Sie einen Beleg und heben Sie ihn auf, damit Sie bei einem Mangel etwas in der Hand haben. Fotografieren Sie den Anhänger zudem. Das hilft, falls er verloren geht.",
        `Mehr Orte zum Einkaufen nennt ${siteLink(sitePaths.shops, "die Liste der Einkaufsorte in Wien")}, jeweils mit Anreise.`,
      ],
    },
    conclusion: {
      heading: "Fazit: ein Labubu-Anhänger für die Schultasche mit Sicherheit",
      paragraphs: [
        "Ein Labubu-Anhänger für die Schultasche macht Kindern viel Freude. Wichtig ist vor allem die Sicherheit, denn Kopien brechen leicht und lösen Kleinteile. Kaufen Sie ein Original und prüfen Sie den Ring.",
        "Pflegen Sie den Anhänger und sprechen Sie mit Ihrem Kind über Verlust und Tausch. Dann begleitet die Figur Ihr Kind sicher durch das Schuljahr.",
      ],
    },
  },
  {
    topicId: "saisonal-7",
    angle:
      "Eine Übersicht belegter Halloween-Editionen gibt es nicht; wer zu Halloween kauft, vergleicht jede Themenfigur mit den offiziellen Bildern und meidet angebliche Sondereditionen.",
    focusKeyphrase: "Labubu zu Halloween",
    keywords: ["Halloween-Editionen", "Themenfiguren", "Fälschungen"],
    facts: [
      "help-watchlist-labubu-warning",
      "authenticity-nose",
      "authenticity-colours",
      "authenticity-sole",
      "authenticity-discount",
      "vienna-mariahilfer-strasse",
    ],
    seoTitle: "Labubu zu Halloween: Editionen und Fälschungen",
    metaDescription:
      "Labubu zu Halloween: Was über Halloween-Editionen belegt ist, wie Sie Themenfiguren mit offiziellen Bildern vergleichen und Sondereditionen prüfen.",
    intro: [
      (f) =>
        `Im Herbst suchen viele Sammler nach einer Labubu zu Halloween. Gruselige Farben und schaurige Kostüme passen gut zur Figur mit dem breiten Grinsen. Eine belegte Übersicht aller Halloween-Editionen gibt es allerdings nicht. Sicher ist dagegen, dass Betrüger beliebte Anlässe nutzen, wie die Warnungen der ${f.source("help-watchlist-labubu-warning")} zeigen.`,
      "Dieser Beitrag nennt keine erfundenen Editionen. Er zeigt stattdessen, wie Sie eine Themenfigur prüfen und angebliche Sondereditionen einordnen. So wird Halloween für Sammler nicht zum Schreck.",
    ],
    sections: [
      {
        heading: "Halloween-Editionen: was belegt ist",
        paragraphs: [
          "Über Halloween-Editionen gibt es im Netz viele Bilder und Gerüchte. Welche davon offizielle Figuren zeigen, lässt sich allerdings oft nicht prüfen. Eine belegte Liste nennt keine der hier verlinkten Quellen. Deshalb nennt dieser Beitrag keine Namen oder Termine.",
          "Prüfen Sie Ankündigungen am besten im offiziellen Webshop. Dort sehen Sie, welche Figuren der Hersteller tatsächlich anbietet. Was dort fehlt, sollten Sie besonders kritisch prüfen. Ein Bild im Netz ist noch kein Beweis.",
          "Für Sammler bedeutet das vor allem Vorsicht. Eine Labubu zu Halloween muss keine eigene Edition sein. Auch eine Figur in dunklen Farben passt gut zum Anlass. Entscheidend ist, dass sie echt ist.",
          "Wer trotzdem eine Labubu zu Halloween sucht, findet oft Figuren in passenden Farben. Dunkles Fell oder orange Töne wirken im Herbst besonders stimmig. Achten Sie dabei jedoch auf die Echtheit. Eine schöne Farbe ersetzt keine Prüfung.",
        ],
      },
      {
        heading: "Themenfiguren richtig vergleichen",
        paragraphs: [
          (f) =>
            `Jede Figur hat ihr eigenes Aussehen. Form und Farbe der Nase hängen zum Beispiel von der einzelnen Figur ab${f.use("authenticity-nose")}. Was bei einer Figur richtig ist, kann bei der nächsten falsch sein. Vergleichen Sie jede Themenfigur mit den offiziellen Bildern genau dieser Figur.`,
          (f) =>
            `Achten Sie dabei auf die Farben, gerade bei Halloween-Tönen wie Orange und Violett. ${f.claim("authenticity-colours", 5)} Vergleichen Sie deshalb jeden Farbton mit den offiziellen Bildern.`,
          "Vergleichen Sie bei Tageslicht und nicht erst am dunklen Halloween-Abend, denn Kunstlicht verändert Farben stark, vor allem dunkle Töne. Halten Sie die Figur neben das offizielle Bild auf dem Bildschirm. So sehen Sie Abweichungen sofort.",
        ],
      },
      {
        heading: "Vorsicht bei angeblichen Sondereditionen",
        paragraphs: [
          "Rund um Halloween tauchen Angebote mit angeblichen Sondereditionen auf. Sie versprechen seltene Figuren, die es nur kurz gibt. Oft fehlt jedoch jeder Nachweis. Ein klangvoller Name macht noch keine echte Edition.",
          (f) =>
            `${f.claim("help-watchlist-labubu-warning", 6)} Gerade zu Anlässen wie Halloween sind solche Seiten aktiv. Prüfen Sie die Adresse jedes Shops genau.`,
          "Fragen Sie bei einer angeblichen Sonderedition nach der Quelle. Ein seriöser Händler kann sagen, woher die Figur stammt. Weicht er aus, ist Vorsicht geboten. Kaufen Sie im Zweifel lieber nicht.",
          "Seien Sie bei Vorbestellungen vorsichtig. Manche Seiten bieten Figuren an, die es angeblich bald gibt. Zahlen Sie dafür nicht an unbekannte Anbieter. Warten Sie lieber, bis die Figur offiziell erhältlich ist.",
        ],
      },
      {
        heading: "Labubu zu Halloween auf Echtheit prüfen",
        paragraphs: [
          `Zuerst kommt das Grinsen an die Reihe, auch bei Figuren in Kostümen. Ein Blick auf den QR-Code gehört ebenfalls zur Prüfung.`,
          `Sehen Sie sich auch den Fuß an, denn dort sitzt bei Originalen ein deutlicher Aufdruck. Alle weiteren Merkmale zählt ${siteLink(sitePaths.checkPage, "die Seite „Echtheit prüfen“")} auf, und die paar Minuten dafür lohnen sich vor dem Kauf einer Halloween-Figur.`,
        ],
      },
      {
        heading: "Preise und Rabatte zu Halloween",
        paragraphs: [
          `Auch vor Halloween ist der Preis im Handel der Maßstab. Eine Themenfigur kann darüber liegen, ein Spottpreis aber nicht.`,
          (f) =>
            `Auch eine angebliche Sonderedition zu Halloween ist zum Spottpreis verdächtig. ${f.claim("authenticity-discount", 0)} Ein Schnäppchen zu Halloween ist oft ein Trick.`,
        ],
      },
      {
        heading: "Figuren als Teil der Feier",
        paragraphs: [
          "Eine Labubu zu Halloween passt gut zur Dekoration. Stellen Sie sie zum Beispiel zwischen Kürbisse und Kerzen. Achten Sie dabei aber auf Abstand zu offenen Flammen. Fell und Kunststoff sollten nicht in die Nähe von Feuer kommen.",
          "Auch als Teil eines Kostüms ist ein Anhänger beliebt. Er hängt etwa an der Tasche oder am Gürtel. Prüfen Sie den Ring vorher auf einen festen Sitz. Beim Herumlaufen geht ein loser Anhänger schnell verloren.",
          "Nach der Feier kommt die Figur zurück an ihren Platz. Entfernen Sie Staub mit einem weichen, trockenen Pinsel. Stellen Sie sie an einen Ort ohne direkte Sonne. So bleibt sie bis zum nächsten Jahr schön.",
        ],
      },
      {
        heading: "Kinder beim Feiern",
        paragraphs: [
          `Halloween ist ein Fest für Kinder, und eine billige Kopie als Mitbringsel kann gefährlich werden, denn Kopien zerbrechen leicht.`,
          `Kaufen Sie Figuren für Kinder nur aus sicherer Quelle. Prüfen Sie die Figur gleich, wenn sie ankommt, und nicht erst am Halloween-Abend.`,
          "Achten Sie bei Partys zudem auf herumliegende Anhänger. Kleine Gäste greifen schnell danach. Räumen Sie Figuren mit Ring während der Feier weg. So bleibt das Fest für alle sicher.",
        ],
      },
    ],
    prosCons: {
      heading: "Labubu zu Halloween: Stärken und Grenzen",
      lead: "Zu Halloween macht eine Figur Spaß, doch Vorsicht gehört dazu.",
      prosLead: "Zu Halloween spricht für eine Figur:",
      consLead: "Vorsicht brauchen Sie hier:",
      pros: [
        { label: "Passt zum Anlass", text: "Das breite Grinsen passt gut zu schaurigen Festen." },
        { label: "Dekoration und Kostüm", text: "Eine Figur ergänzt Dekoration und Verkleidung." },
        { label: "Klare Prüfung", text: "Offizielle Bilder zeigen das richtige Aussehen jeder Figur." },
      ],
      cons: [
        { label: "Keine belegte Liste", text: "Eine Übersicht der Halloween-Editionen ist nicht belegt." },
        { label: "Angebliche Sondereditionen", text: "Viele Angebote versprechen seltene Figuren ohne Nachweis." },
        { label: "Rabatte als Falle", text: "Ein Spottpreis passt selten zu einer echten Themenfigur." },
      ],
    },
    local: {
      heading: "Labubu zu Halloween in Wien kaufen",
      paragraphs: [
        (f) =>
          `Wer in Wien kauft, kann die Figur vorher in die Hand nehmen. ${f.claim("vienna-mariahilfer-strasse", 0)} Fragen Sie vorher nach, ob ein Laden gerade Labubus anbietet.`,
        "Im Herbst bieten viele Geschäfte Halloween-Dekoration an. Figuren mit Labubu-Aufschrift zwischen Kürbissen verdienen einen genauen Blick. Fragen Sie nach Herkunft und Beleg. Prüfen Sie Zähne, Code und Farben vor dem Kauf.",
        "Gehen Sie lieber einige Tage vor Halloween einkaufen. Dann ist es in den Geschäften ruhiger. Sie haben mehr Zeit für die Prüfung. Und die Figur ist rechtzeitig für die Feier zu Hause.",
        "Heben Sie den Beleg auf und fotografieren Sie die Figur. So haben Sie alles beisammen, falls Fragen auftauchen. Ein Foto hilft außerdem, falls die Figur bei der Feier verloren geht.",
        `Wo Sie in Wien sonst noch schauen können, steht ${siteLink(sitePaths.shops, "in der Übersicht der Wiener Einkaufsorte")}. Nehmen Sie sich für den Einkauf etwas Zeit, denn ein Geschenk für den Valentinstag soll ja Freude machen und keine Eile ausstrahlen.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu zu Halloween ohne bösen Schreck",
      paragraphs: [
        "Eine Labubu zu Halloween passt gut zum Fest, doch eine belegte Liste der Halloween-Editionen gibt es nicht. Vergleichen Sie jede Themenfigur mit den offiziellen Bildern. Meiden Sie angebliche Sondereditionen ohne Nachweis und starke Rabatte.",
        "Prüfen Sie Zähne, Code und Farben und achten Sie bei Kindern auf kleine Teile. Dann bleibt der Schreck dem Kostüm vorbehalten.",
      ],
    },
  },
  {
    topicId: "saisonal-8",
    angle:
      "Starke Rabatte sind bei Labubu ein Warnsignal; am Black Friday zählen Preisvergleich mit dem offiziellen Webshop, die Adresse des Shops und die Rechte nach dem Kauf.",
    focusKeyphrase: "Labubu Black Friday",
    keywords: ["Rabatte", "Angebote prüfen", "Shops prüfen"],
    facts: [
      "authenticity-discount",
      "help-watchlist-labubu-warning",
      "price-official-shop-austria",
      "authenticity-fake-shop-prices",
      "authenticity-official-domain",
      "help-watchlist-internet",
      "import-vat-no-threshold",
      "import-duty-threshold",
      "legal-withdrawal-14-days",
      "legal-withdrawal-how",
      "help-internet-ombudsstelle",
      "vienna-donau-zentrum",
      "legal-exchange-goodwill",
    ],
    seoTitle: "Labubu Black Friday: Angebote kritisch prüfen",
    metaDescription:
      "Labubu Black Friday: Warum große Rabatte misstrauisch machen sollten, wie Sie Preise und Shops prüfen und welche Rechte Sie nach dem Kauf haben.",
    intro: [
      (f) =>
        `Am Black Friday locken überall Rabatte. Auch bei Black-Friday-Angeboten für Labubu ist die Versuchung groß. Doch gerade hier ist Vorsicht geboten. ${f.claim("authenticity-discount", 5)} So berichtete es ${f.source("authenticity-discount")}.`,
      "Dieser Beitrag zeigt, wie Sie Angebote kritisch prüfen. Es geht um Preise, Shops und Ihre Rechte nach dem Kauf. So wird der Tag der Rabatte nicht zum teuren Fehlkauf.",
    ],
    sections: [
      {
        heading: "Warum Rabatte bei Labubu skeptisch machen",
        paragraphs: [
          (f) =>
            `Beliebte Figuren sind oft knapp, und große Rabatte passen selten zu echten Figuren. ${f.claim("authenticity-discount", 3)} Ein großer Rabatt ist also eher ein Warnsignal als ein Glücksfall.`,
          (f) =>
            `${f.claim("help-watchlist-labubu-warning", 1)} Zwischen vielen echten Aktionen fallen solche Seiten kaum auf, denn viele Käufer entscheiden dann schnell.`,
          "Lassen Sie sich nicht vom Countdown drängen. Ein echtes Angebot hält auch einer kurzen Prüfung stand. Wer drängt, will Ihnen diese Prüfung ersparen. Genau das sollte Sie misstrauisch machen.",
        ],
      },
      {
        heading: "Labubu Black Friday: Preise vergleichen",
        paragraphs: [
          (f) =>
            `Ein fairer Maßstab ist der Preis im Handel. ${f.claim("price-official-shop-austria", 4)} An solchen Werten messen Sie jedes Black-Friday-Angebot für Labubu.`,
          (f) =>
            `${f.claim("authenticity-fake-shop-prices", 3)} Ein angeblicher Rabatt ändert daran nichts. Bleiben Sie bei sehr günstigen Preisen skeptisch.`,
          "Prüfen Sie außerdem, ob der alte Preis stimmt. Manche Shops erhöhen den Preis vorher, um den Rabatt größer wirken zu lassen. Ein Vergleich mit dem Webshop zeigt, ob ein Angebot wirklich günstig ist. Oft ist der Unterschied kleiner als gedacht.",
          "Notieren Sie sich die Preise schon einige Tage vor dem Black Friday. So erkennen Sie, ob ein Angebot wirklich günstiger ist. Ein Foto vom Preis genügt dafür. Am Tag selbst vergleichen Sie dann in Ruhe.",
        ],
      },
      {
        heading: "Shops und Adressen prüfen",
        paragraphs: [
          (f) =>
            `${f.claim("authenticity-official-domain", 4)} Lesen Sie die Adresse bis zum Ende, auch wenn die Seite wie ein Black-Friday-Angebot des Herstellers aussieht.`,
          "Prüfen Sie das Impressum eines Shops. Fehlen Name und Anschrift, ist Vorsicht geboten. Neue Shops ohne Bewertungen sind ebenfalls ein Warnsignal. Suchen Sie den Namen des Shops zusammen mit dem Wort Warnung.",
          (f) =>
            `Wirkt ein Black-Friday-Shop verdächtig, melden Sie ihn und warnen so auch andere Käufer. ${f.claim("help-watchlist-internet", 2)}`,
        ],
      },
      {
        heading: "Angebote aus dem Ausland",
        paragraphs: [
          (f) =>
            `Viele Rabatte kommen von Shops außerhalb der EU. ${f.claim("import-vat-no-threshold", 0)} ${f.claim("import-duty-threshold", 2)}`,
          "Ein scheinbar großer Rabatt schrumpft dadurch schnell. Rechnen Sie Versand, Steuer und Zoll dazu. Erst die Summe zeigt, ob sich ein Angebot lohnt. Oft ist der Kauf in Österreich am Ende günstiger.",
          "Dazu kommt das Risiko bei Problemen. Bei Händlern außerhalb der EU ist eine Rücksendung oft mühsam. Auch Streitfälle lassen sich schwerer klären. Ein kleiner Rabatt wiegt das selten auf.",
        ],
      },
      {
        heading: "Ihre Rechte nach dem Kauf",
        paragraphs: [
          (f) => `Auch bei Schnäppchen lohnt ein Blick auf Ihre Rechte. ${f.claim("legal-withdrawal-14-days", 7)}`,
          (f) =>
            `${f.claim("legal-withdrawal-how", 0)} Heben Sie Ihre Nachricht und die Antwort des Händlers auf. Prüfen Sie die Figur gleich nach der Lieferung.`,
        ],
      },
      {
        heading: "Wenn der Shop nicht liefert",
        paragraphs: [
          "Manche Shops liefern nach dem Black Friday gar nicht. Warten Sie nicht zu lange, wenn die Lieferung ausbleibt. Schreiben Sie dem Shop und fordern Sie die Lieferung ein. Sichern Sie alle Nachrichten.",
          (f) =>
            `Antwortet der Shop nach dem Black Friday nicht, bleiben Sie hartnäckig. ${f.claim("help-internet-ombudsstelle", 2)} Legen Sie Bestellung, Rechnung und Nachrichten bereit.`,
          "Haben Sie mit Karte gezahlt, fragen Sie zudem bei Ihrer Bank nach, ob sie Käufern in einem solchen Fall hilft. Klären Sie das möglichst früh.",
        ],
      },
      {
        heading: "Lohnt sich ein Rabatt überhaupt?",
        paragraphs: [
          `Ein echter Rabatt auf eine originale Figur ist selten, aber nicht unmöglich. Prüfen Sie in diesem Fall Händler, Preis und Adresse besonders genau. Kaufen Sie nur, wenn alles passt, und prüfen Sie die Figur vorher mit ${siteLink(sitePaths.checkPage, "dem Echtheits-Check")}.`,
          "Oft ist der beste Kauf aber der, den Sie gar nicht machen. Wer nur wegen eines Rabatts kauft, bereut es später häufig. Fragen Sie sich deshalb, ob Sie die Figur auch zum normalen Preis wollen. Lautet die Antwort nein, lassen Sie das Angebot ziehen.",
        ],
      },
    ],
    prosCons: {
      heading: "Labubu Black Friday: Stärken und Grenzen",
      lead: "Der Black Friday bietet manchmal Chancen, birgt aber vor allem Risiken.",
      prosLead: "Am Black Friday kann ein Kauf diese Vorteile haben:",
      consLead: "Oft überwiegen aber die Risiken:",
      pros: [
        { label: "Echte Chancen möglich", text: "Bei seriösen Händlern gibt es manchmal faire Aktionen." },
        { label: "Online gekauft", text: (f) => f.claim("legal-withdrawal-14-days", 4) },
        { label: "Preise im Vergleich", text: "Viele Angebote lassen sich in Ruhe vergleichen." },
      ],
      cons: [
        { label: "Rabatte als Warnsignal", text: "Ein Spottpreis passt selten zu einer knappen Figur." },
        { label: "Betrügerische Shops", text: "Manche Seiten liefern gar nichts." },
        { label: "Zeitdruck", text: "Countdowns verleiten zu schnellen Käufen." },
      ],
    },
    local: {
      heading: "Labubu Black Friday in Wien",
      paragraphs: [
        (f) =>
          `Auch Wiener Läden locken am Black Friday mit Aktionen. ${f.claim("vienna-donau-zentrum", 0)} Ob ein Laden gerade Labubus im Sortiment hat, erfahren Sie am besten vorab.`,
        "Im Geschäft können Sie die Figur vor dem Kauf prüfen. Das ist ein großer Vorteil gegenüber Online-Angeboten. Zählen Sie die Zähne und scannen Sie den Code. Verlangen Sie einen Beleg.",
        "Am Black Friday sind die Läden voll. Planen Sie genug Zeit ein. Lassen Sie sich vom Trubel nicht zu schnellen Käufen drängen. Eine kurze Pause hilft oft bei der Entscheidung.",
        (f) =>
          `${f.claim("legal-exchange-goodwill", 1)} Fragen Sie deshalb vor dem Kauf und notieren Sie die Antwort auf dem Beleg. Gerade bei Aktionsware ist das wichtig.`,
        `Einkaufsorte in Wien mit Adresse und Anreise zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu Black Friday mit kühlem Kopf",
      paragraphs: [
        "Ein Black-Friday-Angebot für Labubu verdient einen kritischen Blick. Bleiben Sie bei starken Rabatten skeptisch, denn betrügerische Shops nutzen diesen Tag. Vergleichen Sie jeden Preis mit dem offiziellen Webshop und prüfen Sie die Adresse.",
        "Kennen Sie Ihre Rechte nach dem Kauf und sichern Sie alle Unterlagen. Dann ist der Black Friday eine Gelegenheit und keine Falle.",
      ],
    },
  },
];
