import type { AnalysisInput } from "./types";

/**
 * Texts for the "Thema abgedeckt" and "Eigenständigkeit" thresholds (test fixtures, never shown to
 * readers): a text a person would write on cleaning a figure, the same topic stuffed with its
 * keyphrase in the passive voice, and a text on another topic dressed in the topic's headings (what
 * the hub used to write for own topics). They state no figure and no product fact.
 */
export const humanCleaningText: AnalysisInput = {
  title: "Labubu reinigen: So bleibt die Figur schön",
  slug: "labubu-reinigen",
  metaDescription:
    "Labubu reinigen ohne Schaden: welche Mittel Fell und Vinyl vertragen, wie Sie Flecken lösen und wann Sie eine Figur besser nur abstauben.",
  focusKeyphrase: "Labubu reinigen",
  content: [
    "Wer eine Labubu am Rucksack trägt, kennt das Problem: Nach ein paar Wochen ist das Fell grau, und am Gesicht klebt Staub. Eine Figur zu reinigen ist kein Hexenwerk, aber Plüsch und Vinyl verzeihen nicht jeden Versuch. Dieser Ratgeber zeigt, womit Sie anfangen und wann Sie lieber aufhören.",
    "## Vor dem Reinigen: das Etikett lesen",
    "Bevor Wasser ins Spiel kommt, lohnt ein Blick auf das eingenähte Etikett. Dort steht, ob der Hersteller eine Wäsche erlaubt. Fehlt ein Hinweis, gehen Sie vom empfindlichsten Fall aus. Vinylgesicht, Plüschkörper und kleine Accessoires reagieren nämlich ganz unterschiedlich auf Feuchtigkeit.",
    "Machen Sie außerdem ein Foto, bevor Sie beginnen. Falls sich beim Reinigen eine Farbe verändert, sehen Sie später genau, wie die Figur vorher aussah.",
    "## Staub und leichte Flecken entfernen",
    "Für Staub reicht oft eine weiche Kleiderbürste oder ein sauberer Make-up-Pinsel. Bürsten Sie immer in Strichrichtung des Fells, damit es nicht verfilzt. Leichte Flecken auf dem Fell tupfen Sie mit einem feuchten Mikrofasertuch ab, ohne zu reiben.",
    "Das Vinylgesicht ist unkomplizierter. Ein leicht angefeuchtetes Tuch genügt meistens, scharfe Reiniger oder Alkohol haben dort nichts verloren, weil sie den Lack angreifen können.",
    "## Gründlich reinigen, wenn es sein muss",
    "Manchmal hilft nur eine gründlichere Reinigung, etwa nach einem Regentag. Lauwarmes Wasser mit ein paar Tropfen mildem Feinwaschmittel ist dann die sanfteste Wahl. Tauchen Sie nur ein Tuch ein, nie die ganze Figur, und arbeiten Sie sich Stelle für Stelle vor.",
    "Danach braucht die Figur Zeit. Lassen Sie sie liegend an der Luft trocknen, fern von Heizkörper und praller Sonne, denn Hitze verformt Vinyl und lässt Farben verblassen.",
    "## Was beim Reinigen schiefgehen kann",
    "Die Waschmaschine ist für Sammlerfiguren tabu. Auch der Föhn schadet mehr, als er nützt. Wer unsicher ist, reinigt lieber zweimal vorsichtig als einmal zu gründlich: Ein verfilztes Fell lässt sich kaum retten.",
    "Mehr zur Pflege und zum richtigen Aufbewahren finden Sie in den [Ratgebern für Sammler](/ratgeber). Allgemeine Tipps zur Pflege von Plüsch gibt auch die [Verbraucherzentrale](https://www.verbraucherzentrale.de/).",
  ].join("\n\n"),
};

