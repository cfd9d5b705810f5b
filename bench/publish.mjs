// Publishing through the editor mode (`npm run bench`, docs/decisions/0034): for each article count
// (today's 4 and 1,000 generated ones) a full build, timed, then the editor mode (scripts/editor.mjs)
// on that build with the articles in a Git repository of their own; a draft is published over its
// write API several times, and each time measured:
//   - publish → live: from sending the request until the page, /ratgeber and the sitemap all answer
//     with the new article (the server answers when its content build swapped the pages in);
//   - publish → searchable: until the search index that names the new page is swapped in;
//   - publish → settled: until the follow-ups (the pages whose recommended articles changed) are in.
// All columns in one run, one after the other. It measures and never gates; the targets are reported.
import { execFileSync } from "node:child_process";
import { readFile, readdir, rm, symlink } from "node:fs/promises";
import path from "node:path";

import { parse } from "yaml";

import { EDITOR_API } from "../app/features/hub/publishing/editor-contract.ts";
import { loadAppModule } from "../scripts/editor/check-bundle.mjs";
import { spawnEditorMode } from "../scripts/editor/spawn.mjs";
import { ARTICLE_PHOTOS, liveWithPhotos, measurePhotoPage, photoPublication, photoReport } from "./photo-article.mjs";
import { buildWithArticles } from "./search.mjs";
import { formatMs, formatNumber, formatTable, verdict } from "../scripts/measure/format.mjs";
import { freePort, residentBytes } from "../scripts/measure/servers.mjs";
import { median } from "./stats.mjs";

export const PUBLISH_TARGETS = /** @type {const} */ ({
  /** At 1,000 articles on this machine (and at 10,000: docs/decisions/0044). */
  liveMs: 3_000,
  searchableMs: 3_000,
  /** At 10,000 articles. */
  searchableLargeMs: 5_000,
});

const TOKEN = "bench-redaktion-0123456789abcdef";
/**
 * The hub's offline generator, bundled for Node as the editor mode bundles its check
 * (scripts/editor/check-bundle.mjs): the list topics still open, and a draft of one of them.
 */
const GENERATOR = `
export { createArticle } from "~/features/hub/generator/generator";
export { splitPublishedTopics } from "~/features/hub/generator/topic-briefs";
export { topicGroupsFor } from "~/features/hub/generator/topics";
export { hubCategories } from "~/domain/categories";
export { seededRandom } from "~/features/hub/generator/random.fixtures";
`;

/**
 * @typedef {{ title: string }} Topic
 * @typedef {{
 *   createArticle: (request: { listTopic: string, category: string }, options: { random: () => number, now: Date }) => Record<string, unknown>,
 *   splitPublishedTopics: (groups: { topics: Topic[] }[], published: { focusKeyphrase: string }[]) => { groups: { topics: Topic[] }[] },
 *   topicGroupsFor: (category: string) => { topics: Topic[] }[],
 *   hubCategories: readonly string[],
 *   seededRandom: (seed: number) => () => number,
 * }} Generator
 */
/** @type {Map<string, Promise<Generator>>} */
const generators = new Map();

/** @param {string} projectRoot */
function generator(projectRoot) {
  let loaded = generators.get(projectRoot);
  if (!loaded) {
    loaded = /** @type {Promise<Generator>} */ (
      loadAppModule({
        projectRoot,
        outDir: path.join(projectRoot, "build", "bench-generator"),
        name: "generator",
        contents: GENERATOR,
      })
    );
    generators.set(projectRoot, loaded);
  }
  return loaded;
}

/**
 * A draft as the hub sends it: the offline generator's draft of the `n`-th list topic still open
 * (one no published article covers, so the hub's publish check takes it), under `slug`.
 * @param {string} projectRoot
 * @param {string} slug
 * @param {number} n
 */
