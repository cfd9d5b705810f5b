import { describe, expect, it } from "vitest";

import { MODIFIER_SHARE, collectorQuery } from "./collector-words";
import { readHit } from "./hits";
import { correction, editDistance, knows, readVocabulary, splitCompound } from "./vocabulary";

// Words as the index holds them (folded), from the site's own pages: the catalogue, the check, the
// calculator, the Vienna article and the landing sections.
const vocabulary = readVocabulary({
  records: 15,
  words: Object.fromEntries(
    [
      ...["wacky", "mart", "have", "seat", "duoduo", "secret", "secretfigur", "figur", "figuren", "hologramm"],
      ...["zahne", "zahl", "stempel", "fuss", "uv", "vitrine", "acryl", "acrylvitrine", "sammlung", "set", "rechner"],
      ...["zoll", "paket", "pakete", "wien", "preis", "labubu", "kostet", "echt", "falschung", "falschungsrisiko"],
      ...["merkmale", "nase", "form", "prufung", "hulle", "osterreich", "rucktritt", "recht"],
    ].map((word) => [word, word === "labubu" ? 15 : 2]),
  ),
});

describe("the index's vocabulary", () => {
  it("counts edits, a swap of neighbours as one", () => {
    expect(editDistance("wakcy", "wacky", 2)).toBe(1);
    expect(editDistance("hologrmm", "hologramm", 2)).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBe(2);
  });

  it("knows its words, their inflected forms and (from four letters) their beginnings", () => {
    expect(knows(vocabulary, "zoll")).toBe(true);
    expect(knows(vocabulary, "pakets")).toBe(true);
    expect(knows(vocabulary, "falschungs")).toBe(true);
    expect(knows(vocabulary, "zimomo")).toBe(false);
  });

  it("corrects a typo to the nearest word, never a word shorter than the floor, never into nonsense", () => {
    expect(correction(vocabulary, "wakcy")).toBe("wacky");
    expect(correction(vocabulary, "duodou")).toBe("duoduo");
    expect(correction(vocabulary, "hologrmm")).toBe("hologramm");
    expect(correction(vocabulary, "set")).toBeNull();
    expect(correction(vocabulary, "quxbazfoo")).toBeNull();
    expect(correction(vocabulary, "zimomo")).toBeNull();
  });

  it("splits a compound into words it holds, the joining s dropped", () => {
    const isPart = (part: string) => knows(vocabulary, part);
    expect(splitCompound("acrylvitrine", isPart)).toEqual(["acryl", "vitrine"]);
    expect(splitCompound("fussstempel", isPart)).toEqual(["fuss", "stempel"]);
    expect(splitCompound("sammlungsvitrine", isPart)).toEqual(["sammlung", "vitrine"]);
    expect(splitCompound("quxbazfoo", isPart)).toBeNull();
  });
});

