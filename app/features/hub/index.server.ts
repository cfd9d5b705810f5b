// The hub's build-time face: the JSON files it fetches (published articles, their figures and fingerprints).
export { publishedFigures, publishedFingerprints, publishedKeys } from "./analytics/hub-figures.server";
