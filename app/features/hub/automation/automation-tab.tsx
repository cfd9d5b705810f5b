import { useMemo, useState } from "react";

import { AutomationControls } from "./automation-controls";
import { NextActionsCard, PerformanceCard, PlannedKeywordsCard } from "./automation-insights-card";
import { ScheduleList } from "./schedule-list";
import { AutomationElsewhere } from "../storage/tab-sync-notice";
import { TopicSupplyCard } from "./topic-supply-card";
import { TriggerList } from "./trigger-list";
import type { Automation } from "./use-automation";
import type { HubStore } from "../storage/use-hub-store";
import { automationCopy, planDialogCopy, triggers } from "~/features/hub/copy/hub";
import { slotCopy } from "~/features/hub/copy/hub-automation";
import { textSourceCopy } from "~/features/hub/copy/llm";
import { formatNumber } from "~/utils/format";
import { deleteSlot, editSlot } from "./automation";
import { automationFigures, nextActions, plannedKeyphrases } from "./automation-insights";
import { topicSupply } from "./automation-supply";
import { isOutline } from "~/features/hub/generator/notes";
import { hubNow } from "./clock";
import type { PublishedKey } from "~/features/hub/publishing/published";
import { addToSchedule, viennaDay } from "./schedule";
import { truncateText } from "~/utils/text";

type AutomationTabProps = {
  store: HubStore;
  automation: Automation;
  /** The published articles, or null while their list could not be loaded. */
  published: readonly PublishedKey[] | null;
  onOpenDraft: (id: string) => void;
};

export function AutomationTab({ store, automation, published, onOpenDraft }: AutomationTabProps) {
  const { state, update } = store;
  const [announcement, setAnnouncement] = useState("");
  const { enabled, weeklyTarget } = state.automation;
  const anyTrigger = Object.values(state.triggers).some(Boolean);
  const sourceLabel = automation.sourceKind === "llm" ? textSourceCopy.llm.label : textSourceCopy.offline.label;
  const note = !enabled
    ? slotCopy.emptyPaused
    : !anyTrigger
      ? slotCopy.emptyNoTriggers
      : slotCopy.planNote(formatNumber(weeklyTarget), sourceLabel);
  const today = viennaDay(hubNow());
  const figures = useMemo(
    () => automationFigures(state.schedule, state.articles, today),
    [state.schedule, state.articles, today],
  );
  const keyphrases = useMemo(() => plannedKeyphrases(state.schedule), [state.schedule]);
  const actions = useMemo(() => nextActions(state.schedule, enabled), [state.schedule, enabled]);
  const draftIds = useMemo(() => new Set(state.articles.map((article) => article.id)), [state.articles]);
  const outlineDraftIds = useMemo(
    () => new Set(state.articles.filter((article) => isOutline(article)).map((article) => article.id)),
    [state.articles],
  );
  const supply = useMemo(
    () =>
      topicSupply(
        state,
        {
          today,
          publishedKeyphrases: (published ?? []).map((article) => article.focusKeyphrase),
          draftKeyphrases: state.articles.map((article) => article.focusKeyphrase),
        },
        { published: published ?? [], drafts: state.articles },
      ),
    [state, today, published],
  );

  return (
    // The count of the automation's finished looks for due slots: tests wait for it (see useAutomation).
    <div className="grid gap-5 lg:grid-cols-3 lg:items-start" data-automation-checks={automation.checks}>
      <AutomationElsewhere elsewhere={automation.elsewhere} />
      <AutomationControls
        settings={state.automation}
        onChange={(settings) => update((current) => ({ ...current, automation: settings }))}
      />
      <div className="lg:col-span-2">
        <TriggerList
          states={state.triggers}
          paused={!enabled}
          onToggle={(id, on) => {
            update((current) => ({ ...current, triggers: { ...current.triggers, [id]: on } }));
            const name = triggers.find((trigger) => trigger.id === id)?.name ?? id;
            console.log(automationCopy.triggerLog(name, on));
          }}
        />
      </div>
      <div className="lg:col-span-2">
        <ScheduleList
          schedule={state.schedule}
          announcement={announcement || automation.announcement}
          note={note}
          draftIds={draftIds}
          outlineDraftIds={outlineDraftIds}
          busy={automation.runningId !== null}
          onPlan={(planned) => {
            update((current) => ({ ...current, schedule: addToSchedule(current.schedule, planned, `plan-${Date.now()}`) }));
            setAnnouncement(planDialogCopy.added(truncateText(planned.title, 80)));
          }}
          onEdit={(id, edited) => {
            update((current) => ({ ...current, schedule: editSlot(current.schedule, id, edited) }));
            setAnnouncement(slotCopy.edited(truncateText(edited.title, 80)));
          }}
          onDelete={(slot) => {
            update((current) => ({ ...current, ...deleteSlot(current, slot.id) }));
            setAnnouncement(slotCopy.removed(truncateText(slot.title, 80)));
          }}
          onRetry={(id) => {
            setAnnouncement("");
            automation.retry(id);
          }}
          onOpenDraft={onOpenDraft}
        />
      </div>
      <div className="grid gap-5">
        <TopicSupplyCard supply={supply} weeklyTarget={weeklyTarget} />
        <PerformanceCard figures={figures} />
        <PlannedKeywordsCard keyphrases={keyphrases} />
        <NextActionsCard actions={actions} />
      </div>
    </div>
  );
}
