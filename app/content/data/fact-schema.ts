// The schema of the fact base's data files (docs/decisions/0042): app/content/facts/sources.yaml, the
// registry of every page the facts cite, and the fact files beside it (one per group of facts, a list of
// facts each). Each field is declared once, here; the types the site reads (Source, Fact) are inferred from
// the schemas' output. Read by the content build, the Vite plugin and the fact base's editing functions
// under Node's type stripping: relative imports with extensions only.
import * as v from "valibot";

import { dataProblems as say } from "./copy.ts";
import { at, entry, ISO_DATE, isoDate, isoDay, kebab, list, text } from "./fields.ts";
import { renderTemplate, templateProblems, type TemplateValues } from "./template.ts";

/** How sure we are: several independent reports or an official body / agreeing retail and fan sources / conflicting or single weak source. */
export const confidences = ["solid", "medium", "uncertain"] as const;
export type Confidence = (typeof confidences)[number];

/**
 * How a fact ages (docs/decisions/0022). "historical": it reports what happened or was settled at a date
 * (an event, a launch and its launch price, a record, a warning issued, a closed period's revenue, the
 * character's design, arithmetic, where a street lies) and never goes stale. "current": it states how
 * things are now (prices, where to buy, legal and tax rules, help services, what to check on a figure,
 * schedules, the newest series) and expires twelve months after its Stand.
 */
export const lifespans = ["historical", "current"] as const;
export type Lifespan = (typeof lifespans)[number];

export const topicTags = [
  "background",
  "authenticity",
  "teeth",
  "heart",
  "logo",
  "sole",
  "qr",
  "hologram",
  "uv",
  "packaging",
  "price",
  "safety",
  "market",
  "record",
  "series",
  "secret",
  "legal",
  "withdrawal",
  "import",
  "vat",
  "vienna",
  "shop",
  "fake-shop",
  "help",
  "care",
] as const;
export type TopicTag = (typeof topicTags)[number];
/** Topic tags let briefs select facts: a plain topic or one series of the catalogue. */
export type FactTag = TopicTag | `series:${string}`;

const SERIES_TAG = /^series:[a-z0-9]+(-[a-z0-9]+)*$/;
const SOURCE_KEY = /^[a-z][A-Za-z0-9]*$/;

export const sourceSchema = entry(
  {
    /** Publisher, short enough to show beside a figure: "CNN", "Watchlist Internet". */
    name: text("name"),
    /** Title of the page, where it helps to tell two pages of one publisher apart. */
    title: v.optional(text("title")),
    /** https URL of the page that states the fact. */
    url: v.pipe(
      text("url"),
      v.check((value) => URL.canParse(value) && new URL(value).protocol === "https:", say.httpsUrl("url")),
    ),
    /** ISO date (YYYY, YYYY-MM or YYYY-MM-DD) the page was published, where known. */
    published: v.optional(isoDate("published")),
    /**
     * ISO day the page was last read, for a page without a date of its own: the pages then show "abgerufen am …"
     * beside it. Only a day the repository records (a re-check of the facts that cite it, docs/fact-research.md).
     */
    accessed: v.optional(isoDay("accessed")),
  },
  "eine Quelle",
);
export type Source = v.InferOutput<typeof sourceSchema>;

/**
 * A source an editor adds (re-confirming a fact, correcting one, a new series or shop): unlike a reference work
 * already in the registry, it must carry its title and its own publication date, since a fact's Stand is the
 * date of its newest dated source.
 */
export const newSourceSchema = v.object({
  name: v.pipe(v.string(say.newSource.name), v.trim(), v.nonEmpty(say.newSource.name)),
  title: v.pipe(v.string(say.newSource.title), v.trim(), v.nonEmpty(say.newSource.title)),
  url: v.pipe(
    v.string(say.newSource.url),
    v.trim(),
    v.check((value) => URL.canParse(value) && new URL(value).protocol === "https:", say.newSource.url),
  ),
  published: v.pipe(v.string(say.newSource.published), v.trim(), v.regex(ISO_DATE, say.newSource.published)),
});
export type NewSource = v.InferOutput<typeof newSourceSchema>;

/** sources.yaml: every page the fact base cites, each under a key the facts and series name it by. */
export const sourcesFileSchema = v.record(v.pipe(v.string(), v.regex(SOURCE_KEY, say.sourceKey("Schlüssel"))), sourceSchema);
export type SourceRegistry = Readonly<Record<string, Source>>;

