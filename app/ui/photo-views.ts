import { createContext } from "react";

import type { PhotoView } from "~/domain/photos";

/**
 * The photos a page's text or catalogue may show, by the name the content gives (a file of the article's photo
 * folder, the WebP a Markdown twin links, a file below app/content/photos): the article page provides its
 * processed photos, the catalogue pages theirs, the hub's preview the photos of the draft. Without a provider
 * a photo shows as its description (docs/decisions/0048). Apart from the `Photo` component, so a page that
 * only passes its photos on does not carry it.
 */
export const PhotoViews = createContext<((name: string) => PhotoView | undefined) | null>(null);
