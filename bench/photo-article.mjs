// An article with three of the operator's photos (`npm run bench`, docs/decisions/0048, 0054). In the publishing
// bench's first column (bench/publish.mjs) the editor mode publishes such an article over its write API, three
// times, with photos as the hub sends them (drawn by sharp, new to the pipeline's cache in every run): publish → live
// with three photos. The last one's page is then measured on the build it went live in, as a phone gets it: what
// it transfers on the first view and read to the end (the srcset candidates the phone chose included), and
// Lighthouse's mobile run against its zero-JS twin.
import { rm } from "node:fs/promises";
import path from "node:path";

import { testPhoto } from "../tests/support/test-photos.mjs";
import { classify } from "../scripts/measure/bytes.mjs";
import { VIEWPORTS, launchBrowser } from "../scripts/measure/first-visit.mjs";
import { formatKB, formatMs, formatNumber, formatTable } from "../scripts/measure/format.mjs";
import { launchChrome, runLighthouse } from "../scripts/measure/lighthouse.mjs";
import { startSiteServer } from "../scripts/measure/servers.mjs";
import { median, medianRun, ratio } from "./stats.mjs";
import { lighthouseWithTwin, makeTwin } from "./twin.mjs";

/** The photos of the measured article. */
export const ARTICLE_PHOTOS = 3;
/** A phone's photo as the hub keeps it (docs/decisions/0048): at most 2,048 px on its long edge, a JPEG of quality 0.92. */
const HUB_PHOTO = { width: 2048, height: 1536, quality: 92 };

/**
 * A photo as the hub sends it: prepared on the device, so without metadata. `seed` draws a new one (a photo the
 * pipeline has cached costs a publication nothing, so a bench run must not reuse one).
 * @param {number} seed
 */
export function hubPhoto(seed) {
  return testPhoto({ ...HUB_PHOTO, seed, metadata: false });
}

/**
 * A draft with its photos in the text as the hub places them, each alone in its paragraph and described: the
 * first after the opening paragraph (on a phone the first screen), the others before the second and the fourth
 * section (or at the end).
 * @param {Record<string, unknown>} draft
 * @param {readonly { file: string, bytes: Buffer }[]} photos
 */
export function withPhotos(draft, photos) {
  const blocks = String(draft.content).split(/\n{2,}/);
  const image = (/** @type {number} */ index) =>
    `![Messfoto ${index + 1} von ${photos.length}: gezeichnete Kreise auf einem Farbverlauf](${photos[index]?.file})`;
  const firstParagraph = blocks.findIndex((block) => !block.startsWith("#"));
  const sections = blocks.flatMap((block, index) => (block.startsWith("## ") ? [index] : []));
  const at = [firstParagraph + 1, sections[1] ?? blocks.length, sections[3] ?? blocks.length].map((position) =>
    Math.min(position, blocks.length),
  );
  const placeAt = (/** @type {number} */ index) =>
    at.flatMap((position, photo) => (position === index && photo < photos.length ? [image(photo)] : []));
  const placed = [...blocks.flatMap((block, index) => [...placeAt(index), block]), ...placeAt(blocks.length)];
  return {
    article: {
      ...draft,
      content: `${placed.join("\n\n")}\n`,
      photos: photos.map((photo) => ({
        file: photo.file,
        width: HUB_PHOTO.width,
        height: HUB_PHOTO.height,
        bytes: photo.bytes.length,
      })),
    },
    photos: photos.map((photo) => ({ file: photo.file, data: photo.bytes.toString("base64") })),
  };
}

/**
 * The request body of one publication with three new photos.
 * @param {Record<string, unknown>} draft
 * @param {number} seed
 */
export async function photoPublication(draft, seed) {
  const photos = await Promise.all(
    Array.from({ length: ARTICLE_PHOTOS }, async (_, index) => ({
      file: `messfoto-${index + 1}.jpg`,
      bytes: await hubPhoto(seed + index),
    })),
  );
  return withPhotos(draft, photos);
}

/**
 * Whether a page is live with its photos: it answers, shows `count` photos, and each photo's file answers.
 * @param {string} origin
 * @param {string} page
 * @param {number} count
 */
