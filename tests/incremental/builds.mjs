// `npm run build` with the last build present (docs/decisions/0077, 0078, 0079): a cold build; one article changed and built
// warm (only the pages it touches); one fact (a source's title) changed and built warm (only the pages the cold build's
// record says read it); one figure (a price) changed and built warm (only the pages that read it); then the same
// sources built cold into another folder. Each warm build must be warm (no `react-router build`) and show the change,
// and the last one must have written build/client byte for byte as the cold build does: each warm build renders only
// the pages that read what changed, so a page the first two got wrong keeps its file unless the price renders it anew,
// and one cold build at the end finds it (a cold build after each change would cost two more full builds). The
// sources are copies (ARTICLES_DIR, FACT_BASE_ROOT), so the project stays as it is.
// `node tests/incremental/builds.mjs`: prints what differs and exits 1 then.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const root = path.join(projectRoot, "build", "incremental");
const articles = path.join(root, "articles");
const facts = path.join(root, "facts");
const ARTICLE = "labubu-als-wertanlage";
const PARAGRAPH = "Ein Absatz, den erst der zweite Build kennt: Was kostet eine Figur heute?";
const TITLE = "Labubu oder Lafufu – Fälschungen erkennen";
const NEW_TITLE = `${TITLE} (überarbeitet)`;
const PRICE = 19;
const NEW_PRICE = 23;
/** Pages that show no price of the official shop. */
const UNTOUCHED = ["impressum/index.html", "ratgeber/labubu-big-into-energy/index.html", "serien/index.html"];

/** @param {string} dir @param {string} [prefix] @returns {string[]} */
function filesBelow(dir, prefix = "") {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesBelow(dir, rel) : [rel];
  });
}

/** @param {string} name @param {Record<string, string>} [env] @returns {string} the build's output */
function build(name, env = {}) {
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      ARTICLES_DIR: articles,
      FACT_BASE_ROOT: facts,
      BUILD_DIR: path.join(root, name),
      BUILD_DATE: "2026-11-24",
      SITE_URL: "https://www.example.at",
      LLM_ORIGINS: "default",
      NO_COLOR: "1",
      ...env,
    },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) {
    console.error(output.split("\n").slice(-30).join("\n"));
    throw new Error(`incremental: the build "${name}" failed`);
  }
  return output;
}

/** @type {string[]} */
const problems = [];
const check = (/** @type {boolean} */ ok, /** @type {string} */ what) => {
  if (!ok) problems.push(what);
};

rmSync(root, { recursive: true, force: true });
mkdirSync(path.join(facts, "app/content"), { recursive: true });
cpSync(path.join(projectRoot, "app/content/articles"), articles, { recursive: true });
cpSync(path.join(projectRoot, "app/content/facts"), path.join(facts, "app/content/facts"), { recursive: true });

/**
 * Every file of the warm build's client folder against a cold build of the same sources, byte for byte.
 * @param {string} cold the cold build's folder name
 * @returns {number} how many files were compared
 */
function compare(cold) {
  const warmFiles = filesBelow(path.join(root, "warm/client")).sort();
  const coldFiles = filesBelow(path.join(root, cold, "client")).sort();
  const missing = coldFiles.filter((file) => !warmFiles.includes(file));
  const extra = warmFiles.filter((file) => !coldFiles.includes(file));
  check(missing.length === 0, `${cold}: the warm build lacks ${missing.join(", ")}`);
  check(extra.length === 0, `${cold}: the warm build has more: ${extra.join(", ")}`);
  const differing = coldFiles.filter(
    (file) =>
      warmFiles.includes(file) &&
      !readFileSync(path.join(root, "warm/client", file)).equals(readFileSync(path.join(root, cold, "client", file))),
  );
  check(differing.length === 0, `${cold}: files differ from the cold build: ${differing.join(", ")}`);
  return coldFiles.length;
}

const first = build("warm", { COLD: "1" });
check(first.includes("build: cold (COLD=1)"), "the first build is cold");
const before = readFileSync(path.join(root, "warm/client/index.html"));
// The prerender records what each page read of the fact base, as the content build does (docs/decisions/0078).
const coldRecord = JSON.parse(readFileSync(path.join(root, "warm/fact-reads.json"), "utf8"));
check(
  Object.keys(coldRecord.pages).length > 20 &&
    coldRecord.pages["/"]?.some((/** @type {string} */ key) => key.startsWith("fact:")),
  "the cold build records each page's reads of the fact base",
);

