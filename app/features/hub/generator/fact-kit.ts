import type { SourceReference } from "../drafts/types";
import type { FactKit, Prose } from "~/features/hub/copy/briefs/types";
import { REFERENCE } from "~/features/hub/copy/briefs/brief-schema";
import { type Fact, factById } from "~/content/facts";
import { standText } from "~/content/facts/copy";
import { needsStandInText } from "~/content/facts/lookup";
import { splitSentences } from "~/features/hub/analysis/sentences";

/** A sentence with "(Stand …)" before its closing punctuation. */
function withStand(sentence: string, stand: string): string {
  const match = /([.!?…]+["“”»«)]*)$/u.exec(sentence);
  return match ? `${sentence.slice(0, match.index)} (${stand})${match[1]}` : `${sentence} (${stand})`;
}

/** The wordings of a fact: its statement first, then its further wordings. */
export function wordingsOf(fact: Pick<Fact, "statement" | "wordings">): string[] {
  return [fact.statement, ...(fact.wordings ?? [])];
}

/**
 * Where a fact that needs its Stand in the text carries it: in each sentence of a wording shown on its own
 * (a language model's list of wordings), only in the first sentence where a draft states the fact first, and
 * nowhere in a later statement of the same fact in that draft (docs/decisions/0043).
 */
export type StandPlace = "each-sentence" | "first-sentence" | "none";

/**
 * A fact as a draft states it on `today` ("YYYY-MM-DD"): wording `n` (0 is the statement), and where the fact
 * needs its Stand in the text (docs/decisions/0035), the Stand where `place` says.
 */
export function statedFact(fact: Fact, wording: number, today: string, place: StandPlace = "each-sentence"): string {
  const text = wordingsOf(fact)[wording];
  if (text === undefined) throw new Error(`Fact ${fact.id} has no wording ${wording}`);
  if (place === "none" || !needsStandInText(fact, today)) return text;
  const stand = standText({ asOf: fact.asOf!, notReconfirmed: Boolean(fact.notReconfirmed) });
  return splitSentences(text)
    .map((sentence, index) => (place === "each-sentence" || index === 0 ? withStand(sentence, stand) : sentence))
    .join(" ");
}

/**
 * The fact base as a brief's prose sees it: the facts in their own words, source links, and a record of
 * every fact used, so the draft cites exactly the facts it states. A fact the brief did not declare is an
 * error (a brief's `facts` list is what an editor or a language model is told the draft rests on).
 *
 * A fact that needs its Stand in the text carries it once per text, where it is first stated
 * (docs/decisions/0043): `kit` writes the article's body; `apart()` a kit for a text read on its own (the
 * meta description in a search result), which marks its own first statements and records into the same draft.
 */
export function createFactKit(
  declared: readonly string[],
  today: string,
): { kit: FactKit; apart: () => FactKit; used: () => Fact[]; unstated: () => Fact[] } {
  const allowed = new Set(declared);
  const used = new Map<string, Fact>();
  const claimed = new Set<string>();

  const fact = (id: string): Fact => {
    if (!allowed.has(id)) throw new Error(`Fact ${id} is used but not declared in the brief`);
    const found = factById(id);
    used.set(id, found);
    return found;
  };

  const textKit = (): FactKit => {
    const statedHere = new Set<string>();
    return {
      claim: (id, wording) => {
        const found = fact(id);
        const index = wording === undefined ? 0 : (found.wordingNames ?? []).indexOf(wording) + 1;
        if (index === 0 && wording !== undefined) throw new Error(`Fact ${id} has no wording ${wording}`);
        const place: StandPlace = statedHere.has(id) ? "none" : "first-sentence";
        statedHere.add(id);
        claimed.add(id);
        return statedFact(found, index, today, place);
      },
      source: (id) => {
        const [source] = fact(id).sources;
        if (!source) throw new Error(`Fact ${id} has no source`);
        return `[${source.name}](${source.url})`;
      },
      use: (id) => {
        // A current fact can expire after the draft's brief was written: only its own words get its Stand.
        if (fact(id).lifespan !== "historical") throw new Error(`Fact ${id} is current: state it with claim(), not use()`);
      },
    };
  };
  return {
    kit: textKit(),
    apart: textKit,
    used: () => [...used.values()],
    // A current fact cited by a link but never stated in its own words: once it needs its Stand in the
    // text, the sentence around the link would state it without.
    unstated: () => [...used.values()].filter((item) => !claimed.has(item.id) && item.lifespan !== "historical"),
  };
}

/**
 * A paragraph of a brief as text: each reference to a fact written through the kit ({claim:fact/wording} in
 * the fact's own words, {source:fact} as a link), after recording the facts the paragraph rests on.
 */
export function writeProse(prose: Prose, kit: FactKit): string {
  if (typeof prose !== "string") for (const id of prose.restsOn) kit.use(id);
  const text = typeof prose === "string" ? prose : prose.text;
  return text.replace(REFERENCE, (_reference, kind: string, id: string, wording: string | undefined) =>
    kind === "source" ? kit.source(id) : kit.claim(id, wording),
  );
}

/** The sources of the facts, each page once, in the order the facts were used. */
export function sourcesOf(facts: readonly Fact[]): SourceReference[] {
  const byUrl = new Map<string, SourceReference>();
  for (const fact of facts)
    for (const source of fact.sources) if (!byUrl.has(source.url)) byUrl.set(source.url, { name: source.name, url: source.url });
  return [...byUrl.values()];
}
