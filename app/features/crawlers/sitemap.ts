// Imported by react-router.config.ts (its buildEnd splits the sitemap): no imports, so it loads anywhere.

/**
 * sitemaps.org: one sitemap file holds at most 50,000 URLs and 50 MB (uncompressed). Past either,
 * /sitemap.xml becomes a sitemap index and the URLs move into child sitemaps. SITEMAP_MAX_URLS and
 * SITEMAP_MAX_BYTES (at build time) lower the limits, so a test build with a few dozen articles
 * shows the split.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

export type SitemapLimits = { urls: number; bytes: number };

export function sitemapLimits(env: Record<string, string | undefined> = process.env): SitemapLimits {
  const lowered = (value: string | undefined, max: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 && number <= max ? number : max;
  };
  return {
    urls: lowered(env.SITEMAP_MAX_URLS, SITEMAP_LIMITS.urls),
    bytes: lowered(env.SITEMAP_MAX_BYTES, SITEMAP_LIMITS.bytes),
  };
}

export const SITEMAP_PATH = "/sitemap.xml";

/** Child sitemaps of the index: /sitemaps/1.xml, /sitemaps/2.xml, … */
export function childSitemapPath(number: number): string {
  return `/sitemaps/${number}.xml`;
}

export type SitemapEntry = { loc: string; lastmod?: string; changefreq: string; priority: number };

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NAMESPACE}">\n`;
const URLSET_TAIL = "</urlset>\n";

function urlXml(entry: SitemapEntry): string {
  return [
    "  <url>",
    `    <loc>${escapeXml(entry.loc)}</loc>`,
    ...(entry.lastmod ? [`    <lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []),
    `    <changefreq>${entry.changefreq}</changefreq>`,
    `    <priority>${entry.priority.toFixed(1)}</priority>`,
    "  </url>\n",
  ].join("\n");
}

/** A <urlset>: absolute locations; lastmod only where the page knows when its content last changed. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return URLSET_HEAD + entries.map(urlXml).join("") + URLSET_TAIL;
}

/** A <sitemapindex> of child sitemaps, each dated by the newest lastmod of its URLs. */
export function sitemapIndexXml(children: readonly { loc: string; lastmod?: string }[]): string {
  const items = children.map((child) =>
    [
      "  <sitemap>",
      `    <loc>${escapeXml(child.loc)}</loc>`,
      ...(child.lastmod ? [`    <lastmod>${escapeXml(child.lastmod)}</lastmod>`] : []),
      "  </sitemap>\n",
    ].join("\n"),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NAMESPACE}">\n${items.join("")}</sitemapindex>\n`;
}

export type SitemapFiles = {
  /** The new body of /sitemap.xml: the index of the children. */
  index: string;
  /** The child sitemaps in order: /sitemaps/1.xml first. */
  children: string[];
};

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/**
 * Splits a sitemap written by `urlsetXml` when it passes a limit: its URLs, in order, fill child
 * sitemaps of at most `limits.urls` URLs and `limits.bytes` bytes each, and the index lists them.
 * Returns null while the sitemap is within both limits (it then stays as it is). The build
 * (react-router.config.ts) runs this on the prerendered /sitemap.xml, so the prerender list need not
 * know in advance how many files the URLs will fill.
 */
export function splitSitemap(xml: string, limits: SitemapLimits, siteUrl: string): SitemapFiles | null {
  const urls = xml.match(/ {2}<url>\n[\s\S]*?<\/url>\n/g) ?? [];
  if (!xml.startsWith(URLSET_HEAD) || URLSET_HEAD + urls.join("") + URLSET_TAIL !== xml)
    throw new Error("splitSitemap: not a sitemap written by urlsetXml");
  if (urls.length <= limits.urls && byteLength(xml) <= limits.bytes) return null;

  const frame = byteLength(URLSET_HEAD + URLSET_TAIL);
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let bytes = frame;
  for (const url of urls) {
    const size = byteLength(url);
    if (frame + size > limits.bytes) throw new Error(`splitSitemap: one URL entry alone passes ${limits.bytes} bytes`);
    if (chunk.length === limits.urls || bytes + size > limits.bytes) {
      chunks.push(chunk);
      chunk = [];
      bytes = frame;
    }
    chunk.push(url);
    bytes += size;
  }
  if (chunk.length) chunks.push(chunk);

  const newest = (entries: readonly string[]) =>
    entries.reduce<string | undefined>((max, entry) => {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1];
      return lastmod && (!max || lastmod > max) ? lastmod : max;
    }, undefined);
  return {
    index: sitemapIndexXml(
      chunks.map((entries, index) => ({ loc: siteUrl + childSitemapPath(index + 1), lastmod: newest(entries) })),
    ),
    children: chunks.map((entries) => URLSET_HEAD + entries.join("") + URLSET_TAIL),
  };
}
