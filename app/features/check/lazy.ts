// The check page's introduction: prerendered markup in the browser, loaded only after a client-side navigation.
export { CheckHeader } from "./check-page";
