import { useId } from "react";

import { PanelCard } from "../panel-card";
import { Badge } from "~/ui/badge";
import { Label } from "~/ui/label";
import { Switch } from "~/ui/switch";
import { automationCopy as copy, triggers } from "~/features/hub/copy/hub";
import { cn } from "~/utils/cn";
import type { TriggerId, TriggerStates } from "~/features/hub/drafts/types";

type TriggerListProps = {
  states: TriggerStates;
  paused: boolean;
  onToggle: (id: TriggerId, enabled: boolean) => void;
};

export function TriggerList({ states, paused, onToggle }: TriggerListProps) {
  const id = useId();
  return (
    <PanelCard title={copy.triggersTitle} description={copy.triggersDescription}>
      {paused ? <p className="mb-3 rounded-xl bg-sun-soft px-3 py-2 text-sm text-ink">{copy.triggersPaused}</p> : null}
      <ul className={cn("divide-y divide-line", paused && "opacity-75")}>
        {triggers.map((trigger) => {
          const enabled = states[trigger.id];
          const switchId = `${id}-${trigger.id}`;
          return (
            <li key={trigger.id} className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0">
                <Label htmlFor={switchId}>{trigger.name}</Label>
                <p id={`${switchId}-description`} className="text-sm text-ink-soft">
                  {trigger.description}
                </p>
                <p className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-ink-soft">
                  <Badge>
                    {copy.frequency}: {trigger.frequency}
                  </Badge>
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                <span aria-hidden="true" className="w-7 text-right text-xs font-semibold text-ink-soft">
                  {enabled ? copy.on : copy.off}
                </span>
                <Switch
                  id={switchId}
                  checked={enabled}
                  aria-describedby={`${switchId}-description`}
                  onCheckedChange={(checked) => onToggle(trigger.id, checked)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </PanelCard>
  );
}
