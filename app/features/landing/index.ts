// The landing page (/) and the bodies of its lazily loaded sections for the search index.
export { LandingPage, lazySectionBodies } from "./landing-page";
