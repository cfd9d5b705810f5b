import { CircleAlert, CircleCheck, PlugZap } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

import type { ModelSettingsState } from "./use-model-settings";
import { Button } from "~/ui/button";
import { SecretField } from "../secret-field";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { BusyIcon } from "~/ui/busy-icon";
import { llmErrorMessage, textSourceCopy as copy } from "~/features/hub/copy/llm";
import { formatNumber } from "~/utils/format";
import { testConnection } from "./connection";
import { allowedModelOrigins, checkEndpoint } from "./endpoint";
import { isLlmError, LlmError, type LlmErrorKind } from "./errors";
import { API_KEY_MAX_LENGTH, MODEL_MAX_LENGTH, type TextSource } from "./settings";

const ENDPOINT_ERRORS: readonly LlmErrorKind[] = ["endpoint-missing", "endpoint-invalid", "endpoint-not-allowed"];

type TestState = { phase: "idle" } | { phase: "testing" } | { phase: "done"; ok: boolean; message: string };

const errorMessage = (error: LlmError) => llmErrorMessage(error.kind, error.details, { pageOrigin: window.location.origin });

/** "Textquelle": offline template or an OpenAI-compatible model with endpoint, model, key and a connection test. */
export function TextSourceSettings({
  state,
  disabled,
  runError,
}: {
  state: ModelSettingsState;
  disabled: boolean;
  /** The last model run's failure, to point at the field that caused it. */
  runError: LlmError | null;
}) {
  const id = useId();
  const { settings, update } = state;
  const test = useConnectionTest(state);
  // A run's field error stands until the editor edits a field (then the new value has not failed yet).
  const [dismissedRunError, setDismissedRunError] = useState<LlmError | null>(null);
  const fieldError = test.error ?? (runError === dismissedRunError ? null : runError);
  const edited = () => {
    test.clearError();
    setDismissedRunError(runError);
  };
  const endpointError = fieldError && ENDPOINT_ERRORS.includes(fieldError.kind) ? fieldError : null;
  const modelError = fieldError?.kind === "model-missing" ? fieldError : null;
  const chooseSource = (source: TextSource) => update({ source });

  return (
    <fieldset className="grid gap-3 rounded-xl border border-line p-3" disabled={disabled}>
      <legend className="px-1 text-sm font-semibold">{copy.legend}</legend>
      {(["offline", "llm"] as const).map((source) => (
        <div key={source} className="flex items-start gap-2.5">
          <input
            type="radio"
            id={`${id}-${source}`}
            name={`${id}-source`}
            value={source}
            checked={settings.source === source}
            onChange={() => chooseSource(source)}
            aria-describedby={`${id}-${source}-hint`}
            className="mt-1 size-4 shrink-0 accent-accent"
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-${source}`}>{copy[source].label}</Label>
            <p id={`${id}-${source}-hint`} className="text-xs text-ink-soft">
              {copy[source].hint}
            </p>
          </div>
        </div>
      ))}

      {settings.source === "llm" ? (
        <div className="grid gap-3 border-t border-line pt-3">
          <EndpointField id={`${id}-endpoint`} state={state} error={endpointError} onEdit={edited} />
          <Field
            id={`${id}-model`}
            label={copy.model.label}
            hint={copy.model.hint}
            error={modelError ? <FieldError>{errorMessage(modelError)}</FieldError> : null}
          >
            {(describedBy) => (
              <Input
                id={`${id}-model`}
                autoComplete="off"
                spellCheck={false}
                maxLength={MODEL_MAX_LENGTH}
                value={settings.model}
                placeholder={copy.model.placeholder}
                aria-invalid={modelError ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  edited();
                  update({ model: event.target.value });
                }}
              />
            )}
          </Field>
          <ApiKeyFields id={`${id}-key`} state={state} />
          <ConnectionTest test={test} />
          {state.storageFailed ? <p className="text-xs text-critical">{copy.storageFailed}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/** "Verbindung testen": asks the endpoint for its models (or a one-word completion); a new test cancels the last. */
function useConnectionTest(state: ModelSettingsState) {
  const [test, setTest] = useState<TestState>({ phase: "idle" });
  const [error, setError] = useState<LlmError | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);

  const run = async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setError(null);
    setTest({ phase: "testing" });
    try {
      const base = checkEndpoint(state.settings.endpoint);
      const model = state.settings.model.trim();
      const report = await testConnection(
        { base, model, apiKey: state.apiKey.trim() || undefined },
        { signal: controller.signal },
      );
      const text = !model
        ? copy.testOkNoModel(report.models.join(", "))
        : report.via === "completion"
          ? copy.testOkByCompletion
          : copy.testOk(formatNumber(report.models.length));
      setTest({ phase: "done", ok: true, message: text });
    } catch (caught) {
      if (controller.signal.aborted) return;
      const failure = isLlmError(caught) ? caught : new LlmError("malformed", {}, { cause: caught });
      setError(failure);
      setTest({ phase: "done", ok: false, message: errorMessage(failure) });
    }
  };
  return { state: test, error, run, clearError: () => setError(null) };
}

function EndpointField({
  id,
  state,
  error,
  onEdit,
}: {
  id: string;
  state: ModelSettingsState;
  error: LlmError | null;
  onEdit: () => void;
}) {
  const describedBy = [error && `${id}-error`, `${id}-allowed`, `${id}-browser`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{copy.endpoint.label}</Label>
      <Input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={state.settings.endpoint}
        placeholder={copy.endpoint.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          onEdit();
          state.update({ endpoint: event.target.value });
        }}
      />
      {error ? (
        <p id={`${id}-error`}>
          <FieldError>{errorMessage(error)}</FieldError>
        </p>
      ) : null}
      <p id={`${id}-allowed`} className="text-xs break-words text-ink-soft">
        {allowedModelOrigins.length ? copy.endpoint.allowed(allowedModelOrigins.join(", ")) : copy.endpoint.noneAllowed}
      </p>
      <p id={`${id}-browser`} className="text-xs text-ink-soft">
        {copy.endpoint.browserNote}
      </p>
    </div>
  );
}

/** The API key: kept in the tab unless "Auf diesem Gerät merken" is ticked, with the warning beside it. */
function ApiKeyFields({ id, state }: { id: string; state: ModelSettingsState }) {
  return (
    <SecretField
      id={id}
      copy={copy.key}
      hint={copy.key.hint}
      value={state.apiKey}
      remember={state.rememberKey}
      maxLength={API_KEY_MAX_LENGTH}
      removed={state.keyRemoved}
      onChange={state.setKey}
      onRemove={state.removeKey}
    />
  );
}

function ConnectionTest({ test }: { test: ReturnType<typeof useConnectionTest> }) {
  const { state } = test;
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={test.run}
        disabled={state.phase === "testing"}
      >
        <BusyIcon busy={state.phase === "testing"} icon={PlugZap} />
        {copy.testButton}
      </Button>
      <p role="status" aria-label={copy.testButton} className="flex gap-1.5 text-sm">
        {state.phase === "testing" ? copy.testing : null}
        {state.phase === "done" ? (
          <>
            {state.ok ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-authentic" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fake" />
            )}
            <span>{state.message}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

function FieldError({ children }: { children: ReactNode }) {
  return (
    <span className="flex gap-1.5 text-xs font-semibold text-fake">
      <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {children}
    </span>
  );
}
