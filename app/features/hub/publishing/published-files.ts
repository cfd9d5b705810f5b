import type { PublishedForHub, PublishedKey } from "./published";
import { readabilityBands } from "../drafts/types";
import type { PublishedFingerprints } from "~/features/hub/analysis/fingerprints";
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

export function isPublishedKey(value: unknown): value is PublishedKey {
  if (value === null || typeof value !== "object") return false;
  const item = value as Record<string, unknown>;
  return (
    isText(item.slug) &&
    isText(item.path) &&
    item.path.startsWith("/") &&
    isText(item.title) &&
    articleCategories.includes(item.category as PublishedKey["category"]) &&
    isText(item.focusKeyphrase) &&
    isDay(item.dateModified) &&
    isCount(item.wordCount)
  );
}

export function isPublishedFigures(value: unknown): value is PublishedForHub {
  if (!isPublishedKey(value)) return false;
  const item = value as unknown as Record<string, unknown>;
  return (
    isDay(item.datePublished) &&
    isCount(item.internalLinkCount) &&
    typeof item.seoScore === "number" &&
    readabilityBands.includes(item.readability as PublishedForHub["readability"]) &&
    (item.fleschReadingEase === null || typeof item.fleschReadingEase === "number")
  );
}

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

export function isPublishedFingerprints(value: unknown): value is PublishedFingerprints {
  if (value === null || typeof value !== "object") return false;
  const item = value as Record<string, unknown>;
  return (
    isText(item.slug) &&
    isText(item.title) &&
    Array.isArray(item.fingerprints) &&
    item.fingerprints.every((print) => Number.isInteger(print) && print >= 0 && print <= 0xffffffff)
  );
}

export function fetchPublishedFingerprints(
  fetchImpl: Fetch = (input) => fetch(input),
): Promise<PublishedFile<PublishedFingerprints>> {
  return fetchList(PUBLISHED_FINGERPRINTS_PATH, isPublishedFingerprints, fetchImpl);
}
