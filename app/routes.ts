import { type RouteConfig, index, route } from "@react-router/dev/routes";

import { articlesDirectory, readArticleFolder } from "./lib/articles/load.ts";
import { articlePath, categoriesWithArticles, categoryPath } from "./lib/articles/paths.ts";

// The article folder (app/content/articles) is part of the map: one route per article and per
// category in use, so every page has a plain path and unknown slugs fall through to "*" (404).
const articles = readArticleFolder(articlesDirectory()).map((article) => article.frontMatter);

export default [
  index("routes/home.tsx"),
  route("ai-content", "routes/ai-content.tsx"),
  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),
  route("serien", "routes/serien.tsx"),
  route("set-rechner", "routes/set-rechner.tsx"),
  route("echtheit-pruefen", "routes/echtheit-pruefen.tsx"),
  route("sammlung", "routes/sammlung.tsx"),
  // One prerendered shell for every trade link: the list travels in the URL fragment.
  route("sammlung/tausch", "routes/sammlung-tausch.tsx"),
  route("ratgeber", "routes/ratgeber.tsx"),
  ...categoriesWithArticles(articles).map((category) =>
    route(categoryPath(category).slice(1), "routes/ratgeber-kategorie.tsx", { id: `ratgeber-kategorie-${category}` }),
  ),
  ...articles.map((article) =>
    route(articlePath(article.slug).slice(1), "routes/ratgeber-artikel.tsx", { id: `ratgeber-artikel-${article.slug}` }),
  ),
  // Resource routes: their loaders return plain-text / XML responses that prerender to files.
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("llms.txt", "routes/llms-txt.ts"),
  // Catch-all: without it hydration of unknown paths fails. Prerendered as /404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
