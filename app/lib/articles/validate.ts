// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import type { Tokens } from "marked";
import { parseDocument } from "yaml";

import { articleChecks as say } from "../../content/article-checks.ts";
import { isHttpUrl } from "../guards.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { headingsOf, inlineText, lexMarkdown, linksOf, walkBlocks, walkInline } from "./markdown.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug.ts";
import { type Article, type ArticleCategory, articleCategories, type ArticleFrontMatter, type ArticleSource } from "./types.ts";

/** Larger files are refused before they are read: a long article is ~30 KB, so this is ample. */
export const MAX_ARTICLE_BYTES = 256 * 1024;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;
export const TITLE_LENGTH = { min: 10, max: 110 } as const;
const MAX_LIST = 30;
const MAX_SHORT_TEXT = 120;

const FIELDS = [
  "title",
  "slug",
  "description",
  "focusKeyphrase",
  "keywords",
  "category",
  "datePublished",
  "dateModified",
  "sources",
] as const;
/** Written by the hub's export under another name. */
const ALIASES = { metaDescription: "description" } as const;
/** Written by the hub's export for the editor's information; the site ignores them. */
export const IGNORED_FIELDS = [
  "seoScore",
  "readability",
  "fleschReadingEase",
  "wordCount",
  "source",
  "incomplete",
  "date",
] as const;
const KNOWN = new Set<string>([...FIELDS, ...Object.keys(ALIASES), ...IGNORED_FIELDS]);

export type ArticleFile = { fileName: string; bytes: Uint8Array };
export type ArticleProblem = { file: string; message: string };

/** Thrown by the build when any article file is unusable; the message lists every problem. */
export class ArticleValidationError extends Error {
  readonly problems: readonly ArticleProblem[];
  constructor(problems: readonly ArticleProblem[], folder: string) {
    super(formatProblems(problems, folder));
    this.name = "ArticleValidationError";
    this.problems = problems;
  }
}

export function formatProblems(problems: readonly ArticleProblem[], folder: string): string {
  return [say.summary(problems.length, folder), ...problems.map((problem) => `  - ${problem.file}: ${problem.message}`)].join(
    "\n",
  );
}

/** Checks one file; returns the article when it has no problem. */
export function validateArticleFile({ fileName, bytes }: ArticleFile): { article: Article | null; problems: string[] } {
  const fail = (...problems: string[]) => ({ article: null, problems });
  if (!fileName.endsWith(".md")) return fail(say.notMarkdown);
  if (bytes.length > MAX_ARTICLE_BYTES) return fail(say.tooLarge(Math.ceil(bytes.length / 1024), MAX_ARTICLE_BYTES / 1024));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail(say.notUtf8);
  }
  const split = splitFrontMatter(text);
  if (!split.ok) return fail(split.problem === "no-opening-fence" ? say.noOpeningFence : say.noClosingFence);

  const doc = parseDocument(split.yaml, { prettyErrors: false, uniqueKeys: true });
  // Later YAML errors are mostly consequences of the first; one clear pointer is more useful.
  const yamlProblem = doc.errors[0] ?? doc.warnings[0];
  if (yamlProblem) {
    // +1: the opening "---" is line 1 of the file.
    const line = split.yaml.slice(0, yamlProblem.pos[0]).split("\n").length + 1;
    return fail(say.yaml(line, yamlProblem.code));
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 20 });
  } catch {
    // yaml refuses alias chains that would expand exponentially ("billion laughs").
    return fail(say.aliases);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return fail(say.notMapping);

  const problems: string[] = [];
  const frontMatter = readFrontMatter(data as Record<string, unknown>, fileName, problems);
  const body = split.body.trim();
  problems.push(...bodyProblems(body));
  return problems.length === 0 && frontMatter ? { article: { frontMatter, body }, problems } : { article: null, problems };
}

/** Checks a whole folder: every file, plus slugs used twice. */
export function validateArticleSet(files: readonly ArticleFile[]): { articles: Article[]; problems: ArticleProblem[] } {
  const articles: Article[] = [];
  const problems: ArticleProblem[] = [];
  const slugOwners = new Map<string, string>();
  for (const file of [...files].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const result = validateArticleFile(file);
    problems.push(...result.problems.map((message) => ({ file: file.fileName, message })));
    const slug = result.article?.frontMatter.slug ?? declaredSlug(file);
    if (slug !== null) {
      const owner = slugOwners.get(slug);
      if (owner !== undefined) problems.push({ file: file.fileName, message: say.slugDuplicate(slug, owner) });
      else slugOwners.set(slug, file.fileName);
    }
    if (result.article) articles.push(result.article);
  }
  return { articles: problems.length === 0 ? articles : [], problems };
}

/** The slug a file claims even when the file has other problems, so duplicates are still reported. */
function declaredSlug({ bytes }: ArticleFile): string | null {
  if (bytes.length > MAX_ARTICLE_BYTES) return null;
  const split = splitFrontMatter(new TextDecoder().decode(bytes));
  if (!split.ok) return null;
  let data: unknown;
  try {
    data = parseDocument(split.yaml).toJS({ maxAliasCount: 20 });
  } catch {
    return null;
  }
  const slug = data && typeof data === "object" ? (data as Record<string, unknown>).slug : undefined;
  return typeof slug === "string" && SLUG_PATTERN.test(slug) ? slug : null;
}

