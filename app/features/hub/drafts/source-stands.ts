/**
 * The sources below a draft in the preview (docs/decisions/0035): every source with its Stand, so the editor
 * sees before publishing what each statement rests on and how old it is. Plain data; the preview shows it.
 */
import type { GeneratedArticle } from "./types";
import { facts, type Source, sources as factSources } from "~/content/facts";
import { isExpired, type Stand, standOf } from "~/content/facts/lookup";
import { factsCitedBy, normalUrl } from "~/features/hub/generator/fact-numbers";

export type SourceStand = {
  url: string;
  /** What the link says: the publisher and, where the fact base knows it, the page's title. */
  label: string;
  /** The Stand of what the draft states from it; undefined when neither a fact nor the page gives a date. */
  stand?: Stand & { expired: boolean };
};

const titles = new Map<string, Source>(Object.values(factSources).map((source) => [normalUrl(source.url), source]));

/** The draft's sources in order, each with the Stand of the facts or note it stands for on `today`. */
export function sourceStands(article: Pick<GeneratedArticle, "sources" | "notes">, today: string): SourceStand[] {
  return article.sources.map((reference) => {
    const url = normalUrl(reference.url);
    const known = titles.get(url);
    const label = known?.title ? `${known.name}: ${known.title}` : reference.name;
    const note = (article.notes ?? []).find((item) => normalUrl(item.url) === url);
    if (note)
      return {
        url: reference.url,
        label,
        stand: { asOf: note.asOf, notReconfirmed: false, expired: isExpired({ lifespan: "current", asOf: note.asOf }, today) },
      };
    const cited = factsCitedBy([url], facts);
    const stand = standOf(cited) ?? (known?.published ? { asOf: known.published, notReconfirmed: false } : undefined);
    if (!stand) return { url: reference.url, label };
    const current = cited.some((fact) => fact.lifespan !== "historical");
    return {
      url: reference.url,
      label,
      stand: { ...stand, expired: current && isExpired({ lifespan: "current", asOf: stand.asOf }, today) },
    };
  });
}
