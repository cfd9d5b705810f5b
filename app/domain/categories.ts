// The floor below content and lib: plain types and constants the public pages, the article build and
// the hub share. Loaded by react-router.config.ts and vite.config.ts too: no imports here.

/** Categories an editor can pick in the generator; each has a template. */
export const hubCategories = ["guides", "reviews", "lokal"] as const;
export type HubCategory = (typeof hubCategories)[number];

/** A custom topic generated without a category is filed under "allgemein", so every draft has a category. */
export const GENERAL_CATEGORY = "allgemein";
export type ArticleCategory = HubCategory | typeof GENERAL_CATEGORY;

/** The categories an article file may name: the hub's three plus "allgemein". */
export const articleCategories: readonly ArticleCategory[] = [...hubCategories, GENERAL_CATEGORY];