export async function benchDraft(projectRoot, slug, n) {
  const { createArticle, splitPublishedTopics, topicGroupsFor, hubCategories, seededRandom } = await generator(projectRoot);
  const published = await readdir(path.join(projectRoot, "app/content/articles")).then((names) =>
    Promise.all(
      names
        .filter((name) => name.endsWith(".md"))
        .map(async (name) => {
          const text = await readFile(path.join(projectRoot, "app/content/articles", name), "utf8");
          return /** @type {{ focusKeyphrase: string }} */ (parse(text.slice(4, text.indexOf("\n---", 4))));
        }),
    ),
  );
  const open = hubCategories.flatMap((category) =>
    splitPublishedTopics(topicGroupsFor(category), published).groups.flatMap((group) =>
      group.topics.map((topic) => ({ category, topic })),
    ),
  );
  const { category, topic } = /** @type {(typeof open)[number]} */ (open[n % open.length]);
  const draft = createArticle({ listTopic: topic.title, category }, { random: seededRandom(n), now: new Date() });
  return { ...draft, slug };
}

/**
 * @param {string} origin
 * @param {string} requestPath
 * @param {RequestInit} [init]
 */
async function get(origin, requestPath, init) {
  const response = await fetch(origin + requestPath, { cache: "no-store", ...init });
  return { status: response.status, text: await response.text() };
}

