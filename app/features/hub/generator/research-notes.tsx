import { FileSearch, Pencil, Plus, Sparkles, Trash2, WandSparkles } from "lucide-react";
import { useId, useRef, useState } from "react";

import { PanelCard } from "../panel-card";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { Textarea } from "~/ui/textarea";
import { notesCopy as copy } from "~/features/hub/copy/hub-notes";
import { formatPartialDate } from "~/utils/format";
import { hubNow } from "~/features/hub/automation/clock";
import { checkNote, isOutline, type NoteErrors, type NoteInput } from "./notes";
import { sourceHost } from "~/features/hub/drafts/draft-sources";
import { checkLineId } from "~/features/hub/publishing/check-lines";
import { viennaDay } from "~/features/hub/automation/schedule";
import type { GeneratedArticle, ResearchNote } from "~/features/hub/drafts/types";

const EMPTY: Required<NoteInput> = { statement: "", url: "", asOf: "", title: "", published: "" };
type NoteText = Omit<ResearchNote, "id">;

type ResearchNotesProps = {
  article: GeneratedArticle;
  onAdd: (note: NoteText) => void;
  onUpdate: (id: string, note: NoteText) => void;
  onRemove: (id: string) => void;
  /** Writes the draft from the notes (offline, in place). */
  onWrite: () => void;
  /** With the language model as text source: a new draft written by the model from the notes. */
  onWriteWithModel?: () => void;
};

/**
 * The research notes of a draft: the list with edit and remove, a form (statement, source, "Stand")
 * whose German messages say what to fix, and the buttons that write the draft from the notes.
 */
export function ResearchNotes({ article, onAdd, onUpdate, onRemove, onWrite, onWriteWithModel }: ResearchNotesProps) {
  const id = useId();
  const notes = article.notes ?? [];
  const [status, setStatus] = useState("");
  const form = useNoteForm(id, { onAdd, onUpdate, onStatus: setStatus });

  return (
    <PanelCard id={checkLineId(article.id, "research")} title={copy.title} description={copy.description} titleId={`${id}-title`}>
      <div className="grid gap-4">
        {isOutline(article) ? (
          <p className="flex items-start gap-2 rounded-xl bg-sun-soft px-3 py-2 text-sm text-ink">
            <FileSearch aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {copy.outlineNotice}
          </p>
        ) : null}
        <p role="status" className="text-sm font-semibold empty:hidden">
          {status}
        </p>
        <NoteList
          notes={notes}
          onEdit={form.edit}
          onRemove={(note) => {
            onRemove(note.id);
            if (form.editing === note.id) form.cancel();
            setStatus(copy.removed);
          }}
        />
        <NoteForm id={id} form={form} />
        <WriteFromNotes
          id={id}
          hasNotes={notes.length > 0}
          onWrite={() => {
            onWrite();
            setStatus(copy.written);
          }}
          onWriteWithModel={onWriteWithModel}
        />
      </div>
    </PanelCard>
  );
}

