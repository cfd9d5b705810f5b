// Editing the fact base as an editor would, without a developer (docs/decisions/0042): re-confirm a fact with a
// newer dated source, correct a value, add a series or a shop, and find the published articles that state a
// value about to change. Each edit returns the new text of every file it touches after checking it with the
// same schemas the content build uses, or German problems and no change at all. Pure functions: the caller
// reads the files (`read`) and writes the changes (the hub's write API commits them). A server module imports
// this file directly under Node's type stripping: relative imports with extensions, erasable syntax only.
import * as v from "valibot";
import { Document as YAMLDocument, isMap, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";

import { dataProblems, editProblems as say, staleMarker } from "./copy.ts";
import { editRequestProblems, seriesFormCopy } from "./edit-copy.ts";
import { dataListModule, keysInList, seriesList } from "./data-list.ts";
import {
  factFileSchema,
  SOURCE_PLACEHOLDER,
  newSourceSchema,
  sourcesFileSchema,
  type Fact,
  type NewSource,
  type SourceRegistry,
} from "./fact-schema.ts";
import { endOfPeriod } from "../facts/lookup.ts";
import type { PhotoRef } from "../../domain/photos.ts";
import { factBasePaths, factFileNames, factFilePath, seriesFilePath, type FactFileName } from "./paths.ts";
import { checkDataFile, type DataProblem } from "./read.ts";
import { seriesFileSchema, type CorrectableField } from "./series-schema.ts";
import { parseTemplate, renderPart, renderTemplate, type TemplateValues } from "./template.ts";

export type { NewSource };

/** Reads a file of the project by its path relative to the project ("app/content/facts/market.yaml"). */
export type ReadFile = (path: string) => string;
export type FileChange = { path: string; text: string };
/** An edit: the files to write, or why it cannot be made (German, with file and line where a file is at fault). */
export type Edit = { ok: true; changes: FileChange[] } | { ok: false; problems: string[] };

/** How every data file is written, so an edited file stays as the formatter keeps it (no folded lines). */
const WRITE = { lineWidth: 0, flowCollectionPadding: false } as const;

const refused = (...problems: string[]): Edit => ({ ok: false, problems });
const said = (problems: readonly DataProblem[]) => problems.map((p) => dataProblems.at(p.file, p.line, p.message));

/** A source as the editor gives it, checked: every field, and a date that has come. */
function checkSource(input: unknown, today: string): { ok: true; source: NewSource } | { ok: false; problems: string[] } {
  const result = v.safeParse(newSourceSchema, input);
  if (!result.success) return { ok: false, problems: [...new Set(result.issues.map((issue) => issue.message))] };
  // "2026-12" has not come on 2026-11-27, "2026-11" has: a period counts from its first day.
  const { published } = result.output;
  if (published > today.slice(0, published.length)) return { ok: false, problems: [say.inFuture(published)] };
  return { ok: true, source: result.output };
}

const words = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);

/** A registry key for a new source: its publisher and the first words of its title ("kurierLabubuPreise"). */
function keyFor(source: NewSource, registry: SourceRegistry): string {
  const parts = [...words(source.name).slice(0, 2), ...words(source.title).slice(0, 2)];
  const base = parts
    .map((part, index) => (index === 0 ? part.toLowerCase() : part[0]!.toUpperCase() + part.slice(1).toLowerCase()))
    .join("");
  const start = /^[a-z]/.test(base) ? base : `quelle${base}`;
  let key = start;
  for (let n = 2; Object.hasOwn(registry, key); n++) key = `${start}${n}`;
  return key;
}

