import { describe, expect, it } from "vitest";

import { sourceStands } from "./source-stands";
import { createArticle } from "../generator/generator";
import { seededRandom } from "../generator/random.fixtures";
import { sources } from "~/content/facts";

const today = "2026-11-26";

describe("the sources below a draft", () => {
  it("name each page and give it the Stand of what the draft states from it, marking what is not re-confirmed", () => {
    const draft = createArticle(
      { listTopic: "Preisvergleich: Österreich, Asien und die USA", category: "guides" },
      { random: seededRandom(1), now: new Date(`${today}T10:00:00Z`) },
    );
    const list = sourceStands(draft, today);
    expect(list).toHaveLength(draft.sources.length);
    for (const entry of list) expect(entry.stand, entry.label).toBeDefined();
    expect(list.find((entry) => entry.url === sources.kurierFakes!.url)).toMatchObject({
      label: "Kurier: Labubu oder Lafufu – Fälschungen erkennen",
      stand: { asOf: "2025-07", notReconfirmed: true },
    });
    expect(list.find((entry) => entry.url === sources.bakerMcKenzieDuty!.url)).toMatchObject({
      stand: { asOf: "2026-07-02", notReconfirmed: false, expired: false },
    });
  });

  it("give a note its own Stand and say when it is past twelve months", () => {
    const note = { id: "1", statement: "Eine Aussage.", url: "https://example.at/a", asOf: "2025-01-10" };
    expect(sourceStands({ sources: [{ name: "example.at", url: note.url }], notes: [note] }, today)).toEqual([
      { url: note.url, label: "example.at", stand: { asOf: "2025-01-10", notReconfirmed: false, expired: true } },
    ]);
  });
});
