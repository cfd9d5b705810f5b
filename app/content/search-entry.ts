/**
 * The site search as every page meets it: its address, the header's entry and the labels the search
 * index carries. Kept apart from the search page's copy, so every page's first JavaScript holds only this.
 */

export const SEARCH_PATH = "/suche";

/** The header's way into the search: a link in the bar, a small form in the mobile menu. */
export const headerSearchCopy = {
  link: "Suche",
  formLabel: "Website durchsuchen",
  inputLabel: "Suchbegriff",
  placeholder: "z. B. Fälschung, Wacky Mart",
  submit: "Suchen",
} as const;

/**
 * The "section or category" a hit shows above its title. The search index reads these labels from
 * the page markup (`data-pagefind-meta`), so they live here like every other visible word.
 */
export const searchSectionLabels = {
  home: "Startseite",
  series: "Serienkatalog",
  calculator: "Set-Rechner",
  check: "Echtheits-Check",
  article: (categoryLabel: string) => `Ratgeber · ${categoryLabel}`,
} as const;
