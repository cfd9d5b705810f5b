import { PanelCard } from "../panel-card";
import { supplyCopy as copy } from "~/features/hub/copy/hub-automation";
import { formatNumber } from "~/utils/format";
import type { TopicSupply } from "./automation-supply";

/** How many weeks the list topics and series last, and what the automation plans after them (docs/decisions/0020). */
export function TopicSupplyCard({ supply, weeklyTarget }: { supply: TopicSupply; weeklyTarget: number }) {
  const n = formatNumber;
  const summary =
    supply.topics === 0
      ? copy.empty
      : supply.weeks === 0
        ? copy.supplyShort(n(supply.topics))
        : copy.supply(n(supply.topics), n(weeklyTarget), n(supply.weeks));
  return (
    <PanelCard title={copy.title}>
      <p className="text-sm text-ink">{summary}</p>
      <p className="mt-2 text-sm text-ink-soft">{copy.after(n(supply.revisions), n(supply.outlines))}</p>
    </PanelCard>
  );
}
