// Collectors' queries as collectors type them on a phone, each with the first hit a collector expects
// (docs/decisions/0063). Written from the site's pages — the articles, the catalogue, the check, the
// calculator and the landing sections as they read — before the search was changed to forgive
// typos, compounds, dialect and questions, and never from what the search answered.
//
// `first` is a page path, with an #anchor where a part of the page is the right answer: a series'
// secret figure (`/serien#<series>-secret`), a step of the check (`/echtheit-pruefen#step-<step>`), an
// article's section (its heading's id), a landing section (`/#faq`).
//
// The set is split in two halves (`queryHalves`): the search is tuned on "tune" only; "held-out" is
// what the tests and the bench report as the search's quality on words nobody tuned to.

/** @typedef {"typo" | "compound" | "dialect" | "loanword" | "synonym" | "question" | "section"} QueryKind */
/** @typedef {{ query: string, first: string, kind: QueryKind }} CollectorQuery */

const wien = "/ratgeber/labubu-kaufen-in-wien";
const fake = "/ratgeber/labubu-faelschung-erkennen";
const wert = "/ratgeber/labubu-als-wertanlage";
const energy = "/ratgeber/labubu-big-into-energy";
const customs = `${wien}#aus-dem-ausland-bestellen-steuer-und-zoll`;
const rights = `${wien}#ihre-rechte-beim-labubu-kauf-in-wien-ruecktritt-umtausch-privatkauf`;
const popMartShop = `${wien}#labubu-kaufen-in-wien-gibt-es-einen-laden-von-pop-mart`;

