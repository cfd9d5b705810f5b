// The schema of a topic brief, app/features/hub/copy/briefs/<list>/<topic>.yaml (docs/decisions/0042): what
// one article is about and the prose the offline generator writes it from. The types the generator reads are
// inferred from it. Read by the content build's plugin: relative imports with extensions only.
//
// Prose is German text with Markdown links to the site's own pages and three kinds of reference to the fact
// base, each naming the fact (and the wording) by name:
//   {claim:<fact>}            the fact's statement, in its own words
//   {claim:<fact>/<wording>}  one of its named wordings
//   {source:<fact>}           a Markdown link to the fact's first source, its text the source's name
// A paragraph whose words rest on a historical fact without stating a figure, date or rule lists that fact
// under `restsOn`, so its source reaches the draft. A brief states no number in words of its own.
import * as v from "valibot";

import { at, entry, kebab, list, text } from "../../../../content/data/fields.ts";
import { dataProblems } from "../../../../content/data/copy.ts";
import { sitePaths } from "./links.ts";
import { partForKind, topicKinds } from "../../../../domain/categories.ts";

const say = {
  ...dataProblems,
  badReference: (reference: string) =>
    `„${reference}“ ist kein Verweis auf einen Fakt: Erlaubt sind {claim:fakt}, {claim:fakt/formulierung} und {source:fakt}.`,
  digits: (found: string) => `„${found}“: Zahlen, Daten und Preise stehen nur in den Formulierungen der Fakten ({claim:…}).`,
  notDeclared: (id: string) => `Der Fakt „${id}“ wird verwendet, steht aber nicht unter „facts“.`,
  unknownFact: (id: string) => `Den Fakt „${id}“ gibt es nicht.`,
  unknownWording: (id: string, wording: string, names: readonly string[]) =>
    `Der Fakt „${id}“ hat keine Formulierung „${wording}“: Er hat ${names.length ? names.join(", ") : "nur seine Aussage"}.`,
  restsOnCurrent: (id: string) =>
    `„${id}“ ist ein aktueller Fakt: Er kann veralten und steht deshalb nur in seinen eigenen Worten ({claim:${id}}), nicht unter „restsOn“.`,
  unknownLink: (target: string) =>
    `Der Link „${target}“ führt auf keine Seite, die ein Brief verlinken darf (${Object.values(sitePaths).join(", ")}).`,
  missingPart: (part: string) => `Diesem Brief fehlt der Teil „${part}“, den die Vorlagen seiner Themenliste brauchen.`,
  kind: (value: string) => `„${value}“ ist keine Art von Thema: Erlaubt sind ${topicKinds.join(", ")}.`,
  topicId: (id: string) => `„${id}“ ist keine Themen-Kennung wie „saisonal-1“.`,
};

/** A reference in prose: what it does, the fact, and the wording (none: the statement). */
export type ProseReference = { kind: "claim" | "source"; factId: string; wording?: string };

/** {claim:fact}, {claim:fact/wording}, {source:fact}. */
export const REFERENCE = /\{(claim|source):([a-z0-9]+(?:-[a-z0-9]+)*)(?:\/([a-z0-9]+(?:-[a-z0-9]+)*))?\}/g;

/** The references in a text, in order. */
export function referencesIn(prose: string): ProseReference[] {
  return [...prose.matchAll(REFERENCE)].map(([, kind, factId, wording]) => ({
    kind: kind as ProseReference["kind"],
    factId: factId!,
    ...(wording ? { wording } : {}),
  }));
}

/** The text around the references: what the brief says in its own words. */
export function ownWords(prose: string): string {
  return prose.replace(REFERENCE, " ");
}

const LINK_TARGET = /\]\(([^)\s]+)\)/g;
const allowedLinks = new Set<string>(Object.values(sitePaths));

/** What is wrong with the words of a piece of prose on their own (references to facts are checked with the fact base). */
function proseProblems(value: string): string[] {
  const problems: string[] = [];
  const words = ownWords(value);
  const stray = /\{[^}]*\}?/.exec(words);
  if (stray) problems.push(say.badReference(stray[0]));
  const digits = /\S*\d\S*/.exec(words.replace(LINK_TARGET, "]()"));
  if (digits) problems.push(say.digits(digits[0]));
  for (const [, target] of words.matchAll(LINK_TARGET)) if (!allowedLinks.has(target!)) problems.push(say.unknownLink(target!));
  return problems;
}