/** The same topic as a keyword-stuffed text in the passive voice: every sentence repeats the keyphrase. */
export const stuffedPassiveText: AnalysisInput = {
  title: "Labubu reinigen: Labubu reinigen leicht gemacht",
  slug: "labubu-reinigen-labubu-reinigen",
  metaDescription:
    "Labubu reinigen wird hier erklärt. Labubu reinigen wird oft gesucht. Labubu reinigen wird von vielen Sammlern gemacht, Labubu reinigen wird empfohlen.",
  focusKeyphrase: "Labubu reinigen",
  content: Array.from({ length: 6 }, (_, section) =>
    [
      `## Labubu reinigen: Teil ${section + 1}`,
      [
        "Labubu reinigen wird von vielen Sammlern gesucht.",
        "Beim Labubu reinigen wird das Fell gebürstet.",
        "Labubu reinigen wird mit einem Tuch erledigt.",
        "Beim Labubu reinigen wird die Figur getrocknet.",
        "Labubu reinigen wird hier genau beschrieben.",
        "Beim Labubu reinigen wird nichts vergessen.",
        "Labubu reinigen wird in Wien oft gemacht.",
        "Beim Labubu reinigen wird das Etikett geprüft.",
      ].join(" "),
    ].join("\n\n"),
  )
    .concat(["Mehr dazu im [Ratgeber](/ratgeber) und bei der [Verbraucherzentrale](https://www.verbraucherzentrale.de/)."])
    .join("\n\n"),
};

/** A text on choosing a series under headings that name "Labubu reinigen": what the hub used to write for own topics. */
export const reskinnedText: AnalysisInput = {
  title: "Labubu reinigen",
  slug: "labubu-reinigen",
  metaDescription:
    "Labubu reinigen: Was Sammler in Österreich dazu wissen sollten, mit belegten Fakten, Quellen und Tipps für einen sicheren Kauf von Figuren.",
  focusKeyphrase: "Labubu reinigen",
  content: [
    "Dieser Beitrag widmet sich dem Thema Labubu reinigen und stützt sich dabei auf belegte Fakten. Viele Sammler fragen sich zuerst, welche Serie zu ihnen passt.",
    "## Worum es bei Labubu reinigen geht",
    "Jede Serie hat eigene Figuren mit eigenen Farben. Manche Sammler mögen bunte Serien, andere eher ruhige Töne. Ein Blick auf die offiziellen Bilder hilft bei der Wahl. Dort sehen Sie alle regulären Figuren einer Serie nebeneinander.",
    "## Die richtige Serie finden",
    "Überlegen Sie zuerst, wie viel Platz Sie im Regal haben. Große Figuren brauchen mehr Raum als kleine Anhänger. Vergleichen Sie außerdem die Größen der Serien. Viele Anhänger passen gut an eine Tasche.",
    "## Labubu reinigen: Schritt für Schritt",
    "Legen Sie ein Budget fest, bevor Sie kaufen. Kaufen Sie lieber bei bekannten Händlern als bei unbekannten Shops. Vergleichen Sie die Preise in mehreren Geschäften. So behalten Sie den Überblick über Ihre Ausgaben.",
    "## Secret-Figuren und Chancen",
    "In vielen Serien steckt eine seltene Secret-Figur. Die Chance auf sie ist gering. Rechnen Sie deshalb nicht damit, sie in der ersten Box zu finden. Tauschen ist oft günstiger als weiterkaufen.",
    "## Wo Sie kaufen können",
    "Im offiziellen Webshop finden Sie das aktuelle Sortiment. Auch Händler in Wien führen manche Serien. Fragen Sie im Geschäft nach neuen Lieferungen. Heben Sie den Kaufbeleg gut auf.",
    "## Fazit zu Labubu reinigen",
    "Wählen Sie eine Serie, die Ihnen gefällt, und planen Sie Ihr Budget. Mehr dazu im [Ratgeber](/ratgeber) und bei der [Verbraucherzentrale](https://www.verbraucherzentrale.de/).",
  ].join("\n\n"),
};
