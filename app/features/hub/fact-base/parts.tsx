import { useCallback, useEffect, useState } from "react";
import * as v from "valibot";

import { fetchFactBase, type ChangeAnswer, type FactBase } from "./fact-base-client";
import { requestProblems } from "~/content/data/edit-requests";
import type { SourceFields } from "./forms";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { NativeSelect } from "~/ui/native-select";
import { factBaseCopy as copy } from "~/features/hub/copy/hub-fact-base";
import type { ApiResult } from "~/features/hub/publishing/editor-client";
import { useEditorMode } from "~/features/hub/publishing/editor-mode";
import { FailureAlert, ProblemNotice } from "~/features/hub/publishing/problem-notice";

/** The fact base as the server reads it now, loaded with the editor's key and again after each change. */
export function useFactBase() {
  const { token } = useEditorMode();
  const [state, setState] = useState<{ base: FactBase | null; failed: boolean }>({ base: null, failed: false });
  const load = useCallback(async () => {
    if (!token) return;
    const result = await fetchFactBase(token);
    setState(result.ok ? { base: result.value, failed: false } : { base: null, failed: true });
  }, [token]);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void fetchFactBase(token).then((result) => {
      if (current) setState(result.ok ? { base: result.value, failed: false } : { base: null, failed: true });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return { token, ...state, reload: load };
}

/** Loading, a missing key or a failed load, said where the view would be; null when the fact base is there. */
export function FactBaseGate({ token, failed, reload }: { token: string; failed: boolean; reload: () => void }) {
  if (!token) return <p className="text-sm text-ink-soft">{copy.needsKey}</p>;
  if (failed)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <FailureAlert message={copy.loadFailed} className="w-auto" />
        <Button size="sm" variant="outline" onClick={reload}>
          {copy.reload}
        </Button>
      </div>
    );
  return (
    <p role="status" className="text-sm text-ink-soft">
      {copy.loading}
    </p>
  );
}

/** A labelled one-line text field with its hint. */
export function TextField({
  id,
  label,
  hint,
  type = "text",
  value,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  type?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} hint={hint}>
      {(describedBy) => (
        <Input
          id={id}
          type={type}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** The four fields of a dated source, as a group with its legend. */
export function SourceFieldset({
  id,
  legend,
  value,
  onChange,
}: {
  id: string;
  legend: string;
  value: SourceFields;
  onChange: (value: SourceFields) => void;
}) {
  const field = (name: keyof SourceFields, label: string, type: string, hint?: string) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      hint={hint}
      type={type}
      value={value[name]}
      onChange={(text) => onChange({ ...value, [name]: text })}
    />
  );
  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {field("url", copy.source.url, "url")}
      {field("title", copy.source.title, "text")}
      {field("name", copy.source.name, "text")}
      {field("published", copy.source.published, "text", copy.source.publishedHint)}
    </fieldset>
  );
}

/** A choice with its label, as the forms of the fact base ask for one. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Field id={id} label={label}>
      {(describedBy) => (
        <NativeSelect id={id} value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect>
      )}
    </Field>
  );
}

export function ConfidenceField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: "solid" | "medium";
  onChange: (value: "solid" | "medium") => void;
}) {
  return (
    <SelectField
      id={id}
      label={copy.confidence}
      value={value}
      onChange={(chosen) => onChange(chosen === "solid" ? "solid" : "medium")}
    >
      <option value="medium">{copy.confidences.medium}</option>
      <option value="solid">{copy.confidences.solid}</option>
    </SelectField>
  );
}

/** Where a change stands: building, refused (with the server's reasons), failed, or live. */
export type ChangeState =
  | { kind: "idle" }
  | { kind: "busy" }
  | { kind: "done"; text: string }
  | { kind: "refused"; message: string; problems: readonly string[] };

/** What a change's answer means for the form. */
export function changeStateOf(result: ApiResult<ChangeAnswer>): ChangeState {
  if (!result.ok) return { kind: "refused", message: result.message ?? copy.failed, problems: result.problems ?? [] };
  const answer = result.value;
  // Under four eyes the server says it waits for a second person, in its own words.
  if ("pending" in answer) return { kind: "done", text: answer.message };
  return { kind: "done", text: copy.done(answer.message, answer.editor, Math.round(answer.milliseconds / 1000)) };
}

/**
 * Sends a change the contract's schema accepts; what the server would refuse is said first and nothing is sent.
 * `sent` follows a change the server took (live or waiting for a second person).
 */
export async function sendChange<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  send: (request: v.InferOutput<S>) => Promise<ApiResult<ChangeAnswer>>,
  setState: (state: ChangeState) => void,
  sent: () => void,
): Promise<void> {
  const checked = v.safeParse(schema, input);
  if (!checked.success) return setState({ kind: "refused", message: copy.refused, problems: requestProblems(checked.issues) });
  setState({ kind: "busy" });
  const result = await send(checked.output);
  setState(changeStateOf(result));
  if (result.ok) sent();
}

export function ChangeStatus({ state }: { state: ChangeState }) {
  return (
    <div role="status" className="text-sm">
      {state.kind === "busy" ? <p className="text-ink-soft">{copy.busy}</p> : null}
      {state.kind === "done" ? <p className="font-semibold text-ink">{state.text}</p> : null}
      {state.kind === "refused" ? (
        <ProblemNotice
          title={state.problems.length ? state.message : copy.refused}
          problems={state.problems.length ? state.problems : [state.message]}
        />
      ) : null}
    </div>
  );
}

/** A change's form below the fact list: its heading names it (`aria-labelledby`), a line above it parts it off. */
export function ChangeForm({
  id,
  heading,
  onSubmit,
  children,
}: {
  id: string;
  heading: string;
  onSubmit: (event: React.FormEvent) => Promise<void>;
  children: React.ReactNode;
}) {
  return (
    <form aria-labelledby={id} className="grid gap-3 border-t border-line pt-5" onSubmit={(event) => void onSubmit(event)}>
      <h4 id={id} className="font-semibold">
        {heading}
      </h4>
      {children}
    </form>
  );
}
