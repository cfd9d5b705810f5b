// The catalogue is static: prerendered markup in the browser, loaded only after a client-side navigation.
export { SeriesCatalogue } from "./series-catalogue";