/** The registry and its document, ready to take new sources. */
function registryOf(read: ReadFile) {
  const text = read(factBasePaths.sources);
  const checked = checkDataFile(sourcesFileSchema, text, factBasePaths.sources);
  if (!checked.ok) throw new Error(said(checked.problems).join("\n"));
  const document = parseDocument(text);
  const added: Record<string, NewSource> = {};
  let updated = false;
  return {
    registry: checked.value,
    /** The key of a source: the registry's own for a URL it holds, else a new entry. */
    keyOf(source: NewSource): string {
      const known = Object.entries({ ...checked.value, ...added }).find(([, entry]) => entry.url === source.url);
      if (known) {
        // The editor has just read the page: what they entered (its title, publisher and date) is kept.
        const node = (document.contents as YAMLMap).get(known[0], true);
        if (isMap(node)) {
          for (const field of ["name", "title", "published"] as const) {
            if (node.get(field) !== source[field]) {
              node.set(field, source[field]);
              updated = true;
            }
          }
        }
        return known[0];
      }
      const key = keyFor(source, { ...checked.value, ...added });
      added[key] = source;
      const node = document.createNode({ name: source.name, title: source.title, url: source.url, published: source.published });
      const pair = document.createPair(key, node);
      (pair.key as { spaceBefore?: boolean }).spaceBefore = true;
      (document.contents as YAMLMap).items.push(pair);
      return key;
    },
    /** The registry's new text, when a source was added. */
    change(): FileChange | undefined {
      return Object.keys(added).length || updated ? { path: factBasePaths.sources, text: document.toString(WRITE) } : undefined;
    },
  };
}

/** The fact file that holds `factId`, with its document and the fact's node. */
function findFact(read: ReadFile, factId: string) {
  for (const name of factFileNames) {
    const path = factFilePath(name);
    const document = parseDocument(read(path));
    const node = (document.contents as YAMLSeq).items.find((item) => isMap(item) && item.get("id") === factId) as
      YAMLMap | undefined;
    if (node) return { name, path, document, node };
  }
  return undefined;
}

/** Checks an edited fact file with the build's schema and returns the fact as the site reads it. */
function checkedFact(path: string, text: string, registry: SourceRegistry, factId: string) {
  const checked = checkDataFile(factFileSchema(registry), text, path);
  if (!checked.ok) return { ok: false as const, problems: said(checked.problems) };
  return { ok: true as const, fact: checked.value.find((fact) => fact.id === factId)! };
}

/** The registry as it would read with the new sources (for checking a fact that cites them). */
function registryAfter(change: FileChange | undefined, registry: SourceRegistry) {
  if (!change) return { ok: true as const, registry };
  const checked = checkDataFile(sourcesFileSchema, change.text, change.path);
  return checked.ok ? { ok: true as const, registry: checked.value } : { ok: false as const, problems: said(checked.problems) };
}

/**
 * Adds a source to a fact node's `sources` and moves its Stand. A re-confirmation adds it as the last one (a brief's
 * {source:…} link keeps its first); a correction puts it first, as the source of the value the fact now states,
 * and drops the sources that stated the old value unless the fact has other values they state.
 */
function citeAndDate(node: YAMLMap, key: string, source: NewSource, role: "confirms" | "corrects" = "confirms") {
  const sources = node.get("sources", true);
  if (isSeq(sources) && role === "corrects") {
    const values = node.get("values");
    const others = isMap(values) && values.items.length > 1;
    const kept = others ? sources.items.filter((item) => String((item as { value?: unknown }).value ?? item) !== key) : [];
    sources.items = [];
    sources.add(key);
    for (const item of kept) sources.items.push(item);
  } else if (isSeq(sources)) sources.add(key);
  if (node.get("lifespan") === "current") {
    const asOf = node.get("asOf") as string | undefined;
    if (!asOf || endOfPeriod(source.published) > endOfPeriod(asOf)) node.set("asOf", source.published);
    if (node.get("asOf") === source.published) node.delete("notReconfirmed");
  }
}

/**
 * Re-confirms a current fact with a newer dated source: the source joins the registry (or is found there by its
 * URL) and the fact's sources, the fact's Stand becomes the source's date, and "nicht neu bestätigt" goes.
 * `today` ("YYYY-MM-DD") refuses a date that has not come.
 */
