import { useId, useState } from "react";

import type { DraftEditor } from "./use-draft-editor";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Field } from "~/ui/field";
import { Textarea } from "~/ui/textarea";
import { draftEditorCopy as copy } from "~/features/hub/copy/analysis-editor";
import { exportSlug } from "~/features/hub/publishing/export";
import { exceedsKeywordLimit, isValidSlug, parseKeywordList } from "./fields";
import { characterCount } from "~/utils/text";

type DraftEditorFormProps = { id: string; editor: DraftEditor };

/**
 * The six editable fields. Every keystroke stays in the field; the draft is saved and analysed after
 * a pause (see useDraftEditor). Problems are said next to the field and never block typing.
 */
export function DraftEditorForm({ id: articleId, editor }: DraftEditorFormProps) {
  const id = useId();
  const { fields, setField } = editor;
  const titleEmpty = fields.title.trim() === "";

  return (
    <form className="grid gap-4" aria-label={copy.formLabel} noValidate onSubmit={(event) => event.preventDefault()}>
      <Field
        id={`${id}-title`}
        label={copy.fields.title.label}
        hint={copy.fields.title.hint}
        error={titleEmpty ? copy.fields.title.empty : undefined}
      >
        {(describedBy) => (
          <Input
            id={`${id}-title`}
            dir="auto"
            value={fields.title}
            aria-invalid={titleEmpty || undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            onChange={(event) => setField("title", event.target.value)}
          />
        )}
      </Field>

      <SlugField id={`${id}-slug`} articleId={articleId} editor={editor} />

      <Field
        id={`${id}-description`}
        label={copy.fields.metaDescription.label}
        hint={`${copy.fields.metaDescription.hint} ${copy.fields.metaDescription.count(characterCount(fields.metaDescription))}`}
      >
        {(describedBy) => (
          <Textarea
            id={`${id}-description`}
            dir="auto"
            rows={3}
            value={fields.metaDescription}
            aria-describedby={describedBy}
            onChange={(event) => setField("metaDescription", event.target.value)}
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-keyphrase`} label={copy.fields.focusKeyphrase.label} hint={copy.fields.focusKeyphrase.hint}>
          {(describedBy) => (
            <Input
              id={`${id}-keyphrase`}
              dir="auto"
              value={fields.focusKeyphrase}
              aria-describedby={describedBy}
              autoComplete="off"
              onChange={(event) => setField("focusKeyphrase", event.target.value)}
            />
          )}
        </Field>
        <KeywordsField id={`${id}-keywords`} editor={editor} />
      </div>

      <Field id={`${id}-content`} label={copy.fields.content.label} hint={copy.fields.content.hint}>
        {(describedBy) => (
          <Textarea
            id={`${id}-content`}
            dir="auto"
            lang="de-AT"
            rows={18}
            value={fields.content}
            aria-describedby={describedBy}
            className="min-h-80 font-mono text-sm"
            onChange={(event) => setField("content", event.target.value)}
          />
        )}
      </Field>
    </form>
  );
}

/** The slug, with the address the export would use when it is empty or not a valid slug. */
function SlugField({ id, articleId, editor }: { id: string; articleId: string; editor: DraftEditor }) {
  const { fields, setField } = editor;
  const slugSuggestion = exportSlug({ id: articleId, title: fields.title, slug: fields.slug });
  const slugEmpty = fields.slug.trim() === "";
  const slugInvalid = !slugEmpty && !isValidSlug(fields.slug);
  return (
    <Field
      id={id}
      label={copy.fields.slug.label}
      hint={copy.fields.slug.hint}
      error={slugInvalid ? copy.fields.slug.invalid(slugSuggestion) : undefined}
      note={slugEmpty ? copy.fields.slug.empty(slugSuggestion) : undefined}
      action={
        slugInvalid || slugEmpty ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setField("slug", slugSuggestion)}>
            {copy.fields.slug.apply}
          </Button>
        ) : undefined
      }
    >
      {(describedBy) => (
        <Input
          id={id}
          value={fields.slug}
          aria-invalid={slugInvalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setField("slug", event.target.value)}
        />
      )}
    </Field>
  );
}

/** The keyword field keeps what was typed (a trailing comma, spaces) while the draft stores the list. */
function KeywordsField({ id, editor }: { id: string; editor: DraftEditor }) {
  const { fields, setField } = editor;
  const [keywordText, setKeywordText] = useState(() => fields.keywords.join(", "));
  return (
    <Field
      id={id}
      label={copy.fields.keywords.label}
      hint={copy.fields.keywords.hint}
      note={exceedsKeywordLimit(keywordText) ? copy.fields.keywords.tooMany : undefined}
    >
      {(describedBy) => (
        <Input
          id={id}
          dir="auto"
          value={keywordText}
          aria-describedby={describedBy}
          autoComplete="off"
          onChange={(event) => {
            setKeywordText(event.target.value);
            setField("keywords", parseKeywordList(event.target.value));
          }}
        />
      )}
    </Field>
  );
}
