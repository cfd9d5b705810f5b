import { describe, expect, it } from "vitest";

import { draftSources, withoutSource } from "./draft-sources";
import { createArticle } from "../generator/generator";
import { seededRandom } from "../generator/random.fixtures";
import { factById, sources } from "~/content/facts";

const today = "2026-11-26";
const draft = createArticle(
  { listTopic: "Preisvergleich: Österreich, Asien und die USA", category: "guides" },
  { random: seededRandom(1), now: new Date(`${today}T10:00:00Z`) },
);

describe("a draft's sources (docs/decisions/0041)", () => {
  it("give each page its publisher, title and own date, not a fact's Stand", () => {
    const list = draftSources(draft, []);
    expect(list.find((entry) => entry.url === sources.cnnBigIntoEnergy!.url)).toMatchObject({
      name: "CNN",
      title: "Labubu buying craze (Big Into Energy)",
      published: "2025-04-25",
      origin: "draft",
    });
    // The Kurier report is from July 2025; its fact's Stand says nothing else here.
    expect(list.find((entry) => entry.url === sources.kurierFakes!.url)).toMatchObject({ published: "2025-07" });
  });

  it("list a page once, whatever the address's form", () => {
    const twice = {
      sources: [
        { name: "UPI", url: sources.upiCpsc!.url },
        { name: "UPI", url: `${sources.upiCpsc!.url.replace("https://www.", "http://")}#teil` },
      ],
      notes: [],
    };
    expect(draftSources(twice, [])).toHaveLength(1);
  });

  it("add a note's page with the title and date the editor noted", () => {
    const note = {
      id: "1",
      statement: "Eine Aussage.",
      url: "https://example.at/seite",
      asOf: "2026-10-01",
      title: "Die Seite",
      published: "2026-09-30",
    };
    expect(draftSources({ sources: [], notes: [note] }, [])).toEqual([
      { name: "example.at", url: note.url, title: "Die Seite", published: "2026-09-30", origin: "note", required: false },
    ]);
  });

  it("add a stated fact's page when none of its pages is listed, and keep what a stated fact needs", () => {
    const fact = factById("help-internet-ombudsstelle");
    const list = draftSources({ sources: [], notes: [] }, [fact.id]);
    expect(list).toMatchObject([{ url: fact.sources[0]!.url, origin: "fact", required: true }]);
    // Listed already: nothing added, and the only page of a stated fact stays.
    const listed = draftSources({ sources: [{ name: "x", url: fact.sources[1]!.url }], notes: [] }, [fact.id]);
    expect(listed).toMatchObject([{ url: fact.sources[1]!.url, origin: "draft", required: true }]);
  });

  it("lose a source the editor removes", () => {
    const [first] = draft.sources;
    expect(withoutSource(draft, first!.url).sources.map((source) => source.url)).not.toContain(first!.url);
  });
});