export async function liveWithPhotos(origin, page, count) {
  const response = await fetch(origin + page, { cache: "no-store" });
  if (response.status !== 200) return false;
  const sources = [...(await response.text()).matchAll(/<picture data-slot="photo">.*?<img src="([^"]+)"/g)].map((m) => m[1]);
  if (sources.length !== count) return false;
  const files = await Promise.all(sources.map((source) => fetch(origin + source, { method: "HEAD", cache: "no-store" })));
  return files.every((file) => file.status === 200);
}

/**
 * What a phone transfers for a page (bytes over the wire, headers included, by kind) on the first view and after
 * reading it to the end, and which file each photo loaded (the srcset candidate the phone chose).
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 */
export async function phoneVisit(browser, url) {
  const { width, height, ...device } = VIEWPORTS.mobile;
  const context = await browser.newContext({ viewport: { width, height }, ...device, locale: "de-AT", serviceWorkers: "block" });
  const page = await context.newPage();
  /** @type {{ url: string, kind: ReturnType<typeof classify>, bytes: number }[]} */
  const loaded = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", () => {
    inFlight++;
    lastActivity = Date.now();
  });
  page.on("requestfinished", async (request) => {
    const sizes = await request.sizes().catch(() => null);
    loaded.push({
      url: request.url(),
      kind: classify({ url: request.url(), resourceType: request.resourceType() }),
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
    inFlight--;
    lastActivity = Date.now();
  });
  page.on("requestfailed", () => {
    inFlight--;
    lastActivity = Date.now();
  });
  const quiet = async () => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < 500)) await page.waitForTimeout(50);
  };
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated === "true", undefined, {
      timeout: 20_000,
    });
    await quiet();
    const firstView = transferred(loaded);
    // Read to the end: half a screen at a time, as a reader scrolls, then the quiet after the last photo asked for.
    await page.evaluate(async () => {
      const { document, window } = globalThis;
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
        window.scrollTo(0, top);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    lastActivity = Date.now();
    await quiet();
    const chosen = await page.$$eval('picture[data-slot="photo"] img', (images) =>
      images.map((image) => {
        const source = /** @type {HTMLImageElement} */ (image).currentSrc;
        return source ? new URL(source).pathname : "(nicht geladen)";
      }),
    );
    return { firstView, readThrough: transferred(loaded), chosen };
  } finally {
    await context.close();
  }
}

