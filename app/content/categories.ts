/** The article categories as every page names them: the Ratgeber lists, breadcrumbs and the hub. */
import type { ArticleCategory, HubCategory } from "~/domain/categories";

/** The hub's categories, named once: `one` for an article's template, `many` for a group of articles. */
export const categoryNames = {
  guides: { one: "Sammler-Guide", many: "Sammler-Guides" },
  reviews: { one: "Produkt-Review", many: "Produkt-Reviews" },
  lokal: { one: "Lokaler Inhalt", many: "Lokale Inhalte" },
} as const satisfies Record<HubCategory, { one: string; many: string }>;

/** The category of a generated article as lists, badges and the category select show it. */
export const categoryLabels: Record<ArticleCategory, string> = {
  guides: categoryNames.guides.many,
  reviews: categoryNames.reviews.many,
  lokal: categoryNames.lokal.many,
  allgemein: "Allgemein",
};
