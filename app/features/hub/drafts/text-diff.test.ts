import { describe, expect, it } from "vitest";

import { CONTEXT_CHARS, shortened } from "./diff-context";
import { textDiff } from "./text-diff";

describe("a draft compared with the live article", () => {
  it("marks the words that came and went, keeps the rest and counts both", () => {
    const diff = textDiff(
      "content",
      "Eine Figur kostet € 19.\n\nDas schreibt der Kurier.",
      "Eine Figur kostet € 22.\n\nDas schreibt der Kurier im Oktober.",
    );
    expect(diff.parts.filter((part) => part.kind !== "same")).toEqual([
      { kind: "removed", text: "19" },
      { kind: "added", text: "22" },
      { kind: "added", text: " im Oktober" },
    ]);
    expect([diff.added, diff.removed]).toEqual([3, 1]);
    expect(diff.parts.map((part) => (part.kind === "removed" ? "" : part.text)).join("")).toBe(
      "Eine Figur kostet € 22.\n\nDas schreibt der Kurier im Oktober.",
    );
  });

  it("is one unchanged part when nothing changed", () => {
    expect(textDiff("title", "Gleich", "Gleich")).toEqual({
      field: "title",
      parts: [{ kind: "same", text: "Gleich" }],
      added: 0,
      removed: 0,
    });
  });

  it("shortens long unchanged text to its ends around the changes", () => {
    const long = "a".repeat(CONTEXT_CHARS / 2) + "MITTE" + "z".repeat(CONTEXT_CHARS / 2);
    expect(shortened("kurz", "middle")).toBe("kurz");
    expect(shortened(long, "middle")).toBe(`${"a".repeat(CONTEXT_CHARS / 2)} … ${"z".repeat(CONTEXT_CHARS / 2)}`);
    expect(shortened(long, "first")).toBe(`… ${"z".repeat(CONTEXT_CHARS / 2)}`);
    expect(shortened(long, "last")).toBe(`${"a".repeat(CONTEXT_CHARS / 2)} …`);
  });
});
