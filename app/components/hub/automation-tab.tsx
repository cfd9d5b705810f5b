import { useState } from "react";

import { AutomationControls } from "./automation-controls";
import { NextActionsCard, PerformanceCard, PlannedKeywordsCard } from "./automation-insights";
import { ScheduleList } from "./schedule-list";
import { TriggerList } from "./trigger-list";
import type { HubStore } from "./use-hub-store";
import { automationCopy, planDialogCopy, triggers } from "~/content/hub";
import { addToSchedule } from "~/lib/hub/schedule";
import { truncateText } from "~/lib/hub/text";

export function AutomationTab({ store }: { store: HubStore }) {
  const { state, update } = store;
  const [announcement, setAnnouncement] = useState("");

  return (
    <div className="grid gap-5 lg:grid-cols-3 lg:items-start">
      <AutomationControls
        settings={state.automation}
        onChange={(automation) => update((current) => ({ ...current, automation }))}
      />
      <div className="lg:col-span-2">
        <TriggerList
          states={state.triggers}
          paused={!state.automation.enabled}
          onToggle={(id, enabled) => {
            update((current) => ({ ...current, triggers: { ...current.triggers, [id]: enabled } }));
            const name = triggers.find((trigger) => trigger.id === id)?.name ?? id;
            console.log(automationCopy.triggerLog(name, enabled));
          }}
        />
      </div>
      <div className="lg:col-span-2">
        <ScheduleList
          schedule={state.schedule}
          announcement={announcement}
          onPlan={(planned) => {
            update((current) => ({ ...current, schedule: addToSchedule(current.schedule, planned, `plan-${Date.now()}`) }));
            setAnnouncement(planDialogCopy.added(truncateText(planned.title, 80)));
          }}
        />
      </div>
      <div className="grid gap-5">
        <PerformanceCard />
        <PlannedKeywordsCard />
        <NextActionsCard />
      </div>
    </div>
  );
}
