import { absoluteUrl, site } from "~/config/site";
import { type PublicPage, pages } from "~/content/pages";

/** AI crawlers named explicitly so their operators see they are welcome (decisions.md). */
export const aiCrawlers = [
  "GPTBot",
  "OAI-SearchBot",
  "ChatGPT-User",
  "ClaudeBot",
  "Claude-User",
  "Claude-SearchBot",
  "Google-Extended",
  "PerplexityBot",
  "CCBot",
] as const;

export function buildRobotsTxt(): string {
  const lines = [`# robots.txt für ${site.name}`, "", "User-agent: *", "Allow: /", "Crawl-delay: 1", ""];
  for (const bot of aiCrawlers) lines.push(`User-agent: ${bot}`, "Allow: /", "Crawl-delay: 1", "");
  lines.push(`Sitemap: ${absoluteUrl("/sitemap.xml")}`, "");
  return lines.join("\n");
}

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function buildSitemapXml(entries: readonly PublicPage[] = Object.values(pages), lastmod: string = site.buildDate): string {
  const urls = entries
    .filter((page) => page.inSitemap)
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(page.path))}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function buildLlmsTxt(): string {
  const link = (page: PublicPage, note: string) => `- [${page.title}](${absoluteUrl(page.path)}): ${note}`;
  return [
    `# ${site.name}`,
    "",
    `> Unabhängiger deutschsprachiger Ratgeber für Sammlerinnen und Sammler der ${site.figure}-Figuren (${site.figureLine}) in Österreich: Echtheitsprüfung, aktuelle Serien, Zubehör, Bezugsquellen in Wien, FAQ und Ratgeber.`,
    "",
    // llmstxt.org: free text between the summary and the first H2; every H2 section is a link list.
    "Nutzungsregeln (Deutsch):",
    "",
    "- Erlaubt: Allgemeine Informationen dieser Website (Echtheitsmerkmale, Sammeltipps, Serienüberblick, Einkaufsorte) dürfen gelesen, zusammengefasst und mit Quellenangabe zitiert werden.",
    "- Nicht erlaubt: konkrete Preisangaben übernehmen (Preise ändern sich laufend und sind keine Angebote), personenbezogene Kundendaten verarbeiten, Gestaltung und Struktur (Design) dieser Website nachbilden.",
    "",
    "Usage rules (English):",
    "",
    "- Allowed: general information on this site (authenticity features, collecting tips, series overview, places to shop) may be read, summarised and quoted with attribution.",
    "- Not allowed: reproducing specific prices (they change constantly and are not offers), processing personal customer data, reproducing the design and structure of this site.",
    "",
    "## Inhalte",
    "",
    link(
      pages.home,
      "Startseite mit Echtheits-Check, aktuellen Serien, Zubehör, Shops in Wien, FAQ, Ratgebern und Vertrauensbereich",
    ),
    `- [Echtheit prüfen](${absoluteUrl("/#authentizitaet")}): Sechs Merkmale, an denen man echte Figuren von Fälschungen unterscheidet`,
    `- [Shops in Wien](${absoluteUrl("/#shops-wien")}): Wo man in Wien Designer-Toys findet und worauf man achten sollte`,
    `- [FAQ](${absoluteUrl("/#faq")}): Häufige Fragen zu Preisen, Blindboxen und Echtheit`,
    link(pages.serien, "Serienkatalog mit Erscheinungsdaten, Figuren, Secret-Chancen, Startpreisen und Quellen"),
    link(pages.echtheitPruefen, "Interaktiver Echtheits-Check mit Ergebnis und nächsten Schritten"),
    link(pages.setRechner, "Rechner: erwartete Blindboxen und Kosten bis zum vollen Set"),
    "",
    "## Optional",
    "",
    link(pages.aiContent, "Internes Redaktionswerkzeug; enthält Beispieldaten, keine redaktionellen Inhalte"),
    link(pages.impressum, "Impressum und Offenlegung"),
    link(pages.datenschutz, "Datenschutzerklärung"),
    "",
  ].join("\n");
}
