// The build's search index on a small site: what is indexed and what is not, and — with Pagefind's
// own browser loader run in Node against the real server — that German word forms, transliterated
// umlauts and ß, case and series names find their pages.
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CSP_HASHES_FILE } from "../server/csp.mjs";
import { startServer } from "../tests/support/server-fixture.mjs";
import {
  SEARCH_SOURCES,
  buildSearchIndex,
  foldWord,
  indexSite,
  indexedCopy,
  sectionRecords,
  separateWords,
  withoutControls,
  wordsOf,
} from "./search-index.mjs";
import { foldWord as foldInBrowser } from "../app/features/search/hits.ts";
import { filesBelow } from "./content-build/build.mjs";

const page = (/** @type {string} */ body) =>
  `<!DOCTYPE html><html lang="de-AT"><head><meta charset="utf-8"><title>T</title></head><body><header>Kopfzeile Zoll Geheimwort</header><main id="main">${body}</main><footer>Fußzeile</footer></body></html>`;

const landing = page(`<div data-search-sections="" data-pagefind-meta="section:Startseite">
  <section id="home" aria-labelledby="home-title"><h1 id="home-title">Echte Figuren erkennen</h1><p>Woran Sie eine Fälschung erkennen, zeigt dieser Ratgeber.</p>
    <dl><div class="flex flex-col"><dt class="order-2">Rekordpreis 2025</dt><dd class="order-1"><span class="mr-1.5">rund</span>€ 130.000</dd></div></dl></section>
  <section aria-labelledby="promo-title" data-variant="promo"><h2 id="promo-title">Anzeige</h2><p>Werbebanner Sonderangebot</p></section>
  <section id="aktuelle-serien" aria-labelledby="serien-title"><h2 id="serien-title">Aktuelle Serien</h2>
    <div data-search-lazy="aktuelle-serien" aria-busy="true"><p class="sr-only">Inhalt wird geladen …</p></div></section>
  <section id="faq" aria-labelledby="faq-title"><h2 id="faq-title">Häufige Fragen</h2>
    <details><summary>Muss ich Zoll zahlen?</summary><p>Ab 150 Euro Warenwert fällt Zoll an.</p></details>
    <noscript><p>Nur ohne Skripte sichtbar: Nachladehinweis</p></noscript></section>
</div>`);

const files = {
  "index.html": landing,
  "ratgeber/labubu-kaufen-in-wien/index.html":
    page(`<article data-pagefind-body="" data-pagefind-meta="section:Ratgeber · Lokale Inhalte">
    <h1>Labubu kaufen in Wien</h1><p>Die Mariahilfer Straße ist die längste Einkaufsstraße. Bei Bestellungen aus Übersee zahlen Sie Steuer.</p>
    <section data-pagefind-ignore=""><h2>Weitere Artikel</h2><p>Querverweiswort</p></section></article>`),
  "serien/index.html": page(`<article data-pagefind-body="" data-pagefind-meta="section:Serienkatalog"><h1>Labubu-Serien</h1>
    <p>Big into Energy erschien 2025. Die Größe der Figuren beträgt 17 cm.</p>
    <dl><dt>Logo</dt><dd>Verwaschener Druck</dd></dl></article>`),
  "echtheit-pruefen/index.html":
    page(`<div data-pagefind-body="" data-pagefind-meta="section:Echtheits-Check"><h1>Ist meine Labubu echt?</h1>
    <fieldset><legend><span class="flex gap-2"><span class="font-display"><span class="tabular">1. </span>Zähne</span><span data-slot="badge"><svg aria-hidden="true"><path d="m21"></path></svg>Kritisch</span></span><span class="block">Hat die Figur genau neun spitze Zähne?</span></legend></fieldset></div>`),
  "ai-content/index.html": page(`<h1>AI Content Hub</h1><p>Redaktionsgeheimnis Entwurf</p>`),
  "impressum/index.html": page(`<h1>Impressum</h1><p>Medieninhaber Mariahilfer Straße</p>`),
  "404/index.html": page(`<h1>Oops! Page not found</h1>`),
  [SEARCH_SOURCES]: JSON.stringify({
    sections: [
      {
        id: "aktuelle-serien",
        html: '<ul><li><h3>Wacky Mart</h3><p>Eine Serie mit Anhängern.</p><dl class="grid"><div class="flex gap-2"><dt><svg aria-hidden="true"><path d="M0"></path></svg><span class="sr-only">Adresse</span></dt><dd>1060 und 1070 Wien</dd></div><div class="flex gap-2"><dt><span class="sr-only">Anreise</span></dt><dd>U3 Neubaugasse</dd></div></dl></li></ul>',
      },
    ],
  }),
  [`${SEARCH_SOURCES}.data`]: "[]",
};

