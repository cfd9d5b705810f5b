import type { Config } from "@react-router/dev/config";

/** Every page and resource route is rendered to a file at build time; see docs/decisions/0001. */
export const prerenderPaths = [
  "/",
  "/ai-content",
  "/impressum",
  "/datenschutz",
  "/serien",
  "/set-rechner",
  "/echtheit-pruefen",
  "/robots.txt",
  "/sitemap.xml",
  "/llms.txt",
  // Served by the server with status 404 for every unknown path.
  "/404",
];

export default {
  ssr: false,
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
