import type { PublishedForHub, PublishedKey } from "./published";
import { readabilityBands } from "../drafts/types";
import { sketchesWellFormed, type PublishedFingerprints } from "~/features/hub/analysis/fingerprints";
import { articleCategories } from "~/domain/categories";

/**
 * The hub's two files about the published articles, written by the build (app/routes.ts): the
 * tools fetch the keys when they open, the analytics tab the figures when it opens, so the hub's
 * page and first JavaScript stay the same size however many articles are published.
 */
export const PUBLISHED_KEYS_PATH = "/ai-content/veroeffentlicht.json";
export const PUBLISHED_FIGURES_PATH = "/ai-content/kennzahlen.json";
export const PUBLISHED_FINGERPRINTS_PATH = "/ai-content/fingerabdruecke.json";

/** A file's list, or `ok: false` when it could not be fetched or is not what the build writes. */
export type PublishedFile<T> = { ok: true; items: T[] } | { ok: false };

type Fetch = (input: string) => Promise<Response>;

const isText = (value: unknown): value is string => typeof value === "string";
const isDay = (value: unknown): value is string => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A guard for a JSON object each named field of which passes its check. */
function objectWith<T>(checks: Partial<Record<keyof T, (value: unknown) => boolean>>): (value: unknown) => value is T {
  return (value: unknown): value is T =>
    value !== null &&
    typeof value === "object" &&
    Object.entries(checks).every(([key, check]) =>
      (check as (value: unknown) => boolean)((value as Record<string, unknown>)[key]),
    );
}

export const isPublishedKey = objectWith<PublishedKey>({
  slug: isText,
  path: (value) => isText(value) && value.startsWith("/"),
  title: isText,
  category: (value) => articleCategories.includes(value as PublishedKey["category"]),
  focusKeyphrase: isText,
  dateModified: isDay,
  wordCount: isCount,
});

const hasFigures = objectWith<PublishedForHub>({
  datePublished: isDay,
  internalLinkCount: isCount,
  seoScore: (value) => typeof value === "number",
  readability: (value) => readabilityBands.includes(value as PublishedForHub["readability"]),
  fleschReadingEase: (value) => value === null || typeof value === "number",
});

export const isPublishedFigures = (value: unknown): value is PublishedForHub => isPublishedKey(value) && hasFigures(value);

async function fetchList<T>(path: string, isItem: (value: unknown) => value is T, fetchImpl: Fetch): Promise<PublishedFile<T>> {
  try {
    const response = await fetchImpl(path);
    if (!response.ok) return { ok: false };
    const data: unknown = await response.json();
    return Array.isArray(data) && data.every(isItem) ? { ok: true, items: data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export function fetchPublishedKeys(fetchImpl: Fetch = (input) => fetch(input)): Promise<PublishedFile<PublishedKey>> {
  return fetchList(PUBLISHED_KEYS_PATH, isPublishedKey, fetchImpl);
}

export function fetchPublishedFigures(fetchImpl: Fetch = (input) => fetch(input)): Promise<PublishedFile<PublishedForHub>> {
  return fetchList(PUBLISHED_FIGURES_PATH, isPublishedFigures, fetchImpl);
}

export const isPublishedFingerprints = objectWith<PublishedFingerprints>({
  slug: isText,
  title: isText,
  fingerprints: (value) => isText(value) && /^[A-Za-z0-9+/]*={0,2}$/.test(value) && sketchesWellFormed(value),
});

export function fetchPublishedFingerprints(
  fetchImpl: Fetch = (input) => fetch(input),
): Promise<PublishedFile<PublishedFingerprints>> {
  return fetchList(PUBLISHED_FINGERPRINTS_PATH, isPublishedFingerprints, fetchImpl);
}
