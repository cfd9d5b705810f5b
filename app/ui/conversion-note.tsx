import { FactSources } from "./source-links";
import { conversionFacts, conversionNote } from "~/content/euro-prices";
import { cn } from "~/utils/cn";

/**
 * What "≈" means beside converted prices: the reference rate's day, with its source (docs/decisions/0047). Nothing
 * where every price shown is in euros. A module of its own: pages that show sources without conversions do not load
 * the rates.
 */
export function ConversionNote({ currencies, className }: { currencies: readonly string[]; className?: string }) {
  const note = conversionNote(currencies);
  if (!note) return null;
  return (
    <div className={cn("text-sm text-ink-soft", className)} data-conversion="">
      <p>{note}</p>
      <FactSources facts={conversionFacts(currencies)} className="mt-0.5" />
    </div>
  );
}
