// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.
import type { Tokens } from "marked";
import * as v from "valibot";
import { parseDocument } from "yaml";

import { articleChecks as say } from "./copy/article-checks.ts";
import { shownValue } from "../../utils/guards.ts";
import { splitFrontMatter } from "./front-matter.ts";
import { type ArticleFrontMatter, FRONT_MATTER_FIELDS, frontMatterSchema } from "./front-matter-schema.ts";
import { headingsOf, inlineText, lexMarkdown, linksOf, walkBlocks, walkInline } from "./markdown.ts";
import { photoProblems } from "./photo-references.ts";
import { SLUG_PATTERN } from "./slug.ts";
import type { Article } from "./types.ts";

export { DESCRIPTION_LENGTH, frontMatterSchema, TITLE_LENGTH } from "./front-matter-schema.ts";

/** Larger files are refused before they are read: a long article is ~30 KB, so this is ample. */
export const MAX_ARTICLE_BYTES = 256 * 1024;

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
const KNOWN = new Set<string>([...FRONT_MATTER_FIELDS, ...Object.keys(ALIASES), ...IGNORED_FIELDS]);

/**
 * An article file to check; `photoNames`: the files of its photo folder (docs/decisions/0048), which its
 * body may show and must all show. None when it has no folder.
 */
export type ArticleFile = { fileName: string; bytes: Uint8Array; photoNames?: readonly string[] };
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
export function validateArticleFile({ fileName, bytes, photoNames = [] }: ArticleFile): {
  article: Article | null;
  problems: string[];
} {
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
  problems.push(...bodyProblems(body), ...photoProblems(body, photoNames));
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

/** Names in YAML's key order, then the problems of the known fields in the order of `FRONT_MATTER_FIELDS`. */
const fieldNamesSchema = v.record(
  v.picklist([...KNOWN], (issue) => say.unknownField(shownValue(issue.input), [...FRONT_MATTER_FIELDS, ...Object.keys(ALIASES)])),
  v.unknown(),
);

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
  });
  const ids = new Set(headingsOf(tokens).map((heading) => heading.id));
  for (const link of linksOf(tokens)) {
    if (link.kind === "unsafe") problems.push(say.unsafeLink(snippet(link.href)));
    if (link.kind === "anchor" && !ids.has(link.href.slice(1))) problems.push(say.missingAnchor(link.href));
  }
  return problems;
}
