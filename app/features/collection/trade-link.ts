import type { CollectionCatalogue, CollectionFigure, CollectionSeries } from "./catalogue";
import { SECRET_ID } from "./catalogue";
import { type Collection, MAX_DOUBLES, figureState } from "./state";
import { collectionPaths } from "./copy";

/**
 * The trade link: a collector's doubles and wanted figures in the fragment of a URL to the read-only
 * trade page, e.g. `/sammlung/tausch#v=1&d=have-a-seat.1x2.3_big-into-energy.s&w=exciting-macaron.4`
 * (series key, then figure numbers, "s" for the secret, "x2" for two doubles; series joined by "_").
 *
 * The fragment never reaches a server (no log, no Referer), so the list needs no account and no
 * storage, and one prerendered page serves every link on any static host. It uses only characters
 * that need no escaping. Reading it is bounded and strict: only figures the catalogue knows are
 * shown, by the catalogue's names. The one word from the link that is shown is the name the sender
 * chose to give (`n=`, percent-encoded), as plain text, cleaned and cut to SENDER_NAME_MAX characters.
 */

export const TRADE_VERSION = 1;
export const TRADE_LIMITS = { length: 2_000, items: 500 } as const;
/** The longest sender's name a link carries: a first name or a nickname, never an address. */
export const SENDER_NAME_MAX = 40;

export type TradeItem = { series: CollectionSeries; figure: CollectionFigure; count: number };
export type TradeList =
  | {
      ok: true;
      doubles: TradeItem[];
      wanted: TradeItem[];
      /** Entries that name no figure of the catalogue. */
      ignored: number;
      /** The sender's name as they gave it, cleaned; null when the link carries none. */
      from: string | null;
    }
  | { ok: false; problem: "empty" | "too-long" | "version" };

const linkId = (figure: CollectionFigure) => (figure.secret ? "s" : figure.id);
const figureIdOf = (token: string) => (token === "s" ? SECRET_ID : token);

function encodeList(
  catalogue: CollectionCatalogue,
  pick: (series: CollectionSeries, figure: CollectionFigure) => number,
): string {
  return catalogue
    .map((series) => {
      const items = series.figures.flatMap((figure) => {
        const count = pick(series, figure);
        if (count <= 0) return [];
        return [count > 1 ? `${linkId(figure)}x${count}` : linkId(figure)];
      });
      return items.length ? [series.key, ...items].join(".") : "";
    })
    .filter(Boolean)
    .join("_");
}

/**
 * A sender's name as a trade list shows it: control, formatting and bidirectional characters removed (they could
 * make a name read as something else), white space collapsed, at most SENDER_NAME_MAX characters; "" for none.
 */
export function cleanSenderName(raw: string): string {
  const cleaned = raw
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(cleaned).slice(0, SENDER_NAME_MAX).join("").trim();
}

/**
 * The fragment (without "#") for a collection's doubles and wanted figures, with the sender's name where one is
 * given, or null when there is nothing to trade.
 */
export function encodeTrade(catalogue: CollectionCatalogue, collection: Collection, senderName = ""): string | null {
  const doubles = encodeList(catalogue, (series, figure) => figureState(collection, series.key, figure.id).doubles);
  const wanted = encodeList(catalogue, (series, figure) => (figureState(collection, series.key, figure.id).wanted ? 1 : 0));
  if (!doubles && !wanted) return null;
  const name = cleanSenderName(senderName);
  return [
    `v=${TRADE_VERSION}`,
    ...(doubles ? [`d=${doubles}`] : []),
    ...(wanted ? [`w=${wanted}`] : []),
    ...(name ? [`n=${encodeURIComponent(name)}`] : []),
  ].join("&");
}

/**
 * The whole trade link of a collection on this site (`origin`: the page's own), or null when it has nothing to
 * trade: what "Meine Sammlung" offers and what "Meine Liste zurückschicken" sends back.
 */
export function tradeUrl(origin: string, catalogue: CollectionCatalogue, collection: Collection, senderName = ""): string | null {
  const fragment = encodeTrade(catalogue, collection, senderName);
  return fragment ? `${origin}${collectionPaths.trade}#${fragment}` : null;
}

function decodeList(
  text: string,
  catalogue: CollectionCatalogue,
  withCount: boolean,
  budget: { items: number; ignored: number },
): TradeItem[] {
  const found = new Map<string, TradeItem>();
  for (const group of text.split("_")) {
    const [seriesKey = "", ...tokens] = group.split(".");
    const series = catalogue.find((entry) => entry.key === seriesKey);
    for (const token of tokens) {
      if (budget.items-- <= 0) return order(catalogue, found);
      const match = /^(\d{1,3}|s)(?:x(\d{1,2}))?$/.exec(token);
      const figure = match && series?.figures.find((entry) => entry.id === figureIdOf(match[1]!));
      const count = match?.[2] === undefined ? 1 : Number(match[2]);
      if (!series || !figure || count < 1 || count > MAX_DOUBLES || (!withCount && match?.[2] !== undefined)) {
        budget.ignored++;
        continue;
      }
      found.set(`${series.key}.${figure.id}`, { series, figure, count: withCount ? count : 1 });
    }
    if (!series && tokens.length === 0 && group) budget.ignored++;
  }
  return order(catalogue, found);
}

function order(catalogue: CollectionCatalogue, found: Map<string, TradeItem>): TradeItem[] {
  return catalogue.flatMap((series) =>
    series.figures.flatMap((figure) => {
      const item = found.get(`${series.key}.${figure.id}`);
      return item ? [item] : [];
    }),
  );
}

/** Reads a fragment (with or without "#"); bounded, never throws. */
export function decodeTrade(fragment: string, catalogue: CollectionCatalogue): TradeList {
  if (fragment.length > TRADE_LIMITS.length) return { ok: false, problem: "too-long" };
  const text = fragment.replace(/^#/, "");
  const fields = new Map<string, string>();
  for (const part of text.split("&")) {
    const [key = "", ...rest] = part.split("=");
    if (key && !fields.has(key)) fields.set(key, rest.join("="));
  }
  const version = fields.get("v");
  if (version === undefined) return { ok: false, problem: "empty" };
  if (version !== String(TRADE_VERSION)) return { ok: false, problem: "version" };
  const budget = { items: TRADE_LIMITS.items, ignored: 0 };
  const doubles = decodeList(fields.get("d") ?? "", catalogue, true, budget);
  const wanted = decodeList(fields.get("w") ?? "", catalogue, false, budget);
  if (doubles.length === 0 && wanted.length === 0 && budget.ignored === 0) return { ok: false, problem: "empty" };
  return { ok: true, doubles, wanted, ignored: budget.ignored, from: senderNameOf(fields.get("n")) };
}

/** The name in a link's `n=`, decoded and cleaned; null when there is none or it does not decode. */
function senderNameOf(encoded: string | undefined): string | null {
  if (!encoded) return null;
  try {
    return cleanSenderName(decodeURIComponent(encoded)) || null;
  } catch {
    return null;
  }
}
