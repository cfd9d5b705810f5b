import { describe, expect, it } from "vitest";

import { analyzeDraft } from "./analyze";
import { checkClaims, claimIndex, draftClaimIndex, examineSentence, factBasis, hasClaimMarker, claimKey } from "./claims";
import { splitSentences } from "./sentences";
import { factById, facts } from "~/content/facts";

const today = "2026-11-26";
const index = draftClaimIndex([], today);
const examine = (sentence: string) => examineSentence(sentence, index);

/** The customs claim the drafts made before July 2026 (issue found on 2026-11-26). */
const oldCustomsClaim = "Zoll kommt bei Sendungen aus Ländern außerhalb der EU erst ab einem Warenwert von € 150 dazu.";

describe("what counts as a claim", () => {
  it.each([
    ["a digit", "Ein Original hat 9 Zähne."],
    ["a number word before a unit", "Sie haben zwei Jahre Zeit."],
    ["a schedule", "Der Markt findet samstags statt."],
    ["a weekday after „jeden“", "Er ist jeden Samstag offen."],
    ["a legal rule", "Ein Umtausch ist immer möglich."],
    ["a shop's status", "Das Geschäft in der Innenstadt hat geschlossen."],
  ])("%s", (_kind, sentence) => {
    expect(hasClaimMarker(claimKey(sentence))).toBe(true);
  });

  it.each([
    "Zählen Sie die Zähne zweimal.",
    "Fragen Sie vorher nach, ob ein Geschäft gerade Labubus führt.",
    "Eine Box pro Sonntag ist ein schöner Rahmen.",
    "Prüfen Sie die Figur in Ruhe.",
    "Labubu kaufen in Wien: Webshop, Zoll aus Übersee, Rücktritt, Umtausch und Hilfe.",
  ])("not: %s", (sentence) => {
    expect(hasClaimMarker(claimKey(sentence))).toBe(false);
    expect(examine(sentence)).toBeUndefined();
  });
});

describe("a claim and its fact", () => {
  it("backs a sentence that is a wording of its fact, whatever the case, punctuation or a joined sentence", () => {
    const wording = factById("authenticity-teeth").wordings![1]!;
    expect(examine(wording)).toMatchObject({ kind: "backed", bases: [{ id: "authenticity-teeth" }] });
    expect(examine(`Zählen Sie nach, denn ${wording.charAt(0).toLowerCase()}${wording.slice(1)}`)).toMatchObject({
      kind: "backed",
    });
  });

  it("names the fact a misquote rests on", () => {
    expect(examine("Echte Labubus haben genau zehn Zähne.")).toMatchObject({
      kind: "misquote",
      basis: { id: "authenticity-teeth" },
    });
    expect(examine("Online gekaufte Ware können Sie binnen 30 Tagen zurückgeben, sagt die Arbeiterkammer.")).toMatchObject({
      kind: "misquote",
    });
  });

  it("finds a claim no fact states", () => {
    expect(examine("Eine Blindbox enthält immer 3 Überraschungen.")).not.toMatchObject({ kind: "backed" });
    expect(examine("Die Figur kostet im Shop am Graben € 45.")).not.toMatchObject({ kind: "backed" });
    // A right to exchange in shops, as a draft once implied: the exchange fact says the opposite.
    expect(examine("Ein Umtausch ist in jedem Geschäft möglich.")).toMatchObject({
      kind: "contradiction",
      basis: { id: "legal-exchange-goodwill" },
    });
  });

  it("flags a wording with something unsupported joined to it", () => {
    const wording = factById("authenticity-teeth").wordings![1]!;
    expect(examine(`${wording.slice(0, -1)}, und eine Box kostet € 45.`)).not.toMatchObject({ kind: "backed" });
  });

  it("refuses the customs claim of before July 2026 as a contradiction of the customs fact", () => {
    expect(examine(oldCustomsClaim)).toMatchObject({ kind: "contradiction", basis: { id: "import-duty-threshold" } });
    expect(examine("Sendungen bis € 150 sind zollfrei.")).toMatchObject({ kind: "contradiction" });
    expect(examine("Unter € 150 bleibt eine Sendung zollfrei.")).toMatchObject({ kind: "contradiction" });
    // The fact's own wordings are no contradiction of it.
    for (const sentence of [factById("import-duty-threshold").statement, ...factById("import-duty-threshold").wordings!])
      expect(
        checkClaims([sentence], index).every((finding) => finding.kind === "backed"),
        sentence,
      ).toBe(true);
  });

  it("reads the withdrawal period's holidays the way the Arbeiterkammer means them", () => {
    expect(examine("Bei Waren beginnt die Frist mit dem Erhalt, und Feiertage verlängern sie nicht.")).toMatchObject({
      kind: "contradiction",
      basis: { id: "legal-withdrawal-14-days" },
    });
  });
});

