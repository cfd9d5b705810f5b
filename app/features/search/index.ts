// The site search (/suche) and its entry in the header.
export { SearchPage } from "./search-page";
export { HeaderSearchLink, MenuSearchForm } from "./header-search";
