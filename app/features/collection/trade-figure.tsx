import type { ReactNode } from "react";

import { Badge } from "~/ui/badge";
import { collectionPage, figureName } from "./copy";
import type { TradeItem } from "./trade-link";

/** One figure of a trade list, as a chip: its name, what follows it (a count), the secret's badge. */
export function TradeFigure({ figure, children }: { figure: TradeItem["figure"]; children?: ReactNode }) {
  return (
    <li className="rounded-pill border border-line bg-surface px-3 py-1">
      {figureName(figure)}
      {children}
      {figure.secret && figure.name ? (
        <Badge tone="plum" className="ml-2">
          {collectionPage.secretBadge}
        </Badge>
      ) : null}
    </li>
  );
}
