import { describe, expect, it } from "vitest";

import { type Source, sources } from "~/content/facts";

import { articleFile, articleFileProblems } from "./article-file";
import { createArticle } from "../generator/generator";
import { seededRandom as testRandom } from "../generator/random.fixtures";
import { topicLists } from "../generator/topics";
import { validateArticleFile } from "~/features/articles/validate";

const today = "2026-11-22";
const encode = (text: string) => new TextEncoder().encode(text);

/** The build's own check (app/features/articles/validate.ts, used by readArticleFolder) on the hub's export. */
function validateExport(article: ReturnType<typeof createArticle>) {
  const file = articleFile(article, today);
  return validateArticleFile({ fileName: file.fileName, bytes: encode(file.text) });
}

describe("articleFileProblems: the check export and publish share", () => {
  const draft = createArticle(
    { category: "guides", listTopic: topicLists.authentizitaet.topics[0]!.title },
    { random: testRandom(1), now: new Date("2026-11-22T09:00:00Z") },
  );

  it("finds nothing in a file the build accepts", async () => {
    expect(await articleFileProblems(articleFile(draft, today))).toEqual([]);
  });

  it("names raw HTML and javascript: links the editor wrote, though the file carries them as inert text", async () => {
    const content = `${draft.content}\n\n<script>alert(1)</script>\n\nMehr dazu: [hier](javascript:alert(2)).\n`;
    const file = articleFile({ ...draft, content }, today);
    expect(file.text).not.toMatch(/<script>|\]\(javascript:/);
    expect(file.asWritten).toContain("<script>alert(1)</script>");
    const problems = (await articleFileProblems(file)).join("\n");
    expect(problems).toContain("HTML ist im Artikeltext nicht erlaubt");
    expect(problems).toContain("Linkziel „javascript:alert(2)“ ist nicht erlaubt");
  });

  it("lists the build's reasons, in its words, for a file it would refuse", async () => {
    const file = articleFile({ ...draft, metaDescription: "Zu kurz.", slug: "", title: "" }, today);
    expect(file.fileName).toBe(`artikel-${draft.id}.md`);
    const problems = await articleFileProblems(file);
    expect(problems.some((problem) => problem.includes("„description“ hat 8 Zeichen; erlaubt sind 50–160"))).toBe(true);
    expect(problems.some((problem) => problem.includes("„title“"))).toBe(true);
  });
});

describe("the hub's export is an article file the build accepts", () => {
  it.each([
    ["guides", topicLists.authentizitaet.topics[0]!.title],
    ["reviews", topicLists.saisonal.topics[0]!.title],
    ["lokal", topicLists["wien-lokal"].topics[0]!.title],
  ] as const)("a %s draft passes the build's validation unchanged", (category, listTopic) => {
    const draft = createArticle({ category, listTopic }, { random: testRandom(1), now: new Date("2026-11-22T09:00:00Z") });
    const { article, problems } = validateExport(draft);
    expect(problems).toEqual([]);
    expect(article?.frontMatter).toEqual({
      title: draft.title,
      slug: draft.slug,
      description: draft.metaDescription,
      focusKeyphrase: draft.focusKeyphrase,
      keywords: draft.keywords,
      category,
      datePublished: today,
      dateModified: today,
      sources: expect.any(Array),
    });
    // Every source of the draft, once, with its publisher and, where the fact base knows them, its title and own date.
    const written = article!.frontMatter.sources;
    expect(written.map((source) => source.url)).toEqual(draft.sources.map((source) => source.url));
    for (const source of written) {
      const known: Source | undefined = Object.values<Source>(sources).find((page) => page.url === source.url);
      expect(source).toMatchObject({ name: known?.name, publisher: known?.name });
      if (known?.title) expect(source.title).toBe(known.title);
      if (known?.published) expect(source.date).toBe(known.published);
    }
    expect(article?.body).toBe(draft.content.trim());
  });

  it("a custom topic without category (allgemein) passes too", () => {
    const draft = createArticle(
      { category: "allgemein", customTopic: "Labubu-Tauschbörse in Linz" },
      { random: testRandom(2), now: new Date("2026-11-22T09:00:00Z") },
    );
    expect(validateExport(draft).problems).toEqual([]);
  });

  it("a draft the build would refuse is named with the build's reasons", () => {
    const draft = createArticle(
      { category: "guides", listTopic: topicLists.authentizitaet.topics[1]!.title },
      { random: testRandom(3), now: new Date("2026-11-22T09:00:00Z") },
    );
    const { problems } = validateExport({ ...draft, metaDescription: "Zu kurz.", content: `# Zweite H1\n\n${draft.content}` });
    expect(problems.join("\n")).toMatch(/„description“ hat 8 Zeichen/);
    expect(problems.join("\n")).toMatch(/H1/);
  });
});
