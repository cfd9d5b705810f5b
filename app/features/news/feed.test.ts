import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import type { NewsEntry } from "./changes";
import { atomFeed } from "./feed";
import { newsFeed } from "./index.server";

// A real RELAX NG validator (Debian's jing; .ci/run installs it) against RFC 4287's own schema (Appendix B).
const SCHEMA = path.resolve("tests/schemas/atom.rnc");
const hasJing = spawnSync("jing", [], { stdio: "ignore" }).error === undefined;
if (!hasJing && process.env.CI) throw new Error("jing fehlt: apt-get install jing (der Feed wird damit gegen RFC 4287 geprüft)");

const folder = mkdtempSync(path.join(tmpdir(), "atom-feed-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** jing's complaints about a document; none when it is valid. */
function jing(xml: string): string {
  const file = path.join(folder, `feed-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync("jing", ["-c", SCHEMA, file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    return "";
  } catch (error) {
    return String((error as { stdout?: string }).stdout || error);
  }
}

const entry = (overrides: Partial<NewsEntry> = {}): NewsEntry & { label: string } => ({
  key: "2026-11-27/artikel-neu/labubu-kaufen-in-wien",
  kind: "article-published",
  day: "2026-11-27",
  at: "2026-11-26T23:00:00.000Z",
  subject: 'Labubu kaufen in Wien: Shop & "Zoll" <Rechte>',
  detail: "Wo es Originale gibt – und was Sie tun, wenn nicht.",
  path: "/ratgeber/labubu-kaufen-in-wien",
  label: "Artikel veröffentlicht",
  ...overrides,
});

const feedOf = (entries: readonly ReturnType<typeof entry>[]) =>
  atomFeed({
    siteUrl: "https://labubu-sammler.example",
    title: "Labubu Sammler Österreich – Neu",
    subtitle: "Was die Redaktion geändert hat.",
    author: "Labubu Sammler Österreich",
    updated: entries[0]?.at ?? "2026-12-01T00:00:00.000Z",
    entries,
  });

describe.skipIf(!hasJing)("the Atom feed (RFC 4287, validated with jing)", () => {
  it("is valid with the feed's and each entry's required elements, text escaped", () => {
    const xml = feedOf([
      entry(),
      entry({ key: "2026-11-20/faktenbasis", kind: "facts-revised", subject: "", path: "/neu#neu-2026-11-20-faktenbasis" }),
    ]);
    expect(jing(xml)).toBe("");
    expect(xml).toContain("<id>https://labubu-sammler.example/neu</id>");
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://labubu-sammler.example/feed.xml"/>');
    expect(xml).toContain("<author><name>Labubu Sammler Österreich</name>");
    expect(xml).toContain("<updated>2026-11-26T23:00:00.000Z</updated>");
    expect(xml).toContain("<id>tag:labubu-sammler.example,2026-11-27:neu/2026-11-27/artikel-neu/labubu-kaufen-in-wien</id>");
    expect(xml).toContain(
      "<title>Artikel veröffentlicht: Labubu kaufen in Wien: Shop &amp; &quot;Zoll&quot; &lt;Rechte&gt;</title>",
    );
    expect(xml).toContain(
      '<link rel="alternate" type="text/html" href="https://labubu-sammler.example/ratgeber/labubu-kaufen-in-wien"/>',
    );
    // An entry without a subject is titled by what happened.
    expect(xml).toContain("<title>Artikel veröffentlicht</title>");
  });

  it("is valid without any entry (a build with no history)", () => {
    expect(jing(feedOf([]))).toBe("");
  });

  it("the validator refuses what RFC 4287 refuses (an entry without a date)", () => {
    expect(jing(feedOf([entry()]).replace(/<updated>[^<]*<\/updated>\n {4}<link/, "<link"))).toMatch(
      /missing required element "updated"/,
    );
  });

  it("/feed.xml as the build makes it from this repository's history is valid, each entry once", () => {
    const xml = newsFeed();
    expect(jing(xml)).toBe("");
    const ids = [...xml.matchAll(/<entry>\n {4}<id>([^<]+)<\/id>/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(xml).toMatch(/<title>Artikel veröffentlicht: /);
  });
});
