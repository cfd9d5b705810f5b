// Fills a folder with N valid articles for growth measurements and tests: the published articles
// of app/content/articles copied under new slugs, one every two days going back from the newest (closer
// together past a few thousand, so no date goes back before 2020).
// Never writes into app/content. Usage:
//   node scripts/generate-articles.mjs --count=1000 --out=/tmp/articles-1000
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SOURCE_DIR = path.join(projectRoot, "app", "content", "articles");

const DAY_MS = 86_400_000;

/**
 * Rewrites one article's front matter for copy `n`: slug, title and dates change, the rest stays.
 * @param {string} text the source file
 * @param {{ slug: string, n: number, date: string }} copy
 */
export function copyArticle(text, { slug, n, date }) {
  const end = text.indexOf("\n---", 4);
  if (!text.startsWith("---\n") || end < 0) throw new Error("generate-articles: source without front matter");
  const front = text
    .slice(0, end)
    .replace(/^slug: .*$/m, `slug: ${slug}`)
    .replace(/^title: "(.*)"$/m, (_, title) => `title: ${JSON.stringify(`${title} (${n})`.slice(0, 110))}`)
    .replace(/^datePublished: .*$/m, `datePublished: ${date}`)
    .replace(/^dateModified: .*$/m, `dateModified: ${date}`);
  return front + text.slice(end);
}

/**
 * Writes `count` articles into `out` (emptied first): the real articles keep their files, the rest
 * are copies of them under `<slug>-<n>`.
 * @param {{ count: number, out: string, from?: string }} options
 * @returns {Promise<string[]>} the slugs written
 */
export async function generateArticles({ count, out, from = SOURCE_DIR }) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`generate-articles: count must be a positive integer, got ${count}`);
  const resolvedOut = path.resolve(out);
  if (resolvedOut === path.resolve(from) || resolvedOut.startsWith(path.join(projectRoot, "app") + path.sep)) {
    throw new Error(`generate-articles: refusing to write into ${resolvedOut}`);
  }
  const names = (await readdir(from)).filter((name) => name.endsWith(".md")).sort();
  if (names.length === 0) throw new Error(`generate-articles: no articles in ${from}`);
  const sources = await Promise.all(
    names.map(async (name) => ({ slug: name.slice(0, -3), text: await readFile(path.join(from, name), "utf8") })),
  );

  await rm(resolvedOut, { recursive: true, force: true });
  await mkdir(resolvedOut, { recursive: true });
  /** @type {string[]} */
  const slugs = [];
  for (let index = 0; index < count; index++) {
    const source = /** @type {{ slug: string, text: string }} */ (sources[index % sources.length]);
    if (index < sources.length) {
      await writeFile(path.join(resolvedOut, `${source.slug}.md`), source.text);
      slugs.push(source.slug);
      continue;
    }
    const slug = `${source.slug}-${index}`;
    const date = generatedDate(index, count);
    await writeFile(path.join(resolvedOut, `${slug}.md`), copyArticle(source.text, { slug, n: index, date }));
    slugs.push(slug);
  }
  return slugs;
}

const NEWEST = Date.parse("2026-11-22T00:00:00Z");
/** The oldest date a generated article gets: the build refuses dates before 2000. */
const OLDEST = Date.parse("2020-01-01T00:00:00Z");

/**
 * The date of copy `index` of `count`: one every two days going back from the newest, closer
 * together when that would go back past OLDEST (10,000 articles: several a day).
 * @param {number} index @param {number} count
 */
export function generatedDate(index, count) {
  const step = Math.min(2 * DAY_MS, (NEWEST - OLDEST) / Math.max(1, count));
  return new Date(NEWEST - Math.floor(index * step)).toISOString().slice(0, 10);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (/** @type {string} */ name) => process.argv.find((value) => value.startsWith(`--${name}=`))?.split("=")[1];
  const count = Number(arg("count"));
  const out = arg("out");
  if (!out) throw new Error("usage: node scripts/generate-articles.mjs --count=N --out=DIR");
  const slugs = await generateArticles({ count, out });
  console.log(`${slugs.length} articles in ${out}`);
}
