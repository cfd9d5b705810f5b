import { describe, expect, it } from "vitest";

import { createArticle } from "./generator";
import {
  addNote,
  checkNote,
  isOutline,
  removeNote,
  researchProblems,
  rewriteFromNotes,
  updateNote,
  withNotesSection,
} from "./notes";
import { attributed, noteHeading, notesAsSources } from "./outline";
import { seededRandom } from "./random.fixtures";
import { topicLists, topicListsByCategory } from "./topics";
import { type ResearchNote } from "../drafts/types";
import { hubCategories } from "~/domain/categories";
import { analyzeDraft } from "~/features/hub/analysis/analyze";
import { buildPrompt } from "~/features/hub/model/prompt";
import { promptInputFor } from "~/features/hub/model/prompt-input";

const now = new Date("2026-11-21T10:00:00.000Z");
const today = "2026-11-21";
const outline = () => createArticle({ customTopic: "Labubu reinigen", category: "guides" }, { random: seededRandom(1), now });

const notes: ResearchNote[] = [
  {
    id: "1",
    statement: "Der Hersteller rät, Plüschfiguren nur mit einem feuchten Tuch abzutupfen.",
    url: "https://www.example.org/pflege",
    asOf: "2026-10-12",
  },
  {
    id: "2",
    statement: "Eine Wäsche in der Maschine kann das Fell verfilzen, warnt ein Reinigungsbetrieb in 3 Schritten.",
    url: "https://reinigung.example.at/tipps",
    asOf: "2026-09-01",
  },
];

describe("checking a note as typed", () => {
  it("accepts a statement, an http(s) source and a past date, trimmed and normalised", () => {
    expect(checkNote({ statement: "  Eine Aussage.  ", url: " https://Example.org/a b(c) ", asOf: "2026-11-20" }, today)).toEqual(
      {
        ok: true,
        note: { statement: "Eine Aussage.", url: "https://example.org/a%20b%28c%29", asOf: "2026-11-20" },
      },
    );
  });

  it.each([
    [{ statement: "", url: "https://example.org", asOf: today }, "statement", "Bitte geben Sie die Aussage ein"],
    [{ statement: "x".repeat(2001), url: "https://example.org", asOf: today }, "statement", "zu lang"],
    [{ statement: "A.", url: "", asOf: today }, "url", "Webadresse der Quelle"],
    [{ statement: "A.", url: "javascript:alert(1)", asOf: today }, "url", "https:// oder http://"],
    [{ statement: "A.", url: "ftp://example.org/x", asOf: today }, "url", "https:// oder http://"],
    [{ statement: "A.", url: "mailto:redaktion@example.org", asOf: today }, "url", "https:// oder http://"],
    [{ statement: "A.", url: "www example org", asOf: today }, "url", "keine gültige Webadresse"],
    [{ statement: "A.", url: "https://localhost/x", asOf: today }, "url", "keine gültige Webadresse"],
    [{ statement: "A.", url: "https://example.org", asOf: "" }, "asOf", "Bitte geben Sie den Stand an"],
    [{ statement: "A.", url: "https://example.org", asOf: "2026-02-30" }, "asOf", "kein gültiges Datum"],
    [{ statement: "A.", url: "https://example.org", asOf: "2026-11-22" }, "asOf", "in der Zukunft"],
    [{ statement: "A.", url: "https://example.org", asOf: "1999-12-31" }, "asOf", "vor dem Jahr 2000"],
  ] as const)("%# → a German message for %s", (input, field, message) => {
    const result = checkNote(input, today);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toContain(message);
  });
});

describe("notes on a draft", () => {
  it("are added with unique ids, changed and removed", () => {
    let draft = addNote(outline(), notes[0]!, "7");
    draft = addNote(draft, notes[1]!, "7");
    expect(draft.notes?.map((note) => note.id)).toEqual(["7", "7-2"]);
    draft = updateNote(draft, "7-2", { ...notes[1]!, statement: "Neu." });
    expect(draft.notes?.[1]?.statement).toBe("Neu.");
    draft = removeNote(draft, "7");
    expect(draft.notes?.map((note) => note.id)).toEqual(["7-2"]);
  });

  it("attribute each statement to its source and „Stand“, and cite each page once", () => {
    expect(attributed(notes[0]!)).toBe(
      "Der Hersteller rät, Plüschfiguren nur mit einem feuchten Tuch abzutupfen ([example.org](https://www.example.org/pflege), Stand: 12. Oktober 2026).",
    );
    expect(notesAsSources([...notes, notes[0]!])).toEqual([
      { name: "example.org", url: "https://www.example.org/pflege" },
      { name: "reinigung.example.at", url: "https://reinigung.example.at/tipps" },
    ]);
  });
});