/** The note form's state: the typed values, their German messages, and which note is being edited. */
function useNoteForm(
  id: string,
  {
    onAdd,
    onUpdate,
    onStatus,
  }: { onAdd: (note: NoteText) => void; onUpdate: (id: string, note: NoteText) => void; onStatus: (text: string) => void },
) {
  const [input, setInput] = useState<Required<NoteInput>>(EMPTY);
  const [errors, setErrors] = useState<NoteErrors>({});
  const [editing, setEditing] = useState<string | null>(null);
  const firstField = useRef<HTMLTextAreaElement>(null);
  const reset = () => {
    setEditing(null);
    setErrors({});
    setInput(EMPTY);
  };
  return {
    input,
    errors,
    editing,
    firstField,
    set: (name: keyof NoteInput, value: string) => {
      setInput((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    submit: (event: React.FormEvent) => {
      event.preventDefault();
      const checked = checkNote(input, viennaDay(hubNow()));
      if (!checked.ok) {
        setErrors(checked.errors);
        onStatus(copy.errorsTitle);
        const first = (["statement", "url", "asOf", "title", "published"] as const).find((name) => checked.errors[name]);
        if (first) document.getElementById(fieldId(id, first))?.focus();
        return;
      }
      if (editing) onUpdate(editing, checked.note);
      else onAdd(checked.note);
      onStatus(editing ? copy.saved : copy.added);
      reset();
    },
    edit: (note: ResearchNote) => {
      setEditing(note.id);
      setErrors({});
      setInput({
        statement: note.statement,
        url: note.url,
        asOf: note.asOf,
        title: note.title ?? "",
        published: note.published ?? "",
      });
      firstField.current?.focus();
    },
    cancel: reset,
  };
}

type NoteForm = ReturnType<typeof useNoteForm>;

/** The element id of a form field ("title" is the page's title: the panel's own title has `${id}-title`). */
function fieldId(id: string, name: keyof NoteInput): string {
  return name === "title" ? `${id}-page-title` : `${id}-${name}`;
}

function NoteList({
  notes,
  onEdit,
  onRemove,
}: {
  notes: readonly ResearchNote[];
  onEdit: (note: ResearchNote) => void;
  onRemove: (note: ResearchNote) => void;
}) {
  return notes.length === 0 ? (
    <p className="text-sm text-ink-soft">{copy.empty}</p>
  ) : (
    <ol aria-label={copy.listLabel} className="grid list-decimal gap-3 pl-5 text-sm">
      {notes.map((note, index) => (
        <li key={note.id} className="break-words">
          <p dir="auto">{note.statement}</p>
          <p className="text-xs text-ink-soft">
            <a href={note.url} rel="noopener noreferrer" target="_blank" className="underline underline-offset-2">
              {copy.noteSource(sourceHost(note.url), formatPartialDate(note.asOf))}
            </a>
          </p>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <Button size="sm" variant="outline" aria-label={copy.editLabel(index + 1)} onClick={() => onEdit(note)}>
              <Pencil aria-hidden="true" />
              {copy.edit}
            </Button>
            <Button size="sm" variant="ghost" aria-label={copy.removeLabel(index + 1)} onClick={() => onRemove(note)}>
              <Trash2 aria-hidden="true" />
              {copy.remove}
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}

function NoteForm({ id, form }: { id: string; form: NoteForm }) {
  const { input, errors, editing, set } = form;
  return (
    <form className="grid gap-3" noValidate onSubmit={form.submit} aria-labelledby={`${id}-title`}>
      <Field
        id={`${id}-statement`}
        label={copy.fields.statement.label}
        hint={copy.fields.statement.hint}
        error={errors.statement}
      >
        {(describedBy) => (
          <Textarea
            ref={form.firstField}
            id={`${id}-statement`}
            dir="auto"
            lang="de-AT"
            rows={3}
            value={input.statement}
            aria-invalid={errors.statement ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => set("statement", event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field id={`${id}-url`} label={copy.fields.url.label} hint={copy.fields.url.hint} error={errors.url}>
          {(describedBy) => (
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={input.url}
              aria-invalid={errors.url ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set("url", event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-asOf`} label={copy.fields.asOf.label} hint={copy.fields.asOf.hint} error={errors.asOf}>
          {(describedBy) => (
            <Input
              id={`${id}-asOf`}
              type="date"
              value={input.asOf}
              aria-invalid={errors.asOf ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set("asOf", event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Field id={fieldId(id, "title")} label={copy.fields.title.label} hint={copy.fields.title.hint} error={errors.title}>
          {(describedBy) => (
            <Input
              id={fieldId(id, "title")}
              dir="auto"
              autoComplete="off"
              value={input.title}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set("title", event.target.value)}
            />
          )}
        </Field>
        <Field
          id={`${id}-published`}
          label={copy.fields.published.label}
          hint={copy.fields.published.hint}
          error={errors.published}
        >
          {(describedBy) => (
            <Input
              id={`${id}-published`}
              type="date"
              value={input.published}
              aria-invalid={errors.published ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set("published", event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary">
          {editing ? <Pencil aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {editing ? copy.save : copy.add}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={form.cancel}>
            {copy.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function WriteFromNotes({
  id,
  hasNotes,
  onWrite,
  onWriteWithModel,
}: {
  id: string;
  hasNotes: boolean;
  onWrite: () => void;
  onWriteWithModel?: () => void;
}) {
  return (
    <div className="grid gap-2 border-t border-line pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" disabled={!hasNotes} aria-describedby={`${id}-write-hint`} onClick={onWrite}>
          <WandSparkles aria-hidden="true" />
          {copy.write}
        </Button>
        {onWriteWithModel ? (
          <Button
            type="button"
            variant="outline"
            disabled={!hasNotes}
            aria-describedby={`${id}-model-hint`}
            onClick={onWriteWithModel}
          >
            <Sparkles aria-hidden="true" />
            {copy.writeWithModel}
          </Button>
        ) : null}
      </div>
      <p id={`${id}-write-hint`} className="text-xs text-ink-soft">
        {hasNotes ? copy.writeHint : copy.needNotes}
      </p>
      {onWriteWithModel ? (
        <p id={`${id}-model-hint`} className="text-xs text-ink-soft">
          {copy.writeWithModelHint}
        </p>
      ) : null}
    </div>
  );
}
