import { CalendarCheck } from "lucide-react";
import { useState } from "react";

import { editorPublishCopy, slotPublishCopy as copy } from "./copy";
import { publishDraft } from "./editor-client";
import { useEditorMode } from "./editor-mode";
import { failureMessage } from "./editor-publish";
import { FailureAlert } from "./problem-notice";
import { formatPublishAt } from "./when";
import { QuotedTitle } from "~/features/hub/quoted-title";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { BusyIcon } from "~/ui/busy-icon";
import { viennaInstant } from "~/features/articles";
import { hubNow } from "~/features/hub/automation/clock";
import { exportSlug } from "./export";
import type { ScheduledArticle } from "~/features/hub/drafts/types";
import { sharedRef } from "~/features/hub/shared/shared-sync";

/** The time of day a planned slot's article appears on its day (Vienna). */
export const SLOT_PUBLISH_TIME = "09:00";

/**
 * A slot of the automation plan with its draft ready, in the editor mode: "Zum Termin
 * veröffentlichen" commits the draft with the slot's day as its publication date, so it appears
 * then (a day already begun: now). Once committed the slot says when; it says "Veröffentlicht" only
 * when the page is live, from the published list like any slot.
 */
export function SlotPublication({ slot }: { slot: ScheduledArticle }) {
  const editor = useEditorMode();
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "failed"; message: string }>({ kind: "idle" });
  if (editor.status !== "editor" || slot.status !== "ready" || !slot.draftId) return null;
  const draft = editor.readDrafts().find((item) => item.id === slot.draftId);
  if (!draft) return null;
  const slug = exportSlug(draft);
  const planned = editor.scheduled?.find((item) => item.slug === slug);
  if (planned) {
    return (
      <Badge tone="info" className="self-start">
        <CalendarCheck aria-hidden="true" />
        {copy.scheduled(formatPublishAt(planned.day, planned.time))}
      </Badge>
    );
  }
  const future = viennaInstant(slot.scheduledDate, SLOT_PUBLISH_TIME) > hubNow().getTime();
  const publish = async () => {
    if (!editor.token) return setState({ kind: "failed", message: editorPublishCopy.noToken });
    setState({ kind: "sending" });
    const shared = sharedRef(draft);
    const result = await publishDraft(editor.token, draft, {
      ...(future ? { publishAt: { day: slot.scheduledDate, time: SLOT_PUBLISH_TIME } } : {}),
      ...(shared ? { shared } : {}),
    });
    if (!result.ok) return setState({ kind: "failed", message: failureMessage(result) });
    setState({ kind: "idle" });
    if (result.value.revision) editor.published(draft.id, result.value.revision);
    editor.changed();
  };
  return (
    <>
      <Button size="sm" variant="secondary" disabled={state.kind === "sending"} onClick={() => void publish()}>
        <BusyIcon busy={state.kind === "sending"} icon={CalendarCheck} />
        {copy.button}
        <QuotedTitle title={slot.title} />
      </Button>
      {future ? (
        <span className="self-center text-xs text-ink-soft">
          {copy.at(formatPublishAt(slot.scheduledDate, SLOT_PUBLISH_TIME))}
        </span>
      ) : null}
      {state.kind === "failed" ? <FailureAlert message={state.message} className="break-words" /> : null}
    </>
  );
}
