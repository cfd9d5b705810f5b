/**
 * The German language data the SEO and readability analysis reads (app/features/hub/analysis) and the hub's
 * keyphrase rule (app/features/hub/generator/topic-briefs.ts): word lists and letter tables, not sentences a reader sees.
 * They live with the other German text, so a change of language or spelling is a change here, and
 * app/utils keeps only the rules that use them. Words are spelled as German writes them; each rule
 * compares them as it compares the text (folded: lower case, ß = ss, ä = ae; or lower case only).
 */

/** Space-separated lines of words as one list. */
const words = (...lines: string[]): readonly string[] => lines.join(" ").split(" ");

/** Passive voice: the forms of "werden" and the shapes of a past participle (app/features/hub/analysis/passive.ts). */
export const passiveLexicon = {
  werdenForms: words("werde wirst wird werden werdet wurde wurdest wurden wurdet würde würdest würden würdet worden"),
  /** Separable prefixes before "ge…": "ausgepackt", "angeboten". */
  separablePrefixes: words(
    "ab an auf aus bei dar durch ein fest fort her heraus hin hinaus hoch los mit nach um vor voran vorbei weg wieder zu zurück zusammen",
  ),
  /** Inseparable prefixes of weak participles: "verkauft", "beschädigt". */
  inseparablePrefixes: words("be emp ent er miss ver zer hinter wider über unter"),
  /** Common strong participles with an inseparable prefix, which no pattern catches. */
  strongParticiples: words(
    "beschrieben verboten verglichen empfohlen bewiesen entschieden verloren entnommen beworben beschlossen vertrieben",
    "verliehen unterschrieben entworfen erworben ergriffen verwiesen zerrissen zerbrochen betroffen verschoben",
    "verschlossen begonnen übernommen unternommen besprochen versprochen verstanden überwiesen unterbrochen",
  ),
  /** Words shaped like participles that are infinitives, adjectives or adverbs. */
  notParticiples: words(
    "gegen gehen geben gelten gewinnen gehören genießen geschehen gestehen gewähren gefallen geraten gelingen",
    "genügen gewöhnen gebrauchen gestalten gestatten genehmigen gefährden gehorchen gelangen geleiten geloben",
    "gedenken gedeihen gebieten gebären genesen gewährleisten gesamt gerecht gescheit geheim gestern",
    "bekannt beliebt berühmt bereit bestimmt bewusst verrückt verwandt erst ernst beinahe bereits entfernt",
    "unbekannt unterwegs überhaupt erneut zuletzt",
  ),
} as const;

/** Where a sentence does not end (app/features/hub/analysis/sentences.ts), all lower case. */
export const sentenceLexicon = {
  /** Abbreviations with their period: "z. B.", "bzw.", "Nr." (written without the inner space). */
  abbreviations: words(
    "abs. akad. allg. anm. art. bd. bes. betr. bspw. bzgl. bzw. ca. dgl. dr. dt. engl. etc. europ. evtl. exkl. ff.",
    "fr. gegr. geb. gem. gest. ggf. ggfs. ggü. hl. hr. hrn. inkl. insb. ing. jh. jhd. jhdt. kap. lt. mag. max. min.",
    "mind. mio. mrd. nr. nrn. orig. pkt. prof. rd. sog. st. std. str. tel. tsd. usf. usw. vgl. vs. zit. zzgl.",
    "d.h. u.a. z.b. o.ä. u.ä. z.t. i.d.r. u.u. v.a. u.v.m. o.g. n.chr. v.chr. m.e.",
  ),
  /** Month names after a day ("am 12. Juni"), Austrian and German forms. */
  months: words("jänner januar feber februar märz april mai juni juli august september oktober november dezember"),
  /** Words after which "12." is an ordinal ("am 12.", "der 3.", "bis 5."). */
  ordinalLeads: words(
    "der die das den dem des am im vom zum zur beim ab bis jeder jede jedes jeden jedem ihr ihre ihren sein seine seinen unser unsere",
  ),
} as const;

