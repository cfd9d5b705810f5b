/** The form two addresses of one page share: no "www.", no trailing slash, no fragment, host in lower case. */
export function pageKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.toLowerCase().replace(/^www\./, "")}${parsed.pathname.replace(/\/+$/, "")}${parsed.search}`;
  } catch {
    return url.trim();
  }
}

/**
 * The read key of "what the registry says of the page at this address" (its day read, app/content/facts/sources.ts):
 * changed when a source of that page is added, removed or re-dated (docs/decisions/0078).
 */
export function sourcePageRead(url: string): string {
  return `source-page:${pageKey(url)}`;
}