const words = (field: string) =>
  v.pipe(
    text(field),
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.typed) for (const message of proseProblems(dataset.value)) addIssue({ message });
    }),
  );

/** A paragraph (or a list item's text): text, or text with the historical facts it rests on. */
const prose = (field: string) =>
  v.union(
    [
      words(field),
      entry(
        { text: words(field), restsOn: v.pipe(list("restsOn", kebab("restsOn")), v.minLength(1), v.readonly()) },
        "ein Absatz",
      ),
    ],
    (issue) => issue.issues?.[0]?.message ?? say.notText(field),
  );

/** A heading, a label, a title: plain words, no references. */
const plain = (field: string) =>
  v.pipe(
    text(field),
    v.check((value) => ownWords(value) === value && !/\d/.test(value), say.digits(field)),
  );

const item = entry({ label: plain("label"), text: prose("text") }, "ein Listenpunkt");

const section = entry(
  { heading: plain("heading"), paragraphs: v.pipe(list("paragraphs", prose("paragraphs")), v.minLength(1), v.readonly()) },
  "ein Abschnitt",
);

const listPart = entry(
  { heading: plain("heading"), lead: prose("lead"), items: v.pipe(list("items", item), v.minLength(1), v.readonly()) },
  "ein Listenteil",
);

const prosCons = entry(
  {
    heading: plain("heading"),
    lead: prose("lead"),
    /** The topic's own line before the strengths ("Für den Zahntest spricht:"), so no two reviews share it. */
    prosLead: plain("prosLead"),
    pros: v.pipe(list("pros", item), v.minLength(1), v.readonly()),
    /** The topic's own line before the limits. */
    consLead: plain("consLead"),
    cons: v.pipe(list("cons", item), v.minLength(1), v.readonly()),
  },
  "Stärken und Grenzen",
);

/** The parts each topic list's briefs carry: every category that offers the list needs its template's parts. */
export const partsOfList = {
  authentizitaet: ["steps", "mistakes", "prosCons"],
  investment: ["steps", "mistakes"],
  "wien-lokal": ["local"],
  saisonal: ["prosCons", "local"],
} as const satisfies Record<string, readonly ("steps" | "mistakes" | "prosCons" | "local")[]>;

const TOPIC_ID = new RegExp(`^(${Object.keys(partsOfList).join("|")})-\\d+$`);

const briefEntry = entry(
  {
    /** The list topic this brief belongs to ("authentizitaet-1"); the file is <list>/<topicId>.yaml. */
    topicId: v.pipe(
      v.string(say.notText("topicId")),
      v.check(
        (id) => TOPIC_ID.test(id),
        (issue) => say.topicId(String(issue.input)),
      ),
    ),
    /** What the topic is (a product, a method, an occasion, a place): decides which template parts it gets (app/domain/categories.ts). */
    kind: v.picklist(topicKinds, (issue) => say.kind(String(issue.input))),
    /** One sentence: the question the article answers and the line it takes. */
    angle: text("angle"),
    /** 1–4 content words, unique across all briefs; the SEO title starts with it where natural. */
    focusKeyphrase: plain("focusKeyphrase"),
    /** 2–4 related search terms that belong to the topic and occur in the text. */
    keywords: v.pipe(list("keywords", plain("keywords")), v.readonly()),
    /** Ids of the facts the prose relies on: what an editor or a language model is told the draft rests on. */
    facts: v.pipe(list("facts", kebab("facts")), v.readonly()),
    /** ≤ 600 px in the analysis's width estimate. */
    seoTitle: plain("seoTitle"),
    /** 121–156 characters, with the keyphrase. */
    metaDescription: prose("metaDescription"),
    /** Paragraphs before the first subheading; the first sentence holds the keyphrase. */
    intro: v.pipe(list("intro", prose("intro")), v.minLength(1), v.readonly()),
    /** The topic's own sections, at least two; the template places them. */
    sections: v.pipe(list("sections", section), v.minLength(2), v.readonly()),
    /** Sammler-Guide: a numbered way to do it … */
    steps: v.optional(listPart),
    /** … and the mistakes to avoid. */
    mistakes: v.optional(listPart),
    /** Produkt-Review: what speaks for it and where it ends, without first-hand claims. */
    prosCons: v.optional(prosCons),
    /** Lokaler Inhalt: the topic in Vienna and Austria. */
    local: v.optional(section),
    conclusion: section,
  },
  "ein Brief",
);