describe("the Stand of a fact that needs it", () => {
  const marked = factById("price-official-shop-austria");
  const wording = marked.wordings![0]!;

  it("wants the Stand of a fact the re-check could not confirm inside the sentence", () => {
    expect(examine(wording)).toMatchObject({
      kind: "no-stand",
      basis: { id: marked.id, stand: { text: "Stand Juli 2025 – nicht neu bestätigt" } },
    });
    expect(examine(`${wording.slice(0, -1)} (Stand Juli 2025 – nicht neu bestätigt).`)).toMatchObject({
      kind: "backed",
      withStand: true,
    });
  });

  it("wants it for a current fact past twelve months on the day, and not before", () => {
    const fact = factById("legal-withdrawal-14-days");
    const sentence = fact.wordings![0]!;
    expect(examineSentence(sentence, claimIndex([factBasis(fact, "2026-11-26")]))).toMatchObject({ kind: "backed" });
    expect(examineSentence(sentence, claimIndex([factBasis(fact, "2027-02-01")]))).toMatchObject({ kind: "no-stand" });
    expect(
      examineSentence(`${sentence.slice(0, -1)} (Stand 29. Dezember 2025).`, claimIndex([factBasis(fact, "2027-02-01")])),
    ).toMatchObject({ kind: "backed" });
  });

  it("never wants it for a historical fact", () => {
    const record = factById("record-auction-2025");
    expect(examineSentence(splitSentences(record.statement)[0]!, claimIndex([factBasis(record, "2030-01-01")]))).toMatchObject({
      kind: "backed",
    });
  });
});

describe("research notes", () => {
  const notes = [{ id: "n1", statement: "Der Laden in der Neubaugasse verkauft Labubus um € 25.", asOf: "2026-10-01" }];

  it("back a claim that is the note's own statement, with its attribution", () => {
    const findings = checkClaims(
      ["Der Laden in der Neubaugasse verkauft Labubus um € 25 (kurier.at, Stand: 1. Oktober 2026)."],
      draftClaimIndex(notes, today),
    );
    expect(findings).toMatchObject([{ kind: "backed", bases: [{ id: "note-n1", kind: "note" }] }]);
  });

  it("name the note a changed claim came from", () => {
    const findings = checkClaims(["Der Laden in der Neubaugasse verkauft Labubus um € 15."], draftClaimIndex(notes, today));
    expect(findings).toMatchObject([{ kind: "misquote", basis: { id: "note-n1" } }]);
  });
});

describe("„Belegte Aussagen“ in the analysis", () => {
  const draft = (
    content: string,
    metaDescription = "Eine Beschreibung ohne Zahl, die nichts behauptet und nur beschreibt, worum es geht.",
  ) => ({
    title: "Zoll",
    slug: "zoll",
    metaDescription,
    focusKeyphrase: "Zoll",
    content,
  });

  it("is a red line naming the sentence and the fact, the meta description included", () => {
    const analysis = analyzeDraft(draft("## Zoll\n\nGute Nachricht für Sammler.", oldCustomsClaim), { today });
    expect(analysis.claims.rating).toBe("bad");
    expect(analysis.claims.lines[0]?.message).toContain(`„${oldCustomsClaim}“`);
    // The fact in its own words, never its id.
    expect(analysis.claims.lines[0]?.message).toContain(factById("import-duty-threshold").statement);
    expect(analysis.claims.lines[0]?.message).not.toContain("import-duty-threshold");
  });

  it("is green when every claim is its fact's wording, and counts the ones with their Stand", () => {
    const stale = factById("price-official-shop-austria").wordings![1]!.slice(0, -1);
    const content = `## Preise\n\n${factById("import-duty-threshold").wordings![0]} ${stale} (Stand Juli 2025 – nicht neu bestätigt).`;
    const analysis = analyzeDraft(draft(content), { today });
    expect(analysis.claims).toMatchObject({ rating: "good", claims: 2, backed: 2, withStand: 1 });
    expect(analysis.claims.standSentences).toHaveLength(1);
  });
});

