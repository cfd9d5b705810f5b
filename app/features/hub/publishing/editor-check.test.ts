import { describe, expect, it } from "vitest";

import { checkDraftForPublish } from "./editor-check";
import { createArticle } from "~/features/hub/generator/generator";
import { seededRandom } from "~/features/hub/generator/random.fixtures";
import { topicLists } from "~/features/hub/generator/topics";
import { validateArticleFile } from "~/features/articles/validate";
import { encodeSketches, fingerprintsOf } from "~/features/hub/analysis/fingerprints";

/** The live site's files with nothing published. */
const empty = { published: [], fingerprints: [] };

/** A draft as the hub stores and sends it (JSON). */
const sent = (draft: object) => JSON.parse(JSON.stringify(draft)) as unknown;

describe("checkDraftForPublish: the editor mode's server check", () => {
  const draft = createArticle(
    { category: "guides", listTopic: topicLists.authentizitaet.topics[0]!.title },
    { random: seededRandom(3), now: new Date("2026-11-22T09:00:00Z") },
  );

  it("makes the file the hub's buttons make and finds nothing the build or the hub's check would refuse", async () => {
    const check = await checkDraftForPublish(sent(draft), "2026-11-24", undefined, empty);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.file.fileName).toBe(`${check.slug}.md`);
    expect(check.file.text).toContain('datePublished: "2026-11-24"');
    const read = validateArticleFile({ fileName: check.file.fileName, bytes: new TextEncoder().encode(check.file.text) });
    expect(read.problems).toEqual([]);
  });

  it("dates a scheduled article with its time, which the build reads as the due moment", async () => {
    const check = await checkDraftForPublish(sent(draft), "2026-12-01", "09:30", empty);
    if (!check.ok) throw new Error(check.problems.join("\n"));
    const read = validateArticleFile({ fileName: check.file.fileName, bytes: new TextEncoder().encode(check.file.text) });
    expect(read.article?.frontMatter).toMatchObject({
      datePublished: "2026-12-01",
      timePublished: "09:30",
      dateModified: "2026-12-01",
    });
  });

  it("refuses with the build's and the hub's reasons, and a sent object that is no draft", async () => {
    const refused = await checkDraftForPublish(
      sent({ ...draft, metaDescription: "Zu kurz.", content: `${draft.content}\n\nEs kostet 4711 Euro.` }),
      "2026-11-24",
      undefined,
      empty,
    );
    expect(refused.ok).toBe(false);
    const problems = refused.ok ? [] : refused.problems;
    expect(problems.some((problem) => problem.includes("„description“ hat 8 Zeichen"))).toBe(true);
    // One reason per sentence (docs/decisions/0066): the claim check quotes the sentence, the research rule leaves it.
    expect(problems.filter((problem) => problem.includes("4711"))).toEqual([expect.stringContaining("„Es kostet 4711 Euro.“")]);
    expect(await checkDraftForPublish({ title: "nur ein Titel" }, "2026-11-24", undefined, empty)).toEqual({
      ok: false,
      problems: [expect.stringMatching(/unvollständig oder beschädigt/)],
    });
  });

  it("refuses what the hub's publish check refuses: a copy of a published article, and any draft it could not compare", async () => {
    const published = {
      slug: "vorlage",
      path: "/ratgeber/vorlage",
      title: "Die Vorlage",
      category: "guides",
      focusKeyphrase: draft.focusKeyphrase,
      dateModified: "2026-11-01",
      wordCount: 900,
    };
    const copied = await checkDraftForPublish(sent(draft), "2026-11-24", undefined, {
      published: [published],
      fingerprints: [{ slug: "vorlage", title: "Die Vorlage", fingerprints: encodeSketches(fingerprintsOf(draft.content)) }],
    });
    const reasons = copied.ok ? "" : copied.problems.join("\n");
    expect(reasons).toMatch(/Eigenständigkeit/);
    expect(reasons).toContain("„Die Vorlage“");
    const blind = await checkDraftForPublish(sent(draft), "2026-11-24", undefined, { published: null, fingerprints: null });
    expect(blind.ok ? "" : blind.problems.join("\n")).toMatch(/nicht (mit|verglichen)/);
  });
});
