// Imported by app/lib/articles/validate.ts, which react-router.config.ts and vite.config.ts load:
// no imports here, so it stays loadable from there.

/** A plain object (not null, not an array) whose fields can be read one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