/** Syllables by vowel groups (app/features/hub/analysis/syllables.ts), lower case. */
export const syllableLexicon = {
  vowels: "aeiouyäöü",
  /** Diphthongs and long vowels that are one sound: one syllable. */
  oneSound: words("ie ei ai au eu äu ey ay aa ee oo"),
  /** Loan words whose "-ie" is two syllables ("Se-ri-e", "Fa-mi-li-e"). */
  twoSyllableIe: words("serie familie linie aktie studie folie lilie prämie arie materie komödie"),
} as const;

/** Words and phrases that link a sentence to the one before (app/features/hub/analysis/transition-words.ts). */
export const transitionLexicon = {
  words: words(
    "aber allerdings also anschließend anfangs andererseits außerdem ausserdem beispielsweise bevor dabei dadurch",
    "dafür dagegen daher damit danach dann darauf darum dazu demnach demzufolge dennoch deshalb deswegen ebenfalls",
    "ebenso einerseits endlich erstens zweitens drittens falls ferner folglich genauso gleichzeitig hierbei hingegen",
    "immerhin indem infolgedessen insbesondere insgesamt jedoch kurzum letztlich letztendlich nachdem nämlich nebenbei",
    "obwohl obgleich schließlich seitdem sobald sodass sofern somit sonst später stattdessen trotzdem überdies übrigens",
    "vorher während weil weiterhin zudem zuerst zugleich zuletzt zunächst zusätzlich zusammenfassend abschließend",
    "hierzu zwar vielmehr wohingegen ergo",
  ),
  /** Phrases whose words must appear in this order ("z b" is "z. B." as the analysis splits it). */
  phrases: [
    "zum beispiel",
    "z b",
    "zum schluss",
    "zum einen",
    "zum anderen",
    "zum ersten",
    "darüber hinaus",
    "im gegensatz dazu",
    "im gegenteil",
    "im vergleich",
    "im anschluss",
    "im folgenden",
    "aus diesem grund",
    "vor allem",
    "auf der anderen seite",
    "mit anderen worten",
    "das heißt",
    "d h",
    "kurz gesagt",
    "am ende",
    "als erstes",
    "nicht zuletzt",
    "so dass",
    "auch wenn",
    "unter anderem",
    "u a",
  ],
  /** Paired connectors: both parts must be in the sentence, the second after the first. */
  pairs: [
    ["entweder", "oder"],
    ["sowohl", "als"],
    ["weder", "noch"],
    ["je", "desto"],
    ["je", "umso"],
    ["nicht nur", "sondern"],
  ],
} as const;

/**
 * Function words (articles, pronouns, prepositions, conjunctions, auxiliaries, common particles): a
 * keyphrase made only of these says nothing a search engine could match (app/features/hub/analysis/words.ts).
 */
export const stopWords = words(
  "der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner",
  "ich du er sie es wir ihr man mich dich ihn uns euch ihnen mir dir ihm sich",
  "mein meine meinen meinem meiner dein deine sein seine seinen seinem seiner unser unsere euer eure ihre ihren ihrem ihrer",
  "dieser diese dieses diesen diesem jener jene jenes welcher welche welches derselbe dieselbe dasselbe",
  "und oder aber sondern denn doch sowie als wie wenn ob dass daß weil da damit falls sofern",
  "in im ins an am auf aus bei beim mit nach von vom zu zum zur für fuer über ueber unter um durch gegen ohne",
  "vor hinter neben zwischen bis seit ab bei während waehrend trotz wegen statt laut pro per je",
  "ist sind war waren bin bist seid sei wird werden wurde wurden worden hat haben hatte hatten habe",
  "kann können koennen muss müssen muessen soll sollen will wollen darf dürfen duerfen mag möchte",
  "nicht auch nur noch schon sehr so mehr viel viele wie was wer wo wann warum wieso hier dort",
  "dann denn also ja nein etwa eben gar halt mal nun sogar zwar",
  "alle alles jeder jede jedes einige manche etwas nichts",
);

/**
 * Words a sentence's beginning is read past: articles, demonstratives and numbers, so "Die Box …"
 * and "Die Figur …" start differently (app/features/hub/analysis/readability-checks.ts).
 */