/** @param {readonly { url: string, kind: ReturnType<typeof classify>, bytes: number }[]} loaded */
function transferred(loaded) {
  /** @type {Record<string, number>} */
  const byKind = {};
  for (const entry of loaded) byKind[entry.kind] = (byKind[entry.kind] ?? 0) + entry.bytes;
  return {
    total: loaded.reduce((sum, entry) => sum + entry.bytes, 0),
    byKind,
    requests: loaded.length,
    photos: loaded.filter((entry) => /\/fotos\//.test(entry.url)).map((entry) => new URL(entry.url).pathname),
  };
}

/**
 * The photo article's page on the build it went live in, and beside it an article of the same kind without photos
 * (`baseline`, published the same way): Lighthouse (mobile) against their zero-JS twins, and what a phone transfers.
 * @param {{ buildRoot: string, page: string, baseline: string, tmp: string, runs: number, progress: (line: string) => void }} options
 *   buildRoot: the build/client the editor mode served
 */
export async function measurePhotoPage({ buildRoot, page, baseline, tmp, runs, progress }) {
  const twinRoot = path.join(tmp, "twin-fotos");
  await makeTwin(buildRoot, twinRoot);
  const site = await startSiteServer(buildRoot);
  const twin = await startSiteServer(twinRoot);
  const chrome = await launchChrome();
  const browser = await launchBrowser();
  try {
    progress(`photo article ${page}: Lighthouse warm-up run (discarded) …`);
    await runLighthouse(site.origin + page, { port: chrome.port });
    const measured = await lighthouseWithTwin({ pages: [page, baseline], site, twin, port: chrome.port, runs, progress });
    /** @param {string} address */
    const pageResult = async (address) => {
      const { page: pageRuns, twin: twinRuns } = /** @type {(typeof measured.runs)[string]} */ (measured.runs[address]);
      const pageMedian = medianRun(pageRuns);
      const twinMedian = medianRun(twinRuns);
      return {
        page: address,
        lighthouse: {
          page: pageMedian,
          twin: twinMedian,
          lcpOverTwin: ratio(pageMedian.metrics.lcp, twinMedian.metrics.lcp),
          lcpElements: pageRuns.map((run) => run.lcpElement),
        },
        phone: await phoneVisit(browser, site.origin + address),
      };
    };
    return { runs, photos: await pageResult(page), baseline: await pageResult(baseline) };
  } finally {
    await browser.close();
    await chrome.kill();
    await site.stop();
    await twin.stop();
    await rm(twinRoot, { recursive: true, force: true });
  }
}

/**
 * @typedef {{ live: number, answered: number, build: any, preparedMs?: number | null, encodedPhotos?: number }} PhotoRound
 *   preparedMs: how long sending the photos as the hub does when they are added took (null: sent only with the publication)
 * @typedef {Awaited<ReturnType<typeof measurePhotoPage>>} PhotoPage
 */

/**
 * The report of the photo article: its publications, its page on a phone, and its LCP against its twin.
 * @param {{ articles: number, rounds: PhotoRound[], liveMs: number | null, page: PhotoPage | null }} photos
 */
export function photoReport(photos) {
  const prepared = photos.rounds.filter((round) => typeof round.preparedMs === "number");
  const cold = photos.rounds.filter((round) => typeof round.preparedMs !== "number");
  const lines = [
    [
      `Publishing an article with ${ARTICLE_PHOTOS} photos (${HUB_PHOTO.width} × ${HUB_PHOTO.height} px JPEGs as the hub sends them, new to the cache), ${formatNumber(photos.articles)} articles: publish → live median ${formatMs(photos.liveMs)} (${prepared.map((round) => formatMs(round.live)).join(", ")}; content build prepare ${formatMs(median(prepared.map((round) => round.build?.prepare)))}), the photos sent when added as the hub does: encoding them took ${formatMs(median(prepared.map((round) => round.preparedMs ?? null)))} for three (median) before "Veröffentlichen"`,
      ...(cold.length > 0
        ? [
            `  sent only with "Veröffentlichen" (not prepared; the server encodes them before the content build): publish → live ${cold.map((round) => formatMs(round.live)).join(", ")}`,
          ]
        : []),
    ].join("\n"),
  ];
  const measured = photos.page;
  if (!measured) return lines.join("\n");
  const kinds = /** @type {const} */ (["document", "js", "css", "image", "other"]);
  const pages = [
    ["with photos", measured.photos],
    ["without photos", measured.baseline],
  ].map(([name, page]) => ({ name: String(name), page: /** @type {PhotoPage["photos"]} */ (page) }));
  lines.push(
    formatTable(
      ["article", "view", "total", ...kinds, "requests"],
      pages.flatMap(({ name, page }) =>
        /** @type {const} */ ([
          ["first screen", page.phone.firstView],
          ["read to the end", page.phone.readThrough],
        ]).map(([view, bytes]) => [
          name,
          view,
          formatKB(bytes.total),
          ...kinds.map((kind) => formatKB(bytes.byKind[kind] ?? 0)),
          String(bytes.requests),
        ]),
      ),
      {
        title: `On a phone (${VIEWPORTS.mobile.width}×${VIEWPORTS.mobile.height}, ${VIEWPORTS.mobile.deviceScaleFactor}×): bytes transferred, headers included (1 KB = 1000 B); ${measured.photos.page} chose ${measured.photos.phone.chosen.join(", ")}`,
      },
    ),
  );
  lines.push(
    formatTable(
      ["article", "variant", "Perf", "LCP", "FCP", "TBT", "CLS", "bytes", "LCP page / twin"],
      pages.flatMap(({ name, page }) =>
        /** @type {const} */ ([
          ["page", page.lighthouse.page],
          ["zero-JS twin", page.lighthouse.twin],
        ]).map(([variant, run]) => [
          name,
          variant,
          formatNumber(run.scores.performance),
          formatMs(run.metrics.lcp),
          formatMs(run.metrics.fcp),
          formatMs(run.metrics.tbt),
          formatNumber(run.metrics.cls, 3),
          formatKB(run.metrics.totalBytes),
          variant === "page" && page.lighthouse.lcpOverTwin !== null ? `${page.lighthouse.lcpOverTwin.toFixed(2)}×` : "",
        ]),
      ),
      {
        title: `Lighthouse mobile, median of ${measured.runs}; the largest paint with photos: ${measured.photos.lighthouse.lcpElements[0] ?? "?"}`,
      },
    ),
  );
  return lines.join("\n\n");
}