describe("the fact base's own wordings", () => {
  it("are each backed by their own fact, and none contradicts a fact", () => {
    for (const fact of facts)
      for (const text of [fact.statement, ...(fact.wordings ?? [])])
        for (const finding of checkClaims(splitSentences(text), claimIndex([factBasis(fact, undefined)])))
          expect(["backed", "no-stand"], `${fact.id}: ${finding.sentence}`).toContain(finding.kind);
  });
});

describe("what a claim is, beyond numbers (docs/decisions/0040)", () => {
  it.each([
    ["an invented shop on a real street", "Im Laden Monsterwelt in der Neubaugasse bekommen Sie echte Labubus."],
    ["an invented shop with a house number", "Monsterwelt in der Neubaugasse 12 führt alle aktuellen Serien."],
    ["a store in a shopping centre", "In der Shopping City Süd gibt es einen offiziellen Pop-Mart-Store."],
  ])("%s is unsupported or contradicts a fact", (_kind, sentence) => {
    expect(examine(sentence)?.kind).toMatch(/^(unsupported|contradiction|misquote)$/);
  });

  it("names the fact a Pop Mart store contradicts", () => {
    expect(examine("Seit Kurzem betreibt Pop Mart einen eigenen Store im Westfield Donau Zentrum.")).toMatchObject({
      kind: "contradiction",
      basis: { id: "shop-official-austria" },
    });
  });

  it.each([
    ["garantiert echt", "Die Figuren am Flohmarkt sind garantiert echt."],
    // In the editor's words, not folded (docs/decisions/0066).
    ["Echtheitszertifikat", "Eine Figur mit Echtheitszertifikat ist sicher ein Original."],
  ])("refuses the promise „%s“", (promise, sentence) => {
    expect(examine(sentence)).toMatchObject({ kind: "unsupported", reason: "promise", detail: promise });
  });

  it("lets a promise named as a warning pass", () => {
    expect(examine("Versprechen wie „garantiert echt“ ersetzen keine Prüfung der Figur.")).toBeUndefined();
    expect(examine("Ein Echtheitszertifikat beweist nicht, dass eine Figur ein Original ist.")).toBeUndefined();
  });

  it("takes a shop from a research note, in other words", () => {
    const notes = [
      {
        id: "k",
        statement:
          "Laut Bezirkszeitung führt das Spielwarengeschäft Kasperl in der Neubaugasse seit Oktober 2026 Labubu-Anhänger.",
        asOf: "2026-10-15",
      },
    ];
    const sentence = "Seit Oktober 2026 gibt es Labubu-Anhänger auch im Spielwarengeschäft Kasperl in der Neubaugasse.";
    expect(examineSentence(sentence, draftClaimIndex(notes, today))).toMatchObject({ kind: "backed", bases: [{ id: "note-k" }] });
    expect(examine(sentence)).not.toMatchObject({ kind: "backed" });
  });
});