describe("a research outline written from notes", () => {
  it("becomes a sourced draft: the statements with their sources, no marker, the publish check passes", () => {
    const before = outline();
    expect(isOutline(before)).toBe(true);
    expect(researchProblems(before)[0]).toContain("Recherche-Gliederung");
    const written = rewriteFromNotes({ ...before, notes });
    expect(isOutline(written)).toBe(false);
    for (const note of notes) {
      expect(written.content).toContain(note.statement.slice(0, -1));
      expect(written.content).toContain(`](${note.url})`);
      expect(written.sources.map((source) => source.url)).toContain(note.url);
    }
    expect(written.original.content).toBe(written.content);
    expect(written.notes).toEqual(notes);
    expect(written.title).toBe("Labubu reinigen");
    // "3" comes from a note, the dates from their "Stand": every number is carried.
    expect(researchProblems(written)).toEqual([]);
    // A number no note carries is named.
    const invented = { ...written, content: `${written.content}\n\nRund 42 Prozent reinigen nie.` };
    expect(researchProblems(invented)).toEqual([expect.stringContaining("„42“")]);
  });

  it("puts each note under the section it answers, and one that answers none under a heading of its own", () => {
    const offTopic: ResearchNote = {
      id: "3",
      statement: "Ein Museum in Linz zeigte im Oktober eine Ausstellung über Plüschfiguren aus Asien.",
      url: "https://museum.example.at/ausstellung",
      asOf: "2026-10-02",
    };
    const written = rewriteFromNotes({ ...outline(), notes: [...notes, offTopic] });
    const blocks = written.content.split("\n\n");
    // The first note opens the text; the second answers the steps ("in 3 Schritten").
    expect(blocks[0]).toContain(notes[0]!.statement.slice(0, -1));
    const second = blocks.findIndex((block) => block.includes(notes[1]!.statement.slice(0, 20)));
    expect(blocks[second - 1]).toMatch(/^## .*Schritt für Schritt/);
    // The note no section asks about stands under its own heading, not under one it does not fit.
    const third = blocks.findIndex((block) => block.includes(offTopic.url));
    expect(blocks[third - 1]).toBe(`## ${noteHeading(offTopic)}`);
    expect(noteHeading(offTopic)).toBe("Ein Museum in Linz zeigte");
  });

  it("a notes draft of about 120 words is not „gut“, so it cannot be published", () => {
    const written = rewriteFromNotes({ ...outline(), notes });
    expect(written.wordCount).toBeLessThan(200);
    expect(analyzeDraft(written).seo.band).not.toBe("good");
  });

  it("is about its topic once the notes are (Thema abgedeckt), where the outline was not", () => {
    const written = rewriteFromNotes({ ...outline(), notes });
    const coverage = (draft: typeof written) => analyzeDraft(draft).seo.checks.find((check) => check.id === "topicCoverage")!;
    expect(coverage(outline()).rating).toBe("bad");
    expect(coverage(written).rating).not.toBe("bad");
  });

  it("a draft from a brief keeps its text and gets the notes as one section before its last", () => {
    const draft = createArticle(
      { listTopic: topicLists.investment.topics[3]!.title, category: "guides" },
      { random: seededRandom(1), now },
    );
    const written = rewriteFromNotes({ ...draft, notes: [notes[0]!] });
    const headings = written.content.split("\n").filter((line) => line.startsWith("## "));
    expect(headings.at(-2)).toBe("## Weitere belegte Angaben");
    expect(written.content.startsWith(draft.content.split("\n\n")[0]!)).toBe(true);
    // Written again: the section is replaced, not repeated.
    expect(withNotesSection(written.content, [notes[1]!]).match(/## Weitere belegte Angaben/g)).toHaveLength(1);
    expect(written.sources.map((source) => source.url)).toEqual(
      expect.arrayContaining([...draft.sources.map((s) => s.url), notes[0]!.url]),
    );
  });
});

describe("the publish check", () => {
  it.each(
    hubCategories.flatMap((category) =>
      topicListsByCategory(category).flatMap((list) =>
        topicLists[list].topics.map((topic) => [topic.id, category, topic.title] as const),
      ),
    ),
  )("passes the list draft %s (%s): every number from a cited fact", (_id, category, title) => {
    expect(researchProblems(createArticle({ listTopic: title, category }, { random: seededRandom(1), now }))).toEqual([]);
  });
});

describe("the model path", () => {
  it("gets an own topic's notes as its only facts and is told to write only from them", () => {
    const input = promptInputFor({ customTopic: "Labubu reinigen", category: "guides", notes });
    expect(input.research).toBe(true);
    expect(input.facts.map((fact) => fact.statement)).toEqual(notes.map((note) => note.statement));
    expect(input.facts[0]).toMatchObject({
      source: { name: "example.org", url: notes[0]!.url },
      asOf: "Stand: 12. Oktober 2026",
    });
    const [, user] = buildPrompt(input);
    expect(user!.content).toContain("nur die recherchierten Notizen");
    expect(user!.content).toContain(notes[1]!.statement);
  });
});
