// The content build's photos (docs/decisions/0048): before a run renders anything, the photos of the
// articles due at its "now" go through the pipeline (only new ones are encoded; the others come from the
// cache or are live already) and are registered for the loaders; the variants of new photos are staged
// into build/client/fotos with the run's pages, those no article shows any more (a withdrawn article's,
// docs/decisions/0053) are removed in the same swap, and the manifest beside build/client follows. The
// catalogue's photos stay as the last full build made them, unless the run reads the catalogue's folder anew (a
// change of the fact base that brings a series' own photos, docs/decisions/0076).
import { mkdir } from "node:fs/promises";
import path from "node:path";

import {
  CATALOGUE_PHOTOS_DIR,
  PHOTO_FOLDER,
  PHOTOS_FILE,
  articlePhotoSources,
  cataloguePhotoSources,
  preparePhotos,
  readPhotoManifest,
  registerPhotos,
} from "../photos/build.mjs";
import { photoFiles } from "../../app/domain/photos.ts";
import { createPhotoCache, photoCacheDir, placeVariants } from "../photos/pipeline.mjs";

/**
 * @typedef {import("../photos/build.mjs").PhotoManifest} PhotoManifest
 * @typedef {import("../../app/features/articles/types.ts").Article} Article
 * @typedef {{ manifest: PhotoManifest, added: import("../../app/domain/photos.ts").ProcessedPhoto[], removed: string[], encoded: number }} PhotoRun
 */

/**
 * @param {{ buildDir: string, articlesDir: string, root?: string, catalogue?: boolean, log?: (line: string) => void }} options
 *   catalogue: read the catalogue's photos from its folder (as the full build does) instead of keeping the live ones
 */
export async function createPhotoStep({ buildDir, articlesDir, root = process.cwd(), catalogue = false, log = () => {} }) {
  const cache = createPhotoCache(photoCacheDir(root));
  /** What build/client/fotos holds: the last full build's photos, then each staged run's. */
  let live = await readPhotoManifest(buildDir);
  registerPhotos(live);

  return {
    /**
     * Processes the photos of the articles due at the run's "now" (and those of scheduled ones ahead)
     * and registers them; returns what the run stages.
     * @param {{ due: readonly Article[], scheduled: readonly Article[] }} folder
     * @returns {Promise<PhotoRun>}
     */
    async prepare({ due, scheduled }) {
      const folder = catalogue ? await cataloguePhotoSources(path.resolve(root, CATALOGUE_PHOTOS_DIR)) : null;
      const { manifest, encoded } = await preparePhotos({
        shown: [...articlePhotoSources(due, articlesDir), ...(folder?.sources ?? [])],
        ahead: articlePhotoSources(scheduled, articlesDir),
        // A publication keeps serving the catalogue as the last build made it.
        kept: folder
          ? {}
          : Object.fromEntries(
              Object.values(live.catalogue).flatMap((hash) => {
                const photo = live.photos[hash];
                return photo ? [[hash, photo]] : [];
              }),
            ),
        catalogue: folder?.catalogue ?? new Map(Object.entries(live.catalogue)),
        cache,
        log,
      });
      const added = Object.entries(manifest.photos)
        .filter(([hash]) => !Object.hasOwn(live.photos, hash))
        .map(([, photo]) => photo);
      const kept = new Set(Object.values(manifest.photos).flatMap(photoFiles));
      const removed = Object.entries(live.photos)
        .filter(([hash]) => !Object.hasOwn(manifest.photos, hash))
        .flatMap(([, photo]) => photoFiles(photo))
        .filter((file) => !kept.has(file));
      return { manifest, added, removed, encoded };
    },

    /**
     * Stages a run's photo files and manifest (build.mjs's stage); from then on they count as live.
     * @param {Awaited<ReturnType<typeof import("./stage.mjs").createStage>>} stage
     * @param {PhotoRun} run
     */
    async stage(stage, run) {
      if (run.added.length === 0 && run.removed.length === 0) return;
      const folder = path.join(stage.staging, PHOTO_FOLDER);
      await mkdir(folder, { recursive: true });
      for (const file of await placeVariants(run.added, cache, folder)) {
        stage.adopt(`/${PHOTO_FOLDER}/${file}`, path.join(folder, file));
      }
      for (const file of run.removed) stage.remove(`/${PHOTO_FOLDER}/${file}`);
      await stage.writeOutside(path.join(buildDir, PHOTOS_FILE), JSON.stringify(run.manifest));
      live = run.manifest;
    },

    /** A run that failed: the registry holds the live photos again. */
    forget() {
      registerPhotos(live);
    },
  };
}
