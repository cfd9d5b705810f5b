// Imported by react-router.config.ts and vite.config.ts (through the articles plugin): relative imports with extensions only.

import { SLUG_MAX_LENGTH as MAX_SLUG } from "../../domain/slug.ts";

// The slug rule has one home, the domain floor; the build's modules take it from here.
export { isArticleSlug, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../domain/slug.ts";

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** "Labubu-Fakes erkennen: die neun Zähne" → "labubu-fakes-erkennen-die-neun-zaehne" */
export function slugify(title: string): string {
  const slug = title
    .slice(0, 400)
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > MAX_SLUG / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, "");
}
