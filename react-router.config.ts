import type { Config } from "@react-router/dev/config";

import { articlesDirectory, readArticleFolder } from "./app/lib/articles/load.ts";

// Reading the article folder validates it: an unusable article stops `react-router build` (and dev,
// typegen) right here, with each file name and what to fix (app/content/article-checks.ts).
readArticleFolder(articlesDirectory());

export default {
  ssr: false,
  /**
   * Every page and resource route is rendered to a file at build time (docs/decisions/0001): all
   * routes, which include one per article and per article category (app/routes.ts reads the article
   * folder), and the 404 page that the server sends for every unknown path.
   */
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
