// Read by the build outside the app too (react-router.config.ts, the articles Vite plugin): no imports
// and no import.meta, so it loads anywhere.

const DEFAULT_SITE_URL = "https://www.labubu-sammler.at";

/** SITE_URL as given at build time → an origin (plus optional base path) without trailing slash; anything unusable → the default. */
export function normaliseSiteUrl(raw: string | undefined): string {
  const value = (raw ?? "").trim();
  if (!value) return DEFAULT_SITE_URL;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return DEFAULT_SITE_URL;
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    return DEFAULT_SITE_URL;
  }
}