/** @param {() => Promise<boolean>} check @param {number} timeoutMs */
async function until(check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/**
 * Resident memory of a process's children (bytes), from `ps`; null where `ps` is missing.
 * @param {number | undefined} pid
 */
function childrenRss(pid) {
  if (!pid) return null;
  try {
    const out = execFileSync("ps", ["-o", "rss=", "--ppid", String(pid)], { encoding: "utf8" });
    const kb = out
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((value) => Number.isFinite(value) && value > 0);
    return kb.length ? Math.max(...kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Whether the search finds a page: the index of recent changes names it (`current.json`), or, after
 * the main index was made anew, the map of texts does (docs/decisions/0044).
 * @param {string} origin
 * @param {string} page
 */
export async function searchHolds(origin, page) {
  const current = JSON.parse((await get(origin, "/pagefind/current.json")).text);
  if (current.recent?.pages?.includes(page)) return true;
  return (await get(origin, "/pagefind/fragments.json")).text.includes(`"${page}":`);
}

/**
 * Samples a process's memory every 100 ms until stopped: the highest resident size seen.
 * @param {() => number | null} sample
 */
function peakSampler(sample) {
  let peak = sample() ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, sample() ?? 0)), 100);
  return {
    stop: () => {
      clearInterval(timer);
      return peak || null;
    },
  };
}

/**
 * One column: build (or the one given), repository, editor mode, `rounds` publications, then `photoRounds`
 * publications of an article with three photos and that article's page as a phone gets it (bench/photo-article.mjs,
 * Lighthouse `lighthouseRuns` times against its twin).
 * @param {{ projectRoot: string, tmp: string, count: number, rounds: number, photoRounds?: number, lighthouseRuns?: number, progress: (line: string) => void, built?: { root: string, seconds: number } }} options
 */
export async function measureColumn({ projectRoot, tmp, count, rounds, photoRounds = 0, lighthouseRuns = 3, progress, built }) {
  if (!built) progress(`publish: full build with ${count} articles …`);
  const build = built ?? (await buildWithArticles(projectRoot, tmp, count));
  const buildDir = path.dirname(build.root);
  const articles = path.join(tmp, `articles-${count}`);
  const git = (/** @type {string[]} */ ...args) => execFileSync("git", args, { cwd: articles, stdio: "ignore" });
  git("init", "--quiet");
  git("add", ".");
  git("-c", "user.name=Bench", "-c", "user.email=bench@example.at", "commit", "--quiet", "-m", "Articles");

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const editor = spawnEditorMode({
    projectRoot,
    port,
    articlesDir: articles,
    buildDir,
    env: { EDITOR_TOKEN: TOKEN, EDITOR_GIT_AUTHOR: "Bench <bench@example.at>" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const headers = { Authorization: `Bearer ${TOKEN}`, Origin: origin, "Content-Type": "application/json" };
  const idle = async () => {
    try {
      const status = JSON.parse((await get(origin, EDITOR_API.status.path, { headers })).text);
      return status.ready === true && status.busy === false;
    } catch {
      return false;
    }
  };
  /** The page, /ratgeber and the sitemap all answer with the new article. @param {string} page */
  const isLive = async (page) => {
    const [own, list, sitemap] = await Promise.all([get(origin, page), get(origin, "/ratgeber"), get(origin, "/sitemap.xml")]);
    return own.status === 200 && list.text.includes(`href="${page}"`) && sitemap.text.includes(`${page}</loc>`);
  };
  /** @type {{ live: number, answered: number, searchable: number | null, settled: number | null, build: any }[]} */
  const samples = [];
  /** @type {import("./photo-article.mjs").PhotoRound[]} */
  const photoSamples = [];
  /** @type {string | null} */
  let photoPage = null;
  /** @type {number | null} */
  let workerRss;
  /** @type {{ before: number | null, after: number | null }} */
  const serverRss = { before: null, after: null };
  /** @type {ReturnType<typeof peakSampler> | null} */
  let workerPeak = null;
  try {
    if (!(await until(idle, 300_000))) throw new Error("the editor mode did not start");
    serverRss.before = residentBytes(editor.pid ?? 0);
    workerPeak = peakSampler(() => childrenRss(editor.pid));
    for (let round = 1; round <= rounds; round++) {
      const slug = `messartikel-${count}-${round}`;
      const page = `/ratgeber/${slug}`;
      const article = await benchDraft(projectRoot, slug, round);
      const started = performance.now();
      const response = await fetch(`${origin}${EDITOR_API.publish.path}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ article }),
      });
      const answer = await response.json();
      const answered = performance.now() - started;
      if (response.status !== 200 || !answer.live)
        throw new Error(`publish ${slug}: ${response.status} ${JSON.stringify(answer)}`);
      if (!(await until(() => isLive(page), 30_000))) throw new Error(`${page} did not go live`);
      const live = performance.now() - started;
      const searchable = (await until(() => searchHolds(origin, page), 120_000)) ? performance.now() - started : null;
      const settled = (await until(idle, 120_000)) ? performance.now() - started : null;
      samples.push({ live, answered, searchable, settled, build: answer.build });
      progress(
        `publish ${count} articles, round ${round}/${rounds}: live ${formatMs(live)}, searchable ${formatMs(searchable)}, settled ${formatMs(settled)} (content build ${formatMs(answer.build.total)}: prepare ${answer.build.prepare} ms, render ${answer.build.render} ms, finish ${answer.build.finish} ms)`,
      );
    }
    // The content build's own process: the highest resident size seen while it worked.
    workerRss = workerPeak.stop();
    workerPeak = null;
    serverRss.after = residentBytes(editor.pid ?? 0);
    progress(
      `publish ${count} articles: content build process peak ${Math.round((workerRss ?? 0) / 2 ** 20)} MB, server ${Math.round((serverRss.before ?? 0) / 2 ** 20)} → ${Math.round((serverRss.after ?? 0) / 2 ** 20)} MB`,
    );
    // Then an article with three new photos each time (after the memory above, which stays the text's):
    // publish → live until the page shows them and they answer.
    // The photos go to the editor mode as the hub sends them when the editor adds them (docs/decisions/0057),
    // one after the other, before "Veröffentlichen"; one more round sends them only with the publication (a hub
    // that could not reach the server before).
    const photoPublications = photoRounds > 0 ? photoRounds + 1 : 0;
    for (let round = 1; round <= photoPublications; round++) {
      const prepared = round <= photoRounds;
      const slug = `messartikel-fotos-${count}-${round}`;
      const page = `/ratgeber/${slug}`;
      const body = await photoPublication(await benchDraft(projectRoot, slug, rounds + round), Date.now() + round * 100);
      /** @type {number | null} */
      let preparedMs = null;
      if (prepared) {
        const preparing = performance.now();
        for (const photo of body.photos) {
          const answer = await fetch(`${origin}${EDITOR_API.photoPrepare.path}`, {
            method: "POST",
            headers,
            body: JSON.stringify(photo),
          });
          if (answer.status !== 200) throw new Error(`prepare ${photo.file}: ${answer.status} ${await answer.text()}`);
        }
        preparedMs = performance.now() - preparing;
      }
      const started = performance.now();
      const response = await fetch(`${origin}${EDITOR_API.publish.path}`, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      const answered = performance.now() - started;
      if (response.status !== 200 || !answer.live)
        throw new Error(`publish ${slug}: ${response.status} ${JSON.stringify(answer)}`);
      const withPhotos = async () => (await isLive(page)) && (await liveWithPhotos(origin, page, ARTICLE_PHOTOS));
      if (!(await until(withPhotos, 60_000))) throw new Error(`${page} did not go live with its photos`);
      const live = performance.now() - started;
      photoSamples.push({ live, answered, build: answer.build, preparedMs, encodedPhotos: answer.encodedPhotos });
      if (prepared) photoPage = page;
      progress(
        `publish ${count} articles with ${ARTICLE_PHOTOS} photos${prepared ? `, prepared in ${formatMs(preparedMs)},` : " sent only with the publication,"} round ${round}/${photoPublications}: live ${formatMs(live)} (content build ${formatMs(answer.build.total)}: prepare ${answer.build.prepare} ms, render ${answer.build.render} ms, finish ${answer.build.finish} ms; ${answer.encodedPhotos} photo(s) encoded in it)`,
      );
      await until(idle, 120_000);
    }
  } finally {
    workerPeak?.stop();
    editor.kill();
    await new Promise((resolve) => editor.once("exit", resolve));
  }
  /** @type {Awaited<ReturnType<typeof measurePhotoPage>> | null} */
  let photoPageMeasured = null;
  try {
    // The photo article's page on the build it went live in, with the editor mode stopped.
    if (photoPage)
      photoPageMeasured = await measurePhotoPage({
        buildRoot: build.root,
        page: photoPage,
        // The last article published without photos: the same generator, the same build.
        baseline: `/ratgeber/messartikel-${count}-${rounds}`,
        tmp,
        runs: lighthouseRuns,
        progress,
      });
  } finally {
    await rm(buildDir, { recursive: true, force: true });
    await rm(articles, { recursive: true, force: true });
  }
  const med = (/** @type {(number | null)[]} */ values) => median(values.filter((value) => value !== null));
  return {
    articles: count,
    fullBuildSeconds: build.seconds,
    rounds: samples,
    liveMs: med(samples.map((sample) => sample.live)),
    searchableMs: med(samples.map((sample) => sample.searchable)),
    settledMs: med(samples.map((sample) => sample.settled)),
    workerRssBytes: workerRss,
    serverRssBytes: serverRss,
    contentBuild: {
      prepare: med(samples.map((sample) => sample.build.prepare)),
      render: med(samples.map((sample) => sample.build.render)),
      finish: med(samples.map((sample) => sample.build.finish)),
    },
    photos:
      photoSamples.length > 0
        ? {
            articles: count,
            rounds: photoSamples,
            liveMs: med(photoSamples.flatMap((sample) => (sample.preparedMs === null ? [] : [sample.live]))),
            page: photoPageMeasured,
          }
        : null,
  };
}

/**
 * The columns, and in the first one the article with three photos (docs/decisions/0054).
 * @param {{ projectRoot: string, tmp: string, counts: number[], rounds?: number, photoRounds?: number, lighthouseRuns?: number, progress: (line: string) => void }} options
 */
export async function benchPublishing({ projectRoot, tmp, counts, rounds = 3, photoRounds = 3, lighthouseRuns = 3, progress }) {
  // The kept server bundle imports React and React Router: from the temporary builds they are found
  // through a link to the project's packages.
  await symlink(path.join(projectRoot, "node_modules"), path.join(tmp, "node_modules")).catch(() => {});
  const columns = [];
  for (const [index, count] of counts.entries())
    columns.push(
      await measureColumn({
        projectRoot,
        tmp,
        count,
        rounds,
        photoRounds: index === 0 ? photoRounds : 0,
        lighthouseRuns,
        progress,
      }),
    );
  return { columns, rounds };
}

/** @param {number} articles */
export const searchableLimit = (articles) =>
  articles >= 10_000 ? PUBLISH_TARGETS.searchableLargeMs : PUBLISH_TARGETS.searchableMs;

/**
 * @param {Awaited<ReturnType<typeof benchPublishing>>} result
 * @returns {import("./targets.mjs").TargetResult[]}
 */
export function publishTargets(result) {
  const atMost = (/** @type {number | null} */ value, /** @type {number} */ limit) =>
    typeof value === "number" ? value <= limit : null;
  const rows = result.columns
    .filter((column) => column.articles >= 1000)
    .flatMap((column) => [
      {
        target: `publish → live, ${column.articles} articles (ms)`,
        measured: column.liveMs,
        limit: `≤ ${PUBLISH_TARGETS.liveMs}`,
        ok: atMost(column.liveMs, PUBLISH_TARGETS.liveMs),
      },
      {
        target: `publish → searchable, ${column.articles} articles (ms)`,
        measured: column.searchableMs,
        limit: `≤ ${searchableLimit(column.articles)}`,
        ok: atMost(column.searchableMs, searchableLimit(column.articles)),
      },
    ]);
  // An article with three new photos, prepared as the hub prepares them, stays within the publication's target.
  const photos = result.columns.flatMap((column) =>
    column.photos
      ? [
          {
            target: `publish → live with ${ARTICLE_PHOTOS} new photos, ${column.articles} articles (ms)`,
            measured: column.photos.liveMs,
            limit: `≤ ${PUBLISH_TARGETS.liveMs}`,
            ok: atMost(column.photos.liveMs, PUBLISH_TARGETS.liveMs),
          },
        ]
      : [],
  );
  return [...rows, ...photos];
}

/** @param {Awaited<ReturnType<typeof benchPublishing>>} result */
export function publishReport(result) {
  const rows = result.columns.map((column) => [
    formatNumber(column.articles),
    `${column.fullBuildSeconds.toFixed(1)} s`,
    formatMs(column.liveMs),
    formatMs(column.searchableMs),
    formatMs(column.settledMs),
    `${formatMs(column.contentBuild.prepare)} / ${formatMs(column.contentBuild.render)} / ${formatMs(column.contentBuild.finish)}`,
    column.workerRssBytes === null ? "–" : `${Math.round(column.workerRssBytes / 2 ** 20)} MB`,
  ]);
  const targets = publishTargets(result)
    .map((target) => `${verdict(target.ok)}  ${target.target}: ${formatMs(target.measured)} (${target.limit})`)
    .join("\n");
  const photos = result.columns.flatMap((column) => (column.photos ? [photoReport(column.photos)] : []));
  return [
    formatTable(
      [
        "articles",
        "full build",
        "publish → live",
        "→ searchable",
        "→ settled",
        "content build prepare / render / finish",
        "content build process RSS",
      ],
      rows,
      { title: `Publishing in the editor mode (median of ${result.rounds} publications per column)` },
    ),
    targets,
    ...photos,
  ]
    .filter(Boolean)
    .join("\n");
}
