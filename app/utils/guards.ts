// Imported by app/features/articles/validate.ts, which react-router.config.ts and vite.config.ts load:
// no imports here, so it stays loadable from there. The one check the schemas (valibot) share
// and do not have: an address's scheme.

/** A string that parses as an absolute http or https address with a host. */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}
