// The photos' part of the full build (docs/decisions/0048): before anything is rendered, every photo of
// the article folder and the catalogue goes through the pipeline (encoded once, then from its cache) and
// is registered for the loaders; once the client build has written build/client, the variants are linked
// into build/client/fotos and the manifest is written beside it for the content build. The dev server
// serves the variants from the cache.
import { createReadStream } from "node:fs";
import path from "node:path";

import { articleFolder, articlesDirectory, publicationNow, publishedFolder } from "../../app/features/articles/load.server.ts";
import { contentTypeFor } from "../../server/content-types.mjs";
import {
  CATALOGUE_PHOTOS_DIR,
  PHOTO_FOLDER,
  articlePhotoSources,
  cataloguePhotoSources,
  preparePhotos,
  writePhotoManifest,
} from "./build.mjs";
import { createPhotoCache, photoCacheDir, placeVariants } from "./pipeline.mjs";

/**
 * @param {{ root?: string }} [options]
 * @returns {import("vite").Plugin}
 */
export function photosPlugin({ root = process.cwd() } = {}) {
  const cache = createPhotoCache(photoCacheDir(root));
  /** @type {ReturnType<typeof preparePhotos> | undefined} */
  let prepared;
  const prepare = () =>
    (prepared ??= (async () => {
      const dir = articlesDirectory(root);
      const due = new Set(publishedFolder(dir));
      const all = articleFolder(dir);
      const { sources, catalogue } = await cataloguePhotoSources(path.resolve(root, CATALOGUE_PHOTOS_DIR));
      return preparePhotos({
        shown: [...articlePhotoSources([...due], dir), ...sources],
        ahead: articlePhotoSources(
          all.filter((article) => !due.has(article)),
          dir,
        ),
        catalogue,
        cache,
        log: (line) => console.log(line),
      });
    })());

  return {
    name: "labubu-photos",
    async buildStart() {
      // Unit tests load this configuration too; they process no photos.
      if (process.env.VITEST || this.environment.name !== "client") return;
      // The build's "now" decides which articles are due: the same reading every loader uses.
      publicationNow();
      await prepare();
    },
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir || !prepared) return;
      const { manifest } = await prepared;
      await placeVariants(Object.values(manifest.photos), cache, path.join(options.dir, PHOTO_FOLDER));
      await writePhotoManifest(path.dirname(options.dir), manifest);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = new RegExp(`^/${PHOTO_FOLDER}/([0-9a-f]{16}-(?:\\d+\\.(?:avif|webp)|thumb\\.webp))$`).exec(
          request.url?.split("?")[0] ?? "",
        );
        if (!match) return next();
        response.setHeader("Content-Type", contentTypeFor(match[1] ?? ""));
        createReadStream(cache.pathOf(match[1] ?? ""))
          .on("error", () => next())
          .pipe(response);
      });
    },
  };
}
