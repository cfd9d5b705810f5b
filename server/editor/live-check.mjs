// "Live" is said only after the page was compared with the file (docs/decisions/0037): once a content
// build swapped a publication in, the editor mode reads what a reader gets now — the page, its `.data`
// file and its Markdown twin, each through the server's index and in every encoding it would send —
// and compares it with what the committed article file must give (worked out by the content build
// with the bundle the pages are rendered with). A withdrawal is checked the other way: none of the
// three is served any more.

/**
 * What the site must serve for an article file (app/features/articles/content-build.server.ts, ExpectedPage).
 * @typedef {{
 *   slug: string, path: string, twinPath: string, twin: string, bodyHtml: string, title: string, dataStrings: string[],
 * }} ExpectedPage
 * @typedef {{ identity: Buffer, br?: Buffer, gzip?: Buffer }} ServedFile
 * @typedef {(urlPath: string) => Promise<ServedFile | null>} Served  what a reader gets at an address (server/app.mjs)
 * @typedef {"page" | "data" | "twin"} Part
 */

/**
 * The file's text when every encoding the server sends is the same; null when an encoding differs.
 * @param {ServedFile} file
 */
function oneText(file) {
  for (const copy of [file.br, file.gzip]) if (copy && !copy.equals(file.identity)) return null;
  return file.identity.toString("utf8");
}

const ENTITIES = /** @type {Record<string, string>} */ ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " });

/**
 * The text of HTML as a reader sees it, for comparing two renderings of the same body: comments
 * (React's text separators) dropped, tags as spaces, entities decoded, every run of white space one space.
 * @param {string} html
 */
export function visibleText(html) {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, dec, hex, name) =>
      dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name] ?? whole),
    )
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The inner markup of the static island `name` in a page, or null when the page has none.
 * @param {string} html
 * @param {string} name
 */
export function islandMarkup(html, name) {
  const opening = html.indexOf(`data-static-island="${name}"`);
  if (opening < 0) return null;
  const start = html.indexOf(">", opening) + 1;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index);
  }
  return null;
}

/**
 * What a reader does not get as the committed file says: the parts that differ (or are missing, or
 * differ between encodings). Empty when the page, its data and its twin all follow the file.
 * @param {Served} served
 * @param {ExpectedPage} expected
 * @returns {Promise<Part[]>}
 */
export async function servedDifferences(served, expected) {
  const text = async (/** @type {string} */ address) => {
    const file = await served(address);
    return file ? oneText(file) : null;
  };
  const [page, data, twin] = await Promise.all([text(expected.path), text(`${expected.path}.data`), text(expected.twinPath)]);
  /** @type {Part[]} */
  const differences = [];
  const body = page === null ? null : islandMarkup(page, `article-${expected.slug}`);
  const heading = page === null ? null : /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1];
  if (
    body === null ||
    heading == null ||
    visibleText(body) !== visibleText(expected.bodyHtml) ||
    visibleText(heading) !== visibleText(escapeHtml(expected.title))
  ) {
    differences.push("page");
  }
  if (data === null || !expected.dataStrings.every((value) => data.includes(JSON.stringify(value)))) differences.push("data");
  if (twin !== expected.twin) differences.push("twin");
  return differences;
}

/**
 * The parts of a withdrawn article a reader still gets.
 * @param {Served} served
 * @param {{ path: string, twinPath: string }} article
 * @returns {Promise<Part[]>}
 */
export async function servedLeftovers(served, { path, twinPath }) {
  const parts = /** @type {const} */ ([
    ["page", path],
    ["data", `${path}.data`],
    ["twin", twinPath],
  ]);
  const found = await Promise.all(parts.map(async ([part, address]) => ((await served(address)) ? part : null)));
  return found.filter((part) => part !== null);
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}