export type TopicBrief = v.InferOutput<typeof briefEntry>;
export type Prose = TopicBrief["intro"][number];
export type Section = TopicBrief["conclusion"];
export type ListPart = NonNullable<TopicBrief["steps"]>;
export type ProsConsPart = NonNullable<TopicBrief["prosCons"]>;
export type Item = ListPart["items"][number];

/** What a brief may know of a fact: enough to check a reference to it. */
export type KnownFact = { lifespan: string; wordingNames?: readonly string[] };

/** Every piece of prose of a brief with where it sits, in the order a draft of every part would write it. */
export function proseOf(brief: TopicBrief): { prose: Prose; path: (string | number)[] }[] {
  const out: { prose: Prose; path: (string | number)[] }[] = [];
  const add = (prose: Prose, ...path: (string | number)[]) => out.push({ prose, path });
  brief.intro.forEach((prose, index) => add(prose, "intro", index));
  brief.sections.forEach((section, s) => section.paragraphs.forEach((prose, p) => add(prose, "sections", s, "paragraphs", p)));
  for (const part of ["steps", "mistakes"] as const) {
    const listPart = brief[part];
    if (!listPart) continue;
    add(listPart.lead, part, "lead");
    listPart.items.forEach((item, index) => add(item.text, part, "items", index, "text"));
  }
  if (brief.prosCons) {
    add(brief.prosCons.lead, "prosCons", "lead");
    brief.prosCons.pros.forEach((item, index) => add(item.text, "prosCons", "pros", index, "text"));
    brief.prosCons.cons.forEach((item, index) => add(item.text, "prosCons", "cons", index, "text"));
  }
  brief.local?.paragraphs.forEach((prose, index) => add(prose, "local", "paragraphs", index));
  brief.conclusion.paragraphs.forEach((prose, index) => add(prose, "conclusion", "paragraphs", index));
  add(brief.metaDescription, "metaDescription");
  return out;
}

/** The text of a piece of prose. */
export const proseText = (prose: Prose): string => (typeof prose === "string" ? prose : prose.text);

/**
 * A brief file. With the fact base (`facts` by id) every reference is checked too: the fact exists and is
 * declared, the wording exists, a fact a paragraph rests on is historical.
 */
export function briefSchema(facts?: ReadonlyMap<string, KnownFact>) {
  return v.pipe(
    briefEntry,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const brief = dataset.value;
      const raw = brief as unknown as Record<string, unknown>;
      const list = brief.topicId.replace(/-\d+$/, "") as keyof typeof partsOfList;
      const needed = new Set((partsOfList[list] ?? []).map((part) => partForKind(part, brief.kind)));
      for (const part of needed)
        if (part && !brief[part]) addIssue({ message: say.missingPart(part), path: [at(raw, "topicId")] });
      if (!facts) return;
      const declared = new Set(brief.facts);
      brief.facts.forEach((id, index) => {
        if (!facts.has(id))
          addIssue({
            message: say.unknownFact(id),
            path: [at(raw, "facts"), { type: "array", origin: "value", input: brief.facts, key: index, value: id }],
          });
      });
      for (const { prose, path } of proseOf(brief)) {
        const where = path.map((key) => ({ type: "unknown", origin: "value", input: undefined, key, value: undefined }) as const);
        const issue = (message: string) =>
          addIssue({ message, path: where as unknown as [v.IssuePathItem, ...v.IssuePathItem[]] });
        for (const reference of referencesIn(proseText(prose))) {
          const fact = facts.get(reference.factId);
          if (!declared.has(reference.factId)) issue(say.notDeclared(reference.factId));
          else if (!fact) continue;
          else if (reference.wording && !fact.wordingNames?.includes(reference.wording))
            issue(say.unknownWording(reference.factId, reference.wording, fact.wordingNames ?? []));
        }
        if (typeof prose !== "string")
          for (const id of prose.restsOn) {
            if (!declared.has(id)) issue(say.notDeclared(id));
            else if (facts.get(id)?.lifespan !== "historical") issue(say.restsOnCurrent(id));
          }
      }
    }),
  );
}
