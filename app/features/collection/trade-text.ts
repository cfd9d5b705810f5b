import type { CollectionCatalogue } from "~/features/collection/catalogue";
import { type Collection, figureState } from "~/features/collection/state";

import { tradeTextCopy as copy } from "./copy";
import { cleanSenderName } from "./trade-link";

/**
 * The trade list as plain text (docs/decisions/0032): a title, the doubles with their counts and the
 * wanted figures, one line per series in the catalogue's order, then the trade link. Line ends are
 * "\n"; messengers and classified forms take it as it is. The title names the sender where they gave a name.
 */
export function tradeText(catalogue: CollectionCatalogue, collection: Collection, link: string, senderName = ""): string {
  const lines = (pick: (seriesKey: string, figureId: string) => number) =>
    catalogue.flatMap((series) => {
      const figures = series.figures.flatMap((figure) => {
        const count = pick(series.key, figure.id);
        return count > 0 ? [copy.figure(figure, count)] : [];
      });
      return figures.length ? [copy.line(series.name, figures)] : [];
    });
  const doubles = lines((series, figure) => figureState(collection, series, figure).doubles);
  const wanted = lines((series, figure) => (figureState(collection, series, figure).wanted ? 1 : 0));
  return [
    copy.title(cleanSenderName(senderName)),
    "",
    copy.doublesHeading,
    ...(doubles.length ? doubles : [copy.none]),
    "",
    copy.wantedHeading,
    ...(wanted.length ? wanted : [copy.none]),
    "",
    copy.link(link),
  ].join("\n");
}