describe("a query in collectors' words, read against the index's words (one test per kind of miss)", () => {
  const asked = (query: string) => collectorQuery(query, vocabulary);

  it("typo: a series name with two letters swapped is asked as the series", () => {
    expect(asked("wakcy mart").words).toEqual(["wacky", "mart"]);
    expect(asked("duodou").words).toEqual(["duoduo"]);
  });

  it("compound: a word the site writes as two is asked as its parts, the last counting fully and the others less", () => {
    expect(asked("fußstempel").words).toEqual(["fuss", "stempel"]);
    expect(asked("zahnanzahl").words).toEqual(["Zähne", "Zahl"]);
    // "Sammlungsvitrine" is a Vitrine: a page about the collection alone must not outrank the display cases.
    expect(asked("sammlungsvitrine")).toMatchObject({ words: ["sammlung", "vitrine"], shares: [MODIFIER_SHARE, 1] });
    expect(asked("vitrine sammlung").shares).toEqual([1, 1]);
  });

  it("dialect: Austrian words and fillers become the site's words", () => {
    expect(asked("wos kost a labubu").words).toEqual(["Preis", "labubu"]);
    expect(asked("zoll aufs packerl").words).toEqual(["zoll", "Paket"]);
  });

  it("synonym: a word for what a tool does shows the tool first", () => {
    expect(asked("tauschbörse").tools).toEqual(["collection"]);
    expect(asked("fehlliste").tools).toEqual(["collection"]);
    expect(asked("echtheitsprüfung").tools).toEqual(["check"]);
    // Unless the other words say the question is about something else.
    expect(asked("was tun wenn ich eine fälschung gekauft habe").tools).toEqual([]);
  });

  it("question: a question's opening word is kept apart, in the form the site's headings use", () => {
    expect(asked("warum ist labubu so teuer")).toMatchObject({ words: ["labubu", "Preis"], question: "warum" });
    expect(asked("wieso so teuer").question).toBe("warum");
    // "Was" and "wie" open too many kinds of question to tell headings apart.
    expect(asked("wie viel kostet eine labubu").question).toBeNull();
    expect(asked("labubu preis").question).toBeNull();
  });

  it("question: the question's frame is left out, its subject is asked", () => {
    expect(asked("lohnt sich labubu als investment").words).toEqual(["labubu", "Wertanlage"]);
    expect(asked("muss ich zoll zahlen").words).toEqual(["zoll", "zahlen"]);
  });

  it("section: a series' secret figure opens its row, the series' name the series", () => {
    const fragment = {
      url: "/serien/",
      content:
        "Serienkatalog. Labubu-Serien im Überblick. Have a Seat. Erschienen Juli 2024 Secret-Figur Duoduo Quelle: Feltify. Darauf achten. Die Secret-Figur Duoduo wird oft angeboten.",
      meta: { title: "Labubu-Serien im Überblick", section: "Serienkatalog" },
      locations: [12, 18],
      anchors: [
        { element: "h2", id: "have-a-seat-title", text: "Have a Seat", location: 5 },
        { element: "dt", id: "have-a-seat-secret", text: "Secret-Figur", location: 11 },
      ],
    };
    expect(readHit(fragment, ["duoduo"]).hit).toMatchObject({
      url: "/serien#have-a-seat-secret",
      title: "Have a Seat · Secret-Figur",
    });
    expect(readHit({ ...fragment, locations: [5, 6, 7] }, ["have", "seat"]).hit.url).toBe("/serien#have-a-seat-title");
  });

  it("section: an article's section opens when the matches are in it and the title does not answer", () => {
    const fragment = {
      url: "/ratgeber/labubu-kaufen-in-wien/",
      content:
        "Labubu kaufen in Wien: Shop und Rechte. Ein Ratgeber. Aus dem Ausland bestellen. Zoll auf kleine Pakete: je Warenart € 3 Zoll. Ihre Rechte. Rücktritt.",
      meta: { title: "Labubu kaufen in Wien: Shop und Rechte", section: "Ratgeber · Lokale Inhalte" },
      locations: [13, 16, 21],
      anchors: [
        { element: "h2", id: "aus-dem-ausland", text: "Aus dem Ausland bestellen", location: 9 },
        { element: "h2", id: "ihre-rechte", text: "Ihre Rechte", location: 22 },
      ],
    };
    const hit = readHit(fragment, ["Zoll", "Paket"]).hit;
    expect(hit.url).toBe("/ratgeber/labubu-kaufen-in-wien#aus-dem-ausland");
    // The excerpt is the section's, without the page's title.
    expect(hit.excerpt.map((part) => part.text).join("")).not.toContain("Shop und Rechte");
    // The title answers "Wien": the article itself.
    expect(readHit({ ...fragment, locations: [3] }, ["Wien"]).hit.url).toBe("/ratgeber/labubu-kaufen-in-wien");
  });

  it("section: the words the title does not answer open the section whose heading names them, wherever the rest stands", () => {
    // "Fälschung" stands all over the article; "tun" and "gekauft" only in the section that asks the question.
    const fragment = {
      url: "/ratgeber/labubu-faelschung-erkennen/",
      content:
        "Labubu Fälschung erkennen. Eine Fälschung hat Merkmale. Jede Fälschung zeigt sie. Was tun, wenn Sie eine Fälschung gekauft haben? Melden Sie die Fälschung.",
      meta: { title: "Labubu Fälschung erkennen", section: "Ratgeber" },
      locations: [1, 4, 8, 12, 13, 17, 18, 21],
      anchors: [
        { element: "h2", id: "merkmale", text: "Eine Fälschung hat Merkmale.", location: 3 },
        { element: "h2", id: "was-tun", text: "Was tun, wenn Sie eine Fälschung gekauft haben?", location: 12 },
      ],
    };
    expect(readHit(fragment, ["tun", "Fälschung", "gekauft"]).hit).toMatchObject({
      url: "/ratgeber/labubu-faelschung-erkennen#was-tun",
      title: "Was tun, wenn Sie eine Fälschung gekauft haben?",
    });
    // The title answers every word: the article itself.
    expect(readHit(fragment, ["Fälschung", "erkennen"]).hit.url).toBe("/ratgeber/labubu-faelschung-erkennen");
  });

  it("section: a heading that names one of the words does not open its part when the words stand all over the page", () => {
    const fragment = {
      url: "/set-rechner/",
      content:
        "Set-Rechner. Secret-Figur und Chance. Die Chance auf die Secret-Figur. Der übliche Fall: Secret-Figur 1 : 72. Eine Chance. Wie gerechnet wird: Chance mal Secret-Figur.",
      meta: { title: "Set-Rechner", section: "Werkzeug" },
      locations: [1, 3, 5, 8, 12, 17, 21, 23],
      anchors: [
        { element: "h2", id: "rechner-tabelle", text: "Der übliche Fall: Secret-Figur 1 : 72.", location: 9 },
        { element: "h2", id: "rechner-erklaerung", text: "Wie gerechnet wird:", location: 18 },
      ],
    };
    expect(readHit(fragment, ["Secret-Figur", "Chance"]).hit.url).toBe("/set-rechner");
  });

  it("question: the FAQ's question that names the query titles the hit, and holds its words together", () => {
    const fragment = {
      url: "/#faq",
      content:
        "Häufige Fragen Was ist Labubu? Ein Monster mit Preis und Plüsch. Wie viel kostet eine Labubu in Österreich? Ab etwa € 19 im offiziellen Shop.",
      meta: { title: "Häufige Fragen", section: "Startseite" },
      locations: [4, 9, 13, 15, 17],
      anchors: [
        { element: "summary", id: "faq-what", text: "Was ist Labubu?", location: 2 },
        { element: "summary", id: "faq-price", text: "Wie viel kostet eine Labubu in Österreich?", location: 11 },
      ],
    };
    // "kostet" is a collector's word for "Preis": the question names both words, though "Preis" stands elsewhere.
    const read = readHit(fragment, ["Preis", "labubu"]);
    expect(read.hit).toMatchObject({ url: "/#faq", title: "Häufige Fragen · Wie viel kostet eine Labubu in Österreich?" });
    expect(read.hit.excerpt.map((part) => part.text).join("")).toContain("Ab etwa € 19");
    expect(read).toMatchObject({ near: true, inTitle: new Set([0, 1]) });
    // A word the questions do not name: the section as it is.
    expect(readHit(fragment, ["Plüsch"]).hit.title).toBe("Häufige Fragen");
  });
});
