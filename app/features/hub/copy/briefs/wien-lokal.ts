import { siteLink, sitePaths } from "./links";
import type { BriefList } from "./types";

/**
 * Briefs of the list "Wien & Lokal" (offered by Lokale Inhalte): each carries the local section.
 * Places come from the fact base with their public addresses and transit; no brief names a shop that
 * sells Labubu, an opening hour or a regular meeting, because none is sourced.
 */
export const wienLokalBriefs: BriefList<"wien-lokal"> = [
  {
    topicId: "wien-lokal-1",
    angle:
      "In Wien gibt es kein Geschäft von Pop Mart; wer vor Ort kauft, kennt den offiziellen Webshop als Maßstab, meidet kurzlebige Läden und prüft jede Figur selbst.",
    focusKeyphrase: "Labubu kaufen in Wien",
    keywords: ["Pop Mart Webshop", "Fälschungen", "Einkaufsstraßen"],
    facts: [
      "shop-official-austria",
      "price-official-shop-austria",
      "market-pop-mart-europe-2026",
      "vienna-mariahilfer-strasse",
      "vienna-donau-zentrum",
      "vienna-fake-popup-stores",
      "price-austria-warning-threshold",
      "authenticity-teeth",
      "vienna-classifieds",
      "legal-exchange-goodwill",
      "legal-withdrawal-14-days",
    ],
    seoTitle: "Labubu kaufen in Wien: worauf Sammler achten sollten",
    metaDescription:
      "Labubu kaufen in Wien: wo Sammler Originale finden, wie sie Fälschungen meiden und wie sie jede Figur vor dem Kauf prüfen, mit Quelle und Stand.",
    intro: [
      (f) =>
        `Wer in Wien Labubu kaufen möchte, sucht oft zuerst nach einem offiziellen Geschäft. ${f.claim("shop-official-austria", 1)} Das berichteten Wiener Medien wie ${f.source("shop-official-austria")}. Trotzdem finden sich auch in Wien Figuren im Handel und bei privaten Anbietern.`,
      "Dieser Beitrag zeigt, worauf Sie beim Kauf in Wien achten sollten. Es geht um Preise, typische Fallen und die Prüfung vor Ort. So gehen Sie mit einem Original nach Hause und nicht mit einer Kopie.",
    ],
    sections: [
      {
        heading: "Offizielle Wege zum Original",
        paragraphs: [
          (f) =>
            `Der sicherste Weg zu einem Original ist der offizielle Webshop. ${f.claim("shop-official-austria", 4)} ${f.claim("price-official-shop-austria", 0)} Dieser Preis ist ein Maßstab für jedes Angebot in Wien.`,
          (f) =>
            `${f.claim("shop-official-austria", 3)} ${f.claim("market-pop-mart-europe-2026", 0)} In Wien sind Sie also auf andere Händler angewiesen, und umso wichtiger ist es, Angebote genau zu prüfen.`,
          "Fragen Sie bei Händlern ruhig nach, woher die Figuren stammen. Ein seriöser Händler gibt darüber Auskunft und stellt einen Beleg aus. Weicht er aus, sollten Sie lieber woanders kaufen. Ein Beleg ist wichtig, falls später Fragen auftauchen.",
          "Wer in Wien Labubu kaufen will, sollte den Webshop zumindest kennen. Auch wenn Sie lieber im Geschäft kaufen, hilft er beim Vergleich. Sie sehen dort Serien, Bilder und Preise. So wissen Sie, wie ein Original aussieht, bevor Sie losgehen.",
        ],
      },
      {
        heading: "Labubu kaufen in Wien: Einkaufsstraßen und Zentren",
        paragraphs: [
          (f) =>
            `Die Mariahilfer Straße ist eine der bekannten Einkaufsstraßen der Stadt${f.use("vienna-mariahilfer-strasse")}. Dort liegen viele Läden für Spielwaren und Geschenke. Ob einer davon gerade Labubu anbietet, wechselt allerdings. Fragen Sie am besten vorab nach, bevor Sie einen Weg umsonst machen.`,
          (f) =>
            `${f.claim("vienna-donau-zentrum", 1)} Auch dort gilt dieselbe Regel. Ein bekannter Ort ist noch keine Zusage für Originalware. Prüfen Sie jede Figur also selbst, egal wo Sie kaufen.`,
          "Große Zentren haben einen Vorteil: Sie können Angebote mehrerer Geschäfte vergleichen. So sehen Sie schnell, welche Preise üblich sind. Ein Ausreißer nach unten fällt dann sofort auf. Genau solche Ausreißer sollten Sie genauer ansehen.",
        ],
      },
      {
        heading: "Vorsicht bei kurzlebigen Läden",
        paragraphs: [
          (f) =>
            `${f.claim("vienna-fake-popup-stores", 0)} Solche Läden tauchen oft plötzlich auf und verschwinden ebenso schnell. Reklamieren können Sie dann kaum noch.`,
          "Achten Sie auf einige Warnzeichen. Dazu gehören sehr günstige Preise, fehlende Belege und große Mengen derselben Figur. Auch ein fehlender Name des Händlers ist verdächtig. Kaufen Sie in solchen Fällen lieber nicht.",
          "Eine gute Lage in der Innenstadt ist kein Beweis für Seriosität. Gerade dort rechnen Betrüger mit vielen Touristen und wenig Zeit. Nehmen Sie sich trotzdem die Minute für eine Prüfung. Das spart Ihnen im Zweifel viel Geld.",
        ],
      },
      {
        heading: "Preise beim Labubu-Kauf in Wien",
        paragraphs: [
          (f) =>
            `${f.claim("price-austria-warning-threshold", 0)} Diese beiden Werte helfen beim schnellen Einordnen, doch auch ein normaler Preis beweist keine Echtheit.`,
          "Sehr hohe Preise sind dagegen kein Beweis für Echtheit. Auch Kopien werden manchmal teuer verkauft. Vergleichen Sie immer mit dem Preis im offiziellen Webshop. Liegt ein Angebot deutlich darüber, sollte es einen guten Grund dafür geben.",
          "Wer Labubu in Wien kaufen will, notiert sich diese Werte am besten im Handy. So haben Sie sie bei jedem Angebot zur Hand. Ein schneller Blick genügt dann für eine erste Einordnung. Die genaue Prüfung der Figur ersetzt er aber nicht.",
        ],
      },
      {
        heading: "Labubu in Wien kaufen und vor Ort prüfen",
        paragraphs: [
          (f) =>
            `Der Vorteil beim Kauf in Wien ist, dass Sie die Figur selbst in die Hand nehmen können. Zählen Sie zuerst die Zähne. ${f.claim("authenticity-teeth", 6)} Scannen Sie danach den QR-Code auf dem Etikett, der auf die offizielle Seite von Pop Mart führen sollte.`,
          `Sehen Sie sich auch die Schachtel an, denn Druck und Aufkleber verraten viele Kopien. Alle Merkmale im Überblick zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          "Nehmen Sie sich für die Prüfung ruhig Zeit, auch wenn das Geschäft voll ist. Ein seriöser Händler versteht das. Drängt man Sie dagegen zur Eile, ist das ein schlechtes Zeichen. Legen Sie die Figur in diesem Fall einfach zurück.",
        ],
      },
      {
        heading: "Private Angebote in Wien",
        paragraphs: [
          (f) =>
            `Viele Wiener kaufen auch über Plattformen. ${f.claim("vienna-classifieds", 1)} Bei privaten Angeboten können Sie die Figur oft bei einer Übergabe prüfen. Nutzen Sie diese Chance unbedingt.`,
          (f) =>
            `${f.claim("legal-exchange-goodwill", 1)} Fragen Sie deshalb vor dem Kauf, was der Laden anbietet. ${f.claim("legal-withdrawal-14-days", 1)}`,
          "Treffen Sie sich für eine private Übergabe an einem belebten Ort. Bezahlen Sie erst, wenn Sie die Figur geprüft haben. Wer Labubu privat in Wien kaufen will, vereinbart das am besten schon vorab. Ein seriöser Verkäufer hat damit kein Problem.",
        ],
      },
    ],
    local: {
      heading: "Labubu kaufen in Wien: Anreise und Planung",
      paragraphs: [
        (f) =>
          `${f.claim("vienna-mariahilfer-strasse", 2)} Planen Sie genug Zeit ein, denn die Straße ist lang. Bequeme Schuhe und etwas Geduld gehören dazu.`,
        (f) =>
          `${f.claim("vienna-donau-zentrum", 2)} Dort finden Sie viele Läden unter einem Dach. Bei schlechtem Wetter ist das ein klarer Vorteil.`,
        "Nehmen Sie für jeden Einkauf Ihr Handy mit, damit Sie QR-Codes scannen und Preise vergleichen können. Eine kleine Liste der gesuchten Figuren hilft zudem gegen spontane Fehlkäufe. Heben Sie jeden Beleg auf und fotografieren Sie ihn noch am selben Tag.",
        `Wo Sie in Wien schauen können, zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}. Dort stehen Adressen und Anreise, aber keine erfundenen Angebote einzelner Geschäfte.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu in Wien kaufen, aber mit Prüfung",
      paragraphs: [
        "In Wien Labubu kaufen ist möglich, verlangt aber einen prüfenden Blick. Nutzen Sie den offiziellen Webshop als Maßstab für Preise. Meiden Sie kurzlebige Läden mit auffällig günstigen Angeboten. Wer so vorgeht, kann Labubu in Wien ohne große Sorge kaufen.",
        "Prüfen Sie jede Figur vor Ort: Zähne, Code und Aufkleber verraten viele Kopien. Verlangen Sie einen Beleg und heben Sie ihn auf. So wird der Einkauf in Wien zu einem sicheren Erlebnis.",
      ],
    },
  },
  {
    topicId: "wien-lokal-2",
    angle:
      "Die Mariahilfer Straße ist eine der bekannten Einkaufsstraßen Wiens; wer dort Figuren sucht, plant Anreise und Route, fragt nach und prüft jede Figur selbst.",
    focusKeyphrase: "Mariahilfer Straße",
    keywords: ["Einkaufsstraße", "Neubaugasse", "Figuren-Sammler"],
    facts: [
      "vienna-mariahilfer-strasse",
      "vienna-neubaugasse",
      "price-austria-warning-threshold",
      "vienna-fake-popup-stores",
      "shop-official-austria",
      "authenticity-teeth",
      "authenticity-sole",
      "legal-withdrawal-private-sales",
    ],
    seoTitle: "Mariahilfer Straße: Tipps für Figuren-Sammler",
    metaDescription:
      "Mariahilfer Straße für Figuren-Sammler: Anreise mit der U-Bahn, wie Sie die Einkaufsstraße planen und worauf Sie beim Kauf von Labubu vor Ort achten.",
    intro: [
      (f) =>
        `Die Mariahilfer Straße ist eine der bekannten Einkaufsstraßen Wiens, wie ${f.source("vienna-mariahilfer-strasse")} beschreibt. Für Figuren-Sammler ist sie ein naheliegendes Ziel. Viele Läden für Spielwaren und Geschenke liegen hier dicht beieinander. Ob gerade einer davon Labubu anbietet, wechselt allerdings.`,
      "Dieser Beitrag hilft Ihnen, einen Einkauf auf der Mariahilfer Straße zu planen. Sie erfahren, wie Sie hinkommen und wie Sie vorgehen. Außerdem geht es um die Prüfung vor Ort, damit Sie kein Original mit einer Kopie verwechseln.",
    ],
    sections: [
      {
        heading: "Die Mariahilfer Straße im Überblick",
        paragraphs: [
          (f) =>
            `${f.claim("vienna-mariahilfer-strasse", 3)} Die Straße ist lang und an vielen Stellen belebt. Planen Sie etwas Zeit ein.`,
          (f) =>
            `Abseits der Hauptstraße lohnt sich ein Blick in die Neubaugasse. ${f.claim("vienna-neubaugasse", 0)} Dort finden sich kleinere Läden mit eigenem Sortiment. Ein Abstecher verbindet sich gut mit einem Bummel auf der Hauptstraße.`,
          "Eine feste Liste von Läden mit Labubu ist allerdings nicht belegt. Das Angebot ändert sich je nach Lieferung und Nachfrage. Fragen Sie im Zweifel vorab nach. So sparen Sie sich unnötige Wege.",
          "Zu Stoßzeiten ist die Straße besonders voll. Wer in Ruhe schauen möchte, kommt lieber zu ruhigeren Zeiten. Dann haben Verkäufer auch mehr Zeit für Fragen. Das hilft vor allem, wenn Sie eine Figur genauer prüfen möchten.",
        ],
      },
      {
        heading: "Anreise zur Mariahilfer Straße",
        paragraphs: [
          (f) =>
            `Mit der U-Bahn erreichen Sie die Straße bequem. ${f.claim("vienna-mariahilfer-strasse", 1)} Je nach Ziel wählen Sie die passende Station.`,
          "Mit dem Auto ist die Anreise dagegen mühsamer. Parkplätze sind knapp, und Teile der Straße sind Fußgängern vorbehalten. Die U-Bahn ist die bessere Wahl. So können Sie auch mehrere Abschnitte der Straße zu Fuß erkunden.",
          "Wer aus den Bundesländern anreist, kommt oft am Westbahnhof an. Von dort ist es nicht weit zur Mariahilfer Straße. Sie können den Einkauf also gut mit einer Bahnreise verbinden. Planen Sie dann genug Zeit für den Rückweg ein.",
        ],
      },
      {
        heading: "So planen Sie Ihre Runde",
        paragraphs: [
          "Eine gute Runde beginnt mit einer Liste. Notieren Sie, welche Figuren oder Serien Sie suchen. So lassen Sie sich von spontanen Angeboten nicht ablenken. Außerdem behalten Sie Ihr Budget im Blick.",
          "Starten Sie an einem Ende der Straße und arbeiten Sie sich zum anderen vor. Merken Sie sich Preise und Geschäfte, bevor Sie kaufen. Am Ende können Sie dann das beste Angebot wählen. Ein kurzer Vergleich spart oft Geld.",
          "Nehmen Sie Ihr Handy mit. Damit scannen Sie QR-Codes und vergleichen Preise mit dem offiziellen Webshop. Ein voller Akku ist wichtig. Ein zweiter Akku schadet bei einem langen Bummel nicht.",
          "Überlegen Sie zudem vorab, wie viel Sie höchstens ausgeben wollen. Eine feste Grenze schützt vor Käufen, die Sie später bereuen. Bezahlen Sie am besten mit Karte, dann haben Sie einen zusätzlichen Nachweis. Bargeld sollten Sie nur in kleinen Mengen bei sich haben.",
        ],
      },
      {
        heading: "Preise richtig einordnen",
        paragraphs: [
          (f) =>
            `${f.claim("price-austria-warning-threshold", 3)} ${f.claim("vienna-fake-popup-stores", 2)} Ein Preis allein ist also weder ein Beweis noch ein Glücksfall.`,
          (f) =>
            `${f.claim("shop-official-austria", 2)} Vergleichen Sie Angebote im Handel mit den Preisen im Webshop. So sehen Sie schnell, ob ein Preis fair ist.`,
          "Notieren Sie Preise, die Ihnen auffallen, gleich im Handy. So behalten Sie auf einer langen Straße den Überblick. Am Ende wissen Sie genau, wo welche Figur wie viel kostet. Das erleichtert die Entscheidung deutlich.",
        ],
      },
      {
        heading: "Die Figur im Geschäft prüfen",
        paragraphs: [
          (f) =>
            `Im Laden können Sie die Figur selbst prüfen. Beginnen Sie mit den Zähnen. ${f.claim("authenticity-teeth", 4)} Sehen Sie sich danach den linken Fuß an. ${f.claim("authenticity-sole", 4)}`,
          `Prüfen Sie danach den QR-Code am Etikett. Passen alle Merkmale, spricht viel für ein Original. Mehr dazu zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          "Bitten Sie bei einer verpackten Figur um einen Blick auf die Schachtel. Achten Sie auf einen sauberen Druck und einen schimmernden Aufkleber. Fragen Sie zudem nach den Bedingungen des Ladens, bevor Sie bezahlen.",
          "Fotografieren Sie die Figur nach dem Kauf gleich im Geschäft oder zu Hause. Halten Sie dabei Zähne, Fuß und Etikett fest. So können Sie später in Ruhe vergleichen. Und falls doch ein Zweifel aufkommt, haben Sie alles dokumentiert.",
        ],
      },
      {
        heading: "Vorsicht bei Pop-up-Stores",
        paragraphs: [
          (f) =>
            `${f.claim("vienna-fake-popup-stores", 1)} Solche Läden können überall auftauchen, auch in belebten Einkaufsstraßen. Bleiben Sie auch auf der Mariahilfer Straße aufmerksam.`,
          (f) =>
            `Warnzeichen sind sehr günstige Preise, große Mengen derselben Figur und fehlende Belege. Auch bei privaten Angeboten in der Gegend ist Vorsicht geboten. ${f.claim("legal-withdrawal-private-sales", 2)} Prüfen Sie immer vor dem Bezahlen.`,
          "Prüfen Sie bei einem unbekannten Laden zuerst, ob ein Name und eine Anschrift angegeben sind. Fragen Sie nach einem Beleg mit diesen Angaben. Fehlt beides, kaufen Sie lieber woanders. Die Mariahilfer Straße bietet genug andere Geschäfte.",
          "Achten Sie auf die Menge. Ein Laden mit vielen Kartons einer gerade erschienenen Serie ist verdächtig. Gerade zum Start sind neue Serien oft knapp. Große Mengen zu niedrigen Preisen passen nicht dazu.",
        ],
      },
    ],
    local: {
      heading: "Ein Nachmittag auf der Mariahilfer Straße",
      paragraphs: [
        `Ein gemütlicher Nachmittag beginnt etwa bei der Neubaugasse. Von dort gehen Sie die Straße in Ruhe ab. Ein Abstecher in die Seitengassen bringt Abwechslung. Danach geht es zurück zur Hauptstraße.`,
        "Planen Sie Pausen ein, denn ein langer Bummel ermüdet. Notieren Sie Preise in einer kleinen Liste auf dem Handy. Am Ende vergleichen Sie in Ruhe und entscheiden erst dann. So vermeiden Sie teure spontane Käufe.",
        "Heben Sie jeden Beleg auf und fotografieren Sie ihn noch am selben Tag. Fotografieren Sie die gekaufte Figur mit Schachtel. So haben Sie alles beisammen, falls später Fragen auftauchen.",
        `Weitere Einkaufsorte in Wien mit Adresse und Anreise finden Sie ${siteLink(sitePaths.shops, "in der Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: planen, vergleichen, prüfen",
      paragraphs: [
        "Die Mariahilfer Straße ist für Figuren-Sammler ein guter Ort zum Stöbern. Ein Laden des Herstellers ist dort nicht belegt. Planen Sie Ihre Runde, vergleichen Sie Preise und prüfen Sie jede Figur selbst. Nehmen Sie sich dafür lieber einen ganzen Nachmittag Zeit als eine schnelle Stunde.",
        "Meiden Sie auffällig günstige Angebote und Läden ohne Beleg. Mit diesen Regeln wird der Einkauf auf der Mariahilfer Straße zu einem entspannten Ausflug.",
      ],
    },
  },
  {
    topicId: "wien-lokal-3",
    angle:
      "Ein Sammlertreffen in Wien lässt sich selbst organisieren; entscheidend sind ein öffentlicher Ort, klare Regeln für Tausch und Echtheit und Rücksicht auf Kinder.",
    focusKeyphrase: "Sammlertreffen in Wien",
    keywords: ["Tausch", "Einladung", "Regeln"],
    facts: [
      "vienna-donau-zentrum",
      "vienna-mariahilfer-strasse",
      "legal-withdrawal-private-sales",
      "authenticity-sole",
      "safety-lafufu-cpsc",
      "help-watchlist-internet",
    ],
    seoTitle: "Sammlertreffen in Wien selbst organisieren",
    metaDescription:
      "Sammlertreffen in Wien selbst organisieren: Ort, Einladung, Regeln für Tausch und Echtheit und was Sie bei Kindern und privaten Geschäften beachten sollten.",
    intro: [
      (f) =>
        `Wer Figuren sammelt, möchte sich oft mit anderen austauschen. Ein Sammlertreffen in Wien ist dafür eine schöne Gelegenheit. Regelmäßige, offizielle Treffen sind allerdings nicht belegt. Sie können aber selbst eines organisieren, zum Beispiel an einem öffentlichen Ort wie dem Donau Zentrum, das ${f.source("vienna-donau-zentrum")} beschreibt.`,
      "Dieser Beitrag zeigt, wie Sie ein Treffen planen und durchführen. Es geht um Ort, Einladung und Regeln. Außerdem erfahren Sie, wie Sie Tausch und Echtheit fair und sicher gestalten.",
    ],
    sections: [
      {
        heading: "Warum ein eigenes Sammlertreffen in Wien?",
        paragraphs: [
          "Ein Treffen bringt Menschen mit demselben Hobby zusammen. Sie können Figuren zeigen, tauschen und voneinander lernen. Gerade Einsteiger profitieren vom Austausch. Und gemeinsam macht das Sammeln einfach mehr Spaß.",
          "Da es keine belegten festen Treffen gibt, liegt die Initiative bei Ihnen. Das ist kein Nachteil. Sie bestimmen Ort, Zeit und Regeln selbst. So passt das Treffen genau zu Ihrer Runde.",
          "Ein kleines Treffen ist dabei oft besser als ein großes. In einer kleinen Runde kommen alle zu Wort. Außerdem behalten Sie leichter den Überblick über Figuren und Absprachen. Wachsen kann die Runde später immer noch.",
        ],
      },
      {
        heading: "Den richtigen Ort wählen",
        paragraphs: [
          (f) =>
            `Ein öffentlicher, heller Ort ist die beste Wahl. Dort fühlen sich alle sicher, auch wer niemanden kennt. ${f.claim("vienna-donau-zentrum", 3)} Auch ein Café in der Nähe einer U-Bahn-Station eignet sich.`,
          (f) =>
            `Zentral gelegen ist auch die Mariahilfer Straße. ${f.claim("vienna-mariahilfer-strasse", 4)} Fragen Sie bei einem Café vorab, ob eine Gruppe willkommen ist.`,
          "Private Wohnungen eignen sich für ein erstes Treffen weniger. Wer sich noch nicht kennt, trifft sich lieber öffentlich. Später können Sie das in einer vertrauten Runde anders handhaben. Sicherheit geht aber immer vor.",
          "Achten Sie auf ausreichend Licht. In einem dunklen Lokal lassen sich Merkmale schwer prüfen. Ein Tisch am Fenster ist ideal. Tageslicht zeigt Farben und Aufdrucke am ehrlichsten.",
        ],
      },
      {
        heading: "Einladung und Ablauf",
        paragraphs: [
          "Laden Sie zuerst Menschen ein, die Sie bereits kennen. Das kann ein kleiner Kreis aus Freunden und Bekannten sein. Wer öffentlich einlädt, sollte keine privaten Daten teilen. Nennen Sie nur Ort, Tag und Uhrzeit.",
          "Legen Sie einen einfachen Ablauf fest. Zuerst stellen sich alle kurz vor. Danach zeigt jeder seine Figuren, und am Ende wird getauscht. Eine klare Struktur hilft vor allem beim ersten Treffen.",
          "Setzen Sie eine feste Dauer fest, etwa zwei Stunden. So wissen alle, worauf sie sich einlassen. Ein klares Ende hilft auch beim Planen der Heimfahrt. Wer länger bleiben möchte, kann das danach spontan tun.",
          "Bitten Sie die Gäste zudem, ihre Figuren zu Hause kurz zu prüfen. Wer weiß, was er mitbringt, tauscht sicherer. Eine einfache Liste der Figuren zum Tauschen spart beim Treffen viel Zeit. Auch Fotos davon helfen bei der Vorbereitung.",
          "Planen Sie außerdem, wie Sie spätere Treffen ankündigen. Eine einfache Gruppe in einem bekannten Chat genügt dafür. Teilen Sie dort jedoch keine Adressen oder Telefonnummern ohne Zustimmung. Datenschutz gilt auch unter Sammlern.",
        ],
      },
      {
        heading: "Regeln für den Tausch",
        paragraphs: [
          "Tausch ist oft der wichtigste Teil eines Treffens. Damit er fair bleibt, helfen einfache Regeln. Jeder zeigt seine Figur offen und beantwortet Fragen. So entscheidet niemand unter Druck.",
          (f) =>
            `${f.claim("legal-withdrawal-private-sales", 4)} Halten Sie Tausch und Verkauf kurz schriftlich fest. Eine Nachricht mit Figur, Datum und Preis genügt. So lässt sich später klären, was vereinbart war.`,
          "Vereinbaren Sie außerdem, dass Bargeld nur offen und gegen die geprüfte Figur fließt. Größere Summen gehören nicht auf einen Tisch im Café. Bei teuren Figuren ist ein eigenes Treffen unter vier Augen an einem sicheren Ort besser.",
          "Ein weiterer Punkt betrifft den Wert. Nicht jede Figur ist gleich begehrt, und nicht jeder Tausch muss eins zu eins erfolgen. Besprechen Sie offen, was beide Seiten für fair halten. Wer sich nicht einig wird, tauscht lieber nicht.",
        ],
      },
      {
        heading: "Echtheit beim Sammlertreffen in Wien prüfen",
        paragraphs: [
          (f) =>
            `Ein Sammlertreffen in Wien ist eine gute Gelegenheit, Merkmale gemeinsam zu prüfen. Zählen Sie gemeinsam die Zähne. ${f.claim("authenticity-sole", 0)} Halten Sie zudem die Kamera Ihres Handys auf den QR-Code am Etikett.`,
          `So lernen alle voneinander, und Kopien fallen schneller auf. Eine kleine UV-Lampe ist dabei hilfreich. Alle Merkmale zeigt ${siteLink(sitePaths.authenticity, "die Übersicht auf der Startseite")}. Drucken Sie sie für das Treffen ruhig aus.`,
          "Vereinbaren Sie auch, dass jede Tauschfigur vorher geprüft wird. Das gilt für alle Seiten und ist keine Frage des Misstrauens. Es schützt vielmehr jeden Teilnehmer. Wer eine Kopie unwissentlich mitbringt, erfährt es so rechtzeitig.",
        ],
      },
      {
        heading: "Kinder und Sicherheit",
        paragraphs: [
          (f) =>
            `Kommen Familien mit Kindern, gilt besondere Vorsicht. ${f.claim("safety-lafufu-cpsc", 1)} Achten Sie darauf, dass kleine Teile nicht herumliegen.`,
          (f) =>
            `Auch online sollten Sie vorsichtig sein, wenn Sie zu einem Treffen einladen. Betrüger nutzen beliebte Themen gern für falsche Angebote. ${f.claim("help-watchlist-internet", 0)}`,
          "Bitten Sie Eltern, auf ihre Kinder und deren Figuren zu achten. Anhänger mit Ring gehören nicht in den Mund kleiner Kinder. Ein eigener Tisch für die Erwachsenen kann helfen. So bleibt das Treffen für alle entspannt.",
        ],
      },
    ],
    local: {
      heading: "Ein Sammlertreffen in Wien planen",
      paragraphs: [
        `Für ein erstes Treffen eignet sich ein gut erreichbarer Ort, etwa eine Station der U-Bahn. Beide genannten Orte sind auch für Gäste aus anderen Bezirken praktisch.`,
        "Wählen Sie eine Zeit, zu der es nicht zu voll ist. Ein Vormittag unter der Woche ist oft ruhiger. Fragen Sie im Café vorher nach einem Tisch für mehrere Personen. So haben alle genug Platz für ihre Figuren.",
        "Bringen Sie eine kleine Decke oder Unterlage mit. Darauf liegen die Figuren sauber und gut sichtbar, und nichts rutscht vom Tisch. Ein paar Beutel helfen beim Transport nach dem Tausch.",
        "Sammeln Sie nach dem Treffen kurz Rückmeldungen. So verbessern Sie das nächste Treffen. Vielleicht entsteht daraus mit der Zeit eine feste Runde.",
      ],
    },
    conclusion: {
      heading: "Fazit: das eigene Sammlertreffen in Wien",
      paragraphs: [
        "Ein Sammlertreffen in Wien entsteht am besten aus eigener Initiative. Wählen Sie einen öffentlichen, gut erreichbaren Ort und laden Sie zuerst Bekannte ein. Legen Sie einfache Regeln für Tausch und Echtheit fest.",
        "Achten Sie auf Kinder und auf kleine Teile. Halten Sie Absprachen beim Tausch kurz schriftlich fest. Dann wird Ihr Sammlertreffen in Wien für alle ein Gewinn, und vielleicht entsteht daraus eine feste Runde.",
      ],
    },
  },
  {
    topicId: "wien-lokal-4",
    angle:
      "Feste Tauschbörsen sind nicht belegt; wer Labubu tauschen will, findet Partner privat oder online und schützt sich mit Prüfung, klarer Absprache und öffentlichen Treffpunkten.",
    focusKeyphrase: "Labubu tauschen",
    keywords: ["Tauschbörse", "Doppelte", "Tauschpartner"],
    facts: [
      "blindbox-expected-boxes-six",
      "secret-odds-typical",
      "vienna-classifieds",
      "authenticity-teeth",
      "authenticity-sole",
      "authenticity-qr",
      "legal-withdrawal-private-sales",
      "legal-private-sale-warranty",
      "safety-lafufu-cpsc",
      "vienna-donau-zentrum",
      "vienna-mariahilfer-strasse",
    ],
    seoTitle: "Labubu tauschen in Österreich: sicher und fair",
    metaDescription:
      "Labubu tauschen in Österreich: Wo Sie Tauschpartner finden, wie Sie den Wert fair einschätzen, die Figur prüfen und sich beim privaten Tausch absichern.",
    intro: [
      (f) =>
        `Fast jeder Sammler hat irgendwann Doppelte. Statt sie im Regal zu lassen, können Sie Labubu tauschen. So kommen Sie an fehlende Figuren, ohne immer neue Blindboxen zu öffnen. Die Rechnung dahinter erklärt ${f.source("blindbox-expected-boxes-six")} unter dem Stichwort Sammelbilderproblem.`,
      "Feste, belegte Tauschbörsen für Labubu gibt es in Österreich allerdings nicht. Tauschpartner finden Sie vor allem privat oder online. Dieser Beitrag zeigt, wie Sie dabei fair bleiben und sich vor Kopien schützen.",
    ],
    sections: [
      {
        heading: "Warum Sammler Labubu tauschen",
        paragraphs: [
          (f) =>
            `${f.claim("blindbox-expected-boxes-six", 2)} Jede weitere fehlende Figur kommt nämlich seltener. Dabei entstehen zwangsläufig Doppelte. Genau diese Doppelten sind das Kapital beim Tausch.`,
          (f) =>
            `Noch schwieriger wird es bei der Secret-Figur. ${f.claim("secret-odds-typical", 3)} Wer sie unbedingt haben will, tauscht oft lieber, als immer neue Boxen zu kaufen. So bleibt das Hobby bezahlbar.`,
          "Tauschen hat einen sozialen Reiz. Sie lernen andere Sammler kennen und erfahren mehr über Serien. Viele Tipps kommen genau aus solchen Begegnungen. Allerdings braucht jeder Tausch auch etwas Vorsicht.",
        ],
      },
      {
        heading: "Wo Sie Tauschpartner finden",
        paragraphs: [
          "Der einfachste Weg führt über Freunde und Bekannte. Vielleicht sammelt jemand in Ihrem Umfeld dieselbe Serie. Dann kennen Sie einander und können offen sprechen. Ein solcher Tausch ist meist unkompliziert.",
          (f) =>
            `Online finden Sie Tauschpartner auf Kleinanzeigen-Plattformen. ${f.claim("vienna-classifieds", 0)} Seien Sie bei Fremden besonders sorgfältig. Verlangen Sie eigene Fotos der Figur.`,
          "Auch ein selbst organisiertes Treffen eignet sich zum Tauschen. Laden Sie dazu einige Sammler an einen öffentlichen Ort ein. So entsteht Ihre eigene kleine Tauschbörse. Wichtig sind dabei klare Regeln für alle.",
          "Achten Sie bei Gruppen im Netz auf klare Regeln. Gute Gruppen verlangen eigene Fotos und verbieten Kopien. Lesen Sie diese Regeln, bevor Sie mitmachen. Meiden Sie dagegen Gruppen, in denen ständig auffällig billige Figuren auftauchen.",
        ],
      },
      {
        heading: "Labubu tauschen: den Wert fair einschätzen",
        paragraphs: [
          "Nicht jede Figur ist gleich begehrt. Reguläre Figuren tauscht man oft eins zu eins. Bei einer Secret-Figur sieht das dagegen anders aus. Sprechen Sie offen darüber, was beide Seiten für fair halten.",
          "Vergleichen Sie dafür Angebote derselben Figuren. So sehen Sie, wie gefragt eine Figur gerade ist. Berücksichtigen Sie den Zustand. Eine Figur mit Schachtel ist mehr wert als eine lose.",
          "Lassen Sie sich nicht unter Druck setzen. Ein fairer Tausch fühlt sich für beide Seiten gut an. Wer zögert, darf auch Nein sagen. Es gibt immer einen nächsten Tauschpartner.",
        ],
      },
      {
        heading: "Die Tauschfigur prüfen",
        paragraphs: [
          (f) =>
            `Bevor Sie Labubu tauschen, prüfen Sie die Figur Ihres Gegenübers. ${f.claim("authenticity-teeth", 3)} Drehen Sie die Figur um. ${f.claim("authenticity-sole", 1)}`,
          (f) =>
            `Ein Blick auf den QR-Code am Etikett gehört ebenfalls dazu. ${f.claim("authenticity-qr", 6)} Passt ein Merkmal nicht, verzichten Sie lieber auf den Tausch. Eine Kopie bringt Ihrer Sammlung nichts.`,
          "Bieten Sie Ihrem Tauschpartner dasselbe an. Lassen Sie ihn Ihre Figur ebenso gründlich prüfen. Das schafft Vertrauen auf beiden Seiten. Außerdem zeigt es, dass Sie nichts zu verbergen haben.",
        ],
      },
      {
        heading: "Tausch per Post",
        paragraphs: [
          "Nicht jeder Tauschpartner wohnt in Ihrer Nähe. Dann bleibt oft nur der Versand. Das ist allerdings riskanter als ein Treffen. Denn Sie sehen die Figur erst, wenn das Paket ankommt.",
          "Vereinbaren Sie alles schriftlich, bevor Sie etwas verschicken. Tauschen Sie zudem Fotos der Figuren aus. Versenden Sie mit einer Nummer zur Verfolgung und polstern Sie gut. So lässt sich nachvollziehen, wann was verschickt wurde.",
          "Bei Fremden ist Vorsicht besonders wichtig. Betrüger versprechen manchmal einen Tausch und schicken dann nichts. Tauschen Sie per Post lieber mit Menschen, die Sie schon kennen. Bei Unbekannten ist ein Treffen sicherer.",
          "Fotografieren Sie das Paket, bevor Sie es aufgeben. Halten Sie auch den Inhalt auf einem Foto fest. Kommt es zu Streit, haben Sie so einen Nachweis. Bewahren Sie den Beleg der Post auf, bis alles geklärt ist.",
        ],
      },
      {
        heading: "Labubu tauschen: Absprachen festhalten",
        paragraphs: [
          "Eine kurze schriftliche Absprache schützt beide Seiten. Nennen Sie darin die Figuren, die Sie tauschen, und ihren Zustand. Halten Sie fest, ob Schachteln dabei sind. Eine Nachricht im Chat genügt dafür völlig.",
          "Vereinbaren Sie auch, was bei Problemen passiert. Zum Beispiel, ob ein Tausch rückgängig gemacht wird, wenn eine Figur nicht echt ist. Solche Regeln klingen streng, schaffen aber Klarheit. Wer fair tauscht, stimmt ihnen gern zu.",
          "Heben Sie die Nachrichten auf, bis Sie sicher sind, dass alles passt. Löschen Sie sie nicht direkt nach dem Treffen. Im Zweifel sind sie Ihr einziger Nachweis. Das gilt vor allem bei teuren Figuren.",
        ],
      },
      {
        heading: "Rechte und Risiken beim Tausch",
        paragraphs: [
          (f) =>
            `${f.claim("legal-withdrawal-private-sales", 3)} ${f.claim("legal-private-sale-warranty", 3)} Deshalb ist die Prüfung vorher so wichtig. Halten Sie die Absprache zudem in einer kurzen Nachricht fest.`,
          (f) =>
            `Denken Sie auch an kleine Kinder. ${f.claim("safety-lafufu-cpsc", 4)} Eine getauschte Kopie gehört nicht ins Kinderzimmer.`,
          "Ein weiteres Risiko sind Figuren mit versteckten Mängeln. Ein loser Ring oder eine offene Naht fällt nicht immer sofort auf. Fragen Sie gezielt nach solchen Stellen. Und sehen Sie sich die Figur bei gutem Licht genau an.",
        ],
      },
    ],
    local: {
      heading: "Labubu tauschen in Wien: gute Treffpunkte",
      paragraphs: [
        (f) =>
          `Für einen Tausch in Wien eignen sich belebte, gut erreichbare Orte. ${f.claim("vienna-donau-zentrum", 0)} ${f.claim("vienna-mariahilfer-strasse", 4)}`,
        "Treffen Sie sich am besten bei Tageslicht und an einem Tisch, etwa in einem Café. So können Sie die Figuren in Ruhe ansehen. Ein heller Platz am Fenster hilft beim Prüfen der Farben. Vermeiden Sie dagegen dunkle Ecken und Hinterhöfe.",
        "Wer aus den Bundesländern kommt, verbindet den Tausch oft mit einem Tag in Wien. Dann lohnt sich ein Treffpunkt in der Nähe eines Bahnhofs. So bleibt genug Zeit für den Tausch. Und die Heimfahrt ist trotzdem gut planbar.",
        `Weitere Orte in Wien mit Adresse und Anreise zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu tauschen mit Prüfung und Absprache",
      paragraphs: [
        "Labubu tauschen ist der beste Weg, Doppelte loszuwerden und Lücken zu schließen. Feste Tauschbörsen gibt es zwar nicht, doch Partner finden Sie privat und online. Prüfen Sie jede Tauschfigur und halten Sie Absprachen schriftlich fest.",
        "Treffen Sie Unbekannte an öffentlichen Orten und tauschen Sie per Post nur mit Menschen, die Sie kennen. So bleibt der Tausch fair und sicher.",
      ],
    },
  },
  {
    topicId: "wien-lokal-5",
    angle:
      "Auf dem Flohmarkt verkaufen meist Privatpersonen, die kein Rücktrittsrecht schulden und die Gewährleistung ausschließen können; wer Preise kennt und jede Figur am Stand prüft, findet Originale und meidet Kopien.",
    focusKeyphrase: "Flohmarkt in Wien",
    keywords: ["Naschmarkt", "Fälschungen", "Flohmarkt Samstag"],
    facts: [
      "vienna-flohmarkt-naschmarkt",
      "legal-withdrawal-private-sales",
      "legal-private-sale-warranty",
      "price-austria-warning-threshold",
      "authenticity-teeth",
      "authenticity-sole",
      "authenticity-colours",
      "authenticity-uv",
      "safety-lafufu-cpsc",
    ],
    seoTitle: "Flohmarkt in Wien: Labubu ohne Fälschung kaufen",
    metaDescription:
      "Flohmarkt in Wien: Wo Sammler stöbern können, wie sie dort Fälschungen erkennen, die Figur am Stand prüfen und einen fairen Preis zahlen.",
    intro: [
      (f) =>
        `Ein Flohmarkt in Wien ist für viele Sammler eine Schatzsuche. Zwischen alten Büchern und Geschirr tauchen manchmal auch Figuren auf. ${f.claim("vienna-flohmarkt-naschmarkt", 1)} Darüber berichtete ${f.source("vienna-flohmarkt-naschmarkt")}. Ob es dort Labubus gibt, nennen die Quellen nicht, und auf Flohmärkten gibt es auch Kopien.`,
      "Dieser Beitrag zeigt, wie Sie auf dem Flohmarkt Originale finden und Fälschungen meiden. Es geht um Preise, die Prüfung am Stand und Ihre Rechte. So wird die Schatzsuche nicht zur Enttäuschung.",
    ],
    sections: [
      {
        heading: "Der Flohmarkt beim Naschmarkt",
        paragraphs: [
          (f) => `${f.claim("vienna-flohmarkt-naschmarkt", 0)} Planen Sie genug Zeit ein, denn das Gelände ist groß.`,
          "Auf dem Flohmarkt verkaufen viele verschiedene Anbieter. Manche räumen ihren Dachboden, andere handeln regelmäßig. Welche Figuren Sie finden, ist reiner Zufall. Genau das macht den Reiz aus.",
          "Nehmen Sie sich Zeit für einen ersten Rundgang. Merken Sie sich Stände mit Figuren und vergleichen Sie Preise. Kaufen Sie erst danach. Ein kurzer Überblick verhindert voreilige Käufe.",
          "Der Markt ist bei Wienern und Touristen gleichermaßen beliebt. Zwischen den Ständen wird es schnell eng. Achten Sie gut auf Tasche und Geldbörse. Ein kleiner Rucksack, den Sie vorn tragen, ist praktisch.",
        ],
      },
      {
        heading: "Warum auf dem Flohmarkt in Wien Vorsicht gilt",
        paragraphs: [
          (f) =>
            `Auf dem Flohmarkt kaufen Sie meist von Privatpersonen. ${f.claim("legal-withdrawal-private-sales", 0)} ${f.claim("legal-private-sale-warranty", 2)} Umso wichtiger ist die Prüfung vor dem Bezahlen.`,
          "Dazu kommt, dass Kopien auch auf Flohmärkten auftauchen. Nicht jeder Verkäufer weiß selbst, ob seine Figur echt ist. Manche verkaufen eine Fälschung also ganz ohne böse Absicht. Verlassen Sie sich nicht auf Aussagen, sondern auf Merkmale.",
          "Auch die Stimmung auf dem Flohmarkt kann täuschen. Zwischen vielen Ständen kauft man schneller als im Geschäft. Nehmen Sie sich trotzdem die Minute für eine Prüfung. Ein guter Fund läuft Ihnen nicht davon.",
        ],
      },
      {
        heading: "Preise auf dem Flohmarkt in Wien",
        paragraphs: [
          (f) => `${f.claim("price-austria-warning-threshold", 2)} Ein Schnäppchen ist also ein Grund, genauer hinzusehen.`,
          "Handeln gehört auf dem Flohmarkt dazu. Bleiben Sie dabei freundlich und fair. Ein niedriger Preis ist allerdings nur dann gut, wenn die Figur echt ist. Prüfen Sie zuerst und handeln Sie erst danach.",
          "Nehmen Sie Bargeld in kleinen Scheinen mit. Viele Stände haben wenig Wechselgeld, und mit passendem Geld vermeiden Sie lange Wartezeiten. Außerdem behalten Sie Ihr Budget besser im Blick.",
        ],
      },
      {
        heading: "Die Figur am Stand prüfen",
        paragraphs: [
          (f) =>
            `Der erste Blick gilt den Zähnen. ${f.claim("authenticity-teeth", 5)} Sehen Sie sich danach den linken Fuß an. ${f.claim("authenticity-sole", 3)} Fehlt der Aufdruck oder ist er verschmiert, lassen Sie die Figur liegen.`,
          (f) =>
            `Scannen Sie den QR-Code auf dem Etikett. Achten Sie zudem auf die Farben. ${f.claim("authenticity-colours", 2)}`,
          (f) => `Eine kleine UV-Lampe passt in jede Tasche. ${f.claim("authenticity-uv", 0)} Prüfen Sie deshalb beide Füße.`,
        ],
      },
      {
        heading: "Fragen an den Verkäufer",
        paragraphs: [
          "Ein kurzes Gespräch am Stand verrät oft viel. Fragen Sie, woher die Figur stammt und wie lange der Verkäufer sie schon hat. Fragen Sie außerdem, ob es einen Beleg oder die Schachtel gibt. Wer offen antwortet, wirkt vertrauenswürdiger.",
          "Weicht ein Verkäufer allen Fragen aus, ist Vorsicht geboten. Das beweist zwar nichts, ist aber ein Warnsignal. Prüfen Sie die Figur dann besonders genau. Im Zweifel lassen Sie sie lieber liegen.",
          "Fragen Sie auch, ob der Verkäufer weitere Figuren hat. Manchmal liegen noch Stücke in einer Kiste unter dem Tisch. Doch auch für diese gilt dieselbe Prüfung. Viele Figuren auf einmal sind kein Zeichen für Echtheit.",
        ],
      },
      {
        heading: "Ohne Schachtel: worauf es dann ankommt",
        paragraphs: [
          "Auf dem Flohmarkt fehlt oft die Schachtel. Dann entfallen Aufkleber und Code auf der Verpackung als Nachweis. Umso wichtiger sind die Merkmale der Figur selbst. Zähne, Fuß und Etikett rücken in den Vordergrund.",
          "Fragen Sie trotzdem nach der Schachtel. Manchmal liegt sie noch zu Hause beim Verkäufer. Vereinbaren Sie in diesem Fall, dass er sie nachreicht. Eine vollständige Figur ist später leichter zu verkaufen.",
          "Achten Sie bei losen Figuren zudem auf Gebrauchsspuren. Flecken oder plattes Fell sind kein Zeichen für eine Kopie, senken aber den Wert. Fragen Sie, woher die Figur stammt und wie sie gelagert war. Eine ehrliche Antwort hilft beim Einschätzen des Preises.",
        ],
      },
      {
        heading: "Nach dem Kauf",
        paragraphs: [
          "Fotografieren Sie die Figur gleich nach dem Kauf. Halten Sie Zähne, Fuß und Etikett fest. Notieren Sie Datum, Stand und Preis. Ein Beleg fehlt auf dem Flohmarkt oft, die Notiz ersetzt ihn zum Teil.",
          (f) =>
            `Haben Sie doch eine Kopie erwischt, halten Sie sie von kleinen Kindern fern. ${f.claim("safety-lafufu-cpsc", 6)} Verkaufen Sie die Kopie nicht als Original weiter.`,
          "Prüfen Sie die Figur zu Hause noch einmal in Ruhe. Bei Tageslicht sehen Sie mehr als am Stand. Vergleichen Sie sie mit den offiziellen Bildern der Serie. So sehen Sie, ob alle Merkmale stimmen.",
          "Reinigen Sie eine gebrauchte Figur nur vorsichtig. Ein weicher, trockener Pinsel entfernt Staub meist schonend. Wasser und Reinigungsmittel schaden dagegen Fell und Farben. Danach bekommt die Figur einen geschützten Platz im Regal.",
        ],
      },
    ],
    local: {
      heading: "Ein Samstag auf dem Flohmarkt in Wien",
      paragraphs: [
        (f) =>
          `${f.claim("vienna-flohmarkt-naschmarkt", 2)} Mit dem Auto ist die Anreise dagegen mühsam. Die U-Bahn ist die bessere Wahl.`,
        "Packen Sie vorab eine kleine Tasche. Dazu gehören Bargeld in kleinen Scheinen, ein geladenes Handy und eine UV-Lampe. Ein paar Beutel schützen gekaufte Figuren auf dem Heimweg. Eine Liste der gesuchten Figuren hilft gegen spontane Fehlkäufe.",
        "Planen Sie genug Zeit ein, denn der Markt ist weitläufig. Ein erster Rundgang verschafft Ihnen den Überblick. Danach kehren Sie zu den interessanten Ständen zurück. So kaufen Sie gezielt statt hektisch.",
        `Weitere Orte in Wien mit Adresse und Anreise zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: der Flohmarkt in Wien mit offenen Augen",
      paragraphs: [
        "Ein Flohmarkt in Wien kann echte Schätze bieten, aber auch Kopien. Sie kaufen dort meist von Privatpersonen. Prüfen Sie jede Figur am Stand, bevor Sie bezahlen.",
        "Kennen Sie die üblichen Preise und misstrauen Sie Schnäppchen. Dann wird der Vormittag am Naschmarkt zu einem Erfolg.",
      ],
    },
  },
  {
    topicId: "wien-lokal-6",
    angle:
      "Für Graz, Linz und Salzburg ist kein Händler belegt; der offizielle Webshop gilt für ganz Österreich, und im Handel vor Ort gelten dieselben Prüfschritte wie in Wien.",
    focusKeyphrase: "Labubu in den Bundesländern",
    keywords: ["Graz", "Linz", "Salzburg"],
    facts: [
      "shop-official-austria",
      "price-official-shop-austria",
      "legal-withdrawal-14-days",
      "price-austria-warning-threshold",
      "legal-exchange-goodwill",
      "vienna-classifieds",
      "legal-withdrawal-private-sales",
      "authenticity-teeth",
      "authenticity-sole",
      "help-internet-ombudsstelle",
      "help-watchlist-internet",
      "vienna-mariahilfer-strasse",
    ],
    seoTitle: "Labubu in den Bundesländern: Graz, Linz und Salzburg",
    metaDescription:
      "Labubu in den Bundesländern finden: was für Graz, Linz und Salzburg belegt ist, wie der offizielle Webshop hilft und wie Sie vor Ort Fälschungen meiden.",
    intro: [
      (f) =>
        `Nicht jeder Sammler wohnt in Wien. Viele suchen Labubu in den Bundesländern, etwa in Graz, Linz oder Salzburg. ${f.claim("shop-official-austria", 0)} Das berichteten Wiener Medien wie ${f.source("shop-official-austria")}.`,
      "Eine belegte Liste von Händlern in Graz, Linz oder Salzburg fehlt. Dieser Beitrag nennt deshalb keine einzelnen Läden. Er zeigt stattdessen, wie Sie in den Bundesländern sicher an Originale kommen.",
    ],
    sections: [
      {
        heading: "Was über den Handel in den Bundesländern bekannt ist",
        paragraphs: [
          "Über einzelne Händler in Graz, Linz oder Salzburg gibt es keine verlässlichen Angaben. Das Angebot im Handel wechselt zudem ständig. Eine Liste wäre schnell veraltet. Ehrlicher ist es, die Wege zu beschreiben, die überall funktionieren.",
          "Spielwarenhandel, Geschenkläden und Buchhandlungen führen manchmal Designer-Figuren. Ob gerade Labubu dabei ist, erfahren Sie nur vor Ort oder auf Nachfrage. Rufen Sie im Zweifel vorher an. So sparen Sie sich unnötige Wege.",
          "Auch in den Bundesländern gibt es Fälschungen. Kopien tauchen überall dort auf, wo Nachfrage besteht. Die Regeln zum Prüfen gelten in Graz genauso wie in Wien. Ein unbekannter Laden verdient immer einen zweiten Blick.",
        ],
      },
      {
        heading: "Der offizielle Webshop für ganz Österreich",
        paragraphs: [
          (f) =>
            `Für Labubu in den Bundesländern ist der offizielle Webshop der verlässlichste Weg. ${f.claim("price-official-shop-austria", 3)} Egal ob Sie in Graz, Linz oder Salzburg wohnen, der Weg ist derselbe.`,
          (f) =>
            `Auch wer in den Bundesländern online bestellt, hat Rechte. ${f.claim("legal-withdrawal-14-days", 3)} Prüfen Sie die Figur gleich nach der Lieferung.`,
          "Achten Sie beim Webshop auf die genaue Adresse. Betrüger bauen Seiten, die dem Original ähneln. Lesen Sie die Adresse bis zum Ende. Ein Tippfehler in der Adresse ist ein klares Warnsignal.",
          "Bestellen Sie nach Hause oder an eine Adresse, an der Sie das Paket sicher erhalten. Prüfen Sie die Figur gleich nach dem Auspacken. Fotografieren Sie Figur und Schachtel. So haben Sie alles dokumentiert, falls etwas nicht stimmt.",
        ],
      },
      {
        heading: "Labubu in den Bundesländern im Handel finden",
        paragraphs: [
          "Im Handel vor Ort können Sie die Figur selbst in die Hand nehmen. Das ist ein großer Vorteil gegenüber dem Versand. Fragen Sie nach der Herkunft der Figuren und nach einem Beleg. Ein seriöser Händler gibt beides gern.",
          (f) =>
            `Vergleichen Sie auch den Preis. ${f.claim("price-austria-warning-threshold", 0)} Diese Angaben gelten in den Bundesländern genauso wie in Wien.`,
          (f) =>
            `${f.claim("legal-exchange-goodwill", 0)} Notieren Sie sich die Antwort des Ladens am besten auf dem Beleg. So gibt es später keine Missverständnisse.`,
          "Wer Labubu in den Bundesländern im Handel sucht, braucht oft etwas Geduld. Neue Figuren kommen nicht überall gleichzeitig an. Fragen Sie ruhig, ob der Händler Nachschub erwartet. Manche Händler merken Ihnen eine Figur auch vor.",
        ],
      },
      {
        heading: "Private Angebote in Graz, Linz und Salzburg",
        paragraphs: [
          (f) =>
            `Viele Sammler kaufen über Kleinanzeigen. ${f.claim("vienna-classifieds", 3)} Bei Angeboten aus Ihrer Stadt können Sie die Figur oft bei einer Übergabe prüfen. Nutzen Sie diese Möglichkeit.`,
          (f) =>
            `${f.claim("legal-withdrawal-private-sales", 1)} Prüfen Sie die Figur vor dem Bezahlen. Halten Sie die Absprache schriftlich fest.`,
          "Treffen Sie sich an einem belebten, hellen Ort. Ein Bahnhof oder ein Einkaufszentrum eignet sich gut. Dort können Sie die Figur in Ruhe prüfen. Bezahlen Sie erst, wenn alle Merkmale passen.",
          "Seien Sie bei Angeboten mit Versand aus einer anderen Stadt vorsichtiger. Dann sehen Sie die Figur erst nach der Zahlung. Bitten Sie um eigene Fotos von Zähnen, Fuß und Etikett. Zahlen Sie an Unbekannte möglichst nicht im Voraus.",
        ],
      },
      {
        heading: "Echtheit prüfen, egal wo",
        paragraphs: [
          (f) =>
            `Die wichtigsten Merkmale sind überall gleich. ${f.claim("authenticity-teeth", 0)} Scannen Sie danach den QR-Code auf dem Etikett, der auf die offizielle Seite von Pop Mart führen sollte.`,
          `Sehen Sie sich auch die Schachtel und ihren Aufkleber an. Alle Merkmale zeigt ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          (f) =>
            `Sehen Sie sich den Fuß an. ${f.claim("authenticity-sole", 0)} Ist er verschmiert oder fehlt er, lassen Sie die Figur liegen. Diese Prüfung dauert nur Sekunden.`,
          "Vergleichen Sie die Figur schließlich mit den offiziellen Bildern. Achten Sie dabei auf Farben und Form. Achten Sie dabei besonders auf auffällige Abweichungen. Erst wenn alles passt, lohnt sich der Kauf.",
        ],
      },
      {
        heading: "Hilfe bei Problemen in ganz Österreich",
        paragraphs: [
          (f) =>
            `Gibt es Streit mit einem Online-Händler, gibt es Hilfe in ganz Österreich. ${f.claim("help-internet-ombudsstelle", 1)} Sie müssen dafür also nicht nach Wien fahren.`,
          (f) =>
            `Stoßen Sie auf eine betrügerische Seite, melden Sie sie. ${f.claim("help-watchlist-internet", 2)} Mit Ihrer Meldung schützen Sie auch andere Sammler.`,
          "Sichern Sie in jedem Fall alle Unterlagen. Dazu gehören Bestellung, Rechnung, Fotos und Nachrichten. Ohne diese Nachweise ist Hilfe oft schwierig. Legen Sie am besten einen eigenen Ordner dafür an.",
        ],
      },
    ],
    local: {
      heading: "Labubu in den Bundesländern: ein Abstecher nach Wien",
      paragraphs: [
        (f) =>
          `Manche Sammler verbinden einen Ausflug nach Wien mit einem Einkauf. ${f.claim("vienna-mariahilfer-strasse", 0)} So lässt sich die Anreise mit der Bahn gut mit einem Bummel verbinden.`,
        "Planen Sie einen solchen Ausflug trotzdem nüchtern. Ob ein Laden gerade Labubus anbietet, wechselt. Rufen Sie vorher an, wenn Sie gezielt eine Figur suchen.",
        "Für viele Sammler in den Bundesländern ist der Webshop am Ende die einfachere Lösung. Er spart Fahrtkosten und Zeit. Der Ausflug nach Wien bleibt dann ein schönes Extra.",
        `Einkaufsorte in Wien mit Adresse und Anreise zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu in den Bundesländern sicher kaufen",
      paragraphs: [
        "Für Graz, Linz und Salzburg ist kein einzelner Händler belegt. Der offizielle Webshop ist der verlässlichste Weg zu Labubu in den Bundesländern. Im Handel vor Ort und bei privaten Angeboten gelten dieselben Prüfschritte wie in Wien.",
        "Prüfen Sie Zähne, Code und Aufkleber und vergleichen Sie den Preis. Bei Problemen finden Sie Hilfe, ohne nach Wien fahren zu müssen.",
      ],
    },
  },
  {
    topicId: "wien-lokal-7",
    angle:
      "Bei Bestellungen außerhalb der EU fällt ab dem ersten Euro Einfuhrumsatzsteuer an und seit Juli 2026 auch unter € 150 ein pauschaler Zoll; dazu kommen Versand und das Risiko von Fälschungen.",
    focusKeyphrase: "Labubu aus dem Ausland",
    keywords: ["Zoll", "Einfuhrumsatzsteuer", "Gebühren"],
    facts: [
      "import-vat-no-threshold",
      "price-big-into-energy-asia",
      "price-official-shop-austria",
      "import-vat-rate",
      "import-duty-threshold",
      "safety-lafufu-cpsc",
      "help-watchlist-labubu-warning",
      "authenticity-official-domain",
      "legal-withdrawal-14-days",
      "help-internet-ombudsstelle",
    ],
    seoTitle: "Labubu aus dem Ausland bestellen: Zoll und Gebühren",
    metaDescription: `Labubu aus dem Ausland bestellen: welche Abgaben bei Sendungen von außerhalb der EU dazukommen, wie Sie rechnen und betrügerische Shops meiden.`,
    intro: [
      (f) =>
        `Im Ausland wirken Preise oft verlockend. Wer Labubu aus dem Ausland bestellt, zahlt am Ende aber mehr als den Kaufpreis. ${f.claim("import-vat-no-threshold", 1)} Das bestätigt ${f.source("import-vat-no-threshold")}.`,
      "Dieser Beitrag erklärt, welche Abgaben anfallen und wer sie verlangt. Außerdem zeigt er, warum Bestellungen aus dem Ausland ein höheres Risiko für Fälschungen bergen. So können Sie vorab richtig rechnen.",
    ],
    sections: [
      {
        heading: "Warum Sammler im Ausland bestellen",
        paragraphs: [
          (f) =>
            `Manche Serien erscheinen im Ausland früher oder sind dort günstiger. ${f.claim("price-big-into-energy-asia", 1)} Solche Preise wecken natürlich Interesse.`,
          (f) =>
            `${f.claim("price-official-shop-austria", 2)} Der Abstand wirkt auf den ersten Blick groß. Doch der Kaufpreis ist nur ein Teil der Rechnung. Erst die Summe aller Kosten zeigt den echten Unterschied.`,
          "Dazu kommt die Auswahl. Im Ausland gibt es manchmal Figuren, die hier schwer zu finden sind. Das macht Bestellungen aus dem Ausland für Sammler reizvoll. Umso wichtiger ist es, die Regeln zu kennen.",
          "Manchmal geht es auch um Neuheiten. Wer Labubu aus dem Ausland bestellt, bekommt eine neue Serie vielleicht früher. Doch diese Eile hat ihren Preis. Neben den Abgaben steigt vor allem das Risiko einer Kopie.",
        ],
      },
      {
        heading: "Einfuhrumsatzsteuer ab dem ersten Euro",
        paragraphs: [
          (f) =>
            `${f.claim("import-vat-no-threshold", 2)} Auch eine kleine Figur ist also betroffen. ${f.claim("import-vat-rate", 0)}`,
          "Die Steuer berechnet sich vom Warenwert und kann weitere Kosten einschließen. Rechnen Sie großzügig. Eine Figur, die im Ausland günstig wirkt, verliert so schnell ihren Vorteil. Das gilt vor allem bei kleinen Bestellungen.",
          "Ein einfaches Beispiel hilft beim Rechnen. Nehmen Sie den Preis der Figur und addieren Sie den Versand. Rechnen Sie darauf alle Abgaben und mögliche Gebühren. Erst diese Summe vergleichen Sie mit dem Preis in Österreich.",
        ],
      },
      {
        heading: "Zoll für Labubu aus dem Ausland",
        paragraphs: [
          (f) => `${f.claim("import-duty-threshold", 0)} ${f.claim("import-duty-threshold", 3)}`,
          (f) => `${f.claim("import-duty-threshold", 4)} ${f.claim("import-duty-threshold", 5)}`,
          "Im Zweifel hilft ein Blick auf die Seiten des Finanzministeriums. Regeln können sich ändern. Prüfen Sie vor jeder größeren Bestellung den aktuellen Stand.",
        ],
      },
      {
        heading: "Wer die Abgaben verlangt",
        paragraphs: [
          `Manche Händler verrechnen die Steuer bereits beim Kauf, andere nicht. Fragen Sie vor der Bestellung, was im Preis enthalten ist. So erleben Sie bei der Zustellung keine Überraschung.`,
          "Für Sie bedeutet das eine Überraschung an der Haustür, wenn Sie nicht vorbereitet sind. Das Paket wird erst gegen Bezahlung übergeben. Rechnen Sie schon bei der Bestellung mit diesen Kosten. So bleibt der Ärger aus.",
          "Prüfen Sie beim Kauf, ob der Händler die Steuer schon einrechnet. Seriöse Händler weisen darauf hin. Fehlt ein Hinweis, fragen Sie nach. Eine klare Antwort erspart Ihnen später Kosten.",
          "Wer Labubu aus dem Ausland bestellt, sollte auch an Rücksendungen denken. Klären Sie vorab, wie eine Rücksendung abläuft. Fragen Sie auch, was mit bereits gezahlten Abgaben geschieht. Sonst erleben Sie am Ende eine teure Überraschung.",
        ],
      },
      {
        heading: "Fälschungen aus dem Ausland",
        paragraphs: [
          (f) =>
            `Bei Bestellungen aus dem Ausland ist das Risiko für Fälschungen hoch. ${f.claim("safety-lafufu-cpsc", 4)} Kleine Kinder können solche Teile verschlucken.`,
          (f) =>
            `${f.claim("help-watchlist-labubu-warning", 1)} Prüfen Sie deshalb die Adresse jedes Shops. ${f.claim("authenticity-official-domain", 1)}`,
          "Ein sehr günstiger Preis aus dem Ausland ist doppelt verdächtig. Er lockt mit einem Vorteil, der nach Abzug der Abgaben oft verschwindet. Dazu kommt das Risiko einer Kopie. Seien Sie in solchen Fällen besonders kritisch.",
          "Prüfen Sie Bewertungen und das Impressum eines Shops. Fehlt eine Anschrift, ist das ein Warnsignal. Suchen Sie den Namen des Shops zusammen mit dem Wort Warnung. So finden Sie oft frühere Meldungen.",
        ],
      },
      {
        heading: "Rechte bei Bestellungen außerhalb der EU",
        paragraphs: [
          (f) =>
            `${f.claim("legal-withdrawal-14-days", 2)} Bei Händlern außerhalb der EU kann die Durchsetzung allerdings mühsam sein. Rücksendungen kosten oft viel Zeit und Porto.`,
          (f) =>
            `Gibt es Streit, sichern Sie Bestellung, Rechnung und Nachrichten. ${f.claim("help-internet-ombudsstelle", 0)} Ohne Unterlagen ist Hilfe schwer.`,
          "Wägen Sie ab, ob sich eine Bestellung aus dem Ausland wirklich lohnt. Ein kleiner Preisvorteil kann schnell verschwinden. Dazu kommt das Risiko einer Kopie. Oft ist der Kauf in Österreich die bessere Wahl.",
        ],
      },
    ],
    local: {
      heading: "Labubu aus dem Ausland: die Zustellung in Österreich",
      paragraphs: [
        "Kommt ein Paket aus dem Ausland in Österreich an, durchläuft es zuerst die Abfertigung. Erst danach geht es an die Zustellung. Das kann zusätzliche Tage dauern. Planen Sie bei Geschenken genug Zeit ein.",
        "Sind Abgaben offen, zahlen Sie diese bei der Übergabe. Halten Sie dafür den passenden Betrag bereit oder klären Sie, welche Zahlungsarten möglich sind. Heben Sie den Beleg über die Abgaben auf. Er gehört zu den Unterlagen Ihres Kaufs.",
        "Prüfen Sie die Figur gleich nach dem Auspacken. Zählen Sie die Zähne, sehen Sie sich den Fuß an und scannen Sie den Code. Fotografieren Sie die Figur und die Verpackung. So haben Sie bei Problemen einen Nachweis.",
        `Wer lieber vor Ort in Wien schaut, findet Adressen und Anreise ${siteLink(sitePaths.shops, "in der Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu aus dem Ausland nur mit voller Rechnung",
      paragraphs: [
        (f) =>
          `Wer Labubu aus dem Ausland bestellt, zahlt mehr als den Kaufpreis. ${f.claim("import-duty-threshold", 2)} Dazu kommen Versand und Steuer.`,
        "Rechnen Sie alle Kosten zusammen und prüfen Sie die Adresse jedes Shops. Oft ist der Kauf in Österreich am Ende günstiger und sicherer.",
      ],
    },
  },
  {
    topicId: "wien-lokal-8",
    angle:
      "Ein fester Liefertag ist nicht belegt; wer neue Serien sucht, plant mit dem offiziellen Webshop, belegten Starttagen früherer Serien und Vorsicht vor knappen Angeboten.",
    focusKeyphrase: "neue Labubu-Serien",
    keywords: ["Neuheiten", "Starttag", "Webshop"],
    facts: [
      "shop-official-austria",
      "price-big-into-energy-asia",
      "price-heart-code-china",
      "series-wacky-mart",
      "authenticity-fake-shop-prices",
      "vienna-fake-popup-stores",
      "vienna-mariahilfer-strasse",
      "vienna-donau-zentrum",
    ],
    seoTitle: "Neue Labubu-Serien: So planen Wiener Sammler",
    metaDescription:
      "Neue Labubu-Serien gezielt kaufen: Warum kein fester Liefertag belegt ist, wie Wiener Sammler ihren Einkauf planen und knappe Angebote richtig prüfen.",
    intro: [
      (f) =>
        `Neue Labubu-Serien sorgen unter Sammlern regelmäßig für Aufregung. Viele fragen sich, wann die Figuren in Wien ankommen. Oft heißt es, neue Ware komme an einem bestimmten Wochentag. Ein fester Liefertag ist allerdings nicht belegt. Belegt ist dagegen der offizielle Vertriebsweg, den Wiener Medien wie ${f.source("shop-official-austria")} beschreiben.`,
      "Dieser Beitrag zeigt, wie Sie den Kauf neuer Serien trotzdem gut planen. Es geht um verlässliche Quellen, belegte Starttage früherer Serien und die Vorsicht bei knappen Angeboten. So kommen Sie entspannt an Ihre Wunschfigur.",
    ],
    sections: [
      {
        heading: "Warum kein fester Liefertag belegt ist",
        paragraphs: [
          "Händler bekommen Ware zu unterschiedlichen Zeiten. Das hängt von Lieferanten, Mengen und Transport ab. Ein einheitlicher Tag für alle Geschäfte in Wien ist nicht belegt. Gerüchte über feste Tage helfen Ihnen also wenig.",
          "Verlassen Sie sich stattdessen auf direkte Auskünfte. Fragen Sie im Geschäft, wann neue Ware erwartet wird. Manche Händler merken Ihnen eine Figur vor. Eine solche Zusage ist mehr wert als jedes Gerücht.",
          "Auch im Netz kursieren viele Termine. Nicht jeder davon stimmt. Prüfen Sie deshalb, woher eine Angabe stammt. Eine offizielle Ankündigung ist verlässlicher als ein Beitrag in einem Forum.",
          "Gerüchte über Liefertage haben trotzdem eine Wirkung. Wenn viele Sammler am selben Tag kommen, ist das Regal schnell leer. Wer an einem anderen Tag fragt, hat manchmal mehr Glück. Sicher ist das aber nicht.",
        ],
      },
      {
        heading: "Neue Labubu-Serien im offiziellen Webshop",
        paragraphs: [
          (f) =>
            `${f.claim("shop-official-austria", 4)} Dort erscheinen neue Labubu-Serien, sobald Pop Mart sie für Österreich anbietet.`,
          "Schauen Sie regelmäßig in den Webshop, wenn Sie eine neue Serie suchen. Viele Shops bieten zudem einen Newsletter an. So erfahren Sie früh von Neuheiten. Prüfen Sie aber immer die Adresse der Seite.",
          "Der Webshop ist der direkteste Weg zu neuen Figuren. Im Handel kommen neue Serien oft später an. Planen Sie Ihren Einkauf mit diesem Wissen.",
          "Bei großer Nachfrage sind neue Figuren im Webshop manchmal schnell vergriffen. Dann hilft nur Geduld. Schauen Sie in den folgenden Tagen wieder vorbei. Kaufen Sie in der Zwischenzeit nicht überstürzt bei unbekannten Anbietern.",
        ],
      },
      {
        heading: "Was frühere Starttage zeigen",
        paragraphs: [
          (f) =>
            `Frühere Serien zeigen, wie unterschiedlich Starttage ausfallen. ${f.claim("price-big-into-energy-asia", 1)} Ob die Serie in Österreich am selben Tag zu haben war, ist nicht belegt.`,
          (f) =>
            `${f.claim("price-heart-code-china", 0)} Auch hier lagen die Starttage je nach Markt unterschiedlich. Ein weltweit einheitlicher Termin ist also nicht die Regel.`,
          "Für Wiener Sammler heißt das vor allem Geduld. Neue Labubu-Serien erscheinen hier oft später als in Asien. Wer das weiß, lässt sich von frühen Angeboten aus dem Ausland nicht drängen. Im Zweifel ist Warten die sicherere Wahl.",
          "Ein Blick auf frühere Serien hilft also beim Einordnen. Er zeigt, dass neue Labubu-Serien nicht überall gleichzeitig starten. Planen Sie mit etwas Abstand. Wer wartet, kauft oft entspannter und sicherer.",
        ],
      },
      {
        heading: "Knappe Angebote richtig einschätzen",
        paragraphs: [
          (f) =>
            `Bei neuen Serien ist die Nachfrage oft groß. Die Serie Wacky Mart wurde teils sogar per Verlosung vergeben${f.use("series-wacky-mart")}. Angebote, die sofort große Mengen liefern wollen, sind verdächtig. Echte Knappheit passt nicht zu unbegrenztem Vorrat.`,
          (f) => `Gerade bei neuen Serien locken Betrüger mit günstigen Preisen. ${f.claim("authenticity-fake-shop-prices", 2)}`,
          "Lassen Sie sich von Countdowns und knappen Angeboten nicht drängen. Solche Hinweise sollen schnelle Käufe auslösen. Prüfen Sie stattdessen in Ruhe Händler, Adresse und Preis. Eine neue Serie läuft Ihnen nicht davon.",
          "Prüfen Sie vor allem die Adresse eines Shops. Betrügerische Seiten ähneln dem Original oft stark. Schon ein zusätzlicher Buchstabe genügt für eine fremde Seite. Lesen Sie die Adresse also bis zum Ende.",
        ],
      },
      {
        heading: "Vorsicht bei Pop-up-Stores",
        paragraphs: [
          (f) =>
            `${f.claim("vienna-fake-popup-stores", 3)} Rund um eine gefragte Serie nutzen solche Läden die große Nachfrage aus.`,
          "Kaufen Sie neue Labubu-Serien lieber bei Händlern, die Sie kennen. Verlangen Sie einen Beleg mit Name und Anschrift des Händlers. Fehlt beides, kaufen Sie nicht. Eine neue Figur ist nur dann ein Gewinn, wenn sie echt ist.",
        ],
      },
      {
        heading: "Den Einkauf planen",
        paragraphs: [
          "Legen Sie vorab fest, welche Figuren Sie wirklich wollen. Bei Blindboxen wissen Sie zwar nicht, was Sie bekommen. Sie können aber entscheiden, wie viele Boxen Sie höchstens kaufen. Eine feste Grenze schützt vor teuren spontanen Käufen am Starttag.",
          "Überlegen Sie außerdem, ob Sie lieber im Webshop oder im Handel kaufen. Im Webshop kaufen Sie direkt beim Hersteller. Im Handel sehen Sie die Ware dagegen vor dem Kauf. Beides hat Vorteile, wichtig ist die Prüfung danach.",
          "Tauschen Sie Doppelte nach dem Start mit anderen Sammlern. So kommen Sie oft günstiger zu fehlenden Figuren. Prüfen Sie auch beim Tausch jede Figur. Kopien tauchen gerade bei neuen Serien häufig auf.",
          "Legen Sie fest, was Sie mit Doppelten machen. Tauschen ist oft die beste Lösung. Notieren Sie deshalb, welche Figuren Sie bereits haben. So behalten Sie auch nach dem Start den Überblick.",
        ],
      },
    ],
    local: {
      heading: "Neue Labubu-Serien in Wien: unterwegs zum Einkauf",
      paragraphs: [
        (f) =>
          `Wer im Handel sucht, findet in Wien mehrere Einkaufsorte. ${f.claim("vienna-mariahilfer-strasse", 2)} ${f.claim("vienna-donau-zentrum", 1)} Fragen Sie vorab, ob ein Laden die neue Serie anbietet.`,
        "Gehen Sie lieber zu ruhigen Zeiten einkaufen. Dann haben Verkäufer mehr Zeit für Fragen. Außerdem können Sie die Figuren in Ruhe prüfen. Das ist am Starttag einer Serie oft schwierig.",
        "Nehmen Sie Ihr Handy mit, um QR-Codes zu scannen und Preise zu vergleichen. Eine kurze Liste der gesuchten Figuren hilft zudem. Heben Sie jeden Beleg auf. Fotografieren Sie ihn noch am selben Tag.",
        `Weitere Einkaufsorte mit Adresse und Anreise zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}. Aktuelle Serien finden Sie ${siteLink(sitePaths.series, "in der Übersicht der Serien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: neue Labubu-Serien mit Geduld kaufen",
      paragraphs: [
        "Neue Labubu-Serien kommen nicht an einem festen Tag. Verlassen Sie sich auf den offiziellen Webshop und auf direkte Auskünfte der Händler. Frühere Starttage zeigen, dass Serien in Asien oft früher erscheinen.",
        "Meiden Sie knappe Angebote mit großen Rabatten und Pop-up-Stores, deren Herkunft Sie nicht kennen. Mit etwas Geduld kommen Sie sicher an Ihre Wunschfigur.",
      ],
    },
  },
  {
    topicId: "wien-lokal-9",
    angle:
      "Feste Gruppen oder Treffpunkte sind nicht belegt; Labubu-Sammler in Wien finden einander über Bekannte, Netz und eigene Treffen und schützen sich vor Betrug.",
    focusKeyphrase: "Labubu-Sammler in Wien",
    keywords: ["Gruppen", "Treffpunkte", "Austausch"],
    facts: [
      "background-2024-surge",
      "help-watchlist-labubu-warning",
      "vienna-mariahilfer-strasse",
      "legal-withdrawal-private-sales",
      "vienna-donau-zentrum",
      "vienna-flohmarkt-naschmarkt",
    ],
    seoTitle: "Labubu-Sammler in Wien: Gruppen und Treffpunkte finden",
    metaDescription:
      "Labubu-Sammler in Wien finden: Warum feste Treffpunkte nicht belegt sind, wie Sie Gleichgesinnte kennenlernen und sich im Austausch vor Betrug schützen.",
    intro: [
      (f) =>
        `${f.claim("background-2024-surge", 2)} Seither wächst auch die Zahl der Sammler, wie Berichte etwa von ${f.source("background-2024-surge")} zeigen. Viele Labubu-Sammler in Wien suchen Gleichgesinnte. Feste Gruppen oder Treffpunkte sind allerdings nicht belegt.`,
      "Dieser Beitrag nennt keine erfundenen Treffen. Er zeigt stattdessen, wie Sie andere Sammler finden und wie ein Austausch sicher gelingt. So entsteht vielleicht Ihre eigene Runde.",
    ],
    sections: [
      {
        heading: "Was über Gruppen und Treffpunkte bekannt ist",
        paragraphs: [
          "Über feste Termine, an denen sich Labubu-Sammler in Wien treffen, gibt es keine verlässlichen Angaben. Gruppen im Netz entstehen und verschwinden schnell. Eine Liste wäre rasch veraltet. Dieser Beitrag verzichtet daher auf Namen und Termine.",
          "Das heißt nicht, dass es keinen Austausch gibt. Er findet nur oft informell statt, zwischen Freunden, Bekannten und im Netz. Wer offen auf andere zugeht, findet schnell Gleichgesinnte. Gerade ein gemeinsames Hobby erleichtert den Einstieg.",
          "Wer neu in Wien sammelt, fühlt sich anfangs oft allein. Das ändert sich meist schnell. Schon ein Gespräch im Geschäft oder ein Beitrag im Netz kann Türen öffnen. Bleiben Sie dabei freundlich, aber vorsichtig.",
        ],
      },
      {
        heading: "Labubu-Sammler in Wien kennenlernen",
        paragraphs: [
          "Der einfachste Weg führt über das eigene Umfeld. Vielleicht sammelt jemand in Ihrer Familie, Klasse oder Firma ebenfalls. Eine Figur an der Tasche ist oft ein guter Gesprächsanlass. So entstehen erste Kontakte ganz von selbst.",
          "Auch Geschäfte sind Treffpunkte, wenn auch ungeplant. Wer vor einem Regal mit Figuren steht, teilt oft dasselbe Interesse. Ein kurzer Plausch genügt für einen ersten Austausch. Tauschen Sie aber nicht sofort private Daten aus.",
          "Im Netz finden Sie Gruppen in sozialen Medien und auf Plattformen. Lesen Sie dort zuerst eine Weile mit. So sehen Sie, wie eine Gruppe funktioniert. Erst danach beteiligen Sie sich aktiv.",
          "Auch in der Schule oder im Büro kann ein Anhänger Gespräche eröffnen. Viele Labubu-Sammler in Wien tragen ihre Figuren gut sichtbar. Ein kurzes Kompliment reicht oft für einen ersten Kontakt. Daraus entsteht manchmal ein regelmäßiger Austausch.",
        ],
      },
      {
        heading: "Gruppen im Netz: worauf Sie achten",
        paragraphs: [
          "Gute Gruppen haben klare Regeln. Sie verlangen eigene Fotos bei Angeboten und verbieten Kopien. Außerdem achten sie auf einen freundlichen Umgang. Solche Regeln schützen alle Mitglieder.",
          (f) =>
            `Seien Sie trotzdem vorsichtig. Betrüger nutzen beliebte Themen gern für falsche Angebote. ${f.claim("help-watchlist-labubu-warning", 2)} Solche Angebote tauchen auch in Gruppen auf.`,
          "Geben Sie in Gruppen keine Adressen oder Kontodaten preis. Zahlen Sie an Unbekannte möglichst nicht im Voraus. Und lassen Sie sich nicht von angeblich exklusiven Angeboten drängen. Ein seriöses Angebot hält auch einer Nachfrage stand.",
          "Achten Sie auf den Ton in einer Gruppe. Wo ständig gestritten wird, macht der Austausch wenig Freude. Gute Gruppen helfen Einsteigern und erklären Merkmale geduldig. Solche Gruppen sind für Labubu-Sammler in Wien ein Gewinn.",
        ],
      },
      {
        heading: "Eigene Treffen für Labubu-Sammler in Wien",
        paragraphs: [
          (f) =>
            `Wer mehr als Austausch im Netz möchte, organisiert am besten ein eigenes Treffen. Ein öffentlicher, heller Ort ist dafür ideal, etwa ein Café nahe einer U-Bahn-Station${f.use("vienna-mariahilfer-strasse")}.`,
          "Laden Sie zunächst einen kleinen Kreis ein. Nennen Sie nur Ort, Tag und Uhrzeit. Legen Sie einfache Regeln für Tausch und Verkauf fest. So fühlen sich auch neue Teilnehmer sicher.",
          "Mit der Zeit kann daraus eine feste Runde werden. Das braucht aber Geduld und Verlässlichkeit. Halten Sie Termine ein und informieren Sie rechtzeitig über Änderungen. So wächst das Vertrauen in der Gruppe.",
          "Bitten Sie die Gäste, Figuren zum Zeigen und Tauschen mitzubringen. Eine kleine Liste mit Doppelten spart beim Treffen viel Zeit. Legen Sie eine Decke oder Unterlage auf den Tisch. So liegen die Figuren sauber und gut sichtbar.",
        ],
      },
      {
        heading: "Sicher tauschen und kaufen",
        paragraphs: [
          (f) =>
            `Beim Austausch unter Sammlern geht es oft um Tausch oder Verkauf. ${f.claim("legal-withdrawal-private-sales", 5)} Prüfen Sie jede Figur vor dem Tausch. Halten Sie Absprachen schriftlich fest.`,
          `Zählen Sie zuerst die Zähne und sehen Sie sich danach Fuß und Etikett an. Passt ein Merkmal nicht, verzichten Sie lieber. Eine vollständige Liste der Merkmale bietet ${siteLink(sitePaths.checkPage, "der Echtheits-Check")}.`,
          "Bei teuren Figuren ist ein Treffen unter vier Augen an einem sicheren Ort besser als ein Tausch in der großen Runde. Nehmen Sie sich dafür Zeit. Bezahlen Sie erst nach der Prüfung. So bleibt der Austausch für alle fair.",
          "Vereinbaren Sie zudem, dass jede Figur vor einem Tausch geprüft wird. Das gilt für alle und ist keine Frage des Misstrauens. Es schützt jeden Teilnehmer. Wer eine Kopie unwissentlich mitbringt, erfährt es so rechtzeitig.",
        ],
      },
      {
        heading: "Familien und Kinder",
        paragraphs: [
          `Viele Sammler bringen ihre Kinder mit. Das ist schön, verlangt aber Aufmerksamkeit, denn Kopien zerbrechen leicht. Gerade für kleine Kinder ist das ein ernstes Risiko.`,
          `Achten Sie darauf, dass kleine Teile nicht herumliegen. Kopien gehören nicht in Kinderhände. Betrügerische Angebote im Netz sollten Sie melden, damit andere Familien gewarnt sind.`,
          "Für Kinder kann ein eigener Tisch mit robusten Figuren sinnvoll sein. So können sie mitmachen, ohne dass kleine Teile herumliegen. Eltern behalten dabei den Überblick. Das macht das Treffen für alle entspannter.",
        ],
      },
    ],
    local: {
      heading: "Orte für Labubu-Sammler in Wien",
      paragraphs: [
        (f) =>
          `Für Treffen und Übergaben eignen sich belebte Orte. ${f.claim("vienna-donau-zentrum", 0)} ${f.claim("vienna-mariahilfer-strasse", 1)}`,
        (f) =>
          `${f.claim("vienna-flohmarkt-naschmarkt", 1)} Dort treffen Sie manchmal auf andere Sammler, die ebenfalls stöbern. Ein fester Treffpunkt ist das aber nicht.`,
        "Wählen Sie für ein Treffen am besten einen Tisch in einem Café. Dort können Sie Figuren in Ruhe zeigen und prüfen. Ein heller Platz am Fenster hilft beim Vergleich der Farben. Fragen Sie bei einer größeren Gruppe vorher nach.",
        `Adressen und Anreise weiterer Orte zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu-Sammler in Wien finden einander selbst",
      paragraphs: [
        "Feste Gruppen oder Treffpunkte für Labubu-Sammler in Wien sind nicht belegt. Gleichgesinnte finden Sie trotzdem, über Bekannte, Geschäfte und Gruppen im Netz. Wer mehr will, organisiert ein eigenes Treffen an einem öffentlichen Ort.",
        "Bleiben Sie dabei vorsichtig: Prüfen Sie jede Figur, zahlen Sie Unbekannten nicht im Voraus und achten Sie auf Kinder. Dann wird der Austausch zu einem echten Gewinn.",
      ],
    },
  },
  {
    topicId: "wien-lokal-10",
    angle:
      "Wer abholt, prüft die Figur vor dem Bezahlen, spart Versand und vermeidet Transportschäden; bei Privatkäufen ist die Prüfung vor Ort der beste Schutz.",
    focusKeyphrase: "Labubu abholen",
    keywords: ["Versand", "Übergabe", "Kauf vor Ort"],
    facts: [
      "legal-withdrawal-private-sales",
      "legal-withdrawal-14-days",
      "legal-private-sale-warranty",
      "authenticity-sole",
      "vienna-classifieds",
      "import-duty-threshold",
      "help-watchlist-labubu-warning",
      "vienna-donau-zentrum",
      "vienna-mariahilfer-strasse",
    ],
    seoTitle: "Labubu abholen statt Versand: die Vorteile",
    metaDescription:
      "Labubu abholen statt Versand: Sie prüfen die Figur vor dem Bezahlen, sparen Porto und vermeiden Schäden. So gelingt die Übergabe in Wien sicher.",
    intro: [
      (f) =>
        `Viele Angebote lassen Ihnen die Wahl zwischen Versand und Abholung. Wer Labubu abholen kann, hat einen klaren Vorteil. Sie sehen die Figur, bevor Sie bezahlen. Gerade bei privaten Angeboten ist das wichtig. ${f.claim("legal-withdrawal-private-sales", 4)} Die Regel beschreibt die ${f.source("legal-withdrawal-private-sales")}.`,
      "Dieser Beitrag zeigt die Vorteile der Abholung und wie Sie sie sicher gestalten. Es geht um die Prüfung vor Ort, um Treffpunkte in Wien und um typische Fehler. So wird die Übergabe zu einem sicheren Kauf.",
    ],
    sections: [
      {
        heading: "Die Vorteile, wenn Sie Labubu abholen",
        paragraphs: [
          "Der größte Vorteil ist die Prüfung vor dem Kauf. Sie nehmen die Figur in die Hand und sehen jedes Detail. Erst danach entscheiden Sie. Beim Versand sehen Sie die Figur dagegen erst, wenn Sie bereits bezahlt haben.",
          "Dazu kommt, dass kein Porto anfällt. Bei einer einzelnen Figur macht das einen spürbaren Unterschied. Außerdem kann auf dem Transport nichts kaputtgehen. Gerade Schachteln leiden beim Versand leicht.",
          "Auch die Zeit spielt eine Rolle. Bei einer Abholung haben Sie die Figur sofort. Sie warten nicht auf die Post und müssen niemanden zu Hause antreffen. Für viele Sammler ist das bequemer.",
          "Außerdem lernen Sie den Verkäufer kennen. Ein kurzes Gespräch verrät oft viel über die Herkunft der Figur. Fragen Sie ruhig nach, wie lange er sie schon besitzt. Offene Antworten schaffen Vertrauen.",
        ],
      },
      {
        heading: "Prüfen statt Rücktritt",
        paragraphs: [
          (f) =>
            `${f.claim("legal-withdrawal-14-days", 4)} Viele Angebote zur Abholung stammen aber von Privatpersonen. ${f.claim("legal-private-sale-warranty", 3)} Die Prüfung vor Ort ist hier also Ihr wichtigster Schutz.`,
          "Nehmen Sie sich Zeit für die Prüfung. Lassen Sie sich nicht drängen, auch wenn der Verkäufer wenig Zeit hat. Ein seriöser Verkäufer wartet die paar Minuten. Drängt er Sie, ist das ein Warnsignal.",
          "Wer Labubu abholen will, plant am besten etwas Zeit ein. Zehn Minuten für die Prüfung sind realistisch. Sagen Sie das dem Verkäufer schon bei der Absprache. Dann rechnet er damit und drängt nicht.",
        ],
      },
      {
        heading: "Labubu abholen und vor Ort prüfen",
        paragraphs: [
          (f) =>
            `Beginnen Sie mit den Zähnen und sehen Sie sich danach den linken Fuß an. ${f.claim("authenticity-sole", 2)} Fehlt der Aufdruck oder ist er verschmiert, kaufen Sie nicht.`,
          `Prüfen Sie danach den QR-Code am Etikett. Die angezeigte Adresse sollte zum Hersteller gehören. Gibt es eine Schachtel, sehen Sie sich auch Druck und Aufkleber an.`,
          `Vergleichen Sie zuletzt den Preis mit dem Handel. Ein auffällig billiges Angebot ist kein Grund zur Eile, sondern einer, es umso genauer zu prüfen.`,
        ],
      },
      {
        heading: "Wo Sie Angebote zur Abholung finden",
        paragraphs: [
          (f) =>
            `Viele Angebote zur Abholung finden Sie auf Kleinanzeigen-Plattformen. ${f.claim("vienna-classifieds", 0)} Suchen Sie gezielt nach Angeboten in Ihrer Nähe. So bleibt der Weg kurz.`,
          "Fragen Sie vorab nach eigenen Fotos der Figur. Lassen Sie sich Zähne, Fuß und Etikett zeigen. So sparen Sie sich Wege zu Angeboten, die nicht passen. Ein seriöser Verkäufer schickt solche Fotos gern.",
          "Auch im Handel können Sie Ware oft reservieren und abholen. Fragen Sie danach, wenn Sie eine bestimmte Figur suchen. Prüfen Sie die Figur auch dann bei der Abholung. Ein Beleg gehört in jedem Fall dazu.",
          "Achten Sie bei der Absprache auf klare Angaben. Vereinbaren Sie Ort, Zeit und Preis schriftlich. Fragen Sie auch, ob Schachtel und Beleg dabei sind. So gibt es bei der Übergabe keine Überraschungen.",
        ],
      },
      {
        heading: "Versand im Vergleich",
        paragraphs: [
          "Versand ist nicht immer schlecht. Er ist bequem, wenn ein Verkäufer weit entfernt wohnt. Bei privaten Verkäufern sieht es mit Ihren Rechten dagegen schlechter aus.",
          (f) =>
            `Bei Sendungen aus Ländern außerhalb der EU kommen oft Abgaben dazu. ${f.claim("import-duty-threshold", 6)} Bei einer Abholung in Wien fällt nichts davon an.`,
          (f) =>
            `${f.claim("help-watchlist-labubu-warning", 5)} Bei einer Abholung kann Ihnen das nicht passieren. Sie zahlen nur, was Sie in der Hand halten.`,
          "Wägen Sie ab, was Ihnen wichtiger ist. Versand spart Wege, die Abholung bringt Sicherheit. Bei teuren oder seltenen Figuren spricht vieles für die Abholung. Bei günstigen Figuren von bekannten Händlern ist Versand oft in Ordnung.",
        ],
      },
      {
        heading: "Typische Fehler bei der Übergabe",
        paragraphs: [
          "Ein häufiger Fehler ist die Übergabe im Dunkeln. Bei schlechtem Licht übersehen Sie Mängel an Zähnen und Fuß. Treffen Sie sich bei Tageslicht oder an einem hellen Ort. Eine kleine Lampe am Handy hilft zusätzlich.",
          "Ein weiterer Fehler ist die Zahlung vor der Prüfung. Manche Verkäufer verlangen eine Anzahlung für die Reservierung. Zahlen Sie an Unbekannte möglichst nichts im Voraus. So bleibt das Risiko auf Ihrer Seite klein.",
          "Vergessen Sie nicht, die Absprache festzuhalten. Eine kurze Nachricht mit Figur, Preis und Datum genügt. Bei Privatkäufen ist sie oft der einzige Nachweis. Heben Sie sie auf, bis alles geklärt ist.",
          "Auch Ablenkung ist ein Risiko. Manche Übergaben finden im Gedränge statt. Dann prüft man hastig und übersieht Details. Suchen Sie einen ruhigen Platz, bevor Sie die Figur ansehen.",
        ],
      },
    ],
    local: {
      heading: "Labubu abholen in Wien: gute Treffpunkte",
      paragraphs: [
        (f) =>
          `Für eine Übergabe in Wien eignen sich belebte, helle Orte. ${f.claim("vienna-donau-zentrum", 2)} ${f.claim("vienna-mariahilfer-strasse", 5)}`,
        "Ein Café ist für die Prüfung ideal. Dort haben Sie einen Tisch und gutes Licht. Vermeiden Sie dagegen Hauseingänge und dunkle Parkplätze. Ihre Sicherheit geht immer vor.",
        "Kommen Sie pünktlich und bringen Sie den vereinbarten Betrag passend mit. Nehmen Sie einen Beutel für die Figur mit. So kommt sie sicher nach Hause. Ein geladenes Handy brauchen Sie für den QR-Code.",
        `Weitere Orte in Wien mit Adresse und Anreise zeigt ${siteLink(sitePaths.shops, "die Übersicht der Einkaufsorte in Wien")}.`,
      ],
    },
    conclusion: {
      heading: "Fazit: Labubu abholen heißt vorher prüfen",
      paragraphs: [
        "Wer Labubu abholen kann, prüft die Figur vor dem Bezahlen. Bei Privatkäufen ist das der beste Schutz. Außerdem sparen Sie Porto und vermeiden Schäden beim Transport.",
        "Wählen Sie einen hellen, belebten Ort und zahlen Sie erst nach der Prüfung. So wird die Abholung zum sichersten Weg zu Ihrer Figur.",
      ],
    },
  },
];
