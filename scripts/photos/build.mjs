// The photos of a build (docs/decisions/0048): which source photos the site has, processed through the
// pipeline (scripts/photos/pipeline.mjs, cached by content) and registered for the loaders that show them
// (app/shell/photos.server.ts). Used by the full build (scripts/photos/vite-plugin.mjs) and the content
// build (scripts/content-build/photos.mjs).
import { readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { photoChecks as say } from "../../app/content/photo-checks.ts";
import { PHOTO_FILE_NAME, PHOTO_FILE_NAME_MAX, PHOTO_MAX_SOURCE_BYTES, PHOTO_PATH } from "../../app/domain/photos.ts";
import { photoHash, setPhotoRegistry } from "../../app/shell/photos.server.ts";
import { checkSource, processPhotos } from "./pipeline.mjs";

/**
 * @typedef {import("../../app/domain/photos.ts").ProcessedPhoto} ProcessedPhoto
 * @typedef {import("./pipeline.mjs").PhotoSource} PhotoSource
 * @typedef {import("../../app/features/articles/types.ts").Article} Article
 * @typedef {{ version: 1, photos: Record<string, ProcessedPhoto>, catalogue: Record<string, string> }} PhotoManifest
 *   what build/client/fotos holds: the processed photos by source hash, the catalogue's photos by path
 */

/** Beside build/client: the photos the live site serves (never deployed). */
export const PHOTOS_FILE = "photos.json";
/** The catalogue's own photos (series, figures, check steps), named by their path below this folder. */
export const CATALOGUE_PHOTOS_DIR = "app/content/photos";
/** build/client's folder of photo variants. */
export const PHOTO_FOLDER = PHOTO_PATH.slice(1, -1);

/**
 * The source photos of articles, with the label messages give them ("<slug>/<file>").
 * @param {readonly Article[]} articles
 * @param {string} articlesDir
 * @returns {PhotoSource[]}
 */
export function articlePhotoSources(articles, articlesDir) {
  return articles.flatMap(({ frontMatter: { slug }, photos = [] }) =>
    photos.map((photo) => ({ hash: photo.hash, path: path.join(articlesDir, slug, photo.file), label: `${slug}/${photo.file}` })),
  );
}

/**
 * The catalogue's photos: every file below `dir` (none when it does not exist), by its path there, each
 * checked like an article's photo. Throws with a German message on the first one that is refused.
 * @param {string} dir
 * @returns {Promise<{ sources: PhotoSource[], catalogue: Map<string, string> }>}
 */
export async function cataloguePhotoSources(dir) {
  /** @type {PhotoSource[]} */
  const sources = [];
  /** @type {Map<string, string>} */
  const catalogue = new Map();
  /** @param {string} folder @param {string} prefix */
  const walk = async (folder, prefix) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch((/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === "ENOENT") return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith(".") || entry.name === "README.md") continue;
      const rel = prefix + entry.name;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(full, `${rel}/`);
        continue;
      }
      if (!PHOTO_FILE_NAME.test(entry.name) || entry.name.length > PHOTO_FILE_NAME_MAX) throw new Error(say.fileName(rel));
      // Refused before reading, as in the article folder.
      const { size } = await stat(full);
      if (size > PHOTO_MAX_SOURCE_BYTES) throw new Error(say.tooLarge(rel, size));
      const bytes = await readFile(full);
      checkSource(bytes, rel);
      const hash = photoHash(bytes);
      sources.push({ hash, path: full, label: rel });
      catalogue.set(rel, hash);
    }
  };
  await walk(dir, "");
  return { sources, catalogue };
}

/**
 * Processes every source, registers the result for the loaders and returns the manifest of `shown`
 * (the sources whose variants the site serves: a scheduled article's photos are processed ahead, and
 * served only once it is due) and of `kept` (photos processed before that the site keeps serving).
 * @param {{
 *   shown: readonly PhotoSource[],
 *   ahead?: readonly PhotoSource[],
 *   kept?: Readonly<Record<string, ProcessedPhoto>>,
 *   catalogue: Map<string, string>,
 *   cache: ReturnType<typeof import("./pipeline.mjs").createPhotoCache>,
 *   log?: (line: string) => void,
 * }} options
 * @returns {Promise<{ manifest: PhotoManifest, encoded: number }>}
 */
export async function preparePhotos({ shown, ahead = [], kept = {}, catalogue, cache, log = () => {} }) {
  const started = performance.now();
  const { photos, encoded } = await processPhotos([...shown, ...ahead], { cache, log });
  /** @type {PhotoManifest} */
  const manifest = { version: 1, photos: { ...kept }, catalogue: Object.fromEntries(catalogue) };
  for (const source of shown) manifest.photos[source.hash] = /** @type {ProcessedPhoto} */ (photos.get(source.hash));
  registerPhotos(manifest);
  if (photos.size > 0) log(say.summary(photos.size, encoded, Math.round(performance.now() - started)));
  return { manifest, encoded };
}

/** @param {PhotoManifest} manifest */
export function registerPhotos(manifest) {
  setPhotoRegistry({ photos: new Map(Object.entries(manifest.photos)), catalogue: new Map(Object.entries(manifest.catalogue)) });
}

/**
 * The manifest a build left beside build/client; an empty one when there is none.
 * @param {string} buildDir
 * @returns {Promise<PhotoManifest>}
 */
export async function readPhotoManifest(buildDir) {
  try {
    return JSON.parse(await readFile(path.join(buildDir, PHOTOS_FILE), "utf8"));
  } catch {
    return { version: 1, photos: {}, catalogue: {} };
  }
}

/**
 * @param {string} buildDir
 * @param {PhotoManifest} manifest
 */
export async function writePhotoManifest(buildDir, manifest) {
  await writeFile(path.join(buildDir, PHOTOS_FILE), JSON.stringify(manifest));
}