function readFrontMatter(data: Record<string, unknown>, fileName: string, problems: string[]): ArticleFrontMatter | null {
  const start = problems.length;
  for (const key of Object.keys(data)) {
    if (!KNOWN.has(key)) problems.push(say.unknownField(key, [...FIELDS, ...Object.keys(ALIASES)]));
  }

  const text = (field: string, value: unknown, min: number, max: number): string => {
    if (value === undefined || value === null) {
      problems.push(say.missing(field));
      return "";
    }
    if (typeof value !== "string") {
      problems.push(say.notText(field));
      return "";
    }
    const clean = value.replace(/\s+/g, " ").trim();
    if (clean.length === 0) problems.push(say.missing(field));
    else if (clean.length < min || clean.length > max) problems.push(say.textLength(field, clean.length, min, max));
    return clean;
  };

  const title = text("title", data.title, TITLE_LENGTH.min, TITLE_LENGTH.max);

  let slug = "";
  if (data.slug === undefined || data.slug === null) problems.push(say.missing("slug"));
  else if (typeof data.slug !== "string" || !SLUG_PATTERN.test(data.slug) || data.slug.length > SLUG_MAX_LENGTH)
    problems.push(say.slugForm(String(data.slug)));
  else if (`${data.slug}.md` !== fileName) problems.push(say.slugFileName(data.slug, fileName));
  else slug = data.slug;

  if (data.description !== undefined && data.metaDescription !== undefined) problems.push(say.bothDescriptions);
  const descriptionField =
    data.description === undefined && data.metaDescription !== undefined ? "metaDescription" : "description";
  const description = text(descriptionField, data[descriptionField], DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max);
  const focusKeyphrase = text("focusKeyphrase", data.focusKeyphrase, 1, MAX_SHORT_TEXT);

  let category: ArticleCategory = "allgemein";
  if (data.category === undefined || data.category === null) problems.push(say.missing("category"));
  else if (!articleCategories.includes(data.category as ArticleCategory))
    problems.push(say.category(String(data.category), articleCategories));
  else category = data.category as ArticleCategory;

  const datePublished = calendarDate("datePublished", data.datePublished, problems);
  const dateModified = calendarDate("dateModified", data.dateModified, problems);
  if (datePublished && dateModified && dateModified < datePublished) problems.push(say.dateOrder(dateModified, datePublished));

  const keywords = list("keywords", data.keywords, problems).flatMap((value, index) => {
    if (typeof value === "string" && value.trim() && value.length <= MAX_SHORT_TEXT) return [value.replace(/\s+/g, " ").trim()];
    problems.push(say.keyword(index + 1));
    return [];
  });
  const sources = list("sources", data.sources, problems).flatMap((value, index): ArticleSource[] => {
    const entry = value as Record<string, unknown>;
    const isPair =
      entry !== null &&
      typeof entry === "object" &&
      !Array.isArray(entry) &&
      Object.keys(entry).sort().join() === "name,url" &&
      typeof entry.name === "string" &&
      entry.name.trim() !== "" &&
      typeof entry.url === "string";
    if (!isPair) {
      problems.push(say.source(index + 1));
      return [];
    }
    const url = (entry.url as string).trim();
    if (!isHttpUrl(url)) {
      problems.push(say.sourceUrl(index + 1, url));
      return [];
    }
    return [{ name: (entry.name as string).replace(/\s+/g, " ").trim(), url }];
  });

  if (problems.length > start) return null;
  return { title, slug, description, focusKeyphrase, keywords, category, datePublished, dateModified, sources };
}

function list(field: string, value: unknown, problems: string[]): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(say.notList(field));
    return [];
  }
  if (value.length > MAX_LIST) {
    problems.push(say.listTooLong(field, value.length, MAX_LIST));
    return [];
  }
  return value;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of a day that exists, or "" after recording the problem. */
function calendarDate(field: string, value: unknown, problems: string[]): string {
  if (value === undefined || value === null) {
    problems.push(say.missing(field));
    return "";
  }
  const match = typeof value === "string" ? CALENDAR_DATE.exec(value) : null;
  if (!match) {
    problems.push(say.dateForm(field, String(value)));
    return "";
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    problems.push(say.dateImpossible(field, value as string));
    return "";
  }
  return value as string;
}

const snippet = (text: string) => {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
};

/** What would not show as the editor meant it: H1s, raw HTML, images, unsafe or dangling links. */
function bodyProblems(body: string): string[] {
  if (body === "") return [say.emptyBody];
  const tokens = lexMarkdown(body);
  const problems: string[] = [];
  walkBlocks(tokens, (token) => {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 1)
      problems.push(say.h1InBody(inlineText((token as Tokens.Heading).tokens)));
    if (token.type === "html") problems.push(say.html(snippet(token.raw)));
  });
  walkInline(tokens, (token) => {
    if (token.type === "html") problems.push(say.html(snippet(token.raw)));
    if (token.type === "image") problems.push(say.image((token as Tokens.Image).text));
  });
  const ids = new Set(headingsOf(tokens).map((heading) => heading.id));
  for (const link of linksOf(tokens)) {
    if (link.kind === "unsafe") problems.push(say.unsafeLink(snippet(link.href)));
    if (link.kind === "anchor" && !ids.has(link.href.slice(1))) problems.push(say.missingAnchor(link.href));
  }
  return problems;
}
