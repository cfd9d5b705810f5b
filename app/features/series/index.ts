// The series catalogue (/serien) and the landing page's teaser of it.
export { catalogueStand, seriesTeaser } from "./copy";
