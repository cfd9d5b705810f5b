import { siteLink, sitePaths } from "./links";
import type { BriefList } from "./types";

/**
 * Briefs of the list "Authentizität" (offered by Sammler-Guides and Produkt-Reviews): each carries
 * the guide's steps and mistakes and the review's strengths and limits.
 */
export const authentizitaetBriefs: BriefList<"authentizitaet"> = [
  {
    topicId: "authentizitaet-1",
    angle:
      "Die Zahl und Form der Zähne ist das schnellste Merkmal, um eine Fälschung zu erkennen, aber kein Beweis für sich allein.",
    focusKeyphrase: "Labubu Zähne",
    keywords: ["Fälschung erkennen", "neun Zähne", "Echtheit prüfen"],
    facts: [
      "authenticity-teeth",
      "background-kasing-lung",
      "background-nine-teeth",
      "authenticity-colours",
      "authenticity-qr",
      "authenticity-fake-shop-prices",
      "legal-warranty-two-years",
      "legal-withdrawal-private-sales",
      "safety-lafufu-cpsc",
      "help-watchlist-internet",
    ],
    seoTitle: "Labubu Zähne zählen: So erkennen Sie Fälschungen",
    metaDescription: (f) =>
      `Labubu-Zähne zählen lohnt sich: ${f.claim("authenticity-teeth", 2)} So prüfen Sie Zahl und Form und erkennen Fälschungen.`,
    intro: [
      (f) =>
        `Die Zähne einer Labubu zu zählen, ist der schnellste Test auf Echtheit. ${f.claim("authenticity-teeth", 1)} Darauf weist auch die US-Behörde CPSC hin, wie ${f.source("authenticity-teeth")} berichtete.`,
      "Dieser Beitrag zeigt, wie Sie richtig zählen und was die Form der Zähne verrät. Außerdem lesen Sie, welche Merkmale Ihr Ergebnis absichern. Ein einzelnes Merkmal kann nämlich täuschen, mehrere zusammen aber kaum.",
    ],
    sections: [
      {
        heading: "Warum die Zähne so viel verraten",
        paragraphs: [
          (f) =>
            `Das breite Grinsen ist das Erkennungszeichen der Figur. Es stammt aus der Bilderbuchwelt „The Monsters“ des Künstlers Kasing Lung${f.use("background-kasing-lung")}. ${f.claim("background-nine-teeth", 1)} Genau so sehen auch die Figuren von Pop Mart aus.`,
          "Bei Kopien geraten Zahl und Form der Zähne dagegen oft aus dem Takt. Manche haben einen Zahn zu viel, andere einen zu wenig. Häufig sind die Spitzen auch ungleich groß oder nur aufgemalt. Ein Original zeigt hingegen gleichmäßig geformte Zähne mit sauberen Kanten.",
          "Das Grinsen sitzt zudem mitten im Gesicht. Auf Fotos eines Angebots ist es meist gut zu erkennen. So eignet sich der Zahntest schon für die erste Auswahl am Bildschirm. Bei einer ungeöffneten Blindbox hilft er allerdings nicht, weil die Figur verdeckt in der Schachtel steckt.",
        ],
      },
      {
        heading: "Labubu-Zähne zählen: darauf kommt es an",
        paragraphs: [
          "Zum Zählen brauchen Sie kein Werkzeug, aber gutes Licht. Im Halbdunkel verschwimmen die hellen Spitzen leicht mit dem Mund. Tageslicht am Fenster reicht meistens aus. Drehen Sie die Figur dabei langsam, bis Sie jede Spitze klar sehen.",
          "Zählen Sie zuerst von links nach rechts und danach in die Gegenrichtung. Kommen Sie beide Male auf dasselbe Ergebnis, stimmt die Zahl. Achten Sie auf die Abstände zwischen den Zähnen. Beim Original wirken sie gleichmäßig, bei vielen Kopien eher zufällig.",
          "Auch die Kanten sagen viel. Echte Zähne sind plastisch geformt und heben sich sichtbar ab. Bei manchen Kopien sind sie dagegen flach gedruckt. Mit dem Fingernagel spüren Sie den Unterschied oft sofort.",
        ],
      },
      {
        heading: "Was das Grinsen allein nicht beweist",
        paragraphs: [
          (f) =>
            `Stimmt die Zahl, ist die Figur noch nicht sicher echt: Ein einzelnes Merkmal beweist wenig, erst mehrere zusammen ergeben ein Bild. ${f.claim("authenticity-colours", 1)} ${f.claim("authenticity-qr", 3)}`,
          (f) =>
            `Auch der Preis ist ein Hinweis. ${f.claim("authenticity-fake-shop-prices", 1)} Ein sehr günstiges Angebot mit stimmigen Zähnen verdient deshalb einen zweiten Blick.`,
        ],
      },
      {
        heading: "Wenn die Zahl nicht stimmt",
        paragraphs: [
          (f) =>
            `Haben Sie eine Figur mit falscher Zahl schon gekauft, kommt es auf den Verkäufer an. ${f.claim("legal-warranty-two-years", 1)} ${f.claim("legal-withdrawal-private-sales", 2)} Klären Sie vor einem privaten Kauf deshalb, ob der Verkäufer eine Rückgabe akzeptiert.`,
          (f) =>
            `Eine Fälschung gehört nicht in Kinderhände. ${f.claim("safety-lafufu-cpsc", 3)} Für kleine Kinder ist das gefährlich. ${f.claim("help-watchlist-internet", 1)}`,
        ],
      },
    ],
    steps: {
      heading: "Labubu-Zähne prüfen: Schritt für Schritt",
      lead: "So prüfen Sie das Grinsen in wenigen Minuten:",
      items: [
        {
          label: "Licht suchen",
          text: "Stellen Sie die Figur ins Tageslicht oder unter eine helle Lampe. So erkennen Sie auch kleine Kanten und flache Stellen.",
        },
        {
          label: "Figur ruhig halten",
          text: "Legen Sie die Figur auf den Tisch, statt sie in der Hand zu drehen. Dadurch bleibt der Blick auf das Grinsen stabil.",
        },
        {
          label: "Zweimal zählen",
          text: "Zählen Sie von einem Mundwinkel zum anderen. Danach zählen Sie in die Gegenrichtung, damit kein Zahn doppelt zählt.",
        },
        {
          label: "Form vergleichen",
          text: "Vergleichen Sie die Spitzen miteinander. Beim Original sind sie gleich groß und sauber geformt.",
        },
        {
          label: "Foto machen",
          text: "Fotografieren Sie das Grinsen von vorn. Am Bildschirm können Sie vergrößern und in Ruhe nachzählen.",
        },
        {
          label: "Weiterprüfen",
          text: "Halten Sie die offiziellen Produktbilder daneben. Erst danach prüfen Sie Farben, Etikett und QR-Code.",
        },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Zählen",
      lead: "Diese Fehler führen beim Zahntest am häufigsten zu einem falschen Ergebnis:",
      items: [
        {
          label: "Fremde Fotos",
          text: "Verkaufsfotos können eine andere Figur zeigen als die, die Sie bekommen. Bitten Sie um eigene Fotos des Verkäufers.",
        },
        {
          label: "Schlechtes Licht",
          text: "Im Halbdunkel verschwimmen die Kanten. Dann zählen Sie leicht einen Zahn zu viel oder zu wenig.",
        },
        {
          label: "Ein Merkmal allein",
          text: "Eine stimmige Zahl beweist noch nichts. Prüfen Sie zusätzlich Farbe, Preis und QR-Code.",
        },
        {
          label: "Zeitdruck",
          text: "Manche Verkäufer drängen auf eine schnelle Zusage. Nehmen Sie sich trotzdem die Minute zum Zählen.",
        },
        {
          label: "Nur die Vorderseite",
          text: "Wer nur von vorn zählt, übersieht leicht die äußeren Zähne. Drehen Sie die Figur auch nach links und rechts.",
        },
        {
          label: "Aufgemalte Zähne übersehen",
          text: "Von vorn wirken gedruckte Zähne fast echt. Schauen Sie auch seitlich auf das Grinsen.",
        },
      ],
    },
    prosCons: {
      heading: "Der Zahntest: Stärken und Grenzen",
      lead: "Der Blick auf die Zähne ist einfach, aber er hat Grenzen.",
      prosLead: "Für den Zahntest spricht:",
      consLead: "An diesen Stellen reicht er nicht:",
      pros: [
        { label: "Schnell", text: "Der Test dauert eine Minute und braucht kein Werkzeug." },
        {
          label: "Eindeutig",
          text: (f) => `Die Zahl steht fest. ${f.claim("authenticity-teeth", 5)}`,
        },
        { label: "Überall möglich", text: "Sie können auch bei einer Übergabe im Freien zählen." },
      ],
      cons: [
        { label: "Unscharfe Bilder", text: "Auf verwackelten Fotos lässt sich kaum sicher zählen." },
        { label: "Gute Kopien", text: "Manche Fälschung trifft die Zahl. Dann helfen erst weitere Merkmale." },
        { label: "Kein Beweis", text: "Auch ein stimmiges Grinsen ersetzt nicht den Blick auf Preis und Verkäufer." },
      ],
    },
    conclusion: {
      heading: "Fazit: erst zählen, dann weiter prüfen",
      paragraphs: [
        `Die Labubu-Zähne sind das schnellste Merkmal für die Echtheit. Zählen Sie immer nach, bevor Sie bezahlen. Stimmt die Zahl nicht, ist die Figur kein Original. Stimmt sie, prüfen Sie anschließend Farben, Preis und QR-Code. Alle weiteren Merkmale zeigt ${siteLink(sitePaths.authenticity, "die Übersicht der Merkmale auf der Startseite")}.`,
      ],
    },
  },
  {
    topicId: "authentizitaet-2",
    angle:
      "Das „Herz auf der Nasenspitze“ ist kein belegtes Merkmal; die Nase muss zu den offiziellen Bildern genau dieser Figur passen.",
    focusKeyphrase: "Labubu Nase",
    keywords: ["Herz auf der Nase", "Secret-Figur", "Produktbilder"],
    facts: ["authenticity-nose", "series-exciting-macaron", "authenticity-teeth", "authenticity-discount"],
    seoTitle: "Labubu Nase prüfen: Was am Herz-Mythos dran ist",
    metaDescription:
      "Labubu-Nase prüfen statt Mythen glauben: Ein Herz auf der Nasenspitze ist nicht belegt. So vergleichen Sie Form und Farbe mit den offiziellen Bildern.",
    intro: [
      (f) =>
        `Wer eine Labubu prüft, schaut oft zuerst auf die Nase. Im Netz liest man, ein Original trage ein Herz auf der Nasenspitze. Für diese Regel gibt es allerdings keine belastbare Quelle. Laut ${f.source("authenticity-nose")} hängen Form und Farbe der Nase dagegen von der einzelnen Figur ab.`,
      "Dieser Beitrag erklärt, wie Sie die Nase richtig prüfen. Außerdem zeigt er, warum ein Vergleich mit den offiziellen Bildern mehr bringt als jede Faustregel. Am Ende wissen Sie, welche Merkmale Sie zusätzlich prüfen sollten.",
    ],
    sections: [
      {
        heading: "Labubu-Nase: Mythos und Wirklichkeit",
        paragraphs: [
          "Die Geschichte vom Herz auf der Nase hält sich hartnäckig. Sie klingt einfach und lässt sich leicht weitersagen. Belegt ist sie trotzdem nicht. Weder Pop Mart noch die Warnungen der Behörden nennen ein solches Merkmal.",
          (f) =>
            `Belegt ist dagegen etwas anderes. Bei den regulären Figuren der Serie Exciting Macaron hat die Nase die Farbe des Fells${f.use("series-exciting-macaron")}. Bei der Secret-Figur Chestnut Cocoa ist sie rot. Die Nase folgt also dem Design der jeweiligen Figur und nicht einer festen Regel.`,
        ],
      },
      {
        heading: "Warum es auf die einzelne Figur ankommt",
        paragraphs: [
          "Jede Serie hat eigene Figuren mit eigenen Farben. Was bei der einen Figur stimmt, kann bei der nächsten falsch sein. Eine rote Nase ist kein Zeichen für Echtheit. Sie ist nur dann richtig, wenn die Figur laut den offiziellen Bildern eine rote Nase hat.",
          "Umgekehrt gilt dasselbe. Eine angebliche Chestnut Cocoa mit einer Nase in Fellfarbe ist verdächtig. Bei einer regulären Figur wäre genau diese Nase hingegen richtig. Merken Sie sich also keine Regel, sondern vergleichen Sie jedes Mal neu.",
          "Auch die Form zählt. Eine echte Nase sitzt mittig und hat klare Ränder. Ist sie verrutscht oder unsauber lackiert, passt das nicht zu einem Original. Solche Fehler sehen Sie am besten von vorn und bei gutem Licht.",
        ],
      },
      {
        heading: "So nutzen Sie die offiziellen Produktbilder",
        paragraphs: [
          "Die offiziellen Produktbilder sind Ihr wichtigster Maßstab. Suchen Sie dort genau die Figur, die Sie prüfen wollen. Achten Sie auf den Namen und die Serie, denn viele Figuren sehen sich ähnlich. Vergrößern Sie danach das Gesicht auf dem Bildschirm.",
          "Legen Sie die Figur neben das Bild. Vergleichen Sie zuerst die Farbe der Nase und danach ihre Form. Prüfen Sie zudem, ob die Nase im gleichen Abstand zu den Augen sitzt. Kleine Abweichungen im Licht sind normal, eine andere Farbe jedoch nicht.",
        ],
      },
      {
        heading: "Die Labubu-Nase auf Fotos prüfen",
        paragraphs: [
          "Beim Online-Kauf sehen Sie die Labubu-Nase zuerst auf Fotos. Das reicht für eine erste Einschätzung, aber nicht für ein Urteil. Fotos können nämlich bearbeitet oder aus fremden Angeboten kopiert sein. Bitten Sie um eigene Aufnahmen des Verkäufers.",
          "Gute Fotos zeigen das Gesicht von vorn und bei Tageslicht. Zusätzlich hilft ein Bild von der Seite, weil Sie dann die Form der Nase besser sehen. Vergleichen Sie die Labubu-Nase danach mit dem offiziellen Bild. Passt die Farbe nicht, fragen Sie nach oder lassen Sie das Angebot aus.",
        ],
      },
      {
        heading: "Welche Merkmale die Nase ergänzen",
        paragraphs: [
          (f) =>
            `Die Nase allein reicht für ein Urteil nicht aus. Zählen Sie auch die Zähne. ${f.claim("authenticity-teeth", 3)} Auch die Farben verdienen einen Blick, bei Fell und Nase gleichermaßen.`,
          (f) =>
            `Ein sehr günstiger Preis ist ebenfalls ein Warnsignal. ${f.claim("authenticity-discount", 1)} Stimmen Nase, Zähne und Preis, spricht vieles für ein Original. Weitere Merkmale zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check dieser Website")}.`,
        ],
      },
    ],
    steps: {
      heading: "Die Nase prüfen: Schritt für Schritt",
      lead: "Mit diesen Schritten vergleichen Sie die Nase sorgfältig:",
      items: [
        { label: "Figur bestimmen", text: "Finden Sie heraus, welche Figur aus welcher Serie Sie vor sich haben." },
        {
          label: "Bild suchen",
          text: "Öffnen Sie das offizielle Produktbild genau dieser Figur. Fotos aus Angeboten eignen sich dafür nicht.",
        },
        {
          label: "Farbe vergleichen",
          text: "Halten Sie die Figur bei Tageslicht neben das Bild. Vergleichen Sie die Farbe der Nase.",
        },
        {
          label: "Form prüfen",
          text: "Achten Sie auf klare Ränder und eine mittige Lage. Verrutschte Nasen sind ein Warnsignal.",
        },
        {
          label: "Gegenprobe machen",
          text: "Prüfen Sie anschließend Zähne, Farben und QR-Code. Erst das Gesamtbild ergibt ein Urteil.",
        },
        { label: "Fotos sichern", text: "Fotografieren Sie das Gesicht der Figur. So können Sie später in Ruhe vergleichen." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei der Nase",
      lead: "Diese Fehler führen bei der Nase oft zu falschen Schlüssen:",
      items: [
        {
          label: "Herz-Regel glauben",
          text: "Wer nach einem Herz sucht, übersieht leicht die eigentlichen Merkmale. Vergleichen Sie stattdessen mit dem Bild.",
        },
        {
          label: "Falsche Figur als Vorlage",
          text: "Viele Figuren sehen sich ähnlich. Prüfen Sie zuerst Namen und Serie der Vorlage.",
        },
        { label: "Kunstlicht", text: "Unter warmem Licht wirken Farben anders. Vergleichen Sie daher lieber bei Tageslicht." },
        {
          label: "Kopierte Fotos",
          text: "Fotos aus einem Angebot zeigen nicht immer die Figur, die Sie bekommen. Fragen Sie nach eigenen Bildern.",
        },
        {
          label: "Nur ein Merkmal",
          text: "Eine passende Nase beweist noch nichts. Nehmen Sie immer Zähne, Farben und Code dazu.",
        },
      ],
    },
    prosCons: {
      heading: "Die Nase als Merkmal: Stärken und Grenzen",
      lead: "Die Nase ist ein nützliches, aber kein eindeutiges Merkmal.",
      prosLead: "Als Merkmal taugt die Nase so weit:",
      consLead: "Eindeutig ist sie hier nicht:",
      pros: [
        { label: "Gut sichtbar", text: "Die Nase sitzt mitten im Gesicht und ist auf jedem Foto zu sehen." },
        { label: "Klare Vorlage", text: "Offizielle Bilder zeigen für jede Figur die richtige Farbe." },
        { label: "Hilfreich bei Secret-Figuren", text: "Bei Chestnut Cocoa verrät eine falsche Nasenfarbe eine Kopie sofort." },
      ],
      cons: [
        { label: "Keine feste Regel", text: "Jede Figur hat ihre eigene Nase. Ein Merksatz hilft nicht weiter." },
        { label: "Abhängig vom Licht", text: "Farben wirken je nach Licht unterschiedlich." },
        { label: "Nicht ausreichend", text: "Für ein sicheres Urteil brauchen Sie weitere Merkmale." },
      ],
    },
    conclusion: {
      heading: "Fazit: vergleichen statt glauben",
      paragraphs: [
        "Ein Herz auf der Labubu-Nase ist kein belegtes Zeichen für Echtheit. Wichtig ist, dass Form und Farbe zu den offiziellen Bildern genau dieser Figur passen. Prüfen Sie die Nase immer im Vergleich und nie nach einer Faustregel. Nehmen Sie danach Zähne, Farben und QR-Code dazu. So erkennen Sie Fälschungen zuverlässiger als mit jedem Mythos.",
      ],
    },
  },
  {
    topicId: "authentizitaet-3",
    angle:
      "Der QR-Code führt bei Originalen auf popmart.com; wer die Adresse vor dem Öffnen prüft, erkennt Fälschungen und betrügerische Seiten.",
    focusKeyphrase: "Labubu QR-Code",
    keywords: ["QR-Code prüfen", "popmart.com", "Verpackung"],
    facts: [
      "authenticity-qr",
      "authenticity-official-domain",
      "help-watchlist-labubu-warning",
      "help-watchlist-internet",
      "legal-withdrawal-14-days",
      "authenticity-teeth",
    ],
    seoTitle: "Labubu QR-Code prüfen: So geht es richtig",
    metaDescription: (f) => `Labubu QR-Code prüfen: ${f.claim("authenticity-qr", 4)} So erkennen Sie falsche Seiten.`,
    intro: [
      (f) =>
        `Der QR-Code gehört bei Labubu zu den wichtigsten Merkmalen eines Originals. ${f.claim("authenticity-qr", 1)} Darauf weist die US-Behörde CPSC hin, wie ${f.source("authenticity-qr")} berichtete. ${f.claim("authenticity-qr", 5)} Manche Kopien tragen auch einen Code, der auf eine fremde Seite führt.`,
      "Dieser Beitrag zeigt, wo Sie den QR-Code einer Labubu finden und wie Sie ihn sicher scannen. Außerdem erfahren Sie, woran Sie eine falsche Adresse erkennen. Der Code hilft allerdings nur, wenn Sie genau hinsehen.",
    ],
    sections: [
      {
        heading: "Wo der Code sitzt und was er zeigt",
        paragraphs: [
          "Originale tragen den Code an zwei Stellen. Einer sitzt auf der Verpackung, ein weiterer zudem auf dem Etikett der Figur. Beide sollten auf eine Seite von Pop Mart führen. Fehlt der Code am Etikett, ist das bereits ein Warnsignal.",
          (f) =>
            `${f.claim("authenticity-official-domain", 1)} Alles andere gehört dagegen nicht zum Hersteller. Das gilt vor allem für Adressen, die fast gleich aussehen.`,
        ],
      },
      {
        heading: "Den QR-Code einer Labubu sicher scannen",
        paragraphs: [
          "Die meisten Handys lesen den QR-Code einer Labubu direkt mit der Kamera. Vor dem Öffnen zeigen sie dabei die Adresse als kleine Vorschau an. Genau diese Vorschau ist der wichtigste Moment der Prüfung. Lesen Sie sie vollständig, bevor Sie tippen.",
          "Öffnen Sie nur Seiten, deren Adresse auf die offizielle Domain endet. Geben Sie auf einer fremden Seite keine Daten ein. Eine Seite, die nach Zahlungsdaten fragt, hat nämlich mit einer Prüfung nichts zu tun. Schließen Sie sie in diesem Fall sofort.",
        ],
      },
      {
        heading: "Code auf Schachtel und Etikett vergleichen",
        paragraphs: [
          "Scannen Sie beide Codes nacheinander, wenn Sie die Figur in der Hand haben. Zuerst kommt die Schachtel, danach das Etikett. Beide Adressen sollten zu Pop Mart gehören. Zeigt einer der beiden Codes eine fremde Adresse, stimmt etwas nicht.",
          "Achten Sie dabei auch auf den Druck. Ein sauberer Code hat scharfe Kanten und lässt sich sofort lesen. Braucht das Handy dagegen viele Versuche, kann der Druck schlecht sein. Das ist zwar kein Beweis, aber ein Grund für einen zweiten Blick.",
        ],
      },
      {
        heading: "Falsche Adressen erkennen",
        paragraphs: [
          (f) =>
            `Betrüger wählen Adressen, die dem Original ähneln. ${f.claim("authenticity-official-domain", 2)} Auf den ersten Blick wirken sie vertraut. Beim genauen Lesen fällt jedoch der fremde Teil auf. Lesen Sie immer bis zum letzten Buchstaben.`,
          (f) =>
            `${f.claim("help-watchlist-labubu-warning", 2)} ${f.claim("help-watchlist-internet", 3)} Ihre Warnungen stehen auf der Website der ${f.source("help-watchlist-internet")}.`,
        ],
      },
      {
        heading: "Wenn der QR-Code einer Labubu falsch führt",
        paragraphs: [
          "Führt der QR-Code einer Labubu auf eine fremde Seite, kaufen Sie die Figur am besten nicht. Haben Sie schon bezahlt, sichern Sie zuerst Beweise. Machen Sie also Fotos vom Code, von der Adresse und vom Angebot. Heben Sie alle Nachrichten des Verkäufers auf.",
          (f) =>
            `Haben Sie bei einem Unternehmen online bestellt und führt der Code ins Leere, hilft Ihnen das Gesetz. ${f.claim("legal-withdrawal-14-days", 4)} Melden Sie die Seite danach, damit andere gewarnt sind.`,
        ],
      },
      {
        heading: "Was der Code nicht beweist",
        paragraphs: [
          "Ein passender Code ist ein gutes Zeichen, aber kein Beweis. Auch ein Aufdruck lässt sich nachmachen. Prüfen Sie immer weitere Merkmale. So verhindern Sie, dass eine gute Kopie allein durch den Code überzeugt.",
          (f) =>
            `Zählen Sie zum Beispiel die Zähne. ${f.claim("authenticity-teeth", 4)} Alle Merkmale im Überblick finden Sie ${siteLink(sitePaths.authenticity, "in der Übersicht der Merkmale auf der Startseite")}.`,
        ],
      },
    ],
    steps: {
      heading: "Den QR-Code prüfen: Schritt für Schritt",
      lead: "So prüfen Sie den Code, ohne ein Risiko einzugehen:",
      items: [
        { label: "Code finden", text: "Suchen Sie zuerst den Code auf der Schachtel und danach am Etikett der Figur." },
        { label: "Kamera öffnen", text: "Richten Sie die Kamera Ihres Handys ruhig auf den Code." },
        {
          label: "Vorschau lesen",
          text: "Lesen Sie die angezeigte Adresse vollständig. Achten Sie vor allem auf das Ende der Adresse.",
        },
        { label: "Nur Original öffnen", text: "Tippen Sie die Vorschau nur an, wenn die Adresse zu Pop Mart gehört." },
        { label: "Keine Daten eingeben", text: "Geben Sie auf der geöffneten Seite weder Passwörter noch Zahlungsdaten ein." },
        { label: "Weiterprüfen", text: "Prüfen Sie danach Zähne und Aufkleber. Erst dann haben Sie ein klares Bild." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Scannen",
      lead: "Diese Fehler machen den QR-Code-Test wertlos:",
      items: [
        { label: "Blind öffnen", text: "Wer die Vorschau überspringt, landet leicht auf einer falschen Seite." },
        {
          label: "Ähnliche Adressen übersehen",
          text: "Ein zusätzlicher Buchstabe genügt für eine fremde Seite. Lesen Sie die Adresse langsam.",
        },
        {
          label: "Nur die Schachtel prüfen",
          text: "Fehlt der Code am Etikett, ist das ein Warnsignal, auch wenn die Schachtel einen trägt.",
        },
        {
          label: "Dem Code allein trauen",
          text: "Ein Code lässt sich kopieren. Verlassen Sie sich nie auf dieses eine Merkmal.",
        },
        {
          label: "Daten eingeben",
          text: "Eine Prüfseite fragt nie nach Zahlungsdaten. Geben Sie auf einer Seite, die der Code öffnet, nichts ein.",
        },
      ],
    },
    prosCons: {
      heading: "Der QR-Code als Merkmal: Stärken und Grenzen",
      lead: "Der QR-Code ist schnell geprüft, hat aber klare Grenzen.",
      prosLead: "Für den Blick auf den QR-Code spricht:",
      consLead: "Diese Grenzen hat der Code:",
      pros: [
        { label: "Schnell erledigt", text: "Das Scannen dauert nur Sekunden und braucht nur ein Handy." },
        { label: "Klares Ziel", text: "Die offizielle Adresse ist bekannt und leicht zu lesen." },
        { label: "Warnt früh", text: "Ein fehlender Code am Etikett fällt sofort auf." },
      ],
      cons: [
        { label: "Kopierbar", text: "Auch Fälscher können einen echten Code abdrucken." },
        { label: "Risiko beim Öffnen", text: "Ein unachtsamer Klick führt womöglich auf eine betrügerische Seite." },
        { label: "Nur ein Baustein", text: "Der Code ersetzt den Blick auf Zähne und Verpackung nicht." },
      ],
    },
    conclusion: {
      heading: "Fazit: Adresse lesen, dann entscheiden",
      paragraphs: [
        `Der QR-Code ist bei Labubu ein schnelles und nützliches Merkmal. Entscheidend ist die Adresse, die er anzeigt. Gehört sie zu Pop Mart, ist das ein gutes Zeichen. Führt sie woanders hin, sollten Sie die Figur nicht kaufen. Sichern Sie dann Fotos vom Code und vom Angebot.`,
      ],
    },
  },
  {
    topicId: "authentizitaet-4",
    angle:
      "Der Pop-Mart-Aufdruck am linken Fuß und der UV-Stempel neuerer Ausgaben helfen beim Prüfen; ein Schriftzug allein beweist aber nichts.",
    focusKeyphrase: "Labubu Fuß",
    keywords: ["Pop Mart Logo", "UV-Stempel", "Fälschung"],
    facts: [
      "authenticity-sole",
      "authenticity-uv",
      "series-have-a-seat",
      "authenticity-logo",
      "authenticity-logo-not-proof",
      "authenticity-teeth",
    ],
    seoTitle: "Labubu Fuß prüfen: Logo, Aufdruck und UV-Stempel",
    metaDescription:
      "Labubu-Fuß prüfen: Originale tragen am linken Fuß einen deutlichen Pop-Mart-Aufdruck. So lesen Sie Logo und Stempel und erkennen Fälschungen.",
    intro: [
      (f) =>
        `Ein Blick auf den Labubu-Fuß verrät oft mehr als die Verpackung. ${f.claim("authenticity-sole", 1)} So beschreibt es ${f.source("authenticity-sole")}. Bei Fälschungen fehlt der Aufdruck häufig, oder er ist unsauber gedruckt.`,
      "Dieser Beitrag zeigt, wie Sie Aufdruck und Stempel prüfen. Außerdem erklärt er, warum ein einzelnes Merkmal noch nichts beweist. So vermeiden Sie den häufigsten Denkfehler beim Prüfen.",
    ],
    sections: [
      {
        heading: "Der Aufdruck am linken Fuß",
        paragraphs: [
          "Der Aufdruck sitzt bei Originalen am linken Fuß. Er ist deutlich lesbar und hat zudem gleichmäßige Linien. Nichts ist verschmiert, und die Buchstaben stehen gerade. Drehen Sie die Figur um und sehen Sie sich den Labubu-Fuß genau an.",
          "Bei Fälschungen fehlt der Aufdruck dagegen oft ganz. Manchmal ist er verschmiert oder lässt sich mit dem Finger abreiben. Auch Tippfehler kommen vor. Solche Mängel sind also ein klares Warnsignal.",
        ],
      },
      {
        heading: "Labubu-Fuß unter UV-Licht",
        paragraphs: [
          (f) =>
            `${f.claim("authenticity-uv", 1)} Eine kleine UV-Lampe reicht dafür aus. Im normalen Licht sehen Sie den Stempel am Labubu-Fuß dagegen nicht.`,
          "Wichtig ist eine Einschränkung. An welchem Fuß der Stempel bei welcher Serie sitzt, ist nicht verlässlich dokumentiert. Prüfen Sie beide Füße. Fehlt der Stempel bei einer älteren Figur, beweist das allein noch keine Fälschung.",
        ],
      },
      {
        heading: "Sitzende Figuren: der Fuß im Blick",
        paragraphs: [
          (f) =>
            `Bei manchen Serien sehen Sie die Füße besonders gut. Die Figuren der Serie Have a Seat sitzen und zeigen dabei ihre Fußsohlen${f.use("series-have-a-seat")}. Prüfen Sie gerade hier den Aufdruck am linken Fuß. Das geht oft sogar auf einem Foto des Angebots.`,
          "Bei stehenden Figuren müssen Sie die Labubu dagegen umdrehen. Halten Sie die Figur dabei am Körper und nicht am Anhänger. So schonen Sie Ring und Nähte. Danach sehen Sie beide Füße von unten.",
        ],
      },
      {
        heading: "Die UV-Lampe richtig einsetzen",
        paragraphs: [
          "Für den UV-Test genügt eine kleine Taschenlampe mit UV-Licht. Am besten prüfen Sie in einem abgedunkelten Raum. Dort leuchtet ein Stempel deutlicher als bei Tageslicht. Halten Sie die Lampe nah an den Fuß.",
          "Schauen Sie allerdings nicht direkt in das Licht der Lampe. Richten Sie es immer auf die Figur. Bewegen Sie die Lampe langsam über beide Füße. Zeigt sich kein Stempel, prüfen Sie die anderen Merkmale umso genauer.",
        ],
      },
      {
        heading: "Das Logo auf Verpackung und Etikett",
        paragraphs: [
          (f) =>
            `Auch das Logo auf Verpackung und Etikett hilft. ${f.claim("authenticity-logo", 1)} Die Kanten sind scharf, und die Farbe ist gleichmäßig. Ein blasses oder schiefes Logo passt dagegen nicht zu einem Original.`,
          (f) =>
            `Doch Vorsicht bei diesem Merkmal. ${f.claim("authenticity-logo-not-proof", 1)} Darauf weist die ${f.source("authenticity-logo-not-proof")} hin. Ein Logo ist also ein Hinweis, aber kein Nachweis der Echtheit.`,
        ],
      },
      {
        heading: "Weitere Merkmale zur Absicherung",
        paragraphs: [
          (f) =>
            `Kombinieren Sie den Blick auf den Fuß mit anderen Merkmalen. ${f.claim("authenticity-teeth", 6)} Scannen Sie außerdem den QR-Code auf dem Etikett.`,
          `Vergleichen Sie zudem den Preis, denn auch ein sauberer Aufdruck macht ein Schnäppchen nicht glaubwürdig. Passen Aufdruck, Zähne und Preis, spricht vieles für ein Original. Eine Übersicht aller Merkmale bietet ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
        ],
      },
    ],
    steps: {
      heading: "Den Labubu-Fuß prüfen: Schritt für Schritt",
      lead: "So prüfen Sie Aufdruck und Stempel gründlich:",
      items: [
        { label: "Figur umdrehen", text: "Halten Sie die Figur zuerst so, dass Sie beide Füße von unten sehen." },
        { label: "Aufdruck suchen", text: "Suchen Sie den Schriftzug von Pop Mart am linken Fuß." },
        {
          label: "Druck prüfen",
          text: "Achten Sie auf gerade Buchstaben und gleichmäßige Linien. Verschmierte Stellen sind ein Warnsignal.",
        },
        {
          label: "Mit dem Finger testen",
          text: "Reiben Sie vorsichtig mit dem Finger über den Aufdruck. Er sollte sich nicht lösen.",
        },
        {
          label: "UV-Licht nutzen",
          text: "Leuchten Sie beide Füße mit einer UV-Lampe ab. Neuere Originale zeigen im UV-Licht einen Stempel.",
        },
        { label: "Gesamtbild prüfen", text: "Prüfen Sie anschließend Zähne, QR-Code und Preis." },
        {
          label: "Ergebnis notieren",
          text: "Notieren Sie kurz, was Sie gefunden haben. Ein Foto vom Fuß gehört am besten dazu.",
        },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Prüfen der Füße",
      lead: "Diese Fehler führen beim Blick auf die Füße oft in die Irre:",
      items: [
        { label: "Falscher Fuß", text: "Der Aufdruck sitzt am linken Fuß. Wer nur rechts sucht, findet nichts." },
        {
          label: "Schriftzug für Beweis halten",
          text: "Prüfen Sie immer die Druckqualität und mehrere Merkmale, nicht nur den Namen.",
        },
        {
          label: "Stempel überbewerten",
          text: "Ein fehlender Stempel bei einer älteren Figur beweist allein noch keine Fälschung.",
        },
        {
          label: "Nur Fotos prüfen",
          text: "Auf Fotos sieht ein verschmierter Druck oft sauber aus. Bitten Sie um eine Nahaufnahme.",
        },
        {
          label: "Am Anhänger halten",
          text: "Wer die Figur beim Umdrehen am Ring hält, belastet Ring und Nähte. Halten Sie sie stattdessen am Körper.",
        },
      ],
    },
    prosCons: {
      heading: "Aufdruck und Stempel: Stärken und Grenzen",
      lead: "Aufdruck und Stempel sind hilfreich, aber nicht unfehlbar.",
      prosLead: "Aufdruck und Stempel helfen so:",
      consLead: "Unfehlbar sind sie nicht:",
      pros: [
        { label: "Leicht zu finden", text: "Der Aufdruck sitzt immer an derselben Stelle, am linken Fuß." },
        { label: "Aussagekräftiger Druck", text: "Verschmierte oder fehlende Aufdrucke verraten viele Kopien." },
        { label: "Zusatz durch UV-Licht", text: "Neuere Originale lassen sich mit einer kleinen Lampe zusätzlich prüfen." },
      ],
      cons: [
        { label: "Leicht zu kopieren", text: (f) => f.claim("authenticity-logo-not-proof", 0) },
        { label: "Unklare Lage des Stempels", text: "Welcher Fuß den Stempel trägt, ist nicht verlässlich dokumentiert." },
        { label: "Zusätzliches Werkzeug", text: "Für den UV-Test brauchen Sie eine eigene Lampe." },
      ],
    },
    conclusion: {
      heading: "Fazit: genau hinsehen, dann kombinieren",
      paragraphs: [
        "Der Labubu-Fuß ist eine der besten Stellen für eine schnelle Prüfung. Ein deutlicher, sauberer Aufdruck am linken Fuß passt zu einem Original. Fehlt er oder ist er verschmiert, sollten Sie misstrauisch werden. Ein einzelnes Merkmal beweist jedoch nichts. Nehmen Sie immer Zähne, QR-Code und Preis dazu.",
        "Eine UV-Lampe ist eine nützliche Ergänzung, vor allem bei neueren Figuren. Sie ersetzt aber nicht den genauen Blick auf den Druck. Prüfen Sie also zuerst mit den Augen und erst danach mit dem Licht.",
      ],
    },
  },
  {
    topicId: "authentizitaet-5",
    angle:
      "Schachtel, holografischer Aufkleber und Druck verraten viele Kopien; über ein bestimmtes Siegel gibt es dagegen keine belastbaren Angaben.",
    focusKeyphrase: "Labubu Verpackung",
    keywords: ["Hologramm Aufkleber", "Druckqualität", "Originalverpackung"],
    facts: [
      "authenticity-packaging",
      "authenticity-hologram",
      "authenticity-logo",
      "authenticity-logo-not-proof",
      "authenticity-colours",
      "authenticity-qr",
    ],
    seoTitle: "Labubu Verpackung prüfen: Schachtel, Hologramm, Druck",
    metaDescription:
      "Labubu-Verpackung prüfen: Schachtel, Aufkleber und Druck verraten viel. So erkennen Sie Kopien schon an der Schachtel, bevor Sie die Blindbox öffnen.",
    intro: [
      (f) =>
        `Die Labubu-Verpackung ist oft das Erste, was Sie von einer Figur sehen. Bei einer Blindbox bleibt die Figur ja bis zum Öffnen verborgen. Umso wichtiger ist der Blick auf Schachtel, Aufkleber und Druck, und die Originalverpackung sollten Sie deshalb aufheben. Der Ratgeber von ${f.source("authenticity-packaging")} beschreibt dafür Unterschiede zwischen Original und Kopie.`,
      "Dieser Beitrag erklärt, worauf Sie an der Schachtel achten. Außerdem zeigt er, was über Siegel und Folie bekannt ist und was nicht. So können Sie schon vor dem Öffnen einschätzen, ob ein Angebot stimmig ist.",
    ],
    sections: [
      {
        heading: "Was eine originale Verpackung ausmacht",
        paragraphs: [
          (f) =>
            `${f.claim("authenticity-packaging", 0)} Ob die Oberfläche dabei glatt oder strukturiert ist, beschreiben Ratgeber allerdings unterschiedlich. Verlassen Sie sich deshalb nicht auf das Gefühl unter den Fingern.`,
          "Fahren Sie einmal mit dem Finger über die Oberfläche. Eine leichte Struktur passt zu einem Original. Eine spiegelglatte Schachtel ist hingegen ein erstes Warnsignal. Allein entscheidet dieses Merkmal aber noch nichts.",
          "Sehen Sie sich die Kanten an. Eine sauber gefaltete Schachtel hat gerade Linien und keine Klebereste. Druckt ein Fälscher billig, verrutschen dagegen oft Farben an den Kanten. Solche Details fallen erst auf, wenn Sie die Schachtel langsam drehen. Nehmen Sie sich dafür eine halbe Minute Zeit.",
        ],
      },
      {
        heading: "Der holografische Aufkleber",
        paragraphs: [
          (f) =>
            `${f.claim("authenticity-hologram", 1)} Ein Hologramm schimmert je nach Blickwinkel in anderen Farben. Kippen Sie die Schachtel langsam im Licht.`,
          "Fehlt der Aufkleber ganz, ist das ein deutliches Warnsignal. Wirkt er wie ein flacher Druck ohne Schimmer, sollten Sie ebenfalls misstrauisch sein. Vergleichen Sie den Aufkleber zudem mit Fotos aus dem offiziellen Shop. So sehen Sie, wo er üblicherweise sitzt.",
          "Auf Fotos ist das Hologramm schwer zu beurteilen. Ein einzelnes Bild zeigt nämlich nur einen Blickwinkel. Bitten Sie um ein kurzes Video oder um zwei Fotos aus verschiedenen Winkeln. Ändert sich der Schimmer dabei, passt das zu einem echten Aufkleber.",
        ],
      },
      {
        heading: "Druckqualität: Logo, Schrift und Farben",
        paragraphs: [
          (f) =>
            `${f.claim("authenticity-logo", 0)} Die Schrift hat scharfe Kanten. Bei Kopien ist der Druck dagegen oft verschwommen oder verschoben. Auch Rechtschreibfehler kommen auf gefälschten Schachteln vor.`,
          (f) =>
            `Ein Logo allein beweist allerdings nichts. ${f.claim("authenticity-logo-not-proof", 0)} Achten Sie deshalb auf die Qualität des Drucks und nicht nur auf den Namen. ${f.claim("authenticity-colours", 2)}`,
        ],
      },
      {
        heading: "Siegel und Folie: was belegt ist",
        paragraphs: [
          "Viele Käufer achten auf eine Folie oder ein Siegel. Über ein bestimmtes Siegel bei Labubu gibt es jedoch keine belastbaren Angaben. Deshalb nennt dieser Beitrag auch kein solches Merkmal. Eine Folie lässt sich nachträglich anbringen.",
          "Verlassen Sie sich also nicht auf eine Folie als Zeichen für Echtheit. Belegt sind dagegen Schachtel, Aufkleber, Logo und QR-Code. Prüfen Sie diese Merkmale in Ruhe. Eine unversehrte Folie zeigt höchstens, dass jemand die Schachtel nicht geöffnet hat.",
          "Das gilt vor allem für Angebote, die eine bestimmte Figur in einer ungeöffneten Schachtel versprechen. Bei einer Blindbox kann niemand von außen sehen, welche Figur darin steckt. Ein solches Versprechen lässt sich nicht prüfen. Seien Sie bei diesen Angeboten besonders vorsichtig.",
        ],
      },
      {
        heading: "Die Labubu-Verpackung beim Online-Kauf",
        paragraphs: [
          "Online sehen Sie die Labubu-Verpackung nur auf Fotos. Bitten Sie um Bilder von allen Seiten. Wichtig sind vor allem der Aufkleber und der Code. Ein Foto bei Tageslicht zeigt zudem die Farben am ehrlichsten.",
          (f) =>
            `Prüfen Sie danach den Code auf der Schachtel. ${f.claim("authenticity-qr", 6)} Vergleichen Sie auch den Preis mit dem offiziellen Shop: Eine tadellose Schachtel zum Spottpreis verdient Misstrauen.`,
        ],
      },
    ],
    steps: {
      heading: "Die Labubu-Verpackung prüfen: Schritt für Schritt",
      lead: "So prüfen Sie eine Schachtel, bevor Sie sie öffnen:",
      items: [
        {
          label: "Oberfläche fühlen",
          text: "Fahren Sie mit dem Finger über die Schachtel. Eine matte, leicht raue Oberfläche passt zum Original.",
        },
        {
          label: "Aufkleber kippen",
          text: "Kippen Sie den Aufkleber im Licht. Ein echtes Hologramm schimmert dabei in anderen Farben.",
        },
        { label: "Logo ansehen", text: "Prüfen Sie das rote Logo auf scharfe Kanten und saubere Farbe." },
        { label: "Schrift lesen", text: "Lesen Sie die Texte auf der Schachtel. Tippfehler sind ein klares Warnsignal." },
        { label: "Code scannen", text: "Scannen Sie den Code und lesen Sie die Adresse, bevor Sie die Seite öffnen." },
        {
          label: "Preis vergleichen",
          text: "Halten Sie den Preis neben die üblichen Preise. Ein sehr günstiges Angebot verdient einen zweiten Blick.",
        },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei der Schachtel",
      lead: "Diese Fehler kosten beim Prüfen der Schachtel oft die Sicherheit:",
      items: [
        { label: "Folie als Beweis", text: "Eine Folie lässt sich nachträglich anbringen. Sie beweist nichts." },
        {
          label: "Nur auf den Namen achten",
          text: "Auch Kopien tragen den Namen des Herstellers. Entscheidend ist die Qualität des Drucks.",
        },
        {
          label: "Hologramm nicht kippen",
          text: "Von vorn wirkt auch ein flacher Druck glänzend. Erst beim Kippen sehen Sie den Unterschied.",
        },
        {
          label: "Fotos unter Kunstlicht",
          text: "Unter warmem Licht wirken Farben anders. Bitten Sie um Bilder bei Tageslicht.",
        },
        { label: "Schachtel entsorgen", text: "Wer die Schachtel entsorgt, verliert Aufkleber und Code als spätere Nachweise." },
      ],
    },
    prosCons: {
      heading: "Die Verpackung als Merkmal: Stärken und Grenzen",
      lead: "Die Schachtel verrät viel, allerdings nicht alles.",
      prosLead: "Was die Schachtel verrät:",
      consLead: "Was sie nicht verrät:",
      pros: [
        { label: "Prüfbar vor dem Öffnen", text: "Sie können die Schachtel prüfen, ohne sie zu öffnen." },
        { label: "Mehrere Merkmale", text: "Oberfläche, Aufkleber, Logo und Code ergänzen einander." },
        { label: "Gut für Fotos", text: "Die Schachtel lässt sich auch auf Bildern eines Angebots gut beurteilen." },
      ],
      cons: [
        { label: "Kopierbare Details", text: "Logo und Schrift lassen sich nachdrucken." },
        { label: "Kein belegtes Siegel", text: "Zu Folie und Siegel gibt es keine verlässlichen Angaben." },
        { label: "Figur bleibt verborgen", text: "Ob die Figur selbst echt ist, zeigt die Schachtel nicht." },
      ],
    },
    conclusion: {
      heading: "Fazit: die Verpackung genau lesen",
      paragraphs: [
        "Die Labubu-Verpackung verrät viele Kopien schon vor dem Öffnen. Achten Sie auf die Oberfläche der Schachtel, auf den Aufkleber und auf einen sauberen Druck. Eine Folie beweist dagegen nichts.",
        `Prüfen Sie nach dem Öffnen zusätzlich die Figur selbst. Zähne, Fuß und Etikett geben den Ausschlag. Alle Merkmale finden Sie ${siteLink(sitePaths.authenticity, "in der Übersicht der Merkmale auf der Startseite")}.`,
      ],
    },
  },
  {
    topicId: "authentizitaet-6",
    angle: "„Lafufu“ nennen Sammler gefälschte Labubus; Behörden warnen, weil sie zerbrechen und Kleinteile freigeben können.",
    focusKeyphrase: "Lafufu",
    keywords: ["gefälschte Labubus", "Erstickungsgefahr", "Fälschung erkennen"],
    facts: [
      "safety-lafufu-cpsc",
      "safety-uk-trading-standards",
      "safety-eu-safety-gate",
      "authenticity-teeth",
      "authenticity-colours",
      "price-austria-warning-threshold",
      "vienna-fake-popup-stores",
      "help-watchlist-labubu-warning",
    ],
    seoTitle: "Lafufu: Was hinter gefälschten Labubus steckt",
    metaDescription:
      "Lafufu heißen gefälschte Labubus. Warum Behörden vor ihnen warnen, woran Sie eine Kopie erkennen und was Sie tun, wenn Sie eine gekauft haben.",
    intro: [
      (f) =>
        `„Lafufu“ ist der Spitzname für gefälschte Labubus. ${f.claim("safety-lafufu-cpsc", 0)} Darüber berichtete ${f.source("safety-lafufu-cpsc")}. Ein Lafufu sieht dem Original ähnlich, ist aber keine Figur von Pop Mart.`,
      "Dieser Beitrag erklärt, was hinter den Kopien steckt. Außerdem zeigt er, woran Sie ein Lafufu erkennen und was Sie damit tun. So schützen Sie Ihr Geld und vor allem kleine Kinder.",
    ],
    sections: [
      {
        heading: "Was ein Lafufu ist",
        paragraphs: [
          "Der Name spielt mit dem Original. Er klingt ähnlich und macht zugleich klar, dass etwas nicht stimmt. Gemeint sind Figuren, die wie eine Labubu aussehen, aber nicht vom Hersteller stammen. Manche Händler verkaufen sie offen als Kopie, andere dagegen als angebliches Original.",
          "Für Sammler ist vor allem der zweite Fall ärgerlich. Wer ein Original bezahlt und ein Lafufu bekommt, verliert Geld. Außerdem hat die Figur keinen Sammlerwert. Deshalb lohnt sich ein genauer Blick vor jedem Kauf.",
          "Kopien gibt es in vielen Formen. Manche sind grob und fallen sofort auf, andere wirken auf Fotos fast echt. Gerade die zweite Gruppe macht das Prüfen schwer. Deshalb reicht ein schneller Blick auf ein Bild selten aus.",
        ],
      },
      {
        heading: "Warum Behörden vor Kopien warnen",
        paragraphs: [
          (f) =>
            `Lafufus sind nicht nur ein Ärgernis für Sammler. ${f.claim("safety-lafufu-cpsc", 5)} ${f.claim("safety-uk-trading-standards", 1)}`,
          (f) =>
            `${f.claim("safety-eu-safety-gate", 1)} ${f.claim("safety-eu-safety-gate", 2)} Der Unterschied liegt also nicht im Aussehen allein, sondern auch in der Verarbeitung, wie die ${f.source("safety-eu-safety-gate")} zeigt.`,
          "Für Eltern ist das besonders wichtig. Anhänger landen schnell an Schultaschen oder in Kinderhänden. Ein Lafufu mit losem Ring ist dort fehl am Platz. Prüfen Sie jede Figur, bevor ein Kind sie bekommt.",
        ],
      },
      {
        heading: "Woran Sie ein Lafufu erkennen",
        paragraphs: [
          (f) =>
            `Zählen Sie zuerst die Zähne. ${f.claim("authenticity-teeth", 0)} Achten Sie danach auf die Farben. ${f.claim("authenticity-colours", 0)}`,
          (f) =>
            `Auch der Preis verrät viel. ${f.claim("price-austria-warning-threshold", 2)} ${f.claim("vienna-fake-popup-stores", 2)} Ein normaler Preis beweist also noch keine Echtheit.`,
          "Prüfen Sie die Teile der Figur. Ziehen Sie vorsichtig an Ring und Händen. Lösen sie sich leicht, passt das zu den Kopien, vor denen Safety Gate warnte. Ein Original sollte solchen Zug aushalten.",
        ],
      },
      {
        heading: "Kopien in Österreich",
        paragraphs: [
          (f) =>
            `Auch in Österreich tauchen Kopien auf. ${f.claim("vienna-fake-popup-stores", 3)} ${f.claim("vienna-fake-popup-stores", 1)} Kurzlebige Geschäfte verdienen also besondere Vorsicht.`,
          (f) =>
            `${f.claim("help-watchlist-labubu-warning", 1)} Solche Seiten liefern ein Lafufu oder gar nichts. Verdächtige Seiten sammelt die ${f.source("help-watchlist-labubu-warning")}.`,
        ],
      },
      {
        heading: "Was Sie mit einem Lafufu tun",
        paragraphs: [
          "Haben Sie ein Lafufu gekauft, geben Sie es zuerst nicht an kleine Kinder weiter. Lose Teile können sie verschlucken. Bewahren Sie die Figur außer Reichweite auf. Sichern Sie Beleg, Fotos und Nachrichten des Verkäufers.",
          "Verkaufen Sie eine Kopie nicht als Original weiter. Damit würden Sie das Problem nur an den nächsten Käufer geben. Versuchen Sie stattdessen, Ihr Geld erstattet zu bekommen. Wie das geht, hängt davon ab, ob Sie bei einem Unternehmen oder privat gekauft haben.",
        ],
      },
    ],
    steps: {
      heading: "Ein Lafufu entlarven: Schritt für Schritt",
      lead: "So prüfen Sie eine verdächtige Figur der Reihe nach:",
      items: [
        { label: "Zähne zählen", text: "Zählen Sie das Grinsen von links nach rechts und zurück." },
        { label: "Farben vergleichen", text: "Halten Sie die Figur bei Tageslicht neben das offizielle Produktbild." },
        { label: "Teile prüfen", text: "Ziehen Sie vorsichtig an Ring und Händen. Lockere Teile sind ein Warnsignal." },
        {
          label: "Preis einordnen",
          text: "Vergleichen Sie den Preis mit üblichen Angeboten. Sehr billige Figuren sind verdächtig.",
        },
        {
          label: "Händler prüfen",
          text: "Suchen Sie den Namen des Shops zusammen mit dem Wort Warnung. So finden Sie frühere Meldungen.",
        },
        { label: "Beweise sichern", text: "Fotografieren Sie Figur, Schachtel und Beleg, bevor Sie etwas reklamieren." },
        {
          label: "Sicher verwahren",
          text: "Legen Sie eine verdächtige Figur außer Reichweite von Kindern, bis alles geklärt ist.",
        },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler im Umgang mit Kopien",
      lead: "Diese Fehler machen aus einem Fehlkauf ein größeres Problem:",
      items: [
        { label: "Kindern geben", text: "Lose Teile können kleine Kinder verschlucken. Halten Sie Kopien fern." },
        { label: "Weiterverkaufen", text: "Wer eine Kopie als Original verkauft, schadet dem nächsten Käufer." },
        { label: "Beweise löschen", text: "Ohne Beleg und Nachrichten lässt sich ein Kauf schwer reklamieren." },
        { label: "Nur auf den Namen achten", text: "Eine Labubu-Aufschrift beweist nichts. Prüfen Sie die Merkmale der Figur." },
        { label: "Shop nicht melden", text: "Eine Meldung warnt andere Käufer. Sie kostet Sie nur wenige Minuten." },
      ],
    },
    prosCons: {
      heading: "Kopie oder Original: Stärken und Grenzen der Prüfung",
      lead: "Ein Lafufu lässt sich oft erkennen, allerdings nicht immer auf den ersten Blick.",
      prosLead: "Bei der Prüfung helfen:",
      consLead: "Schwierig wird es hier:",
      pros: [
        { label: "Klare Merkmale", text: "Zähne, Farben und Preis verraten viele Kopien schnell." },
        { label: "Behördliche Warnungen", text: "CPSC, Safety Gate und Watchlist Internet liefern belegte Hinweise." },
        { label: "Hilfe in Österreich", text: "Verdächtige Shops lassen sich kostenlos melden." },
      ],
      cons: [
        { label: "Gute Kopien", text: "Manche Fälschung wirkt auf Fotos täuschend echt." },
        { label: "Versteckte Mängel", text: "Schwache Nähte oder lose Teile zeigen sich oft erst später." },
        { label: "Kein Schnelltest", text: "Ein einzelnes Merkmal reicht für ein sicheres Urteil nicht." },
      ],
    },
    conclusion: {
      heading: "Fazit: Kopien erkennen und Kinder schützen",
      paragraphs: [
        "Ein Lafufu ist mehr als ein Ärgernis für Sammler. Behörden warnen vor Kopien, weil sie zerbrechen und Kleinteile freigeben können. Prüfen Sie Zähne, Farben und Preis, bevor Sie kaufen. Kaufen Sie lieber bei bekannten Händlern als bei kurzlebigen Läden oder unbekannten Shops. Ein fairer Preis bei einem seriösen Händler ist am Ende die günstigere Wahl.",
        `Haben Sie doch eine Kopie erwischt, halten Sie sie von kleinen Kindern fern und sichern Sie Beweise. Alle Merkmale eines Originals zeigt ${siteLink(sitePaths.checkPage, "die Seite zum Prüfen der Echtheit")}.`,
      ],
    },
  },
  {
    topicId: "authentizitaet-7",
    angle:
      "Auf Marktplätzen und in Shops tauchen Fälschungen auf; wer Verkäufer, Preis und Adresse prüft und seine Rechte kennt, kauft sicherer.",
    focusKeyphrase: "Labubu online kaufen",
    keywords: ["Marktplätze", "Kleinanzeigen", "Rücktritt"],
    facts: [
      "vienna-classifieds",
      "help-watchlist-labubu-warning",
      "legal-withdrawal-14-days",
      "legal-withdrawal-private-sales",
      "authenticity-fake-shop-prices",
      "authenticity-discount",
      "authenticity-official-domain",
      "price-official-shop-austria",
      "legal-withdrawal-how",
      "help-internet-ombudsstelle",
    ],
    seoTitle: "Labubu online kaufen: Fälschungen sicher meiden",
    metaDescription:
      "Labubu online kaufen ohne Fälschung: So prüfen Sie Marktplatz, Verkäufer, Preis und Adresse und kennen Ihre Rechte beim Kauf in Österreich.",
    intro: [
      (f) =>
        `Wer Labubu online kaufen will, findet unzählige Angebote. ${f.claim("vienna-classifieds", 1)} Dazu kommen Kleinanzeigen von Fremden und Seiten, die nur so tun, als wären sie offiziell. Ein paar Prüfschritte schützen Sie vor den meisten Fallen.`,
      "Dieser Beitrag zeigt, worauf Sie bei Marktplätzen und Shops achten. Außerdem erklärt er, welche Rechte Sie beim Online-Kauf haben. So wissen Sie auch, was zu tun ist, wenn es doch Probleme gibt.",
    ],
    sections: [
      {
        heading: "Labubu online kaufen: wo Fälschungen auftauchen",
        paragraphs: [
          "Fälschungen finden sich vor allem dort, wo viele Anbieter verkaufen. Auf großen Marktplätzen stehen Händler und Privatpersonen nebeneinander. Deshalb wirkt ein Angebot oft seriöser, als es ist. Der Name der Plattform sagt also wenig über den einzelnen Verkäufer.",
          (f) =>
            `Dazu kommen eigene Seiten mit Namen, die an den Hersteller erinnern. ${f.claim("help-watchlist-labubu-warning", 0)}`,
          "Auch soziale Netzwerke spielen eine Rolle. Dort werben Anzeigen oft mit großen Rabatten und Zeitdruck. Der Druck soll Sie zu einer schnellen Bestellung bewegen. Nehmen Sie sich trotzdem Zeit, denn ein echtes Angebot läuft Ihnen nicht davon.",
        ],
      },
      {
        heading: "Händler oder Privatperson?",
        paragraphs: [
          (f) =>
            `Wer eine Labubu online kauft, sollte zuerst auf den Verkäufer schauen. ${f.claim("legal-withdrawal-14-days", 0)} Eine Übersicht gibt die ${f.source("legal-withdrawal-14-days")}.`,
          (f) =>
            `${f.claim("legal-withdrawal-private-sales", 3)} Prüfen Sie deshalb, ob ein Anbieter als Händler auftritt. Ein Impressum und klare Kontaktdaten sind dafür gute Hinweise.`,
          "Fehlen diese Angaben, ist Vorsicht angebracht. Ohne Adresse können Sie einen Händler im Streitfall kaum erreichen. Fragen Sie nach, wenn Ihnen etwas unklar ist. Ein seriöser Verkäufer beantwortet solche Fragen gern.",
        ],
      },
      {
        heading: "Angebote richtig lesen",
        paragraphs: [
          (f) =>
            `Der Preis ist der erste Hinweis. ${f.claim("authenticity-fake-shop-prices", 0)} ${f.claim("authenticity-discount", 2)}`,
          "Sehen Sie sich danach die Fotos an. Bilder aus dem offiziellen Shop sagen nichts über die Ware eines Verkäufers. Bitten Sie um eigene Fotos von Zähnen, Fuß und Etikett. Wer solche Bilder verweigert, hat oft einen Grund dafür.",
        ],
      },
      {
        heading: "Adressen und Shops prüfen",
        paragraphs: [
          (f) => `${f.claim("authenticity-official-domain", 3)} Lesen Sie die Adresse deshalb vor jedem Kauf genau.`,
          (f) =>
            `${f.claim("price-official-shop-austria", 1)} Dieser Preis hilft beim Vergleich. Eine Seite, die deutlich darunter liegt, verdient Misstrauen, vor allem dann, wenn sie nur Vorkasse anbietet.`,
          "Prüfen Sie zudem, seit wann ein Shop im Netz auftritt. Neue Seiten mit vielen Rabatten und ohne Bewertungen sind ein Warnsignal. Suchen Sie den Namen des Shops zusammen mit dem Wort Erfahrungen oder Warnung. So finden Sie frühere Meldungen anderer Käufer.",
        ],
      },
      {
        heading: "Wenn es beim Onlinekauf Probleme gibt",
        paragraphs: [
          (f) =>
            `${f.claim("legal-withdrawal-how", 1)} Heben Sie die Nachricht und die Antwort des Händlers auf. So können Sie später zeigen, dass Sie rechtzeitig gehandelt haben.`,
          (f) =>
            `Kommt es zum Streit, gibt es Hilfe. ${f.claim("help-internet-ombudsstelle", 0)} Einen betrügerischen Shop sollten Sie zudem melden, damit er keine weiteren Käufer trifft. Damit warnen Sie auch andere Käufer.`,
        ],
      },
    ],
    steps: {
      heading: "Labubu online kaufen: Schritt für Schritt",
      lead: "So gehen Sie bei einer Bestellung am besten vor:",
      items: [
        { label: "Verkäufer prüfen", text: "Klären Sie zuerst, ob ein Unternehmen oder eine Privatperson verkauft." },
        { label: "Adresse lesen", text: "Prüfen Sie bei einem Shop die Adresse bis zum letzten Buchstaben." },
        { label: "Preis vergleichen", text: "Vergleichen Sie den Preis mit dem offiziellen Webshop." },
        { label: "Eigene Fotos verlangen", text: "Bitten Sie um Fotos von Zähnen, Fuß und Etikett der angebotenen Figur." },
        { label: "Sicher bezahlen", text: "Wählen Sie eine Zahlungsart mit Käuferschutz, wenn der Anbieter eine bietet." },
        {
          label: "Ware prüfen",
          text: "Prüfen Sie die Figur gleich nach dem Erhalt, solange alles noch frisch ist.",
        },
        {
          label: "Unterlagen aufheben",
          text: "Speichern Sie Bestellung, Rechnung und Nachrichten, bis der Kauf ganz erledigt ist.",
        },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Online-Kauf",
      lead: "Diese Fehler machen Online-Käufe unnötig riskant:",
      items: [
        {
          label: "Nur auf den Preis schauen",
          text: "Ein Schnäppchen ist oft eine Fälschung. Prüfen Sie zuerst den Verkäufer.",
        },
        { label: "Bildern aus dem Shop vertrauen", text: "Offizielle Bilder zeigen nicht die Ware des Verkäufers." },
        { label: "Vorkasse an Unbekannte", text: "Wer an unbekannte Shops im Voraus zahlt, hat im Streitfall schlechte Karten." },
        {
          label: "Zu spät prüfen",
          text: "Wer die Figur tagelang ungeprüft liegen lässt, verliert Zeit. Prüfen Sie sie daher sofort.",
        },
        { label: "Nichts melden", text: "Ein betrügerischer Shop trifft sonst den nächsten Käufer." },
      ],
    },
    prosCons: {
      heading: "Labubu online kaufen: Stärken und Grenzen",
      lead: "Der Online-Kauf bietet Auswahl, bringt aber eigene Risiken mit.",
      prosLead: "Für den Online-Kauf spricht:",
      consLead: "Online drohen diese Risiken:",
      pros: [
        { label: "Große Auswahl", text: "Online finden Sie auch ältere Serien und einzelne Figuren." },
        { label: "Rechte bei Händlern", text: (f) => f.claim("legal-withdrawal-how", 2) },
        { label: "Preise im Blick", text: "Sie können Angebote in Ruhe vergleichen." },
      ],
      cons: [
        { label: "Viele Fälschungen", text: "Auf Plattformen tauchen immer wieder Kopien auf." },
        { label: "Keine Prüfung vorab", text: "Sie sehen die Figur erst nach der Lieferung." },
        { label: "Betrügerische Shops", text: "Manche Seiten liefern gar nichts." },
      ],
    },
    conclusion: {
      heading: "Fazit: erst prüfen, dann online kaufen",
      paragraphs: [
        "Labubu online kaufen ist bequem, aber nicht ohne Risiko. Prüfen Sie Verkäufer, Preis und Adresse, bevor Sie bestellen. Verlangen Sie eigene Fotos der Figur. Zahlen Sie an unbekannte Anbieter möglichst nicht im Voraus. Und lassen Sie sich von Zeitdruck oder großen Rabatten nicht drängen.",
        `Kennen Sie Ihre Rechte, bevor Sie bestellen. Welche Merkmale ein Original hat, zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
      ],
    },
  },
  {
    topicId: "authentizitaet-8",
    angle:
      "Gebraucht kaufen spart Geld, aber ohne Rücktrittsrecht; eine Checkliste für Fotos, Übergabe, Preis und Merkmale schützt vor Kopien.",
    focusKeyphrase: "Labubu gebraucht kaufen",
    keywords: ["Checkliste", "Privatkauf", "Flohmarkt"],
    facts: [
      "vienna-classifieds",
      "authenticity-teeth",
      "authenticity-sole",
      "authenticity-qr",
      "price-austria-warning-threshold",
      "legal-withdrawal-private-sales",
      "legal-private-sale-warranty",
      "help-watchlist-internet",
    ],
    seoTitle: "Labubu gebraucht kaufen: die Checkliste für Sammler",
    metaDescription:
      "Labubu gebraucht kaufen, ohne auf Kopien hereinzufallen: die Checkliste für Fotos, Übergabe, Preis und Merkmale, mit Ihren Rechten beim Privatkauf.",
    intro: [
      (f) =>
        `Wer Labubu gebraucht kaufen will, findet oft Figuren, die im Handel längst vergriffen sind. Das macht den Zweitmarkt für Sammler spannend. ${f.claim("vienna-classifieds", 2)} Darauf weist ${f.source("vienna-classifieds")} hin. Mit einer klaren Checkliste behalten Sie trotzdem den Überblick.`,
      "Dieser Beitrag führt Sie durch den Kauf einer gebrauchten Figur. Er beginnt bei den Fotos im Angebot und endet bei der Übergabe. Außerdem erklärt er, welche Rechte Sie beim Privatkauf haben und welche nicht.",
    ],
    sections: [
      {
        heading: "Warum es sich lohnt, Labubu gebraucht zu kaufen",
        paragraphs: [
          "Gebrauchte Figuren sind oft die einzige Chance auf ältere Serien. Manche Sammler trennen sich von Doppelten oder lösen ihre Sammlung auf. Dabei kommen auch seltene Stücke auf den Markt. Außerdem können Sie gezielt eine Figur kaufen, statt auf das Glück der Blindbox zu hoffen.",
          "Der Preis hängt dabei stark vom Zustand ab. Eine Figur mit Schachtel und Beleg ist mehr wert als eine lose Figur. Kleine Gebrauchsspuren sind dagegen oft verhandelbar. Klären Sie vorab, was Ihnen wichtig ist.",
          "Gebraucht zu kaufen schont zudem das Budget, wenn Sie eine Serie vervollständigen wollen. Statt immer neue Blindboxen zu öffnen, suchen Sie gezielt die fehlende Figur. So vermeiden Sie weitere Doppelte. Allerdings müssen Sie die Echtheit dann selbst prüfen, denn niemand nimmt Ihnen das ab.",
        ],
      },
      {
        heading: "Labubu gebraucht kaufen: die Checkliste vor dem Treffen",
        paragraphs: [
          `Bevor Sie ein Treffen vereinbaren, brauchen Sie gute Fotos. Verlangen Sie Bilder von Zähnen, linkem Fuß und Etikett. Diese drei Stellen verraten die meisten Kopien. Bilder aus dem offiziellen Shop ersetzen solche Fotos nicht.`,
          (f) =>
            `Prüfen Sie die Fotos danach in Ruhe. ${f.claim("authenticity-teeth", 2)} ${f.claim("authenticity-sole", 2)} Fragen Sie außerdem nach dem Beleg und nach der Schachtel.`,
          "Klären Sie zuletzt den Ort der Übergabe. Ein belebter, heller Ort ist besser als eine Wohnung. Dort können Sie die Figur in Ruhe prüfen. Vereinbaren Sie außerdem, dass Sie erst nach der Prüfung bezahlen.",
        ],
      },
      {
        heading: "Die Checkliste bei der Übergabe",
        paragraphs: [
          "Nehmen Sie die Figur bei der Übergabe selbst in die Hand. Zählen Sie zuerst die Zähne und sehen Sie sich danach den linken Fuß an. Ein verschmierter oder fehlender Aufdruck ist ein Warnsignal. Prüfen Sie zudem, ob Ring und Hände fest sitzen.",
          (f) =>
            `Scannen Sie anschließend den Code auf dem Etikett. ${f.claim("authenticity-qr", 2)} Gibt es eine Schachtel, prüfen Sie auch deren Druck und Aufkleber.`,
          "Passt ein Merkmal nicht, lassen Sie den Kauf lieber platzen. Ein seriöser Verkäufer versteht das. Lassen Sie sich vor allem nicht unter Zeitdruck setzen.",
        ],
      },
      {
        heading: "Preis und Zustand einordnen",
        paragraphs: [
          (f) =>
            `Auch beim Preis lohnt sich ein zweiter Blick. ${f.claim("price-austria-warning-threshold", 1)} Ein sehr billiges Angebot verdient doppelte Vorsicht, auf dem Zweitmarkt wie im Handel.`,
          "Bei seltenen Figuren kann der Preis dagegen deutlich höher liegen. Vergleichen Sie in diesem Fall mehrere Angebote derselben Figur. So sehen Sie, was andere Verkäufer verlangen. Ein Preis weit über allen anderen ist ebenso ein Grund nachzufragen.",
          "Der Zustand bestimmt den Preis mit. Fragen Sie gezielt nach Flecken, losen Fäden oder Kratzern. Lassen Sie sich solche Stellen auf Fotos zeigen. Eine ehrliche Beschreibung ist ein gutes Zeichen für den Verkäufer.",
        ],
      },
      {
        heading: "Ihre Rechte beim Privatkauf",
        paragraphs: [
          (f) =>
            `Wer eine Labubu gebraucht kauft, handelt meist mit Privatpersonen. ${f.claim("legal-withdrawal-private-sales", 1)} ${f.claim("legal-private-sale-warranty", 1)}`,
          (f) =>
            `Umso wichtiger ist die Prüfung vor dem Bezahlen. Heben Sie alle Nachrichten mit dem Verkäufer auf, auch seine Beschreibung der Figur. Stoßen Sie online auf ein betrügerisches Angebot, helfen Sie anderen, wenn Sie es melden. ${f.claim("help-watchlist-internet", 4)}`,
        ],
      },
    ],
    steps: {
      heading: "Gebrauchte Labubus kaufen: Schritt für Schritt",
      lead: "Diese Checkliste führt Sie sicher durch den Kauf:",
      items: [
        { label: "Fotos verlangen", text: "Bitten Sie um Bilder von Zähnen, linkem Fuß und Etikett." },
        { label: "Fotos prüfen", text: "Vergleichen Sie die Bilder mit den offiziellen Produktbildern." },
        { label: "Beleg erfragen", text: "Fragen Sie nach Beleg und Schachtel. Beides steigert den Wert." },
        { label: "Treffpunkt wählen", text: "Vereinbaren Sie einen belebten, hellen Ort für die Übergabe." },
        { label: "Figur prüfen", text: "Zählen Sie die Zähne, sehen Sie sich den Fuß an und scannen Sie den Code." },
        { label: "Erst dann zahlen", text: "Bezahlen Sie erst, wenn alle Merkmale stimmen." },
        { label: "Nachrichten sichern", text: "Heben Sie den Chat mit dem Verkäufer auf, bis alles geklärt ist." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler beim Gebrauchtkauf",
      lead: "Diese Fehler machen den Kauf aus zweiter Hand riskant:",
      items: [
        {
          label: "Vorab überweisen",
          text: "Geld, das Sie einer Privatperson im Voraus zahlen, holen Sie nur schwer zurück.",
        },
        { label: "Bilder aus dem Shop akzeptieren", text: "Offizielle Bilder zeigen nicht die Figur des Verkäufers." },
        { label: "Im Dunkeln prüfen", text: "Bei schlechtem Licht übersehen Sie Mängel an Zähnen und Fuß." },
        {
          label: "Versprechen glauben",
          text: "Eine bestimmte Figur in einer ungeöffneten Blindbox lässt sich nicht nachweisen.",
        },
        { label: "Nachrichten löschen", text: "Ohne Chat fehlt im Streitfall jeder Nachweis." },
      ],
    },
    prosCons: {
      heading: "Gebraucht kaufen: Stärken und Grenzen",
      lead: "Der Zweitmarkt bietet Chancen, verlangt aber Sorgfalt.",
      prosLead: "Für den Zweitmarkt spricht:",
      consLead: "Sorgfalt verlangen diese Punkte:",
      pros: [
        { label: "Ältere Serien", text: "Gebraucht finden Sie Figuren, die neu vergriffen sind." },
        { label: "Gezielte Wahl", text: "Sie kaufen genau die Figur, die Ihnen fehlt." },
        { label: "Prüfung vor Ort", text: "Bei einer Übergabe können Sie die Figur selbst prüfen." },
      ],
      cons: [
        { label: "Privatkauf", text: (f) => f.claim("legal-withdrawal-private-sales", 2) },
        { label: "Viele Kopien", text: "Auf dem Zweitmarkt sind Fälschungen häufig." },
        { label: "Unklare Herkunft", text: "Ohne Beleg bleibt offen, woher eine Figur stammt." },
      ],
    },
    conclusion: {
      heading: "Fazit: gebraucht kaufen mit Checkliste",
      paragraphs: [
        "Labubu gebraucht kaufen lohnt sich, wenn Sie sorgfältig vorgehen. Verlangen Sie eigene Fotos, prüfen Sie die Figur bei der Übergabe und bezahlen Sie erst danach. Denken Sie daran, dass ein Privatkauf anderen Regeln folgt als ein Kauf im Handel.",
        `So wird der Zweitmarkt zur Chance statt zum Risiko. Vor jedem gebrauchten Kauf lohnt ein Blick auf ${siteLink(sitePaths.checkPage, "die Seite zum Prüfen der Echtheit")}.`,
      ],
    },
  },
  {
    topicId: "authentizitaet-9",
    angle:
      "Nähte, Befestigungen und Farbton zeigen, wie sorgfältig eine Figur gefertigt ist; lose Teile sind bei Kopien zudem ein Sicherheitsrisiko.",
    focusKeyphrase: "Labubu Nähte",
    keywords: ["Verarbeitung", "Farbton", "Fell"],
    facts: ["safety-eu-safety-gate", "authenticity-colours", "series-big-into-energy", "safety-lafufu-cpsc"],
    seoTitle: "Labubu Nähte, Fell und Farbe: Qualität prüfen",
    metaDescription:
      "Labubu-Nähte, Fell und Farbton verraten die Qualität einer Figur. So prüfen Sie Verarbeitung und Befestigungen und erkennen gefährliche Kopien.",
    intro: [
      (f) =>
        `Die Labubu-Nähte verraten viel darüber, wie sorgfältig eine Figur gefertigt ist. Bei Kopien lösen sich Teile oft zu leicht. ${f.claim("safety-eu-safety-gate", 0)} Das berichtete die ${f.source("safety-eu-safety-gate")}.`,
      "Dieser Beitrag zeigt, wie Sie Nähte, Befestigungen und Farben prüfen. Außerdem erklärt er, wo die Grenzen dieser Prüfung liegen. Denn zum Fell selbst gibt es nur wenige belegte Merkmale.",
    ],
    sections: [
      {
        heading: "Was die Verarbeitung verrät",
        paragraphs: [
          "Eine Figur besteht aus mehreren Teilen. Kopf, Körper, Hände und Ring sind miteinander verbunden. Bei einem Original halten diese Verbindungen dem normalen Gebrauch stand. Bei Kopien sind sie dagegen oft die schwächste Stelle.",
          `Die Verarbeitung ist also nicht nur eine Frage der Optik. Sie entscheidet auch darüber, ob eine Figur sicher ist. Sauber vernähte Teile halten, lose Teile sind ein Alarmzeichen.`,
        ],
      },
      {
        heading: "Labubu-Nähte und Befestigungen prüfen",
        paragraphs: [
          "Sehen Sie sich zuerst die Labubu-Nähte an. Gleichmäßige Stiche ohne lose Fäden sprechen für eine sorgfältige Fertigung. Offene Stellen oder schiefe Nähte passen dagegen nicht zu einem Original. Prüfen Sie vor allem die Übergänge an Armen und Beinen.",
          "Ziehen Sie danach vorsichtig am Ring und an den Händen. Ein fester Sitz ist ein gutes Zeichen. Gibt ein Teil sofort nach, ist Vorsicht geboten. Wenden Sie dabei aber keine Gewalt an, denn auch ein Original soll heil bleiben.",
          "Achten Sie zudem auf Klebereste oder Farbflecken an den Nähten. Solche Spuren deuten auf eine hastige Fertigung hin. Bei Originalen sind die Übergänge dagegen sauber. Eine Lupe hilft, wenn Sie sich nicht sicher sind.",
        ],
      },
      {
        heading: "Den Farbton richtig vergleichen",
        paragraphs: [
          (f) =>
            `${f.claim("authenticity-colours", 3)} Vergleichen Sie den Farbton deshalb mit den offiziellen Produktbildern. Bei der Serie Big into Energy hat zum Beispiel jede Figur ihre eigene Farbe${f.use("series-big-into-energy")}. Ein abweichender Ton fällt dann sofort auf.`,
          "Vergleichen Sie am besten bei Tageslicht. Kunstlicht verändert Farben stark. Halten Sie die Figur dazu direkt neben den Bildschirm mit dem offiziellen Bild. So sehen Sie Abweichungen besser als aus dem Gedächtnis.",
          "Achten Sie zudem darauf, ob die Farbe gleichmäßig ist. Bei einem Original wirkt der Ton an Kopf, Körper und Armen einheitlich. Fleckige Übergänge oder verschiedene Töne an einer Figur sind dagegen ein Warnsignal. Vergleichen Sie im Zweifel mehrere offizielle Bilder derselben Figur.",
        ],
      },
      {
        heading: "Das Fell: was belegt ist",
        paragraphs: [
          "Zum Fell gibt es nur wenige belegte Merkmale. Deshalb nennt dieser Beitrag keine feste Regel zu Länge oder Dichte. Vergleichen Sie das Fell stattdessen mit den offiziellen Bildern genau dieser Figur. Achten Sie dabei auf Farbe, Muster und Sauberkeit.",
          "Flecken, kahle Stellen oder ein ungleichmäßiger Farbton sind Hinweise auf eine schlechte Fertigung. Sie können allerdings auch von Gebrauch stammen. Bei gebrauchten Figuren sollten Sie nachfragen. Ein ehrlicher Verkäufer nennt solche Mängel von sich aus.",
          "Reinigen Sie eine Figur nur vorsichtig, wenn überhaupt. Wasser und Reibung können Fell und Farben schaden. Ein weicher, trockener Pinsel entfernt Staub meist schonend. So bleibt die Figur lange in gutem Zustand.",
        ],
      },
      {
        heading: "Wenn sich Teile lösen",
        paragraphs: [
          (f) =>
            `Lose Teile sind mehr als ein Schönheitsfehler. ${f.claim("safety-lafufu-cpsc", 6)} Eine Figur mit losem Ring gehört nicht in Kinderhände.`,
          `Prüfen Sie in diesem Fall auch die anderen Merkmale. Zählen Sie die Zähne und scannen Sie den Code auf dem Etikett. Passen mehrere Merkmale nicht, haben Sie wahrscheinlich eine Kopie vor sich.`,
        ],
      },
    ],
    steps: {
      heading: "Die Labubu-Nähte prüfen: Schritt für Schritt",
      lead: "So prüfen Sie die Verarbeitung einer Figur:",
      items: [
        { label: "Licht wählen", text: "Prüfen Sie bei Tageslicht oder unter einer hellen, neutralen Lampe." },
        { label: "Nähte ansehen", text: "Suchen Sie nach losen Fäden, offenen Stellen und schiefen Stichen." },
        { label: "Teile testen", text: "Ziehen Sie vorsichtig an Ring und Händen. Sie sollten fest sitzen." },
        { label: "Farbe vergleichen", text: "Halten Sie die Figur neben das offizielle Produktbild." },
        { label: "Fell prüfen", text: "Achten Sie auf Flecken, kahle Stellen und einen gleichmäßigen Farbton." },
        { label: "Merkmale ergänzen", text: "Zählen Sie danach die Zähne und scannen Sie den Code." },
        { label: "Mängel notieren", text: "Notieren Sie lose Teile oder Flecken und machen Sie ein Foto davon." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei der Qualitätsprüfung",
      lead: "Diese Fehler führen bei der Prüfung der Verarbeitung oft in die Irre:",
      items: [
        { label: "Mit Gewalt ziehen", text: "Zu viel Kraft beschädigt auch ein Original. Prüfen Sie mit leichtem Zug." },
        { label: "Farben im Kunstlicht", text: "Warmes Licht verfälscht den Farbton. Vergleichen Sie besser bei Tageslicht." },
        { label: "Fell überbewerten", text: "Zum Fell gibt es kaum belegte Merkmale. Verlassen Sie sich nicht allein darauf." },
        { label: "Lose Teile ignorieren", text: "Ein loser Ring ist ein Sicherheitsrisiko, vor allem für kleine Kinder." },
        {
          label: "Gebrauchsspuren verwechseln",
          text: "Nicht jeder Fleck ist ein Fehler der Fertigung. Fragen Sie bei gebrauchten Figuren nach.",
        },
      ],
    },
    prosCons: {
      heading: "Die Nähte als Merkmal: Stärken und Grenzen",
      lead: "Die Verarbeitung sagt viel aus, allerdings nicht alles.",
      prosLead: "Die Nähte verraten einiges:",
      consLead: "Nicht alles lässt sich an ihnen ablesen:",
      pros: [
        { label: "Sicherheit im Blick", text: "Der Test zeigt lose Teile, bevor ein Kind sie erwischt." },
        { label: "Ohne Werkzeug", text: "Augen, Finger und Tageslicht reichen meistens aus." },
        { label: "Gut zu vergleichen", text: "Offizielle Bilder zeigen den richtigen Farbton jeder Figur." },
      ],
      cons: [
        { label: "Wenig zum Fell belegt", text: "Für das Fell gibt es keine festen Merkmale." },
        { label: "Gebrauchsspuren", text: "Bei gebrauchten Figuren sind Mängel nicht immer ein Zeichen für eine Kopie." },
        { label: "Nur ein Baustein", text: "Gute Kopien können sauber verarbeitet sein." },
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu-Nähte und Farben im Blick",
      paragraphs: [
        "Die Labubu-Nähte und die Befestigungen zeigen, wie sorgfältig eine Figur gefertigt ist. Lose Teile sind bei Kopien häufig und für kleine Kinder gefährlich. Prüfen Sie Nähte, Ring und Hände mit leichtem Zug.",
        `Vergleichen Sie zudem den Farbton bei Tageslicht mit den offiziellen Bildern. Weitere Merkmale finden Sie ${siteLink(sitePaths.authenticity, "in der Übersicht der Merkmale auf der Startseite")}.`,
      ],
    },
  },
  {
    topicId: "authentizitaet-10",
    angle:
      "Beleg und Originalverpackung belegen Herkunft und Kaufdatum; sie helfen beim Rücktritt, bei Streit und beim späteren Verkauf.",
    focusKeyphrase: "Labubu Kaufbeleg",
    keywords: ["Originalverpackung aufheben", "Rücktritt", "Beleg"],
    facts: [
      "legal-withdrawal-14-days",
      "legal-private-sale-warranty",
      "authenticity-hologram",
      "legal-withdrawal-how",
      "help-internet-ombudsstelle",
    ],
    seoTitle: "Labubu Kaufbeleg und Verpackung: Was Sie aufheben",
    metaDescription: `Labubu-Kaufbeleg und Originalverpackung aufheben lohnt sich: Beide belegen die Herkunft, helfen bei einer Reklamation und beim späteren Verkauf einer Figur.`,
    intro: [
      (f) =>
        `Ein Labubu-Kaufbeleg wirkt unscheinbar, ist aber oft Gold wert. Er zeigt, wann und wo Sie eine Figur gekauft haben. ${f.claim("legal-withdrawal-14-days", 3)} Der Kaufbeleg hilft, dieses Datum zu belegen. Die Regel erklärt die ${f.source("legal-withdrawal-14-days")}.`,
      "Dieser Beitrag zeigt, was Sie aufheben sollten und warum. Neben dem Beleg geht es um die Originalverpackung. Beide Stücke machen Ihre Sammlung nachvollziehbar und später leichter verkäuflich.",
    ],
    sections: [
      {
        heading: "Warum der Labubu-Kaufbeleg zählt",
        paragraphs: [
          "Der Beleg ist der einfachste Nachweis für die Herkunft einer Figur. Er nennt den Verkäufer, das Datum und den Preis. Damit zeigen Sie, dass Sie bei einem bestimmten Händler gekauft haben. Das hilft bei einer Reklamation ebenso wie bei einem späteren Verkauf.",
          "Ohne Beleg müssen Sie sich auf Ihr Gedächtnis verlassen. Das reicht im Streitfall selten aus. Heben Sie den Labubu-Kaufbeleg auf, auch wenn die Figur nur wenig gekostet hat. Gerade bei beliebten Figuren kann sich das später lohnen.",
        ],
      },
      {
        heading: "Was ein guter Kaufbeleg enthält",
        paragraphs: [
          "Ein brauchbarer Beleg nennt den Namen und die Adresse des Verkäufers. Außerdem enthält er das Datum, die gekaufte Ware und den Preis. Bei Online-Käufen kommen Bestellnummer und Versanddatum dazu. Prüfen Sie diese Angaben gleich nach dem Kauf.",
          "Fehlt eine Angabe, fragen Sie sofort nach. Ein Händler kann einen Beleg meist ohne Mühe neu ausstellen. Später ist das oft schwieriger, etwa wenn ein Shop nicht mehr erreichbar ist. Speichern Sie die Bestätigung per E-Mail, die viele Shops nach einer Bestellung schicken.",
          (f) =>
            `Bei Privatkäufen gibt es oft gar keinen Beleg. Bitten Sie stattdessen um eine kurze Bestätigung per Nachricht. Darin sollten Figur, Preis und Datum stehen. ${f.claim("legal-private-sale-warranty", 0)} Eine Nachricht mit der Beschreibung der Figur hilft, eine solche Zusage später zu belegen.`,
        ],
      },
      {
        heading: "Die Originalverpackung aufheben",
        paragraphs: [
          (f) =>
            `Die Schachtel trägt wichtige Merkmale eines Originals. ${f.claim("authenticity-hologram", 3)} Wer die Schachtel entsorgt, verliert diesen Nachweis.`,
          `Auch Druck und Farben der Schachtel lassen sich später nur prüfen, wenn sie noch da ist. Öffnen Sie sie vorsichtig. Falten Sie sie danach flach und legen Sie sie zum Beleg.`,
          "Auch kleine Beilagen gehören dazu. Manche Schachteln enthalten eine Karte mit der Übersicht der Serie. Legen Sie auch diese zur Schachtel. Vollständige Sets aus Figur, Schachtel und Beilagen wirken beim Weiterverkauf deutlich überzeugender.",
        ],
      },
      {
        heading: "Ordnung in der Sammlung",
        paragraphs: [
          "Ein einfacher Ordner reicht für den Anfang. Legen Sie für jede Figur eine Hülle mit Beleg und Notizen an. Notieren Sie dabei die Serie, den Namen der Figur und das Kaufdatum. So finden Sie alles schnell wieder.",
          "Zusätzlich helfen digitale Kopien. Fotografieren Sie jeden Beleg und jede Schachtel. Speichern Sie die Bilder an einem Ort, den Sie regelmäßig sichern. Verblasst ein Beleg aus Thermopapier mit der Zeit, haben Sie immer noch das Foto.",
          "Eine kleine Tabelle ergänzt den Ordner gut. Tragen Sie dort jede Figur mit Serie, Datum, Preis und Händler ein. So sehen Sie auf einen Blick, was Ihre Sammlung umfasst. Außerdem erkennen Sie schnell, welche Figuren noch fehlen.",
        ],
      },
      {
        heading: "Wenn Sie den Beleg brauchen",
        paragraphs: [
          (f) =>
            `${f.claim("legal-withdrawal-how", 3)} Legen Sie den Beleg am besten gleich bei. So sieht der Händler sofort, um welchen Kauf es geht.`,
          (f) =>
            `Reagiert der Händler nicht, gibt es Hilfe. ${f.claim("help-internet-ombudsstelle", 1)} Auch dort brauchen Sie Beleg und Nachrichten.`,
          "Auch beim Verkauf einer Figur zahlt sich der Beleg aus. Käufer fragen oft nach der Herkunft, vor allem bei seltenen Stücken. Mit Beleg und Schachtel können Sie diese Frage sofort beantworten. Das schafft Vertrauen und erleichtert den Verkauf.",
        ],
      },
    ],
    steps: {
      heading: "Den Labubu-Kaufbeleg sichern: Schritt für Schritt",
      lead: "So bewahren Sie Beleg und Verpackung richtig auf:",
      items: [
        { label: "Beleg prüfen", text: "Prüfen Sie gleich nach dem Kauf, ob Verkäufer, Datum und Preis stimmen." },
        { label: "Foto machen", text: "Fotografieren Sie den Beleg, bevor er verblasst." },
        { label: "Schachtel schonen", text: "Öffnen Sie die Schachtel vorsichtig und falten Sie sie danach flach." },
        { label: "Ordner anlegen", text: "Legen Sie Beleg und Schachtel in eine eigene Hülle pro Figur." },
        { label: "Notizen ergänzen", text: "Notieren Sie Serie, Name der Figur und Kaufdatum." },
        { label: "Digital sichern", text: "Speichern Sie alle Fotos an einem Ort, den Sie regelmäßig sichern." },
      ],
    },
    mistakes: {
      heading: "Häufige Fehler bei Belegen",
      lead: "Diese Fehler kosten später Zeit und oft auch Geld:",
      items: [
        { label: "Beleg wegwerfen", text: "Ohne Beleg lässt sich die Herkunft kaum noch zeigen." },
        { label: "Thermopapier vergessen", text: "Belege aus Thermopapier verblassen. Ein Foto bewahrt den Inhalt." },
        { label: "Schachtel zerreißen", text: "Eine zerrissene Schachtel verliert Aufkleber und Code als Nachweis." },
        { label: "Privatkauf ohne Nachricht", text: "Ohne schriftliche Bestätigung fehlt jeder Beleg." },
        { label: "Zu spät prüfen", text: "Prüfen Sie die Ware gleich nach dem Erhalt und nicht erst Tage später." },
      ],
    },
    prosCons: {
      heading: "Kaufbeleg und Verpackung: Stärken und Grenzen",
      lead: "Beleg und Schachtel helfen viel, ersetzen aber keine Prüfung.",
      prosLead: "Beleg und Schachtel helfen so:",
      consLead: "Eine Prüfung ersetzen sie nicht:",
      pros: [
        { label: "Klare Herkunft", text: "Ein Beleg zeigt, wann und wo Sie gekauft haben." },
        { label: "Kaufdatum belegt", text: "Mit dem Beleg zeigen Sie das Kaufdatum schnell." },
        { label: "Höherer Wiederverkaufswert", text: "Figuren mit Schachtel und Beleg sind leichter zu verkaufen." },
      ],
      cons: [
        { label: "Kein Beweis der Echtheit", text: "Auch ein Beleg schützt nicht vor einer Kopie eines unseriösen Händlers." },
        { label: "Platzbedarf", text: "Schachteln brauchen Platz, auch wenn Sie sie flach falten." },
        { label: "Pflege nötig", text: "Ein Ordner hilft nur, wenn Sie ihn laufend ergänzen." },
      ],
    },
    conclusion: {
      heading: "Fazit: den Kaufbeleg immer aufheben",
      paragraphs: [
        "Ein Labubu-Kaufbeleg und die Originalverpackung kosten Sie kaum Aufwand. Trotzdem helfen sie bei einer Reklamation, bei Streit und beim späteren Verkauf. Heben Sie beides von Anfang an auf.",
        `Ein Foto des Belegs und eine flach gefaltete Schachtel genügen schon. Wie Sie eine Figur auf Echtheit prüfen, zeigt ${siteLink(sitePaths.checkPage, "die Seite zum Prüfen der Echtheit")}.`,
      ],
    },
  },
];
