import { describe, expect, it } from "vitest";

import { type PublishableDraft, type PublishContext, publishProblems } from "./publish-check";
import { buildCorpus, fingerprintsOf } from "~/features/hub/analysis/fingerprints";
import { stuffedPassiveText } from "~/features/hub/analysis/topic-texts.fixtures";
import { createArticle } from "~/features/hub/generator/generator";
import { seededRandom } from "~/features/hub/generator/random.fixtures";

/**
 * The publish check (docs/decisions/0035): what "Veröffentlichen" refuses, each reason with the line of the
 * analysis it points at. Texts are test fixtures, never shown to readers.
 */
const today = "2026-11-26";
const now = new Date(`${today}T10:00:00.000Z`);
const published = [
  {
    slug: "labubu-als-wertanlage",
    title: "Labubu als Wertanlage: Rekordpreis, Chancen, Risiken",
    focusKeyphrase: "Labubu als Wertanlage",
  },
];
const context: PublishContext = { published, corpus: buildCorpus([]), today };

const listDraft = createArticle(
  { listTopic: "Preisvergleich: Österreich, Asien und die USA", category: "guides" },
  { random: seededRandom(1), now },
);

function check(draft: PublishableDraft, overrides: Partial<PublishContext> = {}) {
  const { analysis, problems } = publishProblems(draft, { ...context, ...overrides });
  return { band: analysis.seo.band, lines: problems.map((problem) => problem.line), problems };
}

const notes = [
  "Die Pflegeanleitung des Beispielhändlers rät, das Fell einer Labubu nur mit einem feuchten Tuch abzutupfen.",
  "Laut dem Beispielhändler gehört eine Labubu mit Stoffkleidung nicht in die Waschmaschine.",
  "Nach dem Reinigen soll die Figur laut dem Beispielhändler an der Luft trocknen, nicht auf der Heizung.",
].map((statement, index) => ({ id: `n${index}`, statement, url: `https://example.com/pflege-${index}`, asOf: "2026-10-01" }));

/** A recipe under a Labubu title and keyphrase: no word of its topic in the text. */
const recipe: PublishableDraft = {
  id: "3",
  title: "Labubu richtig aufbewahren: Tipps für Sammler",
  slug: "labubu-richtig-aufbewahren",
  metaDescription:
    "Labubu richtig aufbewahren: wie Sammler ihre Figuren vor Licht, Staub und Druck schützen und was dabei hilft.",
  focusKeyphrase: "Labubu aufbewahren",
  sources: [],
  content: [
    "## Der Teig",
    "Für einen guten Apfelstrudel vermischen Sie Mehl, eine Prise Salz, etwas Öl und lauwarmes Wasser zu einem glatten Teig. Kneten Sie ihn, bis er seidig glänzt und nicht mehr klebt. Dann darf er zugedeckt an einem warmen Ort rasten.",
    "## Die Füllung",
    "Schälen Sie säuerliche Äpfel und schneiden Sie sie in feine Blätter. Mischen Sie Zucker, Zimt, Rosinen und in Butter geröstete Brösel darunter. Ein Schuss Rum macht die Füllung noch runder.",
    "## Backen",
    "Bestreichen Sie den Strudel mit flüssiger Butter und backen Sie ihn goldbraun. Bestäuben Sie ihn mit Staubzucker und servieren Sie ihn lauwarm, gern mit Schlagobers oder Vanillesauce.",
  ].join("\n\n"),
};

describe("publishProblems", () => {
  it("lets a generated list draft go out: gut, on its topic, every claim backed", () => {
    expect(check(listDraft)).toMatchObject({ band: "good", problems: [] });
  });

  it("refuses a copy of another draft: Eigenständigkeit names the draft, the score is schlecht", () => {
    const copy = { ...listDraft, id: "2", title: "Im Ausland bestellen", slug: "im-ausland-bestellen" };
    const corpus = buildCorpus([{ label: listDraft.title, fingerprints: fingerprintsOf(listDraft.content) }]);
    const { band, lines, problems } = check(copy, { corpus });
    expect(band).toBe("bad");
    expect(lines).toEqual(expect.arrayContaining(["seo", "originality"]));
    expect(problems.find((problem) => problem.line === "originality")?.message).toMatch(
      new RegExp(`^Eigenständigkeit: .*„${listDraft.title.slice(0, 14)}`),
    );
  });

  it("refuses a text off its topic (schlecht) and a keyword-stuffed one", () => {
    const offTopic = check(recipe);
    expect(offTopic.band).toBe("bad");
    expect(offTopic.lines).toEqual(expect.arrayContaining(["seo", "topicCoverage"]));
    const stuffed = check({ ...stuffedPassiveText, id: "4", sources: [] });
    expect(stuffed.band).toBe("bad");
    expect(stuffed.problems[0]).toEqual({ line: "seo", message: expect.stringMatching(/^SEO-Analyse: .*„schlecht“/) });
  });

  it("refuses a draft of three notes for its length, though every other check may be green", () => {
    const draft = createArticle({ customTopic: "Labubu reinigen", category: "guides", notes }, { random: seededRandom(1), now });
    expect(draft.wordCount).toBeLessThan(200);
    const { problems } = check(draft);
    expect(problems).toContainEqual({
      line: "textLength",
      message: expect.stringMatching(/^Textlänge: Der Text hat nur \d+ Wörter/),
    });
  });

  it("refuses a research outline", () => {
    const outline = createArticle({ customTopic: "Labubu reinigen", category: "guides" }, { random: seededRandom(1), now });
    expect(check(outline).lines).toContain("research");
  });

  it("refuses a keyphrase another published article uses, but not in a revision of that article", () => {
    const taken = { ...listDraft, focusKeyphrase: "Labubu als Wertanlage" };
    expect(check(taken).problems).toContainEqual({
      line: "keyphrase",
      message: expect.stringContaining("„Labubu als Wertanlage: Rekordpreis, Chancen, Risiken“"),
    });
    expect(check({ ...taken, slug: "labubu-als-wertanlage" }).lines).not.toContain("keyphrase");
  });

  it("refuses when the published articles could not be compared", () => {
    expect(check(listDraft, { corpus: undefined }).problems).toEqual([
      { line: "originality", message: expect.stringMatching(/^Eigenständigkeit: Die Sätze der veröffentlichten Artikel/) },
    ]);
  });

  it("refuses a claim against its fact, and names at most three claims", () => {
    const customs = "Zoll kommt bei Sendungen aus Ländern außerhalb der EU erst ab einem Warenwert von € 150 dazu.";
    const one = check({ ...listDraft, content: `${listDraft.content}\n\n${customs}` });
    expect(one.problems).toEqual([
      {
        line: "claims",
        message: expect.stringMatching(
          /^Belegte Aussagen: Der Satz „Zoll kommt .* dazu\.“ widerspricht dem, was belegt ist: „Seit 1\. Juli 2026/,
        ),
      },
    ]);
    const unsupported = ["Eine Figur kostet im Prater € 31.", "Der Laden hat samstags offen.", "Sie haben 30 Tage Zeit."];
    const many = check({ ...listDraft, content: `${listDraft.content}\n\n${customs} ${unsupported.join(" ")}` });
    const claims = many.problems.filter((problem) => problem.line === "claims");
    expect(claims).toHaveLength(4);
    expect(claims[3]!.message).toMatch(/^Belegte Aussagen: eine weitere Aussage ist nicht belegt/);
  });
});