describe("honest writing passes", () => {
  it.each([
    "Nehmen Sie sich 10 Minuten Zeit, um die Figur zu prüfen.",
    "Die erste Prüfung braucht nur 3 Schritte: Zähne zählen, Fuß ansehen, Code scannen.",
    "Planen Sie zwei bis drei Stunden ein.",
    "Heuer fällt der Black Friday auf den 27. November.",
    "Der Heilige Abend fällt 2026 auf einen Donnerstag, den 24. Dezember.",
    "Der Muttertag fällt 2027 auf den 9. Mai.",
    "Fragen Sie vor dem Kauf, ob das Geschäft einen Umtausch anbietet.",
    "Gilt das Rücktrittsrecht auch bei einem Kauf auf dem Flohmarkt?",
  ])("not a claim: %s", (sentence) => {
    expect(examine(sentence)).toBeUndefined();
  });

  it.each([
    [
      "a value rounded with „knapp“",
      "Für ein ganzes Set aus sechs gleich häufigen Figuren brauchen Sie im Schnitt knapp 15 Blindboxen.",
      "blindbox-expected-boxes-six",
    ],
    [
      "a lower bound",
      "Eine einzigartige Labubu brachte im Juni 2025 bei einer Auktion in Peking mehr als 100.000 Euro.",
      "record-auction-2025",
    ],
    [
      "a legal rule in other words",
      "Wer online bei einem Händler bestellt, kann den Kauf in der Regel 14 Tage lang ohne Begründung widerrufen.",
      "legal-withdrawal-14-days",
    ],
    [
      "a restriction reworded",
      "Im Geschäft tauscht ein Händler nur aus Kulanz um; ein Recht darauf haben Sie nicht.",
      "legal-exchange-goodwill",
    ],
  ])("backs %s", (_kind, sentence, id) => {
    expect(examine(sentence)).toMatchObject({ kind: "backed", bases: [{ id }] });
  });
});

describe("figures, dates and rules other than the facts'", () => {
  it("refuses a named day's wrong date and says the right one", () => {
    const finding = examine("Heuer fällt der Black Friday auf den 28. November.");
    expect(finding).toMatchObject({ kind: "calendar", day: "blackFriday", right: { year: 2026, month: 11, day: 27 } });
  });

  it.each([
    ["a rounding too far", "Für ein ganzes Set aus sechs gleich häufigen Figuren brauchen Sie im Schnitt rund 20 Blindboxen."],
    ["a period's start swapped", "Die Frist für den Rücktritt beginnt schon mit dem Tag der Bestellung."],
    ["a right extended to private sales", "Auch beim Kauf auf dem Flohmarkt können Sie binnen 14 Tagen zurücktreten."],
    ["the other foot", "Echte Labubus tragen den Pop-Mart-Aufdruck am rechten Fuß."],
  ])("refuses %s", (_kind, sentence) => {
    expect(examine(sentence)?.kind).toMatch(/^(misquote|contradiction)$/);
  });
});

describe("a stale fact's Stand, once per text", () => {
  const marked = factById("price-official-shop-austria");
  const [first, second] = marked.wordings!;
  const stand = "(Stand Juli 2025 – nicht neu bestätigt)";
  const withStand = (sentence: string) => `${sentence.slice(0, -1)} ${stand}.`;

  it("wants it where the text first states the fact, not after", () => {
    expect(checkClaims([withStand(first!), second!], index).map((finding) => finding.kind)).toEqual(["backed", "backed"]);
    expect(checkClaims([first!, withStand(second!)], index).map((finding) => finding.kind)).toEqual(["no-stand", "backed"]);
  });

  it("marks a repeated Stand as a hint, not a fault", () => {
    const analysis = analyzeDraft(
      {
        title: "Preise",
        slug: "preise",
        metaDescription: "Eine Beschreibung ohne Zahl, die nichts behauptet und nur beschreibt, worum es geht.",
        focusKeyphrase: "Preise",
        content: `## Preise\n\n${withStand(first!)} ${withStand(second!)}`,
      },
      { today },
    );
    expect(analysis.claims.rating).toBe("good");
    expect(analysis.claims.lines.filter((line) => line.rating === "ok")).toHaveLength(1);
  });
});

describe("reasons an editor can act on", () => {
  it("quote the whole sentence, however long, and the fact in its words, never an id", () => {
    const long = `${"Sehr lange Einleitung mit vielen Wörtern, ".repeat(6)}und Echte Labubus haben genau zehn Zähne.`;
    const analysis = analyzeDraft(
      { title: "Zähne", slug: "zaehne", metaDescription: "", focusKeyphrase: "Zähne", content: `## Zähne\n\n${long}` },
      { today },
    );
    const [line] = analysis.claims.lines;
    expect(line?.message).toContain(`„${long}“`);
    expect(line?.message).toContain(factById("authenticity-teeth").statement);
    expect(line?.message).not.toContain("authenticity-teeth");
  });
});