/** @type {string} */
let dir;
/** @type {string} */
let root;
/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {{ search: (term: string) => Promise<{ results: { data: () => Promise<any> }[] }>, destroy: () => Promise<void> }} */
let pagefind;
/** @type {string[]} */
const logs = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "search-index-test-"));
  root = path.join(dir, "client");
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  await buildSearchIndex(root, { log: (line) => logs.push(line) });
  // The CSP record the server needs to serve pages (written by the postbuild in a real build).
  await writeFile(path.join(root, CSP_HASHES_FILE), JSON.stringify({ script: [], style: [], styleAttr: [] }));
  server = await startServer(root);
  const loader = await import(/* @vite-ignore */ pathToFileURL(path.join(root, "pagefind", "pagefind.js")).href);
  pagefind = loader.createInstance({ basePath: `http://127.0.0.1:${server.port}/pagefind/` });
}, 60_000);

afterAll(async () => {
  await pagefind?.destroy();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A result's address as the page links it (app/features/search/hits.ts): no origin, no trailing slash. */
function sitePath(/** @type {string} */ url) {
  const parsed = new URL(url);
  return (parsed.pathname.replace(/\/+$/, "") || "/") + parsed.hash;
}

/** The hits for a query: address, title and section of each, best first. */
async function hits(/** @type {string} */ term) {
  const response = await pagefind.search(term);
  const data = await Promise.all(response.results.map((result) => result.data()));
  return data.map((fragment) => ({ url: sitePath(fragment.url), title: fragment.meta.title, section: fragment.meta.section }));
}
const urls = async (/** @type {string} */ term) => (await hits(term)).map((hit) => hit.url);

describe("the search index of a build", () => {
  it("writes Pagefind's loader, worker, WebAssembly and index, without its unused interfaces, and removes its input", async () => {
    const names = await readdir(path.join(root, "pagefind"));
    expect(names).toEqual(
      expect.arrayContaining([
        "pagefind.js",
        "pagefind-worker.js",
        "pagefind-entry.json",
        "wasm.de-at.pagefind",
        "index",
        "fragment",
      ]),
    );
    expect(names.filter((name) => /ui|highlight|unknown/.test(name))).toEqual([]);
    expect(await readdir(root)).not.toContain(SEARCH_SOURCES);
    expect(await readdir(root)).not.toContain(`${SEARCH_SOURCES}.data`);
    expect(logs.join("\n")).toMatch(/3 pages and 3 sections/);
  });

  it("finds inflected German forms, umlauts written as ae/oe/ue and ß as ss, in any case", async () => {
    for (const term of ["Fälschungen", "Faelschung", "fälschung", "FAELSCHUNGEN"])
      expect(await urls(term), term).toEqual(["/#home"]);
    expect(await urls("Strasse")).toEqual(["/ratgeber/labubu-kaufen-in-wien"]);
    expect(await urls("Groesse")).toEqual(["/serien"]);
    expect(await urls("uebersee")).toEqual(["/ratgeber/labubu-kaufen-in-wien"]);
    expect(await urls("MARIAHILFER")).toEqual(["/ratgeber/labubu-kaufen-in-wien"]);
  });

  it("keeps the words of neighbouring terms and descriptions apart (which Pagefind would run together)", async () => {
    expect(await urls("Verwaschener")).toEqual(["/serien"]);
    expect(separateWords("<dl><dt>A</dt><dd>B</dd></dl><p>C</p>")).toBe("<dl><dt>A</dt> <dd>B</dd> </dl> <p>C</p>");
  });

  it("keeps the words of boxes apart that only CSS separates: a badge, a term and its value, a prefix", async () => {
    const content = async (/** @type {string} */ term) => {
      const [first] = (await pagefind.search(term)).results;
      return (await first?.data())?.content.replace(/\s+/g, " ");
    };
    expect(await content("Kritisch")).toContain("1. Zähne Kritisch Hat die Figur");
    // A lazily loaded body is indexed with its words apart too.
    expect(await content("Anreise")).toContain("Adresse 1060 und 1070 Wien Anreise U3 Neubaugasse");
    expect(await content("Rekordpreis")).toContain("Rekordpreis 2025 rund € 130.000");
    // Links, emphasis and superscripts can sit inside a word or before its punctuation: no space there.
    expect(separateWords('<p>Im <a href="/serien">Katalog</a>. <strong>Wort</strong>teil, m<sup>2</sup></p>')).toBe(
      '<p>Im <a href="/serien">Katalog</a>. <strong>Wort</strong>teil, m<sup>2</sup></p>',
    );
  });

  it("ends a table's cells and rows, so an excerpt never runs them together", () => {
    const table =
      '<table><tr><th scope="col">Boxen</th><th>Chance: mit <abbr>Secret</abbr>-Figur</th></tr><tr><th>50</th><td><strong>50 %</strong></td></tr><tr><td></td><td>Ja.</td></tr></table>';
    const text = new JSDOM(separateWords(table)).window.document.body.textContent;
    expect(text?.replace(/\s+/g, " ").trim()).toBe("Boxen; Chance: mit Secret-Figur. 50; 50 %. Ja.");
  });

  it("finds series names, also in a lazily loaded section, with each landing section as its own hit", async () => {
    expect(await hits("Wacky Mart")).toEqual([{ url: "/#aktuelle-serien", title: "Aktuelle Serien", section: "Startseite" }]);
    expect(await hits("Big into Energy")).toEqual([{ url: "/serien", title: "Labubu-Serien", section: "Serienkatalog" }]);
    expect(await hits("Zoll")).toEqual([{ url: "/#faq", title: "Häufige Fragen", section: "Startseite" }]);
  });

  it("leaves out the hub, legal pages, 404, header and footer, ignored parts, sections without an id and noscript text", async () => {
    for (const term of [
      "Redaktionsgeheimnis",
      "Medieninhaber",
      "Oops",
      "Kopfzeile",
      "Fußzeile",
      "Querverweiswort",
      "Werbebanner",
      "Nachladehinweis",
      "geladen",
    ])
      expect(await urls(term), term).toEqual([]);
  });
});

describe("strict inputs", () => {
  it("fails without the rendered lazy sections, naming the file", async () => {
    const empty = path.join(dir, "no-sources");
    await mkdir(empty, { recursive: true });
    await writeFile(path.join(empty, "index.html"), landing);
    await expect(buildSearchIndex(empty, { log: () => {} })).rejects.toThrow(SEARCH_SOURCES);
  });

  it("fails for a lazy placeholder without its body and for a body without a placeholder", () => {
    expect(() => sectionRecords(landing, "/", new Map())).toThrow(/aktuelle-serien/);
    const bodies = new Map([["aktuelle-serien", "<p>x</p>"]]);
    expect(sectionRecords(landing, "/", bodies).map((record) => record.url)).toEqual(["/#home", "/#aktuelle-serien", "/#faq"]);
    expect(bodies.size).toBe(0);
  });

  it("fails for a section without a heading to title its hit", () => {
    const html = page(`<div data-search-sections=""><section id="x"><p>ohne Überschrift</p></section></div>`);
    expect(() => sectionRecords(html, "/", new Map())).toThrow(/#x has no heading/);
  });
});

describe("the indexed copy and the vocabulary (docs/decisions/0063)", () => {
  it("leaves controls out of the indexed copy: buttons and links with an icon, not links in running text", () => {
    const html = withoutControls(
      '<p>Gehen Sie auf <a href="/echtheit-pruefen">Echtheit prüfen</a>.</p><a href="/set-rechner"><svg></svg>Set-Rechner öffnen</a><button type="button">Mehr</button>',
    );
    expect(html).toContain('<a href="/echtheit-pruefen">Echtheit');
    expect(html).toContain('<a data-pagefind-ignore="" href="/set-rechner">');
    expect(html).toContain('<button data-pagefind-ignore="" type="button">');
  });

  it("folds words as the browser does, a hyphenated word also as its parts", () => {
    for (const word of ["Fälschungen", "Straße", "QR-Code", "Größe", "Ähnlich"]) expect(foldWord(word)).toBe(foldInBrowser(word));
    expect([...wordsOf("Die Secret-Figur Duoduo, 2025.")]).toEqual(["die", "secretfigur", "secret", "figur", "duoduo"]);
  });
});

describe("the indexed copies kept from one build to the next (docs/decisions/0079)", () => {
  it("empties scripts and style sheets in the indexed copy and keeps every tag and word where it was", () => {
    const copy = indexedCopy(
      '<head><style>.a{color:red}</style><script type="application/ld+json">{"name":"<b>Geheimwort</b>"}</script></head><p>Wort<script>var x = "</p>";</script></p>',
    );
    expect(copy).toContain("<style></style>");
    expect(copy).toContain('<script type="application/ld+json"></script>');
    expect(copy).toMatch(/<p>Wort ?<script><\/script><\/p>/);
    expect(copy).not.toContain("Geheimwort");
  });

  it("copies only the pages that changed, removes a gone page's copy and writes the index a fresh copy writes", async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), "search-kept-"));
    try {
      const client = path.join(site, "client");
      for (const [name, content] of Object.entries(files)) {
        if (name.startsWith(SEARCH_SOURCES)) continue;
        await mkdir(path.dirname(path.join(client, name)), { recursive: true });
        await writeFile(path.join(client, name), content);
      }
      const { sections } = JSON.parse(files[SEARCH_SOURCES]);
      const keep = path.join(site, "copies");
      const index = (/** @type {string} */ output, /** @type {string | undefined} */ kept) =>
        indexSite(client, { output: path.join(site, output), sections, keep: kept, log: () => {} });
      await index("first", keep);
      const copy = (/** @type {string} */ rel) => path.join(keep, rel, "index.html");
      expect(await readdir(path.join(keep, "ratgeber"))).toEqual(["labubu-kaufen-in-wien"]);
      const before = {
        serien: (await stat(copy("serien"))).mtimeMs,
        article: (await stat(copy("ratgeber/labubu-kaufen-in-wien"))).mtimeMs,
      };

      await new Promise((resolve) => setTimeout(resolve, 20));
      await writeFile(
        path.join(client, "serien/index.html"),
        files["serien/index.html"].replace("erschien 2025", "erschien 2025 als Neuheitsserie"),
      );
      await rm(path.join(client, "echtheit-pruefen"), { recursive: true });
      await index("kept", keep);
      await index("fresh", undefined);

      expect((await stat(copy("ratgeber/labubu-kaufen-in-wien"))).mtimeMs).toBe(before.article);
      expect((await stat(copy("serien"))).mtimeMs).not.toBe(before.serien);
      expect(await readFile(copy("serien"), "utf8")).toContain("Neuheitsserie");
      await expect(stat(copy("echtheit-pruefen"))).rejects.toThrow();
      const kept = await filesBelow(path.join(site, "kept"));
      expect(kept).toEqual(await filesBelow(path.join(site, "fresh")));
      for (const rel of kept)
        expect((await readFile(path.join(site, "kept", rel))).equals(await readFile(path.join(site, "fresh", rel)))).toBe(true);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  }, 60_000);
});