// One article changes: a warm build renders the pages it touches, as a publication does.
const article = path.join(articles, `${ARTICLE}.md`);
writeFileSync(article, `${readFileSync(article, "utf8").trimEnd()}\n\n${PARAGRAPH}\n`);
const afterArticle = build("warm");
check(afterArticle.includes("build: the code is the last build's"), "the build after the article's change is warm");
check(afterArticle.includes("the fact base is unchanged"), "the build after the article's change renders only its pages");
const page = readFileSync(path.join(root, `warm/client/ratgeber/${ARTICLE}/index.html`), "utf8");
check(page.includes(PARAGRAPH), "the article page has the new paragraph");

// One fact changes (a source's title): the cold build's record names the pages that read it; only they render anew.
const sources = path.join(facts, "app/content/facts/sources.yaml");
const registry = readFileSync(sources, "utf8");
check(registry.includes(`  title: ${TITLE}\n`), `sources.yaml names "${TITLE}"`);
writeFileSync(sources, registry.replace(`  title: ${TITLE}\n`, `  title: ${NEW_TITLE}\n`));
const afterFact = build("warm");
check(afterFact.includes("build: the code is the last build's"), "the build after the fact's change is warm");
check(!afterFact.includes("the fact base is unchanged"), "the build after the fact's change sees it");
const titled = afterFact.match(/data-build: (\d+) pages that read what changed rendered anew/);
check(
  Number(titled?.[1]) < Object.keys(coldRecord.pages).length,
  `the source's new title renders the pages that read it (${titled?.[1]})`,
);
const home = readFileSync(path.join(root, "warm/client/index.html"));
check(home.toString("utf8").includes(NEW_TITLE), "the home page names the source's new title");
check(!home.equals(before), "the home page changed");
check(existsSync(path.join(root, "warm/client/.build-complete")), "the warm build is complete");

// One figure changes (the official shop's price): now that every page's reads are on record, only the pages that
// read it render anew (docs/decisions/0078); a page that does not show it keeps its file untouched.
const market = path.join(facts, "app/content/facts/market.yaml");
const marketText = readFileSync(market, "utf8");
check(marketText.includes(`    fromEur: ${PRICE}\n`), `market.yaml states fromEur: ${PRICE}`);
writeFileSync(market, marketText.replace(`    fromEur: ${PRICE}\n`, `    fromEur: ${NEW_PRICE}\n`));
const untouched = UNTOUCHED.map((rel) => statSync(path.join(root, "warm/client", rel)).mtimeMs);
const afterPrice = build("warm");
const chosen = afterPrice.match(/data-build: (\d+) pages that read what changed rendered anew/);
check(Boolean(chosen), "the build after the price's change renders the pages that read it");
const recorded = Object.keys(JSON.parse(readFileSync(path.join(root, "warm/fact-reads.json"), "utf8")).pages).length;
// What was worked out per article file is kept from one build to the next, but what read the price (docs/decisions/0079).
const kept = afterPrice.match(/data-build: (\d+) results of earlier runs kept, (\d+) that read what changed dropped/);
check(Number(kept?.[1]) > 0, `the build after the price's change takes up earlier results (${kept?.[1]})`);
check(Number(kept?.[2]) > 0, `the build after the price's change drops the results that read the price (${kept?.[2]})`);
check(Number(chosen?.[1]) < recorded / 2, `the price's change renders few pages (${chosen?.[1]} of ${recorded})`);
UNTOUCHED.forEach((rel, index) =>
  check(statSync(path.join(root, "warm/client", rel)).mtimeMs === untouched[index], `${rel} is untouched by the price's change`),
);
const priced = readFileSync(path.join(root, "warm/client/index.html"), "utf8");
check(/ab etwa €(?:\s|&nbsp;|\u00a0)23\b/.test(priced), `the home page says "ab etwa € ${NEW_PRICE}"`);
build("cold", { COLD: "1" });
const compared = compare("cold");

console.log(`incremental: ${compared} files compared between three warm builds and one cold build of the same sources`);
if (problems.length) {
  for (const problem of problems) console.error(`incremental: ${problem}`);
  process.exit(1);
}
rmSync(root, { recursive: true, force: true });
console.log("incremental: the warm build writes what the cold build writes, byte for byte");
