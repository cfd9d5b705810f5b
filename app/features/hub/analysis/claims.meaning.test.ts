import { describe, expect, it } from "vitest";

import { assertionReading, readAssertions, reverses } from "./assertions";
import { numberMentions } from "./claim-language";
import { draftClaimIndex, examineSentence, factBasis, factSentences } from "./claims";
import { cardinalWord, fractionWord, ordinalWord } from "./number-words";
import { claimsResult } from "./claims-result";
import { factById, facts } from "~/content/facts";
import { researchProblems } from "~/features/hub/generator/notes";

const today = "2026-11-26";
const index = draftClaimIndex([], today);
const examine = (sentence: string) => examineSentence(sentence, index);

describe("numbers in words (docs/decisions/0066)", () => {
  it.each([
    ["dreizehn", 13],
    ["hundertvierundvierzig", 144],
    ["zweihundert", 200],
    ["fuenfunddreissig", 35],
    ["zweitausendfuenfhundert", 2500],
    ["zweiundsiebzig", 72],
  ])("reads the cardinal %s", (word, value) => expect(cardinalWord(word)).toBe(value));

  it("reads ordinals and fractions, and leaves other words alone", () => {
    expect(ordinalWord("ersten")).toBe(1);
    expect(ordinalWord("siebten")).toBe(7);
    expect(ordinalWord("zweiundzwanzigsten")).toBe(22);
    expect(fractionWord("drittel")).toBeCloseTo(1 / 3);
    expect(fractionWord("fuenftel")).toBeCloseTo(0.2);
    for (const word of ["einen", "elfen", "hinten", "titel", "zusammen", "vertrag"]) {
      expect(cardinalWord(word), word).toBeUndefined();
      expect(fractionWord(word), word).toBeUndefined();
    }
  });

  it("states a number in words above twelve, an ordinal before a unit and a fraction, but not everyday ones", () => {
    expect(numberMentions("Die Chance liegt bei eins zu hundertvierundvierzig.")[0]?.values).toEqual([1, 144]);
    expect(numberMentions("Die Neubaugasse liegt im sechsten Bezirk.")[0]?.values).toEqual([6]);
    expect(numberMentions("Rund ein Drittel der Figuren sind Fälschungen.")[0]).toMatchObject({ approx: "around" });
    expect(numberMentions("Planen Sie eine halbe Stunde ein und zählen Sie beim zweiten Hinsehen nach.")).toEqual([]);
  });

  it("refuses a wrong figure in words and backs the right one", () => {
    expect(examine("Echte Labubus haben genau dreizehn Zähne.")).toMatchObject({ kind: "misquote" });
    expect(examine("Echte Labubus haben genau neun Zähne.")).toMatchObject({ kind: "backed" });
    expect(examine("Die Einfuhrumsatzsteuer beträgt in Österreich im Regelfall ein Viertel.")?.kind).not.toBe("backed");
  });
});

