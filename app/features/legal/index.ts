// Impressum and Datenschutz, and the operator data blocks the trust section shows.
export { ConfigText } from "./legal-blocks";
export { LegalDocument } from "./legal-document";
export { datenschutz, impressum } from "./copy";
