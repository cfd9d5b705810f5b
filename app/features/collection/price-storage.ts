/**
 * What the collector typed into "Boxen oder einzeln?" per series, kept in this browser beside the
 * collection (its own key: the collection's document and export stay as they are, ADR 0018). Read
 * defensively: anything that is not an object of short strings is ignored; storage that fails is
 * ignored too (the fields then last for the page).
 */
export const PRICES_STORAGE_KEY = "labubu-sammlung-preise:v1";

export type SeriesPrices = { box: string; single: string; secret: string };

const EMPTY: SeriesPrices = { box: "", single: "", secret: "" };
const MAX_CHARS = 400;
const MAX_SERIES = 200;

function readAll(): Record<string, SeriesPrices> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PRICES_STORAGE_KEY) ?? "{}");
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    const result: Record<string, SeriesPrices> = {};
    for (const [key, entry] of Object.entries(value).slice(0, MAX_SERIES)) {
      if (!entry || typeof entry !== "object") continue;
      const text = (field: keyof SeriesPrices) => {
        const raw = (entry as Record<string, unknown>)[field];
        return typeof raw === "string" ? raw.slice(0, MAX_CHARS) : "";
      };
      result[key] = { box: text("box"), single: text("single"), secret: text("secret") };
    }
    return result;
  } catch {
    return {};
  }
}

export function readSeriesPrices(seriesKey: string): SeriesPrices {
  const all = readAll();
  return Object.hasOwn(all, seriesKey) ? all[seriesKey]! : EMPTY;
}

export function writeSeriesPrices(seriesKey: string, prices: SeriesPrices) {
  const all = readAll();
  if (!prices.box && !prices.single && !prices.secret) delete all[seriesKey];
  else all[seriesKey] = prices;
  try {
    window.localStorage.setItem(PRICES_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Private mode or a full storage: the prices stay for this page.
  }
}
