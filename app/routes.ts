import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("ai-content", "routes/ai-content.tsx"),
  route("impressum", "routes/impressum.tsx"),
  route("datenschutz", "routes/datenschutz.tsx"),
  route("serien", "routes/serien.tsx"),
  route("set-rechner", "routes/set-rechner.tsx"),
  route("echtheit-pruefen", "routes/echtheit-pruefen.tsx"),
  // Resource routes: their loaders return plain-text / XML responses that prerender to files.
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("llms.txt", "routes/llms-txt.ts"),
  // Catch-all: without it hydration of unknown paths fails. Prerendered as /404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
