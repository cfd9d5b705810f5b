import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { useAutomationLock } from "./use-automation-lock";
import type { HubStore } from "../storage/use-hub-store";
import type { ModelSettingsState } from "../model/use-model-settings";
import { slotCopy } from "~/features/hub/copy/hub-automation";
import { dueSlots, markFailed, markGenerating, markPublished, markReady } from "./automation";
import { draftSlot, type SlotTextSource } from "./automation-draft";
import { planWithFallbacks, settleReviseDraft } from "./automation-supply";
import { hubNow, TICK_MS } from "./clock";
import { GENERATION_STEP_MS, uniqueId } from "~/features/hub/generator/generator";
import type { PublishedKey } from "~/features/hub/publishing/published";
import { isOutline } from "~/features/hub/generator/notes";
import { viennaDay } from "./schedule";
import { truncateText } from "~/utils/text";
import type { HubState, ScheduledArticle } from "~/features/hub/drafts/types";
import { FIRST_TOKEN_TIMEOUT_MS } from "~/features/hub/model/client";

function sameSchedule(a: readonly ScheduledArticle[], b: readonly ScheduledArticle[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The automation while the hub is open: keeps the plan of the next four weeks up to date with the
 * settings, triggers, drafts and published articles, marks slots published, and drafts due slots one
 * at a time with the generator tab's text source. Looks for due slots every `TICK_MS` (tests run
 * the browser's clock through it). `checks` counts the finished looks, so a test can wait for the automation to have
 * looked (with the clock it set) instead of waiting a fixed time. While the published articles are
 * not known (`published` null: their list could not be loaded) it plans and drafts nothing, so it
 * never plans a topic that is already published.
 */
export function useAutomation(store: HubStore, published: readonly PublishedKey[] | null, modelSettings: ModelSettingsState) {
  const { state, update, read } = store;
  // One tab plans and drafts; the others show its plan (docs/decisions/0025).
  const runsHere = useAutomationLock();
  const [tick, setTick] = useState(0);
  const [checks, setChecks] = useState(0);
  const { draft, runningId, announcement, isRunning } = useSlotDrafter(store, published, modelSettings, () =>
    setTick((count) => count + 1),
  );

  const publishedSlugs = useMemo(() => published && new Set(published.map((article) => article.slug)), [published]);
  const publishedKeyphrases = useMemo(() => published?.map((article) => article.focusKeyphrase) ?? null, [published]);

  useEffect(() => {
    const timer = window.setInterval(() => setTick((count) => count + 1), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Plan, mark published, then draft the oldest due slot.
  useEffect(() => {
    if (!publishedSlugs || !publishedKeyphrases || runsHere !== true) return;
    const today = viennaDay(hubNow());
    update((hub: HubState) => {
      const planned = planWithFallbacks(
        hub,
        { today, publishedKeyphrases, draftKeyphrases: hub.articles.map((article) => article.focusKeyphrase) },
        { published: published ?? [], drafts: hub.articles },
      );
      const schedule = markPublished(planned, hub.articles, publishedSlugs);
      return sameSchedule(schedule, hub.schedule) ? hub : { ...hub, schedule };
    });
    if (isRunning()) return;
    const [due] = dueSlots(read().schedule, today, read().automation.enabled);
    // Counted and started from a task of its own: both update state, which this effect must not do
    // synchronously. A look superseded before its task ran (the effect ran again) does not count.
    const timer = window.setTimeout(() => {
      setChecks((count) => count + 1);
      if (due) void draft(due);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [
    tick,
    runsHere,
    state.automation,
    state.triggers,
    state.dismissedTopics,
    state.articles,
    publishedKeyphrases,
    publishedSlugs,
    published,
    update,
    read,
    draft,
    isRunning,
  ]);

  /** "Erneut versuchen": drafts a failed slot now, whether or not the automation is on. */
  const retry = useCallback(
    (id: string) => {
      const slot = read().schedule.find((item) => item.id === id);
      if (slot && slot.status === "failed") void draft(slot);
    },
    [read, draft],
  );

  return {
    runningId,
    announcement,
    retry,
    checks,
    sourceKind: modelSettings.settings.source,
    /** Another open tab runs the automation. */
    elsewhere: runsHere === false,
  };
}

export type Automation = ReturnType<typeof useAutomation>;

/** The generator tab's text source, for a slot drafted now. */
function slotTextSource({ settings, apiKey }: ModelSettingsState): SlotTextSource {
  return settings.source === "llm"
    ? {
        kind: "llm",
        endpoint: settings.endpoint,
        model: settings.model,
        apiKey,
        firstTokenTimeoutMs: FIRST_TOKEN_TIMEOUT_MS,
      }
    : { kind: "offline", stepMs: GENERATION_STEP_MS };
}

/**
 * Drafts one slot at a time: marks it generating, writes it with the current text source, stores the
 * draft and marks the slot ready (or failed), and says so. Closing the hub aborts a running draft.
 */
function useSlotDrafter(
  { update, read }: HubStore,
  published: readonly PublishedKey[] | null,
  modelSettings: ModelSettingsState,
  onSettled: () => void,
) {
  const [runningId, setRunningId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const running = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const model = useRef(modelSettings);
  useEffect(() => {
    model.current = modelSettings;
  });
  useEffect(() => () => controller.current?.abort(), []);

  const draft = useCallback(
    async (slot: ScheduledArticle) => {
      if (running.current) return;
      if (slot.topic?.kind === "revise-draft") {
        // Nothing to write: the slot points the editor at the draft (docs/decisions/0020).
        update((hub) => ({ ...hub, schedule: settleReviseDraft(hub.schedule, slot, hub.articles) }));
        onSettled();
        return;
      }
      running.current = slot.id;
      setRunningId(slot.id);
      const current = new AbortController();
      controller.current = current;
      update((hub) => ({ ...hub, schedule: markGenerating(hub.schedule, slot.id) }));
      const source = slotTextSource(model.current);
      const title = truncateText(slot.title, 80);
      try {
        const result = await draftSlot(slot, source, {
          now: hubNow,
          signal: current.signal,
          pageOrigin: window.location.origin,
          otherKeyphrases: [
            ...read().articles.map((article) => article.focusKeyphrase),
            ...(published ?? []).filter((article) => article.slug !== slot.topic?.slug).map((article) => article.focusKeyphrase),
          ],
        });
        if (result.ok) {
          update((hub) => {
            const id = uniqueId(result.article.id, new Set(hub.articles.map((item) => item.id)));
            const article = { ...result.article, id };
            return { ...hub, articles: [article, ...hub.articles], schedule: markReady(hub.schedule, slot.id, article) };
          });
          setAnnouncement(isOutline(result.article) ? slotCopy.outlined(title) : slotCopy.drafted(title));
        } else {
          update((hub) => ({ ...hub, schedule: markFailed(hub.schedule, slot.id, result.reason) }));
          setAnnouncement(slotCopy.failed(title));
        }
      } catch (error) {
        // Aborted: the hub was closed; the stored slot is planned again on the next visit.
        if (!current.signal.aborted) console.warn(slotCopy.draftFailedLog, error);
      } finally {
        if (!current.signal.aborted) {
          running.current = null;
          controller.current = null;
          setRunningId(null);
          onSettled();
        }
      }
    },
    [update, read, published, onSettled],
  );

  const isRunning = useCallback(() => running.current !== null, []);
  return { draft, runningId, announcement, isRunning };
}