/** @type {readonly CollectorQuery[]} */
export const collectorQuerySet = [
  // Typos: letters swapped, dropped or doubled on a phone's keyboard.
  { kind: "typo", query: "wakcy mart", first: "/serien#wacky-mart-title" },
  { kind: "typo", query: "hvae a seat", first: "/serien#have-a-seat-title" },
  { kind: "typo", query: "exiting macaron", first: "/serien#exciting-macaron-title" },
  { kind: "typo", query: "big inot energy", first: energy },
  { kind: "typo", query: "pin for lvoe", first: "/serien#pin-for-love-title" },
  { kind: "typo", query: "hologrmm", first: "/echtheit-pruefen" },
  { kind: "typo", query: "fälschnug erkenen", first: "/echtheit-pruefen" },
  { kind: "typo", query: "wertanlgae", first: wert },
  { kind: "typo", query: "mariahilfer strase", first: "/#shops-wien" },
  { kind: "typo", query: "sammlnug", first: "/sammlung" },
  { kind: "typo", query: "set rechnr", first: "/set-rechner" },
  { kind: "typo", query: "echtheit prüfne", first: "/echtheit-pruefen" },
  { kind: "typo", query: "auktoin", first: wert },
  { kind: "typo", query: "vitirne", first: "/#zubehoer" },
  { kind: "typo", query: "duodou", first: "/serien#have-a-seat-secret" },
  { kind: "typo", query: "chestnut cacoa", first: "/serien#exciting-macaron-secret" },

  // Compounds: one word where the site writes two, or a compound the site never uses.
  { kind: "compound", query: "zahnanzahl", first: "/echtheit-pruefen#step-teeth" },
  { kind: "compound", query: "secretfigur chance", first: "/set-rechner" },
  { kind: "compound", query: "fälschungsmerkmale", first: "/echtheit-pruefen" },
  { kind: "compound", query: "echtheitsmerkmale", first: "/echtheit-pruefen" },
  { kind: "compound", query: "labubupreis österreich", first: "/#faq" },
  { kind: "compound", query: "zollgebühren", first: customs },
  { kind: "compound", query: "anhängerhülle", first: "/#zubehoer" },
  { kind: "compound", query: "acrylvitrine", first: "/#zubehoer" },
  { kind: "compound", query: "sammlungsvitrine", first: "/#zubehoer" },
  { kind: "compound", query: "rückgaberecht", first: rights },
  { kind: "compound", query: "fußstempel", first: "/echtheit-pruefen#step-uv" },
  { kind: "compound", query: "qrcode", first: "/echtheit-pruefen" },
  { kind: "compound", query: "setrechner", first: "/set-rechner" },
  { kind: "compound", query: "popmartshop österreich", first: popMartShop },
  { kind: "compound", query: "nasenform", first: "/echtheit-pruefen#step-nose" },
  { kind: "compound", query: "fakepreis", first: "/echtheit-pruefen" },

  // Colloquial and Austrian: how collectors in Austria write in comments and chats.
  { kind: "dialect", query: "wos kost a labubu", first: "/#faq" },
  { kind: "dialect", query: "wo kriag i a labubu in wien", first: wien },
  { kind: "dialect", query: "is des a fake", first: "/echtheit-pruefen" },
  { kind: "dialect", query: "zoll aufs packerl", first: customs },
  { kind: "dialect", query: "oida is der echt", first: "/echtheit-pruefen" },
  { kind: "dialect", query: "vitrinenkastl", first: "/#zubehoer" },
  { kind: "dialect", query: "des packerl aus china is beim zoll", first: customs },
  { kind: "dialect", query: "wia vü boxn fürs ganze set", first: "/set-rechner" },
  { kind: "dialect", query: "gschäft in wien", first: "/#shops-wien" },
  { kind: "dialect", query: "flohmarkt gfälscht", first: "/#shops-wien" },
  { kind: "dialect", query: "sackerl für den anhänger", first: "/#zubehoer" },
  { kind: "dialect", query: "is a labubu a guade geldanlage", first: wert },
  { kind: "dialect", query: "heast wie vü zähn hat a echter", first: "/echtheit-pruefen" },
  { kind: "dialect", query: "doppelte herschenken", first: "/sammlung" },
  { kind: "dialect", query: "wos mach i mit an fake", first: `${fake}#was-tun-wenn-sie-eine-faelschung-gekauft-haben` },
  { kind: "dialect", query: "heuer neue serien", first: "/#aktuelle-serien" },

  // English loan words, as collectors read them on social media and in shops.
  { kind: "loanword", query: "fake check", first: "/echtheit-pruefen" },
  { kind: "loanword", query: "secret rate big into energy", first: "/serien#big-into-energy-secret" },
  { kind: "loanword", query: "price labubu austria", first: "/#faq" },
  { kind: "loanword", query: "shop vienna", first: "/#shops-wien" },
  { kind: "loanword", query: "trade list", first: "/sammlung" },
  { kind: "loanword", query: "blind box odds", first: "/set-rechner" },
  { kind: "loanword", query: "collection tracker", first: "/sammlung" },
  { kind: "loanword", query: "display case", first: "/#zubehoer" },
  { kind: "loanword", query: "keychain protector", first: "/#zubehoer" },
  { kind: "loanword", query: "customs fee china", first: customs },
  { kind: "loanword", query: "resale value", first: wert },
  { kind: "loanword", query: "chaser have a seat", first: "/serien#have-a-seat-secret" },
  { kind: "loanword", query: "legit check", first: "/echtheit-pruefen" },
  { kind: "loanword", query: "refund online shop", first: rights },
  { kind: "loanword", query: "scam shop", first: `${wien}#hilfe-bei-betruegerischen-shops` },
  { kind: "loanword", query: "pop up store fake", first: `${wien}#was-medien-ueber-orte-in-wien-berichten` },

  // Synonyms of what each tool does.
  { kind: "synonym", query: "tauschbörse", first: "/sammlung" },
  { kind: "synonym", query: "sammelliste", first: "/sammlung" },
  { kind: "synonym", query: "fehlliste", first: "/sammlung" },
  { kind: "synonym", query: "wunschliste", first: "/sammlung" },
  { kind: "synonym", query: "set komplettieren", first: "/set-rechner" },
  { kind: "synonym", query: "kosten ausrechnen boxen", first: "/set-rechner" },
  { kind: "synonym", query: "echtheitsprüfung", first: "/echtheit-pruefen" },
  { kind: "synonym", query: "original prüfen", first: "/echtheit-pruefen" },
  { kind: "synonym", query: "authentifizieren", first: "/echtheit-pruefen" },
  { kind: "synonym", query: "figurenübersicht", first: "/serien" },
  { kind: "synonym", query: "alle serien liste", first: "/serien" },
  { kind: "synonym", query: "erscheinungsdatum", first: "/serien" },
  { kind: "synonym", query: "wahrscheinlichkeitsrechner", first: "/set-rechner" },
  { kind: "synonym", query: "doubletten", first: "/sammlung" },
  { kind: "synonym", query: "figur putzen", first: "/#guides" },
  { kind: "synonym", query: "fälschungscheck", first: "/echtheit-pruefen" },

  // Questions: the page (or part) that answers them, not one that repeats the question's words.
  { kind: "question", query: "lohnt sich labubu als investment", first: wert },
  { kind: "question", query: "wie viele zähne hat eine echte labubu", first: "/echtheit-pruefen#step-teeth" },
  { kind: "question", query: "wie viel kostet eine labubu in österreich", first: "/#faq" },
  { kind: "question", query: "was ist eine secret figur", first: "/#faq" },
  { kind: "question", query: "gibt es einen pop mart laden in wien", first: popMartShop },
  { kind: "question", query: "muss ich zoll zahlen", first: customs },
  {
    kind: "question",
    query: "was tun wenn ich eine fälschung gekauft habe",
    first: `${fake}#was-tun-wenn-sie-eine-faelschung-gekauft-haben`,
  },
  { kind: "question", query: "wie viele boxen brauche ich für ein set", first: "/set-rechner" },
  { kind: "question", query: "kann ich online gekaufte figuren zurückgeben", first: rights },
  { kind: "question", query: "ist labubu eine gute geldanlage", first: wert },
  { kind: "question", query: "woran erkenne ich gefälschte webshops", first: `${fake}#gefaelschte-webshops-meiden` },
  { kind: "question", query: "wie erkenne ich eine fälschung am schnellsten", first: "/#faq" },
  { kind: "question", query: "warum ist labubu so teuer", first: `${wert}#warum-die-nachfrage-die-preise-bewegt` },
  { kind: "question", query: "wann ist big into energy erschienen", first: `${energy}#was-ist-labubu-big-into-energy` },
  { kind: "question", query: "wie heißt die secret figur von have a seat", first: "/serien#have-a-seat-secret" },
  { kind: "question", query: "wie lange kann ich vom kauf zurücktreten", first: rights },

  // Parts of pages: a series' secret, a step of the check, an article's section, a landing section.
  { kind: "section", query: "duoduo", first: "/serien#have-a-seat-secret" },
  { kind: "section", query: "chestnut cocoa", first: "/serien#exciting-macaron-secret" },
  { kind: "section", query: "heart secret pin for love", first: "/serien#pin-for-love-secret" },
  { kind: "section", query: "freigrenze 22 euro", first: customs },
  { kind: "section", query: "acryl vitrine", first: "/#zubehoer" },
  { kind: "section", query: "karabiner", first: "/#zubehoer" },
  { kind: "section", query: "setzkasten", first: "/#zubehoer" },
  { kind: "section", query: "uv stempel fuß", first: "/echtheit-pruefen#step-uv" },
  { kind: "section", query: "logo druck schief", first: "/echtheit-pruefen#step-logo" },
  { kind: "section", query: "schachtel glänzend", first: "/echtheit-pruefen#step-packaging" },
  { kind: "section", query: "aufdruck linker fuß", first: "/echtheit-pruefen#step-sole" },
  { kind: "section", query: "internet ombudsstelle", first: `${wien}#hilfe-bei-betruegerischen-shops` },
  { kind: "section", query: "landstraßer hauptstraße", first: "/#shops-wien" },
  { kind: "section", query: "14 tage rücktritt", first: rights },
  { kind: "section", query: "sammelbilderproblem", first: "/set-rechner#rechner-erklaerung" },
  { kind: "section", query: "lisa blackpink", first: `${wert}#warum-die-nachfrage-die-preise-bewegt` },
];

/**
 * The two halves: within each kind, the queries in the order above go alternately to "tune" and
 * "held-out", so each kind is in both halves and the split never depends on what the search answers.
 * @param {readonly CollectorQuery[]} [queries]
 * @returns {{ tune: CollectorQuery[], heldOut: CollectorQuery[] }}
 */
export function queryHalves(queries = collectorQuerySet) {
  /** @type {Map<QueryKind, number>} */
  const seen = new Map();
  /** @type {CollectorQuery[]} */
  const tune = [];
  /** @type {CollectorQuery[]} */
  const heldOut = [];
  for (const entry of queries) {
    const index = seen.get(entry.kind) ?? 0;
    seen.set(entry.kind, index + 1);
    (index % 2 === 0 ? tune : heldOut).push(entry);
  }
  return { tune, heldOut };
}
