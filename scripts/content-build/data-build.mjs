// A change of the fact base built without `react-router build` (docs/decisions/0076): the pages read the facts when
// they render, so the last full build's renderer renders every page anew with the files as they are now, into a
// copy of the served build; the search is indexed anew and the service worker written for the new fact base. The
// editor mode then swaps the copy in as it swaps a full build (scripts/editor/site-build.mjs). A process of its
// own, so the fact base is read fresh.
//
//   node scripts/content-build/data-build.mjs <build folder> [--build]
//   --build: `npm run build` brings its own folder up to date (scripts/build.mjs): no reader has the search's
//   earlier files open, so none are kept.
//   FACT_BASE_ROOT: the project whose fact base is built; CONTENT_ARTICLES_DIR: its article folder;
//   PUBLISH_NOW: the build's "now" (ISO).
import path from "node:path";
import { fileURLToPath } from "node:url";

import { BUILD_COMPLETE_FILE, buildCompleteText, inputsFingerprint, markerOfThisCode } from "../build-inputs.mjs";
import { CATALOGUE_PHOTOS_DIR, cataloguePhotoSources, readPhotoManifest } from "../photos/build.mjs";
import { createContentBuilder } from "./build.mjs";
import { discardStaged, swapStaged, writeFileAtomicSync } from "./stage.mjs";

const [buildDir, flag] = process.argv.slice(2);
/** The project whose code the build is of (the fact base may be another folder's, FACT_BASE_ROOT). */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
if (!buildDir) {
  console.error("usage: node scripts/content-build/data-build.mjs <build folder>");
  process.exit(2);
}
const now = process.env.PUBLISH_NOW ? Date.parse(process.env.PUBLISH_NOW) : Date.now();
const started = performance.now();
const builder = await createContentBuilder({
  buildDir,
  articlesDir: process.env.CONTENT_ARTICLES_DIR || undefined,
  // A new series may bring its own photos: the catalogue's folder is read as the full build reads it.
  catalogue: true,
  log: (line) => console.log(line),
});
// The fact base as served and as it is now, compared once for the whole run.
const knowledge = await builder.knowledge();
const kept = await builder.loadKeptWork(knowledge);
if (kept) console.log(`data-build: ${kept.kept} results of earlier runs kept, ${kept.dropped} that read what changed dropped`);
/** Puts a phase's files in place in the copy (no reader sees it yet) and removes its staging folder. @param {import("./stage.mjs").StagedChanges} staged */
const apply = async (staged) => {
  swapStaged(staged);
  await discardStaged(staged);
};
/** @type {number} */
let rendered;
let changed = true;
/**
 * Whether the catalogue's photos are others than the build's (a photo replaced in place changes no data file).
 * @param {string} folder the build folder
 */
async function catalogueChanged(folder) {
  const { catalogue } = await cataloguePhotoSources(path.resolve(projectRoot, CATALOGUE_PHOTOS_DIR));
  const live = (await readPhotoManifest(folder)).catalogue;
  return JSON.stringify(Object.fromEntries(catalogue)) !== JSON.stringify(live);
}

const photosChanged = await catalogueChanged(buildDir);
if (flag === "--build" && !builder.knowledgeChanged(knowledge) && !photosChanged) {
  // The fact base is the one the site was built with: only the pages the articles' changes touch, as a publication.
  const live = await builder.live(now);
  if (live.staged) await apply(live.staged);
  const related = await builder.related();
  if (related) await apply(related.staged);
  if (live.staged) await apply((await builder.hubFiles()).staged);
  changed = Boolean(live.staged || related);
  rendered = live.summary.pages + (related?.pages ?? 0);
  console.log(`data-build: the fact base is unchanged; ${rendered} pages the articles changed rendered anew`);
} else {
  // A change of the facts renders the pages that read what changed (docs/decisions/0078); a new series' photos, a
  // change of the fact base's shape or a build without a record of the pages' reads renders every page.
  const facts = photosChanged ? null : await builder.factPages(now, knowledge);
  if (facts) {
    if (facts.live.staged) await apply(facts.live.staged);
    const related = await builder.related();
    if (related) await apply(related.staged);
    await apply((await builder.hubFiles()).staged);
    rendered = facts.pages + (related?.pages ?? 0);
    console.log(`data-build: ${rendered} pages that read what changed rendered anew`);
  } else {
    const pages = await builder.everyPage(now);
    await apply(pages.staged);
    rendered = pages.pages;
    console.log(`data-build: every page rendered anew (${rendered})`);
  }
}
const renderedAt = performance.now();
if (changed) await apply((await builder.searchAnew(flag === "--build" ? { keptMs: 0 } : {})).staged);
const worker = await builder.serviceWorker();
if (worker) await apply(worker.staged);

await builder.saveKeptWork();

// The build is of this code and now of these facts and articles: the marker says so (scripts/ensure-build.mjs).
const client = path.join(buildDir, "client");
const marker = markerOfThisCode(projectRoot, client);
if (!marker) throw new Error("data-build: the build is not of this code: run `npm run build`");
writeFileAtomicSync(
  path.join(client, BUILD_COMPLETE_FILE),
  buildCompleteText(inputsFingerprint(projectRoot), marker.code, marker.settings),
);
console.log(
  `data-build: ${rendered} addresses in ${Math.round(renderedAt - started)} ms, search and service worker in ${Math.round(performance.now() - renderedAt)} ms`,
);
