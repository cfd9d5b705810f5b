// Read by the build (react-router.config.ts, the articles Vite plugin): no imports, so it loads anywhere.

/**
 * What the build says when an article file in app/content/articles cannot become a page. Every
 * message names what is wrong and what to do; the build puts the file name in front of it.
 */
export const articleChecks = {
  /** Printed once per build, after the folder was read and every file passed. */
  read: (count: number, folder: string, milliseconds: number) =>
    `Artikel: ${count === 1 ? "1 Datei" : `${count} Dateien`} in ${folder} gelesen und geprüft (${milliseconds} ms).`,
  summary: (count: number, folder: string) =>
    `Artikel-Prüfung: ${count === 1 ? "1 Problem" : `${count} Probleme`} in ${folder}. Der Build wurde abgebrochen; bitte beheben Sie:`,
  notMarkdown:
    "Im Artikelordner sind nur Artikel als Markdown-Dateien erlaubt (<slug>.md, Endung klein geschrieben). Benennen Sie die Datei um oder entfernen Sie sie.",
  unreadable: (reason: string) => `Die Datei lässt sich nicht lesen (${reason}). Prüfen Sie die Dateirechte.`,
  tooLarge: (kilobytes: number, maxKilobytes: number) =>
    `Die Datei ist ${kilobytes} KB groß; erlaubt sind höchstens ${maxKilobytes} KB. Kürzen Sie den Artikel oder teilen Sie ihn auf mehrere Artikel auf.`,
  notUtf8:
    "Die Datei ist nicht als UTF-8 gespeichert (ungültige Zeichenkodierung). Speichern Sie sie in Ihrem Editor mit der Kodierung „UTF-8“.",
  noOpeningFence:
    "Das Front-Matter fehlt: Die erste Zeile der Datei muss genau „---“ lauten, danach folgen title, slug, description und die weiteren Felder.",
  noClosingFence:
    "Das Front-Matter ist nicht abgeschlossen: Setzen Sie nach dem letzten Feld eine Zeile, die genau „---“ lautet, und erst danach den Text.",
  yaml: (line: number, code: string) =>
    code === "DUPLICATE_KEY"
      ? `Im Front-Matter steht ein Feld zweimal (Zeile ${line}). Löschen Sie eine der beiden Zeilen.`
      : `Das Front-Matter ist kein gültiges YAML: Zeile ${line} (${code}). Prüfen Sie dort Einrückung, Doppelpunkte und Anführungszeichen.`,
  aliases: "Das Front-Matter verwendet zu viele YAML-Verweise (&anker / *anker). Schreiben Sie die Werte direkt aus.",
  notMapping: "Das Front-Matter muss aus Feldern der Form „name: Wert“ bestehen (eines pro Zeile).",
  unknownField: (field: string, allowed: readonly string[]) =>
    `Unbekanntes Feld „${field}“. Erlaubt sind: ${allowed.join(", ")}. Prüfen Sie die Schreibweise.`,
  missing: (field: string) => `Das Feld „${field}“ fehlt. Ergänzen Sie im Front-Matter eine Zeile „${field}: …“.`,
  notText: (field: string) => `„${field}“ muss ein Text sein, z. B. ${field}: "…".`,
  textLength: (field: string, length: number, min: number, max: number) =>
    `„${field}“ hat ${length} Zeichen; erlaubt sind ${min}–${max}. ${length < min ? "Ergänzen" : "Kürzen"} Sie den Text.`,
  bothDescriptions:
    "„description“ und „metaDescription“ sind beide gesetzt. Behalten Sie nur eines der beiden Felder (sie bedeuten dasselbe).",
  slugForm: (slug: string) =>
    `Der Slug „${slug}“ ist ungültig: erlaubt sind nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche (kein „/“, kein „..“, keine Umlaute), höchstens 80 Zeichen, und keiner der Namen der Artikelliste („seite“, „kategorie“), z. B. „labubu-echtheit-pruefen“.`,
  slugFileName: (slug: string, fileName: string) =>
    `Der Slug „${slug}“ passt nicht zum Dateinamen „${fileName}“. Nennen Sie die Datei „${slug}.md“ oder ändern Sie den Slug.`,
  slugDuplicate: (slug: string, otherFile: string) =>
    `Der Slug „${slug}“ wird auch in „${otherFile}“ verwendet. Jeder Artikel braucht einen eigenen Slug.`,
  category: (value: string, allowed: readonly string[]) =>
    `Die Kategorie „${value}“ gibt es nicht. Erlaubt sind: ${allowed.join(", ")}.`,
  dateForm: (field: string, value: string) =>
    `„${field}“ ist „${value}“, erwartet wird ein Datum in der Form JJJJ-MM-TT, z. B. 2025-08-18.`,
  dateTimeForm: (field: string, value: string) =>
    `„${field}“ ist „${value}“, erwartet wird ein Datum in der Form JJJJ-MM-TT, z. B. 2025-08-18, oder mit Uhrzeit (Wiener Zeit) JJJJ-MM-TTTHH:MM, z. B. 2025-08-18T09:30.`,
  dateImpossible: (field: string, value: string) => `Das Datum „${value}“ in „${field}“ gibt es nicht. Prüfen Sie Tag und Monat.`,
  dateOrder: (modified: string, published: string) =>
    `„dateModified“ (${modified}) liegt vor „datePublished“ (${published}). Eine Änderung kann nicht vor der Veröffentlichung liegen.`,
  /** The build's "now" (PUBLISH_NOW) is set but names no instant. */
  clock: (variable: string, value: string) =>
    `${variable}="${value}" ist kein Zeitpunkt. Erwartet wird ISO 8601 mit Zeitzone, z. B. 2026-12-01T09:00+01:00 oder 2026-12-01T08:00:00Z.`,
  /** Printed by the build when articles wait for their date. */
  scheduled: (count: number, next: string) =>
    `Geplant: ${count === 1 ? "1 Artikel erscheint" : `${count} Artikel erscheinen`} erst später (der nächste am ${next}, Wiener Zeit) und ${count === 1 ? "wird" : "werden"} bis dahin nirgends gebaut.`,
  notList: (field: string) => `„${field}“ muss eine Liste sein (Zeilen, die mit „- “ beginnen) oder fehlen.`,
  listTooLong: (field: string, count: number, max: number) =>
    `„${field}“ hat ${count} Einträge; erlaubt sind höchstens ${max}. Kürzen Sie die Liste.`,
  keyword: (index: number) => `Das ${index}. Keyword ist leer oder kein Text. Entfernen Sie es oder ergänzen Sie es.`,
  source: (index: number) =>
    `Die ${index}. Quelle braucht „url“ und „publisher“ (mit „title“ und „date“, falls bekannt) oder „name“, z. B. „- publisher: Kurier“, „title: …“, „date: 2025-07-15“ und „url: https://…“; andere Angaben sind nicht erlaubt.`,
  sourceDate: (index: number) =>
    `Das Datum der ${index}. Quelle („date“) muss ein Jahr, ein Monat oder ein Tag sein: 2025, 2025-07 oder 2025-07-15.`,
  sourceUrl: (index: number, url: string) =>
    `Die Adresse der ${index}. Quelle („${url}“) ist keine vollständige http(s)-Adresse. Schreiben Sie sie mit https://.`,
  reviewField: (field: string) =>
    `„review“ kennt nur die Felder product, rating, pros und cons (gefunden: „${field}“). Prüfen Sie die Schreibweise.`,
  reviewProduct:
    '„review.product“ muss der Name des besprochenen Produkts sein (3–100 Zeichen), z. B. product: "Labubu Big into Energy Blindbox".',
  reviewRating:
    "„review.rating“ ist Ihre eigene Bewertung: eine Zahl von 1 bis 5 in halben Schritten, z. B. rating: 4 oder rating: 3.5.",
  reviewNotes: (field: "pros" | "cons") =>
    `„review.${field}“ muss eine Liste von höchstens 10 kurzen Aussagen sein (Zeilen, die mit „- “ beginnen).`,
  reviewNote: (field: "pros" | "cons", index: number) =>
    `Die ${index}. Aussage in „review.${field}“ muss ein Text von 3–150 Zeichen sein.`,
  reviewTooFewNotes:
    "„review“ braucht mindestens zwei Aussagen unter pros und cons zusammen (z. B. eine Stärke und eine Schwäche); Suchmaschinen zeigen Vor- und Nachteile erst ab zwei.",
  reviewCategory:
    "„review“ (Produktname, Bewertung, Vor- und Nachteile) gehört nur zu Artikeln der Kategorie „reviews“ (Produkt-Reviews). Ändern Sie die Kategorie oder entfernen Sie „review“.",
  emptyBody: "Der Artikeltext fehlt. Schreiben Sie den Text in Markdown unter die zweite „---“-Zeile.",
  h1InBody: (heading: string) =>
    `Der Text enthält die Überschrift erster Ebene „# ${heading}“. Der Titel ist die einzige H1 der Seite: Beginnen Sie Abschnitte mit „## “.`,
  html: (snippet: string) =>
    `HTML ist im Artikeltext nicht erlaubt („${snippet}“); es würde nur als Text erscheinen. Schreiben Sie Markdown.`,
  unsafeLink: (href: string) =>
    `Das Linkziel „${href}“ ist nicht erlaubt. Erlaubt sind Seiten dieser Website („/…“), Abschnitte („#…“), vollständige https://-Adressen und mailto:.`,
  missingAnchor: (href: string) => `Der Link „${href}“ zeigt auf keinen Abschnitt dieses Artikels. Prüfen Sie die Überschrift.`,
} as const;
