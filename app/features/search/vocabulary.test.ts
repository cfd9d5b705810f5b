import { describe, expect, it } from "vitest";

import { collectorQuery } from "./collector-words";
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

  it("compound: a word the site writes as two is asked as its parts", () => {
    expect(asked("fußstempel").words).toEqual(["fuss", "stempel"]);
    expect(asked("zahnanzahl").words).toEqual(["Zähne", "Zahl"]);
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
});
