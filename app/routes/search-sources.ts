import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { lazySectionBodies } from "~/features/landing";

/**
 * Build-time only: the landing page's lazily loaded section bodies, rendered, for the search index.
 * The prerendered page holds placeholders in their place; scripts/search-index.mjs puts these
 * bodies there before indexing and then deletes this file, so it is never deployed.
 */
export async function loader() {
  const sections = await Promise.all(
    lazySectionBodies.map(async ({ id, load }) => {
      const { default: Body } = await load();
      return { id, html: renderToStaticMarkup(createElement(Body)) };
    }),
  );
  return Response.json({ sections });
}
