/**
 * What the labelled corpus is made of (docs/decisions/0040, 0066): the edit types, the drafts and articles the
 * edits start from, and the research notes they bring. Test fixtures, never shown to readers.
 */
import type { PublishCheckLine } from "./publish-check";
import type { ResearchNote } from "../drafts/types";
import type { ArticleCategory } from "~/domain/categories";

/**
 * The kinds of edit. The first group came with the corpus of 76 (docs/decisions/0040); the second with the
 * edits of docs/decisions/0066, written before the check read meaning.
 */
export const editKinds = [
  "shop",
  "promise",
  "figure",
  "copy",
  "everyday",
  "reworded",
  "no-claim",
  "wording-or-note",
  "revision",
  "reversed-rule",
  "rule-kept",
  "paraphrase",
  "number-words",
  "ordinal",
  "fraction",
  "no-digits",
  "quoted-promise",
  "first-person",
  "everyday-amount",
  // Added with the issue "A claim check that reads meaning": a number beside a fact's generic words only.
  "other-subject",
] as const;
export type EditKind = (typeof editKinds)[number];

/** The day the corpus is checked on (a current fact past twelve months on it needs its Stand). */
export const CORPUS_DAY = "2026-11-26";

export type Base =
  | { draft: string; category: ArticleCategory }
  /** A published article, opened for revision (or, with `as`, its text under another title and keyphrase). */
  | { article: string; as?: { title: string; slug: string; focusKeyphrase: string; metaDescription: string } };

export type Edit =
  /** A paragraph added before the last section. */
  | { add: string }
  /** A passage replaced (it must stand in the text). */
  | { replace: string; with: string }
  /** The whole body replaced. */
  | { body: string }
  /** One sentence added `times` times, spread over the sections. */
  | { repeat: string; times: number };

export type CorpusEdit = {
  id: string;
  base: Base;
  edit: Edit;
  /** Research notes the editor added with the edit. */
  notes?: Omit<ResearchNote, "id">[];
  label: "bad" | "good";
  /** What kind of edit it is: the corpus is split so that every kind is in both halves. */
  kind: EditKind;
  /** Bad edits: the line of the check that must refuse it … */
  refusedBy?: PublishCheckLine;
  /** … and the fact its reason must quote (in the fact's words) … */
  fact?: string;
  /** … or that its reason must quote no fact: no fact is about what it says. */
  noFact?: true;
  why: string;
};

export const lokalMahue = {
  draft: "Einkaufen auf der Mariahilfer Straße: Tipps für Figuren-Sammler",
  category: "lokal",
} as const;
export const lokalFlohmarkt = { draft: "Flohmärkte in Wien: Vorsicht vor Fälschungen", category: "lokal" } as const;
export const blackFriday = { draft: "Black Friday: Angebote kritisch prüfen", category: "reviews" } as const;
export const teeth = { draft: "Labubu-Fälschungen erkennen: die neun Zähne im Detail", category: "guides" } as const;
export const online = { draft: "Fälschungen auf Online-Marktplätzen meiden", category: "guides" } as const;
export const prices = { draft: "Preisvergleich: Österreich, Asien und die USA", category: "guides" } as const;
export const secret = { draft: "Secret-Figuren: Seltenheit, Chancen und Wert", category: "guides" } as const;
export const christmas = { draft: "Labubu als Weihnachtsgeschenk: Ideen für Sammler", category: "reviews" } as const;
export const abroad = { draft: "Bestellen aus dem Ausland: Zoll und Gebühren in Österreich", category: "lokal" } as const;
export const wien = { article: "labubu-kaufen-in-wien" } as const;
export const fakes = { article: "labubu-faelschung-erkennen" } as const;
export const investment = { article: "labubu-als-wertanlage" } as const;
export const energy = { article: "labubu-big-into-energy" } as const;

/** Sample notes: example.com and example.at pages, never shipped. */
export const note = (statement: string, url: string, extra: Partial<ResearchNote> = {}) => ({
  statement,
  url,
  asOf: "2026-10-15",
  ...extra,
});

/** One note two edits rest on: the same shipping fee, stated rightly and wrongly. */
export const shippingNote = note(
  "Der Beispielhändler verlangt für den Versand nach Österreich € 4,90.",
  "https://example.com/versand",
);