export function reconfirmFact(read: ReadFile, factId: string, input: NewSource, today: string): Edit {
  const source = checkSource(input, today);
  if (!source.ok) return refused(...source.problems);
  const found = findFact(read, factId);
  if (!found) return refused(factId.startsWith("series-") ? say.seriesFact(factId) : say.unknownFact(factId));
  if (found.node.get("lifespan") !== "current") return refused(say.historical(factId));
  const asOf = String(found.node.get("asOf") ?? "");
  if (asOf && endOfPeriod(source.source.published) <= endOfPeriod(asOf))
    return refused(say.notNewer(source.source.published, asOf));
  const registry = registryOf(read);
  const key = registry.keyOf(source.source);
  if ((found.node.get("sources") as YAMLSeq).items.some((item) => String((item as { value?: unknown }).value ?? item) === key))
    return refused(say.alreadyCited);
  citeAndDate(found.node, key, source.source);
  const { fact: _fact, ...edit } = finish(found.path, found.document, registry, factId);
  return edit as Edit;
}

/** The changes of an edit to one fact file, checked with the build's schemas, and the fact as it then reads. */
function finish(
  path: string,
  document: Document,
  registry: ReturnType<typeof registryOf>,
  factId: string,
): Edit & { fact?: Fact } {
  const sources = registry.change();
  const after = registryAfter(sources, registry.registry);
  if (!after.ok) return refused(...after.problems);
  const text = document.toString(WRITE);
  const checked = checkedFact(path, text, after.registry, factId);
  if (!checked.ok) return refused(...checked.problems);
  return { ok: true, changes: [{ path, text }, ...(sources ? [sources] : [])], fact: checked.fact };
}

/** A published article as the editing functions read it: its slug and title, and its Markdown (front matter or not). */
export type PublishedText = { slug: string; title: string; markdown: string };
/** An article that states a fact's value as it is now, with the sentences that do. */
export type ArticleMention = { slug: string; title: string; sentences: string[] };

