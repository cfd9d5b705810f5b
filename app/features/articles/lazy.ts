// The article format's checks, loaded on demand by the hub (valibot and the YAML parser stay out of its first load).
export { validateArticleFile } from "./validate";
export { articleFromTwin } from "./twin-read";