export const skippedSentenceStarts = words(
  "der die das den dem des ein eine einen einem einer eines dieser diese dieses diesen diesem jener jene jenes",
  "jenen jenem zwei drei vier fünf sechs sieben acht neun zehn elf zwölf",
);

/**
 * Words a custom topic's keyphrase leaves out besides the stop words (app/features/hub/generator/topic-briefs.ts):
 * German question adverbs and modal forms, and English function words for a topic in English.
 */
export const keyphraseExtraStopWords = words(
  "worauf woran womit wofür worüber wozu wodurch sollte sollten könnte könnten würde würden",
  "a an the and or but of to in on at for from with by as is are was be it this that how what why when where which who you your my our before after",
);

/**
 * Letters and signs by their advance width in Arial / Helvetica (1/1000 em), the font of Google's
 * result titles (app/features/hub/analysis/title-width.ts). German letters are listed with their base letters.
 */
export const titleCharacterWidths: readonly (readonly [characters: string, width: number])[] = [
  ["ijlíìîïĳ", 222],
  [" ftI!,.:;/\\|'‚‘’·", 278],
  ['r()[]{}-„“”"`', 333],
  ["ckvxyzsJ*^", 500],
  ["abdeghnopqu0123456789äöüáàâéèêóòôúùû$€£?#_–~", 556],
  ["FTZß", 611],
  ["ABEKPSVXYÄ&+=<>", 667],
  ["CDHNRUwÜ", 722],
  ["GOQÖ", 778],
  ["mM", 833],
  ["%", 889],
  ["W", 944],
  ["—…@", 1000],
];

/**
 * Words nearly every text of this site uses ("Labubu", "Figur", "Sammler"): they say nothing about
 * whether a text is about its topic, so the "Thema abgedeckt" check and the hub's topic → brief match
 * look past them (app/features/hub/analysis/topic-coverage.ts, app/features/hub/generator/topic-match.ts).
 */
export const topicGenericWords = words(
  "labubu labubus figur figuren pop mart monsters sammler sammlerin sammlerinnen sammlern sammeln österreich",
);

/** The generator's section rhythm (app/features/hub/generator/rhythm.ts): connectors joined after a comma, words that point back. */
export const rhythmLexicon = {
  /** Adverbs and conjunctions that open a main clause after a comma: "…, deshalb prüfen Sie …", "…, denn …". */
  joining: words("deshalb daher darum dann danach trotzdem sonst dafür dazu allerdings denn aber doch und"),
  /** Words that continue the sentence before after a semicolon: "…; er schimmert …", "…; außerdem …". */
  semicolon: words("er es dort außerdem zudem dabei zusätzlich ebenso fehlt solche diese dieser dieses"),
  /** Pronouns that sum up the sentence before after a dash, when a verb follows: "… – das erspart Ärger." */
  dash: words("das dies so"),
  /** The conjunction that joins two requests in the Sie-form: "Prüfen Sie … und heben Sie … auf." */
  requestJoin: "und",
  backReference: words(
    "er es das dies diese dieser dieses dort so auch außerdem zudem dabei damit jedoch aber und oder doch also",
    "solche solch beide dazu hier ihr sein seine ihre denn nur noch zusätzlich ebenso stattdessen fehlt stimmt",
  ),
} as const;

/**
 * What makes a sentence a claim the claim check ("Belegte Aussagen", app/features/hub/analysis/claims.ts) must
 * trace to a fact or note (docs/decisions/0035): besides any digit or number in words (claim-language.ts), a weekday (a
 * schedule), a word of a legal rule, or a shop word beside a word of its status. Compared folded (lower
 * case, ß = ss, ä = ae); a list entry ending in "*" matches every word that starts with it.
 */
