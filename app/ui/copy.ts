/** Labels shared by UI parts across pages. */
export const uiCopy = {
  /** Read after a link that leaves the site (visually hidden). */
  externalLinkHint: "(externe Website)",
  /** Next to an operator value that is still a "[…]" placeholder in the site config. */
  placeholderMark: "bitte ausfüllen",
  /** A long list shown page by page (the hub's lists). */
  pager: {
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    position: (page: string, count: string) => `Seite ${page} von ${count}`,
  },
} as const;
