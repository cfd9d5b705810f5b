// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import type { Tokens } from "marked";
import * as v from "valibot";
import { parseDocument } from "yaml";

import { articleChecks as say } from "../../content/article-checks.ts";
import { isClockTime } from "../../features/articles/publication-time.ts";
import { isHttpUrl } from "../guards.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { headingsOf, inlineText, lexMarkdown, linksOf, walkBlocks, walkInline } from "./markdown.ts";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./slug.ts";
import { type Article, articleCategories, type ArticleFrontMatter, type ArticleSource } from "./types.ts";

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

/** One file checked: its article (null when it has problems) and the slug it claims even then. */
export type CheckedArticleFile = {
  fileName: string;
  article: Article | null;
  problems: string[];
  /** The slug the file declares, also when it has other problems, so duplicates are still reported. */
  slug: string | null;
};

/** Checks one file for a folder: `validateArticleFile` plus the slug it claims. */
export function checkArticleFile(file: ArticleFile): CheckedArticleFile {
  const result = validateArticleFile(file);
  return { fileName: file.fileName, ...result, slug: result.article?.frontMatter.slug ?? declaredSlug(file) };
}

/** A folder from its checked files: the articles when no file has a problem and no slug is used twice. */
export function articleSet(checked: readonly CheckedArticleFile[]): { articles: Article[]; problems: ArticleProblem[] } {
  const articles: Article[] = [];
  const problems: ArticleProblem[] = [];
  const slugOwners = new Map<string, string>();
  for (const file of [...checked].sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    problems.push(...file.problems.map((message) => ({ file: file.fileName, message })));
    if (file.slug !== null) {
      const owner = slugOwners.get(file.slug);
      if (owner !== undefined) problems.push({ file: file.fileName, message: say.slugDuplicate(file.slug, owner) });
      else slugOwners.set(file.slug, file.fileName);
    }
    if (file.article) articles.push(file.article);
  }
  return { articles: problems.length === 0 ? articles : [], problems };
}

