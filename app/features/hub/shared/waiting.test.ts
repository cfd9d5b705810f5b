import { describe, expect, it } from "vitest";

import type { SharedSummary } from "./shared-client";
import { waitingFor } from "./waiting";

const draft = (id: string, fields: Partial<SharedSummary>): SharedSummary => ({
  id,
  version: 2,
  status: "entwurf",
  title: `Entwurf ${id}`,
  slug: id,
  fingerprint: "f",
  updatedBy: "Anna Berger",
  updatedAt: "2026-12-03T10:00:00.000Z",
  ...fields,
});
const reason = { by: "Ben Huber", at: "2026-12-03T10:00:00.000Z", version: 2, text: "Quelle fehlt.", reason: true as const };

describe("what waits for an editor", () => {
  const drafts = [
    draft("1", { status: "in-pruefung", requestedBy: "Ben Huber" }),
    draft("2", { status: "in-pruefung", requestedBy: "Anna Berger" }),
    draft("3", { status: "freigegeben", requestedBy: "Anna Berger", approvedBy: "Ben Huber" }),
    draft("4", { status: "freigegeben", requestedBy: "Ben Huber", approvedBy: "Anna Berger" }),
    draft("5", {
      status: "freigegeben",
      approvedBy: "Ben Huber",
      published: { path: "/ratgeber/5", by: "Anna Berger", at: "", version: 2 },
    }),
    draft("6", { comments: [{ ...reason, to: "Anna Berger" }] }),
    draft("7", { comments: [{ ...reason, to: "Clara Weiss" }] }),
    draft("8", {
      comments: [
        { ...reason, to: "Anna Berger" },
        { ...reason, reason: undefined, by: "Anna Berger" },
      ],
    }),
    draft("9", { status: "in-pruefung", requestedBy: "Anna Berger", comments: [{ ...reason, to: "Anna Berger" }] }),
  ];

  it("lists a review by someone else, an approval to publish and a draft sent back to her, in the list's order", () => {
    expect(
      waitingFor({ drafts, you: "Anna Berger", fourEyes: true }).map(({ summary, reason, by }) => [summary.id, reason, by]),
    ).toEqual([
      ["1", "review", "Ben Huber"],
      ["3", "publish", "Ben Huber"],
      ["6", "returned", "Ben Huber"],
    ]);
  });

  it("gives the reason with a draft sent back", () => {
    expect(waitingFor({ drafts, you: "Anna Berger", fourEyes: true }).at(-1)?.text).toBe("Quelle fehlt.");
  });

  it("without four eyes, a draft one approved oneself waits to be published too", () => {
    expect(waitingFor({ drafts, you: "Anna Berger", fourEyes: false }).map(({ summary }) => summary.id)).toEqual([
      "1",
      "3",
      "4",
      "6",
    ]);
  });

  it("is empty for an editor nothing waits for", () => {
    expect(waitingFor({ drafts: drafts.slice(4, 5), you: "Ben Huber", fourEyes: true })).toEqual([]);
  });
});
