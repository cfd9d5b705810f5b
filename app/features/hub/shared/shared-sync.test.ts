import { describe, expect, it } from "vitest";

import type { SharedSummary } from "./shared-client";
import { fingerprintOf, inStepWith, planSync, sharedRef, withDraft } from "./shared-sync";
import type { GeneratedArticle } from "../drafts/types";

const draft = (id: string, content: string, shared?: GeneratedArticle["shared"]) =>
  ({
    id,
    title: `Entwurf ${id}`,
    slug: `entwurf-${id}`,
    content,
    keywords: [],
    ...(shared ? { shared } : {}),
  }) as unknown as GeneratedArticle;
const summary = (local: GeneratedArticle, version: number, fingerprint = fingerprintOf(local)): SharedSummary => ({
  id: local.id,
  version,
  status: "entwurf",
  title: local.title,
  slug: local.slug,
  fingerprint,
  updatedBy: "Anna",
  updatedAt: "2026-11-27T10:00:00.000Z",
});

describe("planSync", () => {
  it("uploads what the server lacks, notes what it has as is, and leaves the server's own drafts there", () => {
    const fresh = draft("1", "Neu");
    const same = draft("2", "Gleich");
    const onlyThere = draft("3", "Nur dort");
    expect(planSync([fresh, same], [summary(same, 4), summary(onlyThere, 1)])).toEqual({
      uploads: [{ draft: fresh, baseVersion: 0 }],
      pulls: [],
      inStep: [{ id: "2", shared: { version: 4, fingerprint: fingerprintOf(same) } }],
    });
  });

  it("uploads a change made here on the version it was in step with, and takes over a newer version while nothing changed here", () => {
    const base = inStepWith(draft("1", "Erste Fassung"), 2);
    const edited = { ...base, content: "Hier geändert" };
    expect(planSync([edited], [summary(base, 2)]).uploads).toEqual([{ draft: edited, baseVersion: 2 }]);
    const newer = summary(draft("1", "Dort geändert"), 3);
    expect(planSync([base], [newer])).toEqual({ uploads: [], pulls: ["1"], inStep: [] });
    // Both changed: the upload names the old version, and the server keeps both texts.
    expect(planSync([edited], [newer]).uploads).toEqual([{ draft: edited, baseVersion: 2 }]);
  });

  it("names the shared draft for publishing only while this copy is the text it was in step with", () => {
    const base = inStepWith(draft("1", "Text"), 5);
    expect(sharedRef(base)).toEqual({ id: "1", version: 5 });
    expect(sharedRef({ ...base, content: "Geändert" })).toBeUndefined();
    expect(sharedRef(draft("2", "Nie geteilt"))).toBeUndefined();
    // Measured figures and the revision note are no change of the text.
    expect(sharedRef({ ...base, seoScore: 80, revisionOf: { slug: "x", datePublished: "2026-01-01" } })).toEqual({
      id: "1",
      version: 5,
    });
  });

  it("puts a draft in place of the one with its id, or first", () => {
    const [a, b] = [draft("1", "a"), draft("2", "b")];
    expect(withDraft([a, b], { ...b, content: "neu" }).map((item) => item.content)).toEqual(["a", "neu"]);
    expect(withDraft([a], b).map((item) => item.id)).toEqual(["2", "1"]);
  });
});