/** Text as the comparison reads it: no-break spaces as spaces, a Stand in brackets left out, links as their words. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s*\([^()]*\bStand\b[^()]*\)/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
}

/** Sentences, roughly: an ordinal ("am 10. Juni") does not end one. */
const sentencesOf = (text: string) => plain(text).split(/(?<!\b\d{1,2}\.)(?<=[.!?])\s+(?=[€A-ZÄÖÜ„"0-9])/u);
const contentWords = (text: string) =>
  new Set(
    plain(text)
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((word) => word.length >= 5),
  );

/** What a fact entry's templates are written with: its values, and {source}, the name of its first source. */
function templateValuesOf(node: YAMLMap, read: ReadFile): TemplateValues {
  const values = ((node.get("values") as YAMLMap | undefined)?.toJSON() ?? {}) as TemplateValues;
  const first = (node.get("sources") as YAMLSeq | undefined)?.items[0];
  const key = first === undefined ? undefined : String((first as { value?: unknown }).value ?? first);
  const registry = registryOf(read).registry;
  const name = key && Object.hasOwn(registry, key) ? registry[key]!.name : "";
  return { ...values, [SOURCE_PLACEHOLDER]: name };
}

/** The sentences a fact entry states with `key` in them, written with its current values, and the value as they write it. */
function statedWith(node: YAMLMap, key: string, read: ReadFile): { sentences: string[]; tokens: string[] } {
  const values = node.get("values") ? templateValuesOf(node, read) : undefined;
  const templates = [
    String(node.get("statement")),
    ...Object.values(((node.get("wordings") as YAMLMap | undefined)?.toJSON() ?? {}) as Record<string, string>),
  ];
  const sentences: string[] = [];
  const tokens = new Set<string>();
  for (const template of templates) {
    const parts = parseTemplate(template);
    const naming = parts.filter((part) => typeof part !== "string" && part.value === key);
    if (naming.length === 0 || !values) continue;
    sentences.push(plain(renderTemplate(template, values)));
    for (const part of naming) tokens.add(plain(renderPart(part, values)));
  }
  return { sentences, tokens: [...tokens].filter(Boolean) };
}

/**
 * The published articles whose text states the fact's value `key` as the fact base holds it now: a sentence
 * of the fact in its own words (a Stand in brackets aside), or the value as the fact writes it in a sentence
 * that shares at least two longer words with one of the fact's sentences. Run before a correction, these are
 * the articles the new value contradicts: they are listed for revision.
 */
export function articlesStatingValue(
  read: ReadFile,
  factId: string,
  key: string,
  articles: readonly PublishedText[],
): ArticleMention[] {
  const found = findFact(read, factId);
  if (!found) return [];
  const { sentences, tokens } = statedWith(found.node, key, read);
  const vocabulary = sentences.map(contentWords);
  return articles.flatMap((article) => {
    const body = article.markdown.replace(/^---\n[\s\S]*?\n---\n/, "");
    const flat = plain(body);
    const exact = sentences.filter((sentence) => flat.includes(sentence));
    const near = sentencesOf(body).filter((sentence) => {
      if (!tokens.some((token) => sentence.includes(token))) return false;
      if (exact.some((stated) => sentence.includes(stated) || stated.includes(sentence))) return false;
      const own = contentWords(sentence);
      return vocabulary.some((words) => [...words].filter((word) => own.has(word)).length >= 2);
    });
    const all = [...new Set([...exact, ...near])];
    return all.length ? [{ slug: article.slug, title: article.title, sentences: all }] : [];
  });
}

/** Every sentence a fact entry writes (its statement and wordings, with its current values), without end marks. */
function sentencesWritten(node: YAMLMap, read: ReadFile): string[] {
  const values = templateValuesOf(node, read);
  const templates = [
    String(node.get("statement")),
    ...Object.values(((node.get("wordings") as YAMLMap | undefined)?.toJSON() ?? {}) as Record<string, string>),
  ];
  return [
    ...new Set(
      templates.flatMap((template) =>
        sentencesOf(renderTemplate(template, values)).map((sentence) => sentence.replace(/[.!?]$/u, "")),
      ),
    ),
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A published article file as the marker removal reads it: its path in the project and its Markdown. */
export type ArticleFile = { path: string; markdown: string };

/**
 * After a re-confirmation: the published articles whose text states the fact with its Stand as stale,
 * "(Stand Juli 2025 – nicht neu bestätigt)" right after one of the fact's sentences (docs/decisions/0043),
 * with that marker taken out. A fact that is current again needs no Stand in the text (0035), and the page
 * is the committed file (0037): the re-confirmation commits these files with the fact.
 */
export function articlesWithoutStaleMarker(read: ReadFile, factId: string, articles: readonly ArticleFile[]): FileChange[] {
  const found = findFact(read, factId);
  if (!found || found.node.get("notReconfirmed") !== undefined) return [];
  const markers = sentencesWritten(found.node, read).map(
    (sentence) =>
      new RegExp(
        `(${escapeRegExp(sentence).replace(/\s+/gu, "\\s+")})\\s*\\(${staleMarker.asOf} [^()]*?\\s–\\s${escapeRegExp(staleMarker.notReconfirmed)}\\)`,
        "gu",
      ),
  );
  return articles.flatMap((article) => {
    const markdown = markers.reduce((text, marker) => text.replace(marker, "$1"), article.markdown);
    return markdown === article.markdown ? [] : [{ path: article.path, text: markdown }];
  });
}

export type Correction = Edit & { before?: Fact; after?: Fact; revise?: ArticleMention[] };

/**
 * Corrects one value of a fact (a number stays a number): the fact's sentences follow, since they are written
 * from it. The source that states the new value becomes the fact's first (its pages cite it); a preview may come
 * without one. With the published articles, the result lists those that state the value as it was: the correction
 * contradicts them.
 */
export function correctFactValue(
  read: ReadFile,
  factId: string,
  key: string,
  value: number | string,
  options: { today: string; source?: NewSource; articles?: readonly PublishedText[]; preview?: boolean },
): Correction {
  // A correction that goes out names the source of its new value; only its preview may come without one.
  if (!options.source && !options.preview) return refused(say.correctionSource);
  const found = findFact(read, factId);
  if (!found) return refused(factId.startsWith("series-") ? say.seriesFact(factId) : say.unknownFact(factId));
  const values = found.node.get("values") as YAMLMap | undefined;
  const current = values?.get(key);
  if (!values || current === undefined)
    return refused(say.unknownValue(key, values ? Object.keys(values.toJSON() as object) : []));
  if (typeof current !== typeof value) return refused(say.valueKind(key));
  if (current === value) return refused(say.unchanged(key));
  const registry = registryOf(read);
  const before = checkedFact(found.path, read(found.path), registry.registry, factId);
  values.set(key, value);
  if (options.source) {
    const source = checkSource(options.source, options.today);
    if (!source.ok) return refused(...source.problems);
    citeAndDate(found.node, registry.keyOf(source.source), source.source, "corrects");
  }
  const { fact: after, ...edit } = finish(found.path, found.document, registry, factId);
  if (!edit.ok) return edit as Edit;
  return {
    ...(edit as Edit),
    ...(before.ok ? { before: before.fact } : {}),
    ...(after ? { after } : {}),
    ...(options.articles ? { revise: articlesStatingValue(read, factId, key, options.articles) } : {}),
  };
}

/** A source of a new entry: a key of the registry, or a new source with its title and date. */
export type SourceInput = string | NewSource;
type FieldInput<T> = { value: T; confidence: "solid" | "medium"; sources: readonly SourceInput[] };

export type NewSeries = {
  key: string;
  name: string;
  alsoKnownAs?: string;
  format?: FieldInput<string>;
  releases: FieldInput<readonly { date: string; market?: string }[]>;
  regularCount?: FieldInput<string>;
  figuresPerSet: number;
  hasSecret: boolean;
  regularNames?: FieldInput<{ names: readonly string[]; partial: boolean }>;
  secretName?: FieldInput<string>;
  secretOdds?: FieldInput<number>;
  sizeCm?: FieldInput<number>;
  prices?: readonly { amount: number; high?: number; currency: string; where: string; asOf: string; source: SourceInput }[];
  checks?: readonly string[];
  /** The general checks that apply; the three every series shares when not given. */
  checkFactIds?: readonly string[];
  /** The operator's own photos (docs/decisions/0048, 0053): of the series, and of figures by id. */
  photo?: PhotoRef;
  figurePhotos?: Readonly<Record<string, PhotoRef>>;
};

const GENERAL_CHECKS = ["authenticity-teeth", "authenticity-qr", "authenticity-hologram"] as const;

/** The ids of the facts in the fact files (for the checks a series names). */
function factIds(read: ReadFile): Set<string> {
  return new Set(
    factFileNames.flatMap((name: FactFileName) =>
      ((parseDocument(read(factFilePath(name))).toJSON() ?? []) as { id?: string }[]).map((fact) => String(fact.id)),
    ),
  );
}

/**
 * Adds a series to the catalogue: its file (series/<key>.yaml), the new sources in the registry and the series
 * list module. At least one source must be new and dated; every field with a value names its sources.
 */
export function addSeries(read: ReadFile, series: NewSeries, today: string): Edit {
  const list = read(factBasePaths.seriesList);
  const keys = keysInList(list, seriesList);
  if (keys.includes(series.key)) return refused(say.seriesExists(series.key));
  const registry = registryOf(read);
  const problems: string[] = [];
  let dated = 0;
  const keyOf = (input: SourceInput): string => {
    if (typeof input === "string") {
      if (!Object.hasOwn(registry.registry, input)) problems.push(say.unknownSourceKey(input));
      return input;
    }
    const source = checkSource(input, today);
    if (!source.ok) {
      problems.push(...source.problems);
      return "";
    }
    dated++;
    return registry.keyOf(source.source);
  };
  const field = <T>(input: FieldInput<T> | undefined) =>
    input ? { value: input.value, confidence: input.confidence, sources: input.sources.map(keyOf) } : { value: null };
  const checkFactIds = [...(series.checkFactIds ?? GENERAL_CHECKS)];
  const known = factIds(read);
  for (const id of checkFactIds) if (!known.has(id)) problems.push(say.unknownCheck(id));
  const entry = {
    key: series.key,
    name: series.name,
    ...(series.alsoKnownAs ? { alsoKnownAs: series.alsoKnownAs } : {}),
    format: field(series.format),
    releases: field(series.releases),
    regularCount: field(series.regularCount),
    figuresPerSet: series.figuresPerSet,
    hasSecret: series.hasSecret,
    regularNames: field(series.regularNames),
    secretName: field(series.secretName),
    secretOdds: field(series.secretOdds),
    sizeCm: field(series.sizeCm),
    prices: (series.prices ?? []).map((price) => ({ ...price, source: keyOf(price.source) })),
    checks: [...(series.checks ?? [])],
    checkFactIds,
    ...(series.photo ? { photo: { ...series.photo } } : {}),
    ...(series.figurePhotos ? { figurePhotos: { ...series.figurePhotos } } : {}),
  };
  if (dated === 0) problems.push(say.noDatedSource);
  if (problems.length) return refused(...new Set(problems));
  const path = seriesFilePath(series.key);
  const text = seriesFileText(entry, series.name);
  const sources = registry.change();
  const after = registryAfter(sources, registry.registry);
  if (!after.ok) return refused(...after.problems);
  const checked = checkDataFile(seriesFileSchema(after.registry), text, path);
  if (!checked.ok) return refused(...said(checked.problems));
  return {
    ok: true,
    changes: [
      { path, text },
      ...(sources ? [sources] : []),
      { path: factBasePaths.seriesList, text: dataListModule([...keys, series.key], seriesList) },
    ],
  };
}

/** Where each field stands in a series file. */
const SERIES_FILE_FIELD = {
  release: "releases",
  figures: "regularNames",
  secretName: "secretName",
  secretOdds: "secretOdds",
  sizeCm: "sizeCm",
} as const satisfies Record<CorrectableField, string>;

export type SeriesCorrectionInput = {
  key: string;
  field: CorrectableField;
  /** As the form gives it: a date, a name, a number (comma or point), or the figures' names one per line. */
  value: string;
  source: NewSource;
  confidence: "solid" | "medium";
};
export type SeriesCorrection = Edit & { name?: string; before?: string; after?: string };

type SeriesEntry = {
  name: string;
  figuresPerSet: number;
  hasSecret: boolean;
  releases: { value: { date: string; market?: string }[] | null };
  regularNames: { value: { names: string[]; partial: boolean } | null };
  secretName: { value: string | null };
  secretOdds: { value: number | null };
  sizeCm: { value: number | null };
};

/** A field's value as the review list and the commit say it ("—" where no source established one). */
function shownSeriesValue(entry: SeriesEntry, field: CorrectableField): string {
  const value = {
    release: entry.releases.value?.[0]?.date,
    figures: entry.regularNames.value?.names.join(", "),
    secretName: entry.secretName.value,
    secretOdds: entry.secretOdds.value === null ? null : seriesFormCopy.odds(entry.secretOdds.value),
    sizeCm: entry.sizeCm.value === null ? null : String(entry.sizeCm.value),
  }[field];
  return value ?? "—";
}

/** The new value of a field from what the editor typed, or the German problem with it. */
function seriesValue(
  entry: SeriesEntry,
  field: CorrectableField,
  typed: string,
): { ok: true; value: unknown } | { ok: false; problem: string } {
  const text = typed.trim();
  const number = Number(text.replace(",", "."));
  switch (field) {
    case "release":
      if (!/^\d{4}-\d{2}(?:-\d{2})?$/.test(text)) return { ok: false, problem: editRequestProblems.release };
      // The first release moves; a later one (another market) stays.
      return { ok: true, value: [{ ...entry.releases.value?.[0], date: text }, ...(entry.releases.value?.slice(1) ?? [])] };
    case "figures": {
      const names = text
        .split("\n")
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length === 0 || names.some((name) => name.length > 60))
        return { ok: false, problem: editRequestProblems.figures };
      if (names.length !== entry.figuresPerSet)
        return { ok: false, problem: say.seriesFigureCount(entry.name, entry.figuresPerSet) };
      return { ok: true, value: { names, partial: false } };
    }
    case "secretName":
      if (!entry.hasSecret) return { ok: false, problem: say.seriesNoSecret(entry.name) };
      if (!text || text.length > 60) return { ok: false, problem: editRequestProblems.secretName };
      return { ok: true, value: text };
    case "secretOdds":
      if (!entry.hasSecret) return { ok: false, problem: say.seriesNoSecret(entry.name) };
      if (!Number.isInteger(number) || number < 2) return { ok: false, problem: editRequestProblems.odds };
      return { ok: true, value: number };
    case "sizeCm":
      if (!text || !Number.isFinite(number) || number < 1 || number > 100)
        return { ok: false, problem: editRequestProblems.size };
      return { ok: true, value: number };
  }
}

/**
 * Corrects one field of a catalogue series (docs/decisions/0092): its value, and as its only source the dated source
 * that states the new value — the sources that stated the old one no longer stand beside it. The series' other
 * fields keep theirs. The figures may be renamed, not counted anew: "Meine Sammlung" keeps ticks by figure.
 */
export function correctSeries(read: ReadFile, input: SeriesCorrectionInput, today: string): SeriesCorrection {
  const keys = keysInList(read(factBasePaths.seriesList), seriesList);
  if (!keys.includes(input.key)) return refused(say.seriesMissing(input.key));
  const source = checkSource(input.source, today);
  if (!source.ok) return refused(...source.problems);
  const path = seriesFilePath(input.key);
  const document = parseDocument(read(path));
  const entry = document.toJSON() as SeriesEntry;
  const value = seriesValue(entry, input.field, input.value);
  if (!value.ok) return refused(value.problem);
  const label = seriesFormCopy.fields[input.field];
  const before = shownSeriesValue(entry, input.field);
  const registry = registryOf(read);
  const key = registry.keyOf(source.source);
  const node = document.createNode({ value: value.value, confidence: input.confidence, sources: [key] }) as YAMLMap;
  const sources = node.get("sources", true);
  if (isSeq(sources)) sources.flow = true;
  document.set(SERIES_FILE_FIELD[input.field], node);
  const after = shownSeriesValue(document.toJSON() as SeriesEntry, input.field);
  if (after === before) return refused(say.seriesUnchanged(label));
  const registryChange = registry.change();
  const registered = registryAfter(registryChange, registry.registry);
  if (!registered.ok) return refused(...registered.problems);
  const text = document.toString(WRITE);
  const checked = checkDataFile(seriesFileSchema(registered.registry), text, path);
  if (!checked.ok) return refused(...said(checked.problems));
  return {
    ok: true,
    changes: [{ path, text }, ...(registryChange ? [registryChange] : [])],
    name: entry.name,
    before,
    after,
  };
}

/** A series file as the catalogue's files are written: source lists on one line, open fields as `value: null`. */
function seriesFileText(entry: Record<string, unknown>, name: string): string {
  const document = new YAMLDocument(entry);
  document.commentBefore = ` The series ${name} in the catalogue (/serien#${String(entry.key)}). Every field with its sources and confidence;\n a field no source establishes is "value: null" and shows as „nicht gesichert“ (docs/decisions/0042).`;
  for (const pair of (document.contents as YAMLMap).items) {
    const node = pair.value;
    if (isMap(node)) {
      const sources = node.get("sources", true);
      if (isSeq(sources)) sources.flow = true;
    }
    if ((pair.key as { value?: string }).value === "checkFactIds" && isSeq(node)) node.flow = true;
  }
  return document.toString(WRITE);
}

export type NewShop = {
  /** Kebab-case id; "vienna-shop-<name>" when not given. */
  id?: string;
  name: string;
  address: string;
  /** What the source states about the shop, a German sentence naming it as {shop} and its address as {address}. */
  statement: string;
  source: NewSource;
  confidence: "solid" | "medium";
};

/**
 * Adds a shop the source names, with its address, as a current fact of app/content/facts/vienna.yaml (tags
 * "vienna" and "shop"): its Stand is the source's date, so the shop is marked for a re-check after twelve months.
 */
export function addShop(read: ReadFile, shop: NewShop, today: string): Edit {
  const source = checkSource(shop.source, today);
  if (!source.ok) return refused(...source.problems);
  if (!shop.statement.includes("{shop}") || !shop.statement.includes("{address}")) return refused(say.shopPlaceholders);
  const id = shop.id ?? `vienna-shop-${words(shop.name).join("-").toLowerCase()}`;
  if (factIds(read).has(id)) return refused(say.idExists(id));
  const path = factFilePath("vienna");
  const document = parseDocument(read(path));
  const registry = registryOf(read);
  const key = registry.keyOf(source.source);
  const node = document.createNode({
    id,
    values: { shop: shop.name, address: shop.address },
    statement: shop.statement,
    sources: [key],
    lifespan: "current",
    asOf: source.source.published,
    confidence: shop.confidence,
    tags: ["vienna", "shop"],
  }) as YAMLMap;
  for (const name of ["sources", "tags"]) {
    const list = node.get(name, true);
    if (isSeq(list)) list.flow = true;
  }
  node.spaceBefore = true;
  (document.contents as YAMLSeq).items.push(node);
  const { fact: _fact, ...edit } = finish(path, document, registry, id);
  return edit as Edit;
}

/**
 * Whether a fact is a shop as "Geschäft hinzufügen" writes it: in the Vienna facts, tagged "shop", with the shop's
 * name and address as its values. The site's own shops (the official webshop, the shop Viennese media named) are
 * facts of the market with copy of their own, and are not.
 */
export function isAddedShop(fact: Pick<Fact, "tags" | "values">, file: string): boolean {
  return (
    file === "vienna" &&
    Boolean(fact.tags?.includes("shop")) &&
    typeof fact.values?.shop === "string" &&
    typeof fact.values.address === "string"
  );
}

/**
 * Removes a shop the newsroom added (isAddedShop) from app/content/facts/vienna.yaml; its source stays in the
 * registry, as every source ever cited does. Any other fact is refused.
 */
export function removeShop(read: ReadFile, factId: string): Edit & { name?: string } {
  const path = factFilePath("vienna");
  const document = parseDocument(read(path));
  const items = (document.contents as YAMLSeq).items;
  const index = items.findIndex((item) => isMap(item) && item.get("id") === factId);
  const node = items[index];
  if (!isMap(node)) {
    const elsewhere = factIds(read).has(factId);
    return refused(elsewhere ? say.shopFixed(factId) : say.shopMissing(factId));
  }
  const fact = node.toJSON() as Pick<Fact, "tags" | "values">;
  const name = String(fact.values?.shop ?? factId);
  if (!isAddedShop(fact, "vienna")) return refused(say.shopFixed(name));
  items.splice(index, 1);
  return { ok: true, changes: [{ path, text: document.toString(WRITE) }], name };
}
