import { MessageSquare, Undo2, X } from "lucide-react";
import { useId, useState } from "react";

import { sharedDraftsCopy as copy } from "./copy";
import type { SharedSummary } from "./shared-client";
import { useSharedDrafts } from "./shared-drafts";
import { QuotedTitle } from "../quoted-title";
import { DRAFT_NOTE_MAX } from "../publishing/editor-contract";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Disclosure } from "~/ui/disclosure";
import { Field } from "~/ui/field";
import { Textarea } from "~/ui/textarea";
import { formatDateTime, formatNumber } from "~/utils/format";

/**
 * A note to the newsroom: a text field and its button. The text stays until the server keeps it, so a refusal or a
 * lost connection loses nothing; `required` says in German what is missing before anything is sent.
 */
function NoteForm({
  label,
  hint,
  submit,
  required,
  onSend,
  onCancel,
  title,
  icon,
}: {
  label: string;
  /** Said above the length limit: who reads the note. */
  hint?: string;
  submit: string;
  /** The message when the field is empty, or null when it may be. */
  required: string | null;
  onSend: (text: string) => Promise<boolean>;
  onCancel?: () => void;
  title: string;
  icon: React.ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (required && !text.trim()) return setError(required);
    setError(null);
    setBusy(true);
    const kept = await onSend(text.trim());
    setBusy(false);
    if (kept) setText("");
  };
  return (
    <form aria-label={copy.noteForm(submit, title)} className="grid gap-2" onSubmit={(event) => void send(event)} noValidate>
      <Field
        id={id}
        label={label}
        hint={[hint, copy.noteHint(formatNumber(DRAFT_NOTE_MAX))].filter(Boolean).join(" ")}
        error={error}
      >
        {(describedBy) => (
          <Textarea
            id={id}
            rows={2}
            maxLength={DRAFT_NOTE_MAX}
            value={text}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-1.5">
        <Button type="submit" size="sm" variant="secondary" disabled={busy}>
          {icon}
          {submit}
          <QuotedTitle title={title} />
        </Button>
        {onCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            <X aria-hidden="true" />
            {copy.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A draft's comments, oldest first, and a field for one more; a reason it went back is marked as one. */
export function DraftComments({ summary }: { summary: SharedSummary }) {
  const shared = useSharedDrafts();
  const comments = summary.comments ?? [];
  return (
    <Disclosure summary={copy.comments(comments.length)} summaryClassName="text-sm">
      <div className="grid gap-3 pt-1 pb-2">
        {comments.length > 0 ? (
          <ol aria-label={copy.commentsLabel(summary.title)} className="grid gap-2">
            {comments.map((comment) => (
              <li key={`${comment.at}-${comment.by}`} className="rounded-lg bg-sand p-2.5">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-soft">
                  {copy.commentMeta(comment.by, formatDateTime(comment.at), comment.version)}
                  {comment.reason ? <Badge tone="info">{copy.reasonTag}</Badge> : null}
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-line">{comment.text}</p>
              </li>
            ))}
          </ol>
        ) : null}
        <NoteForm
          label={copy.commentField}
          submit={copy.commentSend}
          required={copy.commentEmpty}
          title={summary.title}
          icon={<MessageSquare aria-hidden="true" />}
          onSend={(text) => shared.comment(summary, text)}
        />
      </div>
    </Disclosure>
  );
}

/**
 * "Zurück an Entwurf" with a word why: asked of everyone but the person who sent the draft to review, who reads it
 * as the draft's comment.
 */
export function SendBackForm({ summary, you, onDone }: { summary: SharedSummary; you: string; onDone: () => void }) {
  const shared = useSharedDrafts();
  const own = summary.requestedBy === you;
  return (
    <NoteForm
      label={copy.reasonField}
      hint={own ? copy.reasonOptional : summary.requestedBy ? copy.reasonFor(summary.requestedBy) : undefined}
      submit={copy.sendBack}
      required={own ? null : copy.reasonEmpty}
      title={summary.title}
      icon={<Undo2 aria-hidden="true" />}
      onCancel={onDone}
      onSend={async (text) => {
        const sent = await shared.setStatus(summary, "entwurf", text || undefined);
        if (sent) onDone();
        return sent;
      }}
    />
  );
}
