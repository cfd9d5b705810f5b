import { CircleCheck, FolderOpen, Send, Undo2, UserPen } from "lucide-react";

import { useState } from "react";

import { sharedDraftsCopy as copy } from "./copy";
import { DraftComments, SendBackForm } from "./draft-conversation";
import type { SharedSummary } from "./shared-client";
import { useSharedDrafts } from "./shared-drafts";
import { waitingFor } from "./waiting";
import { generatorCopy } from "~/features/hub/copy/hub";
import { TextComparison } from "../drafts/text-comparison";
import { PanelCard } from "../panel-card";
import { QuotedTitle } from "../quoted-title";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { formatDateTime } from "~/utils/format";

const tones = { entwurf: "neutral", "in-pruefung": "info", freigegeben: "authentic" } as const;

/**
 * "Entwürfe der Redaktion" in the editor mode (docs/decisions/0039): every draft on the server with its
 * status, who saved it last and who is editing it now; a draft is opened here, sent to review,
 * approved (by another editor under the four-eyes rule) or set back to a draft.
 */
export function SharedDraftsPanel() {
  const shared = useSharedDrafts();
  const { list } = shared;
  if (!list) return null;
  return (
    <PanelCard title={copy.title} description={copy.description} titleId="entwuerfe-der-redaktion" className="mb-5">
      {shared.notices.length > 0 ? (
        <div role="alert" className="mb-3 grid gap-2 rounded-xl bg-sun-soft p-3 text-sm">
          {shared.notices.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <Button size="sm" variant="outline" className="justify-self-start" onClick={shared.dismissNotices}>
            {copy.dismiss}
          </Button>
        </div>
      ) : null}
      <p role="status" className="mb-2 text-sm font-semibold empty:hidden">
        {shared.message}
      </p>
      <WaitingForYou />
      {list.drafts.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.listLabel} className="divide-y divide-line">
          {list.drafts.map((summary) => (
            <SharedDraftRow key={summary.id} summary={summary} you={list.you} fourEyes={list.fourEyes} />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

function SharedDraftRow({ summary, you, fourEyes }: { summary: SharedSummary; you: string; fourEyes: boolean }) {
  const shared = useSharedDrafts();
  const [sendingBack, setSendingBack] = useState(false);
  const lease = summary.lease && summary.lease.editor !== you ? summary.lease : undefined;
  const ownRequest = fourEyes && summary.requestedBy === you;
  // Approved is what the approver read, and not while a colleague changes it.
  const approvalHeld = ownRequest
    ? copy.ownRequest
    : lease
      ? copy.approveLeased(lease.editor)
      : shared.hasOpened(summary)
        ? null
        : copy.approveUnread;
  const published = summary.published?.version === summary.version ? summary.published : undefined;
  const details = [
    copy.saved(summary.updatedBy, formatDateTime(summary.updatedAt)),
    summary.requestedBy ? copy.requested(summary.requestedBy) : null,
    summary.approvedBy ? copy.approved(summary.approvedBy) : null,
    published ? copy.publishedBy(published.by) : null,
    summary.copyOf ? copy.copyOf : null,
  ].filter(Boolean);
  return (
    <li className="grid gap-1.5 py-3 text-sm first:pt-0 last:pb-0">
      <p className="font-semibold break-words">{summary.title}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-soft">
        <Badge tone={tones[summary.status]}>{copy.statuses[summary.status]}</Badge>
        {published ? <Badge tone="authentic">{copy.published}</Badge> : null}
        {details.join(" · ")}
      </p>
      {lease ? (
        <p className="flex items-center gap-1.5 text-xs font-semibold">
          <UserPen aria-hidden="true" className="size-4" />
          {copy.leased(lease.editor)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        <Button size="sm" variant="outline" onClick={() => shared.open(summary)}>
          <FolderOpen aria-hidden="true" />
          {copy.open}
          <QuotedTitle title={summary.title} />
        </Button>
        {summary.status === "entwurf" ? (
          <Button size="sm" variant="secondary" onClick={() => void shared.setStatus(summary, "in-pruefung")}>
            <Send aria-hidden="true" />
            {copy.toReview}
            <QuotedTitle title={summary.title} />
          </Button>
        ) : null}
        {summary.status === "in-pruefung" ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={approvalHeld !== null}
            aria-describedby={approvalHeld ? `freigabe-${summary.id}` : undefined}
            onClick={() => void shared.setStatus(summary, "freigegeben")}
          >
            <CircleCheck aria-hidden="true" />
            {copy.approve}
            <QuotedTitle title={summary.title} />
          </Button>
        ) : null}
        {summary.status !== "entwurf" ? (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={sendingBack}
            aria-controls={`zurueck-${summary.id}`}
            onClick={() => setSendingBack((open) => !open)}
          >
            <Undo2 aria-hidden="true" />
            {copy.toDraft}
            <QuotedTitle title={summary.title} />
          </Button>
        ) : null}
      </div>
      {approvalHeld && summary.status === "in-pruefung" ? (
        <p id={`freigabe-${summary.id}`} className="text-xs text-ink-soft">
          {approvalHeld}
        </p>
      ) : null}
      <div id={`zurueck-${summary.id}`} hidden={!sendingBack || summary.status === "entwurf"}>
        {sendingBack && summary.status !== "entwurf" ? (
          <SendBackForm summary={summary} you={you} onDone={() => setSendingBack(false)} />
        ) : null}
      </div>
      {summary.changedSinceApproval ? (
        <TextComparison
          labels={{
            ...copy.sinceApproval,
            title: copy.sinceApproval.title(summary.changedSinceApproval.by, formatDateTime(summary.changedSinceApproval.at)),
          }}
          load={() => shared.sinceApproval(summary)}
        />
      ) : null}
      <DraftComments summary={summary} />
    </li>
  );
}

/** What waits for the editor at the top of the panel: a review, a publication, a draft sent back with its reason. */
function WaitingForYou() {
  const shared = useSharedDrafts();
  const waiting = shared.list ? waitingFor(shared.list) : [];
  if (waiting.length === 0) return null;
  return (
    <div className="mb-4 rounded-xl bg-info-soft p-3 text-sm">
      <p id="wartet-auf-sie" className="font-semibold">
        {copy.waitingTitle(waiting.length)}
      </p>
      <ul aria-labelledby="wartet-auf-sie" className="mt-1.5 grid gap-2">
        {waiting.map(({ summary, reason, by, text }) => (
          <li key={summary.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="min-w-0 flex-1 basis-64 break-words">
              <span className="font-semibold">{generatorCopy.quoted(summary.title)}</span> {copy.waiting[reason](by)}
              {text ? <span className="whitespace-pre-line">{copy.quotedText(text)}</span> : null}
            </span>
            <Button size="sm" variant="outline" onClick={() => shared.open(summary)}>
              <FolderOpen aria-hidden="true" />
              {copy.open}
              <QuotedTitle title={summary.title} />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