export const claimLexicon = {
  units: words(
    "tag tage tagen woche wochen monat monate monaten jahr jahre jahren zahn zähne zähnen prozent euro cent dollar yuan",
    "zentimeter bezirk",
  ),
  /** A schedule: "samstags", or "jeden Samstag" (a weekday after one of `every`). */
  weekdays: words("montags dienstags mittwochs donnerstags freitags samstags sonntags"),
  weekdayNames: words("montag dienstag mittwoch donnerstag freitag samstag sonntag"),
  every: words("jeden jedem immer"),
  legal: words(
    "rücktritt* zurücktreten zurückzutreten zurückgetreten widerruf* gewährleistung* umtausch* umtauschen umzutauschen",
    "zoll zölle zollsatz* zollsätze* zollfrei* zollgrenze* pauschalzoll* einfuhrumsatzsteuer* umsatzsteuer* mehrwertsteuer*",
    "fagg abgb konsumentenschutz* anfecht* kulanz rückgaberecht* rückgabe* zurückgeben zurückzugeben garantie garantien",
    "frist fristen",
  ),
  /**
   * A legal word states a rule only beside one of these (a topic list such as "Zoll, Rücktritt und Hilfe"
   * states none): what holds, who must or may, a limit in time or amount, or a negation.
   */
  ruleWords: words(
    "gilt gelten galt gelte hat haben hatte hätten kann können konnte darf dürfen muss müssen musste soll sollen",
    "gibt gab fällt fallen fiel zahlen zahlt kostet kosten beträgt betragen endet endete beginnt beginnen verlängert",
    "kein keine keinen keinem nicht nur erst ab bis binnen innerhalb seit frei pflicht* recht rechte immer jede* jeder jedem",
    "möglich ausgeschlossen zusteht zustehen schuldet schulden",
  ),
  shops: words("geschäft* store stores laden läden filiale* pop-up* popup* webshop* online-shop* shop shops fake-shop*"),
  shopStatus: words(
    "eröffne* eröffnet* geöffnet geschlossen schließ* schloss* sperrt* sperrte* zugesperrt aufgesperrt führt führen führte",
    "verkauft* verkaufen verkaufte* erhältlich liefert* gibt gab",
  ),
} as const;

/**
 * What the claim check (app/features/hub/analysis/claim-language.ts, docs/decisions/0040) reads beyond the
 * markers above: which numbers are everyday writing, which words round a figure, which words name a shop,
 * a place or a promise, which words turn a statement round, and which words mean the same thing. Compared
 * folded; an entry ending in "*" matches every word that starts with it.
 */
