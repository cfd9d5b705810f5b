// The collection page's introduction: prerendered markup in the browser, loaded only after a client-side navigation.
export { CollectionHeader } from "./collection-header";
