// The one rule an article's address follows (docs/decisions/0038): the build's front matter check, the
// hub and the editor mode's server all read it from here. Imported by react-router.config.ts and by
// the server's .mjs files: no imports at all.

/** The form every article slug must have: lower-case a–z, digits, single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/**
 * Names the article list's routes use below /ratgeber (/ratgeber/seite/2, /ratgeber/kategorie/guides):
 * an article there would be hidden by, or hide, a list page.
 */
export const RESERVED_SLUGS: readonly string[] = ["seite", "kategorie"];

/** True for a slug an article may have: the form, the length, and none of the list's route names. */
export function isArticleSlug(value: unknown): value is string {
  return (
    typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value) && !RESERVED_SLUGS.includes(value)
  );
}