/** Checks a whole folder: every file, plus slugs used twice. */
export function validateArticleSet(files: readonly ArticleFile[]): { articles: Article[]; problems: ArticleProblem[] } {
  return articleSet(files.map(checkArticleFile));
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

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" of a day that exists, from the year 2000 on. */
function isRealDay(value: string): boolean {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isCalendarDay = (value: unknown): value is string =>
  typeof value === "string" && CALENDAR_DATE.test(value) && isRealDay(value);

/** "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM" (a space works for the "T" too): a day, optionally with a Vienna time. */
const DAY_AND_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?$/;

/** The day and time of a `datePublished` value, or null when it has neither form. */
export function splitDayAndTime(value: string): { day: string; time?: string } | null {
  const match = DAY_AND_TIME.exec(value.trim());
  if (!match || (match[2] !== undefined && !isClockTime(match[2]))) return null;
  return match[2] === undefined ? { day: match[1]! } : { day: match[1]!, time: match[2] };
}

/** The day part of a value that may carry a time; anything else as it is (for the order check). */
const dayOf = (value: unknown): unknown => (typeof value === "string" ? (splitDayAndTime(value)?.day ?? value) : value);

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A field the file must have: null (an empty `field:` line) counts as missing; a key that is not
 * there at all is reported by the object schema's own message (see `frontMatterSchema`).
 */
const present = (field: string) =>
  v.pipe(
    v.unknown(),
    v.check((value) => value !== null && value !== undefined, say.missing(field)),
  );

/**
 * A further check that runs only when every step before it passed: a pipe stops before a schema
 * (or a transformation) once it has a problem, but still runs plain checks. So each field gets one
 * message.
 */
const then = <T>(schema: v.GenericSchema<T>, requirement: (value: T) => boolean, message: (value: T) => string) =>
  v.pipe(
    schema,
    v.check(requirement, (issue) => message(issue.input as T)),
  );

/** Text, whitespace squashed, `min`–`max` characters long. */
const text = (field: string, min: number, max: number) =>
  v.pipe(
    present(field),
    v.string(say.notText(field)),
    v.transform(squash),
    v.nonEmpty(say.missing(field)),
    then(
      v.string(),
      (value) => value.length >= min && value.length <= max,
      (value) => say.textLength(field, value.length, min, max),
    ),
  );

/** "YYYY-MM-DD" naming a day that exists. */
const calendarDate = (field: string) =>
  v.pipe(
    present(field),
    v.string((issue) => say.dateForm(field, String(issue.input))),
    v.regex(CALENDAR_DATE, (issue) => say.dateForm(field, issue.input)),
    then(v.string(), isRealDay, (value) => say.dateImpossible(field, value)),
  );

/**
 * "YYYY-MM-DD", optionally with a time "THH:MM" (Vienna): the day must exist, the time be on the
 * 24-hour clock. YAML may read an unquoted value with a time as a date; both forms are text here.
 */
const calendarDateWithTime = (field: string) =>
  v.pipe(
    present(field),
    v.string((issue) => say.dateTimeForm(field, String(issue.input))),
    v.check(
      (value) => splitDayAndTime(value) !== null,
      (issue) => say.dateTimeForm(field, String(issue.input)),
    ),
    then(
      v.string(),
      (value) => isRealDay(splitDayAndTime(value)!.day),
      (value) => say.dateImpossible(field, value),
    ),
  );

/**
 * A list of at most MAX_LIST entries (missing or empty: no entries). Its entries are checked only
 * when the list itself is fine; `item(position)` words each entry's problem with its position.
 */
const list = <T>(field: string, item: (position: number) => v.GenericSchema<unknown, T>) =>
  v.nullish(
    v.pipe(
      v.array(v.unknown(), say.notList(field)),
      v.maxLength(MAX_LIST, (issue) => say.listTooLong(field, issue.input.length, MAX_LIST)),
      v.lazy((entries) => v.tuple((entries as unknown[]).map((_, index) => item(index + 1)))),
    ),
    [],
  ) as unknown as v.GenericSchema<unknown, T[]>;

const keyword = (position: number) =>
  v.pipe(
    v.string(say.keyword(position)),
    v.check((value) => value.trim() !== "" && value.length <= MAX_SHORT_TEXT, say.keyword(position)),
    v.transform(squash),
  );

/** Exactly `name` and `url`; then the address must be a full http(s) one. */
const source = (position: number) =>
  v.pipe(
    v.strictObject(
      {
        name: v.pipe(
          v.string(say.source(position)),
          v.check((name) => name.trim() !== "", say.source(position)),
        ),
        url: v.string(say.source(position)),
      },
      say.source(position),
    ),
    v.transform(({ name, url }): ArticleSource => ({ name: squash(name), url: url.trim() })),
    v.check(
      ({ url }) => isHttpUrl(url),
      (issue) => say.sourceUrl(position, (issue.input as ArticleSource).url),
    ),
  );

/** Names in YAML's key order, then the problems of the known fields in the order of `FIELDS`. */
const fieldNamesSchema = v.record(
  v.picklist([...KNOWN], (issue) => say.unknownField(String(issue.input), [...FIELDS, ...Object.keys(ALIASES)])),
  v.unknown(),
);

/** The front matter of `<fileName>`: every field checked, description under either name. */
export function frontMatterSchema(fileName: string) {
  return v.pipe(
    v.looseObject(
      {
        title: text("title", TITLE_LENGTH.min, TITLE_LENGTH.max),
        slug: v.pipe(
          present("slug"),
          then(
            v.unknown(),
            (slug) => typeof slug === "string" && SLUG_PATTERN.test(slug) && slug.length <= SLUG_MAX_LENGTH,
            (slug) => say.slugForm(String(slug)),
          ),
          then(
            v.string(),
            (slug) => `${slug}.md` === fileName,
            (slug) => say.slugFileName(slug, fileName),
          ),
        ),
        description: v.optional(text("description", DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max)),
        metaDescription: v.optional(text("metaDescription", DESCRIPTION_LENGTH.min, DESCRIPTION_LENGTH.max)),
        focusKeyphrase: text("focusKeyphrase", 1, MAX_SHORT_TEXT),
        category: v.pipe(
          present("category"),
          v.picklist(articleCategories, (issue) => say.category(String(issue.input), articleCategories)),
        ),
        datePublished: calendarDateWithTime("datePublished"),
        dateModified: calendarDate("dateModified"),
        keywords: list("keywords", keyword),
        sources: list("sources", source),
      },
      // Only a field that is not there at all reaches the object's own message.
      (issue) => say.missing(String(issue.path?.[0]?.key)),
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      const input = dataset.value as Record<string, unknown>;
      if (input.description !== undefined && input.metaDescription !== undefined) addIssue({ message: say.bothDescriptions });
      if (input.description === undefined && input.metaDescription === undefined)
        addIssue({ message: say.missing("description") });
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      const { datePublished, dateModified } = dataset.value as Record<string, unknown>;
      const publishedDay = dayOf(datePublished);
      if (isCalendarDay(publishedDay) && isCalendarDay(dateModified) && dateModified < publishedDay)
        addIssue({ message: say.dateOrder(dateModified, publishedDay) });
    }),
    v.transform((data): ArticleFrontMatter => {
      const published = splitDayAndTime(data.datePublished)!;
      return {
        title: data.title,
        slug: data.slug,
        description: (data.description ?? data.metaDescription)!,
        focusKeyphrase: data.focusKeyphrase,
        keywords: data.keywords,
        category: data.category,
        datePublished: published.day,
        ...(published.time ? { timePublished: published.time } : {}),
        dateModified: data.dateModified,
        sources: data.sources,
      };
    }),
  );
}

function readFrontMatter(data: Record<string, unknown>, fileName: string, problems: string[]): ArticleFrontMatter | null {
  const names = v.safeParse(fieldNamesSchema, data);
  const fields = v.safeParse(frontMatterSchema(fileName), data);
  // One problem per message: a source with several faults is named once.
  const found = new Set([...(names.issues ?? []), ...(fields.issues ?? [])].map((issue) => issue.message));
  problems.push(...found);
  return fields.success && found.size === 0 ? fields.output : null;
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
