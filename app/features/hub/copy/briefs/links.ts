/**
 * Internal link targets a brief may point to: landing sections and the collector pages. A draft
 * links at least one of them; outbound links go to the sources of its facts (FactKit.link).
 */
export const sitePaths = {
  authenticity: "/#authentizitaet",
  series: "/#aktuelle-serien",
  shops: "/#shops-wien",
  faq: "/#faq",
  guides: "/#guides",
  seriesPage: "/serien",
  checkPage: "/echtheit-pruefen",
  guidesPage: "/ratgeber",
} as const;

export type SitePath = (typeof sitePaths)[keyof typeof sitePaths];

/** A Markdown link to a page of this site. */
export function siteLink(path: SitePath, words: string): string {
  return `[${words}](${path})`;
}
