import {
  CalendarClock,
  CircleCheck,
  CircleX,
  ExternalLink,
  FileCheck2,
  FileText,
  FlaskConical,
  LoaderCircle,
  RotateCw,
  Trash2,
} from "lucide-react";

import { EditSlotDialog, PlanArticleDialog } from "./plan-article-dialog";
import { QuotedTitle } from "../quoted-title";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/ui/card";
import { automationCopy as copy, scheduleCategoryLabels, scheduleStatusLabels, triggers } from "~/features/hub/copy/hub";
import { slotCopy, slotOriginLabels, supplyCopy } from "~/features/hub/copy/hub-automation";
import { formatDateLong, formatNumber } from "~/utils/format";
import { articlePath } from "~/features/articles";
import type { ScheduledArticle, ScheduleStatus } from "~/features/hub/drafts/types";
import { SlotPublication } from "~/features/hub/publishing/slot-publication";

type Tone = "info" | "critical" | "authentic" | "fake" | "plum";

/** Blue / yellow / plum / green / red, always with an icon and a word. */
const statusStyle: Record<ScheduleStatus, { tone: Tone; icon: React.ReactNode }> = {
  scheduled: { tone: "info", icon: <CalendarClock aria-hidden="true" /> },
  generating: { tone: "critical", icon: <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> },
  ready: { tone: "plum", icon: <FileCheck2 aria-hidden="true" /> },
  published: { tone: "authentic", icon: <CircleCheck aria-hidden="true" /> },
  failed: { tone: "fake", icon: <CircleX aria-hidden="true" /> },
};

const triggerNames = new Map<string, string>(triggers.map((trigger) => [trigger.id, trigger.name]));

export type ScheduleActions = {
  onPlan: (planned: Omit<ScheduledArticle, "id" | "status">) => void;
  onEdit: (id: string, edited: Omit<ScheduledArticle, "id" | "status">) => void;
  onDelete: (slot: ScheduledArticle) => void;
  onRetry: (id: string) => void;
  onOpenDraft: (id: string) => void;
};

type ScheduleListProps = ScheduleActions & {
  schedule: readonly ScheduledArticle[];
  announcement: string;
  /** Why the plan is empty or what it is, above the list. */
  note: string;
  /** Drafts that still exist (a ready slot can open its draft). */
  draftIds: ReadonlySet<string>;
  /** Drafts that are still research outlines: their slots say "Gliederung bereit", never "Entwurf bereit". */
  outlineDraftIds: ReadonlySet<string>;
  /** A draft is being written: retries wait. */
  busy: boolean;
};

