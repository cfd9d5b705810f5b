// Build-time parts of the landing page, for the home route's loader.
export { viennaArticleSlug } from "./copy/vienna-shops";
