/** Rules for the editable draft fields that the editor form and the export share. */

import { SLUG_PATTERN } from "~/domain/slug";

/** The stored draft keeps at most this many related keywords (storage validates the same bound). */
export const MAX_KEYWORDS = 50;

/** Lower-case letters a–z, digits and single hyphens between them (the one slug rule, app/domain/slug.ts). */
export function isValidSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug);
}

/** "labubu wien, Labubu Wien,  graz ," → ["labubu wien", "graz"]: trimmed, no empties, no repeats, bounded. */
export function parseKeywordList(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const part of text.split(/[,;\n]/)) {
    const keyword = part.trim().replace(/\s+/g, " ");
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
    if (keywords.length === MAX_KEYWORDS) break;
  }
  return keywords;
}

/** Whether the text lists more keywords than a draft keeps. */
export function exceedsKeywordLimit(text: string): boolean {
  return (
    new Set(
      text
        .split(/[,;\n]/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ).size > MAX_KEYWORDS
  );
}