describe("what a fact asserts (docs/decisions/0066)", () => {
  const assertingFacts = facts.filter((fact) => (fact.asserts ?? []).length > 0);

  it("is declared by the legal and current facts that state a rule, and each fact's own sentences agree with every assertion", () => {
    expect(assertingFacts.length).toBeGreaterThanOrEqual(10);
    for (const fact of assertingFacts) expect(fact.lifespan, fact.id).toBe("current");
    for (const fact of facts)
      for (const sentence of factSentences(fact))
        for (const other of assertingFacts) {
          const basis = factBasis(other, today);
          for (const assertion of readAssertions(other.asserts))
            expect(
              reverses(assertionReading(sentence), assertion, basis.numbers),
              `${fact.id}: ${sentence} against ${other.id}`,
            ).toBe(false);
        }
  });

  it.each([
    ["a negation", "Für den Rücktritt müssen Sie Gründe nennen.", "legal-withdrawal-how"],
    [
      "the converse relation",
      "Feiertage innerhalb der Frist verlängern die Frist für den Rücktritt.",
      "legal-withdrawal-14-days",
    ],
    ["the other party", "Für mangelhafte Ware muss der Hersteller geradestehen, nicht der Händler.", "legal-warranty-two-years"],
    ["the other side of a threshold", "Über € 150 Warenwert fällt pauschal € 3 Zoll je Warenart an.", "import-duty-threshold"],
    [
      "a threshold moved to another of its values",
      "Einfuhrumsatzsteuer fällt erst ab einem Warenwert von € 22 an.",
      "import-vat-no-threshold",
    ],
    [
      "an exception turned",
      "Ein Ausschluss der Gewährleistung gilt auch für Eigenschaften, die zugesagt wurden.",
      "legal-private-sale-warranty",
    ],
  ])("reads %s as a contradiction of the fact", (_kind, sentence, fact) => {
    expect(examine(sentence)).toMatchObject({ kind: "contradiction", basis: { id: fact } });
  });

  it("leaves the same rules stated the right way round alone", () => {
    for (const sentence of [
      "Gründe für den Rücktritt müssen Sie nicht nennen.",
      "Wochenenden und Feiertage innerhalb der Frist zählen beim Rücktritt mit.",
      "Für einen Mangel muss der Händler geradestehen, nicht der Hersteller.",
      "Über € 150 Warenwert gelten die normalen Zollsätze.",
      "Die frühere Freigrenze von € 22 gibt es nicht mehr: Einfuhrumsatzsteuer fällt ab dem ersten Euro an.",
    ])
      expect(examine(sentence)?.kind ?? "none", sentence).not.toBe("contradiction");
  });

  it("refuses a bad assertion file entry in German", async () => {
    const { assertionSchema } = await import("~/content/data/fact-schema");
    const v = await import("valibot");
    const result = v.safeParse(assertionSchema, { about: ["Zoll"], threshold: { value: 150, side: "darunter" } });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain("threshold.side");
  });
});

describe("claims without digits and honest writing (docs/decisions/0066)", () => {
  it.each([
    "Laut einer Umfrage kaufen die meisten Sammler in Österreich online.",
    "Immer mehr Wienerinnen und Wiener sammeln Labubus.",
    "Kaum ein Händler in Wien verlangt weniger als den Listenpreis.",
  ])("needs a fact or note: %s", (sentence) => {
    expect(examine(sentence)?.kind).toBe("unsupported");
  });

  it("backs a survey with the note that reports it", () => {
    const statement = "Laut einer Umfrage des Beispiel-Sammlerforums kauft die Mehrheit der befragten Sammler online.";
    const withNote = draftClaimIndex([{ id: "n1", statement, asOf: "2026-10-01" }], today);
    expect(examineSentence(statement, withNote)).toMatchObject({ kind: "backed" });
  });

  it.each([
    "„100 % original“ ist nur eine Behauptung des Verkäufers, kein Beleg.",
    "Schreibt ein Verkäufer „1:1 Original“, fragen Sie nach Fotos von Fuß und Etikett.",
    "Ich habe meine erste Labubu 2024 auf einem Flohmarkt gekauft.",
    "Wir haben bisher etwa 30 Boxen geöffnet.",
    "Nehmen Sie etwa 20 Euro in kleinen Scheinen mit.",
    "Legen Sie sich ein Budget fest, zum Beispiel 50 Euro im Monat.",
    "Manche Sammler tauschen lieber, als neue Boxen zu kaufen.",
  ])("passes: %s", (sentence) => {
    expect(examine(sentence)).toBeUndefined();
  });
});

describe("one clear reason per sentence (docs/decisions/0066)", () => {
  it("quotes a promise and a name in the editor's own words", () => {
    const message = (sentence: string) => claimsResult({ description: [], text: [sentence] }, [], today).lines[0]!.message;
    expect(message("Im Shop figurenland.at sind alle Figuren 100 % original.")).toContain("(„100 % original“)");
    expect(message("Der Shop figurenland.at ist offizieller Händler von Pop Mart.")).toContain("„offizieller Händler“");
  });

  it("gives a misdated day one reason: the research rule leaves a sentence the claim check refuses", () => {
    const sentence = "Heuer fällt der Black Friday auf den 28. November.";
    const draft = { title: "Black Friday", metaDescription: "Angebote prüfen.", content: sentence, sources: [], notes: [] };
    expect(researchProblems(draft, { today })).toHaveLength(1);
    expect(researchProblems(draft, { today, refused: [sentence] })).toEqual([]);
  });

  it("names the fact the sentence is about", () => {
    expect(examine("Zuständig für die Gewährleistung ist der Hersteller, nicht der Händler.")).toMatchObject({
      basis: { statement: factById("legal-warranty-two-years").statement },
    });
  });
});