export function ScheduleList({ schedule, announcement, note, draftIds, outlineDraftIds, busy, ...actions }: ScheduleListProps) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="geplante-artikel">{copy.scheduleTitle}</CardTitle>
          <CardDescription>{copy.scheduleDescription}</CardDescription>
        </div>
        <PlanArticleDialog onPlan={actions.onPlan} />
      </CardHeader>
      <CardContent>
        <p className="mb-2 text-sm text-ink-soft">{note}</p>
        <p role="status" className="text-sm font-semibold text-ink empty:hidden">
          {announcement}
        </p>
        {schedule.length === 0 ? (
          <p className="mt-2 text-sm text-ink-soft">{slotCopy.empty}</p>
        ) : (
          <ul aria-labelledby="geplante-artikel" className="divide-y divide-line">
            {schedule.map((slot) => (
              <SlotRow
                key={slot.id}
                slot={slot}
                hasDraft={slot.draftId ? draftIds.has(slot.draftId) : false}
                isOutline={slot.draftId ? outlineDraftIds.has(slot.draftId) : slot.topic?.kind === "outline"}
                busy={busy}
                {...actions}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function SlotRow({
  slot,
  hasDraft,
  isOutline,
  busy,
  onEdit,
  onDelete,
  onRetry,
  onOpenDraft,
}: Omit<ScheduleActions, "onPlan"> & { slot: ScheduledArticle; hasDraft: boolean; isOutline: boolean; busy: boolean }) {
  const status = statusStyle[slot.status];
  const origin = slot.origin ?? "manual";
  const kind = slot.topic?.kind;
  const originLabel =
    origin === "automation" && kind
      ? supplyCopy.byKind[kind]
      : origin === "automation" && slot.trigger
        ? slotCopy.byTrigger(triggerNames.get(slot.trigger) ?? "")
        : slotOriginLabels[origin];
  // A research outline is never announced as a finished draft (docs/decisions/0020).
  const statusLabel =
    slot.status === "ready" && (kind === "revise-article" || kind === "revise-draft")
      ? supplyCopy.readyLabel[kind]
      : slot.status === "ready" && isOutline
        ? supplyCopy.readyLabel.outline
        : scheduleStatusLabels[slot.status];
  const kindNote = isOutline ? supplyCopy.outlineNote : kind === "revise-draft" ? supplyCopy.reviseDraftNote : undefined;
  const quoted = <QuotedTitle title={slot.title} />;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p dir="auto" className="leading-snug font-semibold break-words">
          {slot.title}
        </p>
        <p className="mt-0.5 text-sm text-ink-soft">
          {scheduleCategoryLabels[slot.category]} ·{" "}
          <time dateTime={slot.scheduledDate}>{formatDateLong(`${slot.scheduledDate}T12:00:00Z`)}</time> ·{" "}
          <span className="tabular">{copy.targetLength(formatNumber(slot.targetLength))}</span>
        </p>
        <p className="mt-1 flex flex-wrap gap-1">
          <Badge tone={origin === "sample" ? "critical" : "neutral"}>
            {origin === "sample" ? <FlaskConical aria-hidden="true" /> : null}
            {originLabel}
          </Badge>
        </p>
        {origin === "sample" ? <p className="mt-1 text-xs text-ink-soft">{slotCopy.sampleNote}</p> : null}
        {kindNote ? <p className="mt-1 text-xs text-ink-soft">{kindNote}</p> : null}
        {slot.keywords.length > 0 ? (
          <ul aria-label={slotCopy.keywordsLabel} className="mt-1.5 flex flex-wrap gap-1">
            {slot.keywords.map((keyword, index) => (
              <li key={`${index}-${keyword}`}>
                <Badge>{keyword}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {slot.status === "failed" && slot.error ? (
          <p className="mt-1.5 text-sm break-words text-fake">{slotCopy.failedReason(slot.error)}</p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-1.5">
          {slot.status === "failed" && origin !== "sample" ? (
            <Button size="sm" onClick={() => onRetry(slot.id)} disabled={busy}>
              <RotateCw aria-hidden="true" />
              {slotCopy.retry}
              {quoted}
            </Button>
          ) : null}
          {slot.status === "ready" && hasDraft && slot.draftId ? (
            <Button size="sm" variant="outline" onClick={() => onOpenDraft(slot.draftId!)}>
              <FileText aria-hidden="true" />
              {slotCopy.openDraft}
              {quoted}
            </Button>
          ) : null}
          {hasDraft && !isOutline ? <SlotPublication slot={slot} /> : null}
          {slot.status === "published" && slot.slug ? (
            <Button asChild size="sm" variant="outline">
              <a href={articlePath(slot.slug)}>
                <ExternalLink aria-hidden="true" />
                {slotCopy.openPage}
                {quoted}
              </a>
            </Button>
          ) : null}
          {slot.status === "scheduled" || slot.status === "failed" ? (
            origin === "sample" ? null : (
              <EditSlotDialog slot={slot} onSave={(edited) => onEdit(slot.id, edited)} />
            )
          ) : null}
          {slot.status !== "generating" ? (
            <Button size="sm" variant="danger" onClick={() => onDelete(slot)}>
              <Trash2 aria-hidden="true" />
              {slotCopy.remove}
              {quoted}
            </Button>
          ) : null}
        </div>
      </div>
      <Badge tone={status.tone} className="self-start">
        {status.icon}
        {statusLabel}
      </Badge>
    </li>
  );
}