/**
 * A source named by its key in the registry, read as the registry's own object (so a page that cites one
 * source under several facts lists it once, and the source's data sits in one place).
 */
export const sourceRef = (registry: SourceRegistry) =>
  v.pipe(
    v.string(say.notText("Quelle")),
    v.check(
      (key) => Object.hasOwn(registry, key),
      (issue) => say.unknownSource(String(issue.input)),
    ),
    v.transform((key) => registry[key]!),
  );

const pattern = v.pipe(
  v.string(say.notText("contradictedBy")),
  v.check(
    (value) => toRegExp(value) !== undefined,
    (issue) => say.regex(String(issue.input)),
  ),
  v.transform((value) => toRegExp(value)!),
);

/**
 * A word list of an assertion: each entry a word, "*" at its end for every word it begins, "|" between words that
 * each will do ("Wochenende*|Feiertag*").
 */
const assertionWords = (field: string) => v.pipe(list(field, text(field)), v.minLength(1, say.missing(field)), v.readonly());

/**
 * What a legal or current fact asserts, so that a sentence sharing its words but saying the opposite is read as a
 * contradiction (docs/decisions/0066). `about`: the words a sentence must have (all of them, within neighbouring
 * clauses) to state this; `holds: false`: the fact negates it ("Gründe müssen Sie nicht nennen"); `opposite`: words
 * that state the converse relation ("verlängern" where holidays count); `agrees`: words that state the fact's
 * meaning without its negation ("haftet" for "gilt nicht"); `party`: who it holds for and who not (the dealer,
 * not the manufacturer); `threshold`: an amount and the side on which it holds ("below" € 150).
 */
export const assertionSchema = entry(
  {
    about: assertionWords("about"),
    holds: v.optional(v.boolean(say.choice("holds", ["true", "false"]))),
    opposite: v.optional(assertionWords("opposite")),
    agrees: v.optional(assertionWords("agrees")),
    party: v.optional(entry({ is: text("party.is"), not: text("party.not") }, "eine Partei (is, not)")),
    threshold: v.optional(
      entry(
        {
          value: v.number(say.notNumber("threshold.value")),
          side: v.picklist(["below", "above"], say.choice("threshold.side", ["below", "above"])),
        },
        "eine Schwelle (value, side)",
      ),
    ),
  },
  "eine Aussage",
);
export type Assertion = v.InferOutput<typeof assertionSchema>;

/** "/Zoll … 150/iu" as a RegExp; undefined when it is none. */
function toRegExp(written: string): RegExp | undefined {
  const match = /^\/(.+)\/([a-z]*)$/su.exec(written);
  if (!match) return undefined;
  try {
    return new RegExp(match[1]!, match[2]);
  } catch {
    return undefined;
  }
}

const tag = v.union(
  [v.picklist(topicTags), v.custom<`series:${string}`>((value) => typeof value === "string" && SERIES_TAG.test(value))],
  (issue) => say.unknownTag(String(issue.input), topicTags),
);

const values = v.pipe(v.record(v.string(), v.union([v.number(), v.string()], say.notText("values"))), v.readonly());

/** The placeholder that names a fact's first source in its sentences ("laut {source}"): no value may take its name. */
export const SOURCE_PLACEHOLDER = "source";

/** A fact as its file states it: sentences as templates over its values (app/content/data/template.ts). */
const factEntry = (registry: SourceRegistry) =>
  entry(
    {
      /** Stable id (kebab-case); briefs and tests refer to it. */
      id: kebab("id"),
      /** A complete, neutral German sentence a generator can quote (Sie-form where it addresses the reader). */
      statement: text("statement"),
      /**
       * Further complete sentences that state this fact, each no more than its sources state (docs/decisions/0035),
       * each under a name briefs quote it by. Several wordings let drafts on different topics say it differently.
       */
      wordings: v.optional(
        v.record(
          kebab("wordings", (issue) => say.wordingName(String(issue.input))),
          text("wordings"),
        ),
      ),
      /** The figures the sentences state, as numbers and ISO dates; the sentences name them as {placeholders}. */
      values: v.optional(values),
      /**
       * Claims that contradict the fact and were written before (the customs threshold before July 2026), as
       * "/pattern/flags": a sentence that matches one is a contradiction the claim check names.
       */
      contradictedBy: v.optional(v.pipe(list("contradictedBy", pattern), v.readonly())),
      /**
       * The name a sentence must use to be about this fact (a series' name): the claim check compares a sentence that
       * does not name it with other facts only, however many of this fact's words and figures it shares.
       */
      subject: v.optional(text("subject")),
      /** What the fact asserts, in a structured form (docs/decisions/0066): legal and current facts. */
      asserts: v.optional(v.pipe(list("asserts", assertionSchema), v.readonly())),
      sources: v.pipe(list("sources", sourceRef(registry)), v.minLength(1, say.noSource), v.readonly()),
      lifespan: v.picklist(lifespans, say.choice("lifespan", lifespans)),
      /**
       * A current fact's "Stand": the publication date of the newest dated source that states it. A historical
       * fact may carry the date of its event here.
       */
      asOf: v.optional(isoDate("asOf")),
      /**
       * ISO day a current fact whose Stand was over twelve months old was re-checked without finding a newer
       * dated source: the pages then show "Stand … – nicht neu bestätigt" next to it.
       */
      notReconfirmed: v.optional(isoDay("notReconfirmed")),
      confidence: v.picklist(confidences, say.choice("confidence", confidences)),
      tags: v.pipe(list("tags", tag), v.readonly()),
    },
    "ein Fakt",
  );