export const claimSupportLexicon = {
  /** A number before (or after) one of these is everyday writing, not a fact: "10 Minuten", "3 Schritte", "Schritt 2". */
  everydayUnits: words(
    "sekunde sekunden minute minuten min stunde stunden std schritt schritte schritten tipp tipps frage fragen",
    "punkt punkte punkten mal male foto fotos blick blicke handgriff handgriffe runde runden abschnitt abschnitte",
    "kapitel satz saetze zeile zeilen",
  ),
  /** Before a number, these round it: the fact's value may lie a little below ("knapp 15" for 14,7) … */
  approxBelow: words("knapp fast beinahe annaehernd nahezu"),
  /** … around it … */
  approxAround: words("rund etwa ca circa zirka ungefaehr"),
  /** … or above it ("mehr als 100.000" for 130.000). */
  approxAtLeast: words("ueber mehr mindestens gut"),
  /** A promise of authenticity or quality, folded phrases: it is a claim a fact or note must carry. */
  promises: [
    "garantiert echt",
    "garantiert original",
    "garantiert originale",
    "garantiert ein original",
    "garantierte echtheit",
    "echtheitsgarantie",
    "echtheitszertifikat",
    "echtheits zertifikat",
    "zertifikat der echtheit",
    "sicher ein original",
    "sicher echt",
    "sicher original",
    "100 echt",
    "100 original",
    "100 prozent echt",
    "100 prozent original",
    "nur originale",
    "ausschliesslich originale",
    "nur echte",
    "ausschliesslich echte",
    "immer echt",
    "immer original",
    "gepruefte originale",
    "gepruefte originalware",
    "offizieller haendler",
    "offizieller partner",
    "offizielle partnerin",
    "autorisierter haendler",
    "zertifizierter haendler",
    "beste qualitaet",
    "hoechste qualitaet",
    "top qualitaet",
    "premium qualitaet",
    "tuev geprueft",
    "schadstofffrei",
    "unbedenklich",
  ],
  /** A promise named beside one of these is a warning about it, not a promise: "Vorsicht bei „garantiert echt“". */
  promiseWarnings: words(
    "vorsicht misstrau* skeptisch angeblich* versprech* versprich* versproch* behaupt* werben wirbt lock* beweis* nachweis*",
    "ersetz* faelsch* gefaelscht* kopie* warn* taeusch* meid* beleg*",
  ),
  /**
   * The writer speaking of their own experience (docs/decisions/0066): a clause with one of these states what the
   * writer did or saw, not a fact ("Ich habe meine erste Labubu 2024 auf einem Flohmarkt gekauft") — unless it
   * reports someone else ("laut").
   */
  firstPerson: words("ich mir mich mein meine meinen meinem meiner meines wir uns unser unsere unseren unserem unserer"),
  /**
   * Words that say where, what or how much, but not what a claim is about (docs/decisions/0066): a sentence that
   * shares no other word (or name) with a fact is not about it and neither backs, misquotes nor contradicts it
   * ("Im Fachgeschäft kostet eine Figur € 17" is no statement about fake pop-up stores in Vienna). Read as
   * concepts, synonyms as one; no "*" entries.
   */
  subjectless: words(
    "geschaeft fachgeschaeft laden store shop shops haendler haendlerin wien wiener wienerin innenstadt",
    "preis preise kosten kostet euro figur figuren blindbox blindboxen box boxen kauf kaufen einkauf verkaufen verkauft",
    "verkaufte",
  ),
  /** A clause with one of these speaks of money the reader brings or plans ("etwa € 20 in kleinen Scheinen"). */
  readerAmounts: words(
    "schein scheine scheinen kleingeld bargeld muenze* budget* einplan* zurueckleg* taschengeld",
    "lupe taschenlampe uv-lampe stofftasche* fahrschein* einzelfahrschein*",
  ),
  /**
   * A reported finding without a digit (docs/decisions/0066): studies, surveys and unnamed experts; majorities
   * of a group; trends. Each needs a fact or a research note. Folded phrases.
   */
  findings: words("umfrage* studie studien befragung* erhebung* statistik* marktforsch* experten expertinnen analyse analysen"),
  majorities: [
    "die meisten",
    "mehrheit",
    "fast alle",
    "nahezu alle",
    "kaum ein",
    "kaum eine",
    "die wenigsten",
    "jeder zweite",
    "jede zweite",
  ],
  /** The groups a majority is claimed of ("die meisten Sammler"); "die meisten Boxen" of one set is arithmetic. */
  majorityGroups: words(
    "sammler* kaeufer* fans menschen leute kunden* haendler* labubus figuren faelschungen shops geschaefte oesterreicher* wiener*",
  ),
  trends: [
    "immer mehr",
    "immer weniger",
    "zunehmend",
    "an wert gewinnen",
    "gewinnen an wert",
    "steigen seit",
    "seit monaten",
    "seit jahren",
  ],
  /** Words that turn a statement into its opposite or restrict it: "kein Recht", "nur möglich, wenn", "aus Kulanz". */
  restricting: words(
    "kein keine keinen keinem keiner keines nicht nie niemals nur weder ausgeschlossen kulanz freiwillig* entfaellt",
    "ausnahme* abhaengig haengt",
  ),
  /** Words that make a statement hold without exception: "in jedem Geschäft", "immer", "jederzeit". */
  universal: words("immer jederzeit jedem jeder jede jedes stets ueberall grundsaetzlich garantiert* alle allen"),
  /** A shop as a place one can go to (the singular a name or a place makes specific). */
  shopNouns: words(
    "laden geschaeft store shop filiale stand boutique markt flohmarkt weihnachtsmarkt einkaufszentrum kaufhaus",
    "popup pop-up-store popup-store outlet spielwarengeschaeft spielzeugladen",
  ),
  /** Plural or generic forms: "viele Läden", "andere Geschäfte" name no shop. */
  shopPlurals: words("laeden geschaefte stores shops filialen staende boutiquen maerkte"),
  /** Words saying what a shop sells or whether it is open ("Monsterwelt in der Neubaugasse verkauft …"). */
  selling: words(
    "verkauft* verkaufen verkaufte* fuehrt fuehren fuehrte* erhaeltlich eroeffne* eroeffnet* geoeffnet geschlossen",
    "sperrt* zugesperrt betreibt betrieb*",
  ),
  /** The endings of Viennese street and place names ("Neubaugasse", "Mariahilfer Straße", "Stephansplatz"). */
  placeEndings: words("strasse gasse platz allee kai guertel laende promenade"),
  /** Names of places that carry no such ending. */
  placeNames: words(
    "graben kohlmarkt naschmarkt wienzeile prater westbahnhof hauptbahnhof museumsquartier stephansdom westfield donauzentrum",
    "gerngross steffl millennium auhof huma meidling favoriten ottakring hietzing floridsdorf donaustadt",
    "neubau mariahilf josefstadt landstrasse innenstadt kagran",
  ),
  /** The second word of a two-word place: "Donau Zentrum", "Shopping City", "Auhof Center". */
  placeHeads: words("zentrum center city galerie galerien passage mall"),
  /** Verbs in the past tense: a dated historical fact reworded keeps its time ("2025 verkaufte …", "gab es"). */
  pastTense: words(
    "war waren gab hatte hatten wurde wurden kostete kosteten verkaufte verkauften nannte nannten eroeffnete",
    "eroeffneten schloss sperrte warnte warnten kontrollierte verlangte verlangten startete starteten erschien",
    "erschienen lag lagen stand standen zeigte zeigten berichtete berichteten bot boten ersteigerte brachte",
    "erzielte kam kamen lockten lieferten verschenkte",
  ),
  /** A clause that asks or tells the reader what to do states nothing: "Fragen Sie, ob …", "Prüfen Sie …". */
  asking: words("ob wie wann welche welcher welches warum wo woher"),
  /**
   * Words that mean one thing for the check: each line is a group, its first word the group's name.
   * "Zurücktreten", "Widerruf" and "stornieren" are one right; "Händler" and "Unternehmen" one party.
   */
  synonyms: [
    words("kauf kaufen kauft gekauft kaeufe kaeufen bestellen bestellt bestellung erwerben erworben einkauf einkaufen"),
    words("haendler unternehmen verkaeufer anbieter haendlerin"),
    words(
      "ruecktritt zuruecktreten zurueckzutreten zurueckgetreten widerruf widerrufen widerrufsrecht ruecktrittsrecht stornieren",
    ),
    words("zurueckgeben rueckgabe zuruecksenden ruecksendung zurueckschicken"),
    words("umtausch umtauschen umtauschrecht eintauschen"),
    words("gewaehrleistung gewaehrleistungsfrist maengelhaftung"),
    words("echt original originale originalfigur originalware echtheit"),
    words("faelschung kopie fake faelschungen kopien fakes gefaelscht imitat nachahmung"),
    words("guenstig billig preiswert"),
    words("preis kosten kostet kostete verlangt verlangte zahlen zahlt bezahlen"),
    words("grund gruende begruendung"),
    words("sendung paket packerl lieferung"),
    words("zoll zoelle zollgebuehr pauschalzoll"),
    words("steuer umsatzsteuer einfuhrumsatzsteuer mehrwertsteuer"),
    words("privatperson privat private privatverkauf privatkauf kleinanzeige kleinanzeigen"),
    words("kostenlos gratis kostenfrei umsonst"),
    words("zahn zaehne zahnreihe"),
    words("shop webshop onlineshop online-shop internetshop"),
    words("geschaeft laden store filiale boutique"),
    words("box blindbox schachtel karton"),
    words("secret secret-figur geheimfigur"),
    words("durchschnitt schnitt mittel"),
    words("brauchen braucht benoetigt noetig"),
    words("frist zeit"),
    words("warnen warnte warnung warnt"),
    words("melden meldung meldungen"),
    words("hersteller produzent"),
    words("reparieren reparatur austauschen austausch"),
    words("mangelhaft mangel defekt kaputt"),
  ],
  /** Words that carry no claim of their own in a sentence about a fact ("laut", "gibt", "heute"). */
  weak: words(
    "laut gibt geben gab liegt liegen lag gilt gelten galt heute jetzt dabei damit dazu daher deshalb aber zudem",
    "ausserdem beispiel etwa rund knapp fast meist meistens oft haeufig wichtig klar genau einfach gerade schon",
    "wer sei seit wenn dann denn weil bevor nachdem also sowie bzw sodass eigentlich tatsaechlich wirklich",
    "prozent euro regel binnen innerhalb sagt sagen schreibt schreiben berichtet berichtete meldet nennt nennen",
    "kurzem neuerdings mittlerweile inzwischen",
  ),
  /**
   * Words that exclude each other where a claim uses one and its fact another: "mit dem Tag der Bestellung"
   * for "nach dem Erhalt", "14 Wochen" for "14 Tage", "im Geschäft" for "online", "rechter Fuß" for "linker".
   * Each line is a set, its alternatives separated by "|".
   */
  contrasts: [
    "bestellung bestelltag bestelldatum | erhalt lieferung zustellung empfang",
    "online internet netz webshop onlineshop online-shop online-kauf online-kaeufen | geschaeft laden filiale",
    "tag tage tagen | woche wochen | monat monate monaten | jahr jahre jahren",
    "montag montags | dienstag dienstags | mittwoch mittwochs | donnerstag donnerstags | freitag freitags | samstag samstags | sonntag sonntags",
  ],
  /** Sets whose swap misstates a fact even in a sentence with no claim marker ("am rechten Fuß"). */
  contrastsAnywhere: ["links linken linke linker linkes | rechts rechten rechte rechter rechtes"],
  /** Named days whose date the site computes (app/features/hub/analysis/calendar.ts), folded, by the rule that gives it. */
  namedDays: {
    blackFriday: ["black friday"],
    cyberMonday: ["cyber monday"],
    mothersDay: ["muttertag"],
    fathersDay: ["vatertag"],
    valentine: ["valentinstag"],
    halloween: ["halloween"],
    nicholas: ["nikolaus", "nikolotag", "nikolaustag"],
    christmasEve: ["heiliger abend", "heilige abend", "heiligen abend", "heiligabend"],
    christmasDay: ["christtag"],
    stephen: ["stefanitag", "stephanitag"],
    newYearsEve: ["silvester"],
    newYear: ["neujahr"],
    epiphany: ["dreikoenigstag", "heilige drei koenige", "heiligen drei koenige"],
    easter: ["ostersonntag", "ostern"],
    easterMonday: ["ostermontag"],
    goodFriday: ["karfreitag"],
    ascension: ["christi himmelfahrt"],
    whitsun: ["pfingstsonntag", "pfingsten"],
    whitMonday: ["pfingstmontag"],
    corpusChristi: ["fronleichnam"],
    assumption: ["maria himmelfahrt", "mariae himmelfahrt"],
    nationalDay: ["nationalfeiertag"],
    allSaints: ["allerheiligen"],
    immaculate: ["maria empfaengnis", "mariae empfaengnis"],
    labourDay: ["staatsfeiertag"],
    firstAdvent: ["erster advent", "ersten advent", "1 advent", "ersten adventsonntag", "erste adventsonntag"],
    singlesDay: ["singles day"],
  },
  /** "heuer", "dieses Jahr": the current year; "nächstes Jahr": the next. */
  thisYear: ["heuer", "dieses jahr", "diesem jahr", "in diesem jahr"],
  nextYear: ["naechstes jahr", "naechsten jahr", "im naechsten jahr"],
} as const;

/** Verbs before "Sie" that ask nothing of the reader: "…, können Sie …", "Haben Sie …" (folded: ä → ae). */
export const notAdviceVerbs = words(
  "koennen konnten muessen mussten duerfen sollen sollten haben hatten sind waren werden wurden bekommen wenn ob dass wie was weil da",
);
