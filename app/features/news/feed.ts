import type { NewsEntry } from "./changes";
import { FEED_PATH } from "~/content/feed";
/** How many changes the feed carries (a reader keeps what it has seen). */
export const FEED_ENTRIES = 30;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

type FeedInput = {
  siteUrl: string;
  title: string;
  subtitle: string;
  author: string;
  /** ISO instant: the newest change, or the build's "now" when there is none. */
  updated: string;
  entries: readonly (NewsEntry & { label: string })[];
};

/**
 * An Atom 1.0 feed (RFC 4287). Entry ids are tag URIs (RFC 4151) made from the site's host, the day and what
 * changed, so a reader sees the same change as the same entry in every build.
 */
export function atomFeed({ siteUrl, title, subtitle, author, updated, entries }: FeedInput): string {
  const host = new URL(siteUrl).hostname;
  const absolute = (path: string) => new URL(path, `${siteUrl}/`).toString();
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de-AT">`,
    `  <id>${escapeXml(absolute("/neu"))}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(author)}</name><uri>${escapeXml(absolute("/"))}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absolute(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(absolute("/neu"))}"/>`,
    ...entries.map((entry) =>
      [
        `  <entry>`,
        `    <id>${escapeXml(`tag:${host},${entry.day}:neu/${entry.key}`)}</id>`,
        `    <title>${escapeXml(entry.subject ? `${entry.label}: ${entry.subject}` : entry.label)}</title>`,
        `    <updated>${entry.at}</updated>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(absolute(entry.path))}"/>`,
        `    <summary>${escapeXml(entry.detail || entry.label)}</summary>`,
        `  </entry>`,
      ].join("\n"),
    ),
    `</feed>`,
  ];
  return `${lines.join("\n")}\n`;
}