type FactEntry = v.InferOutput<ReturnType<typeof factEntry>>;

/** The fact with its templates written out: what the site, the generator and the claim check read. */
function written(entry: FactEntry) {
  const { statement, wordings, values: given, contradictedBy, ...rest } = entry;
  // {source} names the fact's first source, the one that states its values: a correction that cites a new
  // source moves every sentence's "laut …" with it.
  const valuesOf: TemplateValues = { ...given, [SOURCE_PLACEHOLDER]: rest.sources[0]?.name ?? "" };
  const names = wordings ? Object.keys(wordings) : [];
  return {
    ...rest,
    statement: renderTemplate(statement, valuesOf),
    ...(names.length > 0
      ? {
          wordings: names.map((name) => renderTemplate(wordings![name]!, valuesOf)) as readonly string[],
          wordingNames: names as readonly string[],
        }
      : {}),
    ...(contradictedBy ? { contradictedBy } : {}),
    ...(given ? { values: given } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * Templates that name a value the fact lacks, and the rules between fields, as issues on their fields. Run
 * even when another field has a problem (so a file shows every problem at once): it reads what is there.
 */
const checkedFact = (registry: SourceRegistry) =>
  v.pipe(
    factEntry(registry),
    v.rawCheck(({ dataset, addIssue }) => {
      const raw = dataset.value as unknown;
      if (!isRecord(raw)) return;
      const valuesOf = { ...(isRecord(raw.values) ? raw.values : {}), [SOURCE_PLACEHOLDER]: "Quelle" } as TemplateValues;
      if (isRecord(raw.values) && Object.hasOwn(raw.values, SOURCE_PLACEHOLDER))
        addIssue({ message: say.sourceIsNoValue, path: [at(raw, "values")] });
      if (typeof raw.statement === "string")
        for (const message of templateProblems(raw.statement, valuesOf, [SOURCE_PLACEHOLDER]))
          addIssue({ message, path: [at(raw, "statement")] });
      if (isRecord(raw.wordings))
        for (const [name, template] of Object.entries(raw.wordings))
          if (typeof template === "string")
            for (const message of templateProblems(template, valuesOf, [SOURCE_PLACEHOLDER]))
              addIssue({ message, path: [at(raw, "wordings"), at(raw.wordings, name)] });
      if (raw.lifespan === "current" && raw.asOf === undefined)
        addIssue({ message: say.currentNeedsStand, path: [at(raw, "lifespan")] });
      if (raw.notReconfirmed !== undefined && raw.lifespan !== "current")
        addIssue({ message: say.notReconfirmedOnlyCurrent, path: [at(raw, "notReconfirmed")] });
    }),
    v.transform(written),
  );

/** A fact file: a list of facts, each id once. */
export const factFileSchema = (registry: SourceRegistry) =>
  v.pipe(
    list("Fakten", checkedFact(registry)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const seen = new Set<string>();
      dataset.value.forEach((fact, index) => {
        if (seen.has(fact.id))
          addIssue({
            message: say.duplicateId(fact.id),
            path: [{ type: "array", origin: "value", input: dataset.value, key: index, value: fact }],
          });
        seen.add(fact.id);
      });
    }),
  );

/**
 * A fact of the sourced fact base, as the site reads it. `wordings` and `wordingNames` run in step: the
 * wording a brief names "laut-kurier" is `wordings[wordingNames.indexOf("laut-kurier")]`.
 */
export type Fact = v.InferOutput<ReturnType<typeof checkedFact>>;