describe("a number is compared only with a fact about the same subject", () => {
  // Sentences that share only words saying where, what or how much ("Geschäft", "Wien", "kostet", "Euro") with a
  // fact: no fact is about them, so they need a fact or note of their own.
  it.each([
    "Im Fachgeschäft kostet eine Figur 17 Euro.",
    "Eine Reinigung im Fachgeschäft kostet 17 Euro.",
    "Eine Figur kostet im Spielwarengeschäft 25 Euro.",
    "Die Figuren im Fachgeschäft kosten 17 Euro.",
    "In einem Wiener Geschäft kostet eine Blindbox 18 Euro.",
    "Ein Kaffee in der Wiener Innenstadt kostet 4 Euro.",
    "Ein Parkschein in der Wiener Innenstadt kostet 2,50 Euro pro Stunde.",
    "Im Laden ums Eck zahlen Sie für eine Figur 22 Euro.",
  ])("attributes to no fact: %s", (sentence) => {
    expect(examine(sentence)).toMatchObject({ kind: "unsupported", reason: "claim" });
  });

  it.each([
    ["Legen Sie für einen Bummel durch die Geschäfte der Wiener Innenstadt ein Budget von 40 Euro fest."],
    ["Für eine Figur im Fachgeschäft sollten Sie 30 Euro einplanen."],
  ])("lets an amount the reader plans pass: %s", (sentence) => {
    expect(examine(sentence)).toBeUndefined();
  });

  it.each([
    ["Im Juli 2025 verkaufte ein Pop-up-Store am Graben Figuren ab 15 Euro.", "vienna-fake-popup-stores"],
    [
      "Im Sommer 2024 verkauften Pop-up-Stores in der Wiener Innenstadt Figuren mit Labubu-Aufschrift, die Fälschungen waren.",
      "vienna-fake-popup-stores",
    ],
    [
      "Im September 2024 kontrollierte die Finanzpolizei einen Pop-up-Store in der Wiener Innenstadt.",
      "vienna-fake-popup-stores",
    ],
    ["Im offiziellen Pop-Mart-Webshop kosten Labubu-Anhänger ab etwa 29 Euro.", "price-official-shop-austria"],
    [
      "Zum Start der Serie Big into Energy kostete eine Figur in mehreren asiatischen Ländern 20 bis 25 Dollar.",
      "price-big-into-energy-asia",
    ],
  ])("still refuses a sentence about the fact that says otherwise: %s", (sentence, id) => {
    expect(examine(sentence)).toMatchObject({ kind: expect.stringMatching(/^(misquote|contradiction)$/), basis: { id } });
  });
});

describe("a fact with a subject (a series) is about a sentence only when the sentence names it", () => {
  const index = draftClaimIndex([], "2026-12-02");
  const basisOf = (sentence: string) => {
    const finding = examineSentence(sentence, index);
    return finding && "basis" in finding
      ? finding.basis.id
      : finding && "bases" in finding
        ? finding.bases.map((b) => b.id)
        : finding;
  };

  it("one series' odds do not back what most series have, nor take the blame for it", () => {
    expect(basisOf("Die Chance auf die Secret-Figur liegt bei den Anhänger-Serien meist bei 1 : 144.")).toBe(
      "secret-odds-typical",
    );
  });

  it("a sentence that names the series is compared with it", () => {
    expect(basisOf("Die Chance auf die Secret-Figur der Serie Wacky Mart wird mit 1 : 144 angegeben.")).toEqual([
      "series-wacky-mart",
    ]);
  });
});
