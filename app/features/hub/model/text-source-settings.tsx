import { CircleAlert, CircleCheck, LoaderCircle, PlugZap, TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import type { ModelSettingsState } from "./use-model-settings";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { llmErrorMessage, textSourceCopy as copy } from "~/features/hub/copy/llm";
import { formatNumber } from "~/utils/format";
import { testConnection } from "./connection";
import { allowedModelOrigins, checkEndpoint } from "./endpoint";
import { isLlmError, LlmError, type LlmErrorKind } from "./errors";
import { API_KEY_MAX_LENGTH, MODEL_MAX_LENGTH, type TextSource } from "./settings";

const ENDPOINT_ERRORS: readonly LlmErrorKind[] = ["endpoint-missing", "endpoint-invalid", "endpoint-not-allowed"];

type TestState = { phase: "idle" } | { phase: "testing" } | { phase: "done"; ok: boolean; message: string };

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
  const [test, setTest] = useState<TestState>({ phase: "idle" });
  const [testError, setTestError] = useState<LlmError | null>(null);
  const testController = useRef<AbortController | null>(null);
  useEffect(() => () => testController.current?.abort(), []);

  // A run's field error stands until the editor edits a field (then the new value has not failed yet).
  const [dismissedRunError, setDismissedRunError] = useState<LlmError | null>(null);
  const fieldError = testError ?? (runError === dismissedRunError ? null : runError);
  const edited = () => {
    setTestError(null);
    setDismissedRunError(runError);
  };
  const endpointError = fieldError && ENDPOINT_ERRORS.includes(fieldError.kind) ? fieldError : null;
  const modelError = fieldError?.kind === "model-missing" ? fieldError : null;
  const message = (error: LlmError) => llmErrorMessage(error.kind, error.details, { pageOrigin: window.location.origin });

  const runTest = async () => {
    testController.current?.abort();
    const controller = new AbortController();
    testController.current = controller;
    setTestError(null);
    setTest({ phase: "testing" });
    try {
      const base = checkEndpoint(settings.endpoint);
      const model = settings.model.trim();
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
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = isLlmError(error) ? error : new LlmError("malformed", {}, { cause: error });
      setTestError(failure);
      setTest({ phase: "done", ok: false, message: message(failure) });
    }
  };

  const chooseSource = (source: TextSource) => update({ source });
  const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(" ") || undefined;

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
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-endpoint`}>{copy.endpoint.label}</Label>
            <Input
              id={`${id}-endpoint`}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={settings.endpoint}
              placeholder={copy.endpoint.placeholder}
              aria-invalid={endpointError ? true : undefined}
              aria-describedby={describedBy(endpointError && `${id}-endpoint-error`, `${id}-allowed`, `${id}-browser`)}
              onChange={(event) => {
                edited();
                update({ endpoint: event.target.value });
              }}
            />
            {endpointError ? <FieldError id={`${id}-endpoint-error`}>{message(endpointError)}</FieldError> : null}
            <p id={`${id}-allowed`} className="text-xs break-words text-ink-soft">
              {allowedModelOrigins.length ? copy.endpoint.allowed(allowedModelOrigins.join(", ")) : copy.endpoint.noneAllowed}
            </p>
            <p id={`${id}-browser`} className="text-xs text-ink-soft">
              {copy.endpoint.browserNote}
            </p>
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-model`}>{copy.model.label}</Label>
            <Input
              id={`${id}-model`}
              autoComplete="off"
              spellCheck={false}
              maxLength={MODEL_MAX_LENGTH}
              value={settings.model}
              placeholder={copy.model.placeholder}
              aria-invalid={modelError ? true : undefined}
              aria-describedby={describedBy(modelError && `${id}-model-error`, `${id}-model-hint`)}
              onChange={(event) => {
                edited();
                update({ model: event.target.value });
              }}
            />
            {modelError ? <FieldError id={`${id}-model-error`}>{message(modelError)}</FieldError> : null}
            <p id={`${id}-model-hint`} className="text-xs text-ink-soft">
              {copy.model.hint}
            </p>
          </div>

          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-key`}>{copy.key.label}</Label>
            <Input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              maxLength={API_KEY_MAX_LENGTH}
              value={state.apiKey}
              aria-describedby={`${id}-key-hint`}
              onChange={(event) => state.setKey(event.target.value, state.rememberKey)}
            />
            <p id={`${id}-key-hint`} className="text-xs text-ink-soft">
              {copy.key.hint}
            </p>
            <div className="flex items-start gap-2.5">
              <input
                type="checkbox"
                id={`${id}-remember`}
                checked={state.rememberKey}
                aria-describedby={`${id}-remember-warning`}
                onChange={(event) => state.setKey(state.apiKey, event.target.checked)}
                className="mt-1 size-4 shrink-0 accent-accent"
              />
              <Label htmlFor={`${id}-remember`}>{copy.key.remember}</Label>
            </div>
            <p id={`${id}-remember-warning`} className="flex gap-1.5 rounded-lg bg-critical-soft p-2 text-xs text-ink">
              <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0 text-critical" />
              {copy.key.rememberWarning}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={state.removeKey}
                disabled={!state.apiKey && !state.rememberKey}
              >
                {copy.key.remove}
              </Button>
              <p role="status" className="text-xs text-ink-soft">
                {state.keyRemoved ? copy.key.removed : ""}
              </p>
            </div>
          </div>

          <div className="grid gap-2">
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={runTest}
              disabled={test.phase === "testing"}
            >
              {test.phase === "testing" ? (
                <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
              ) : (
                <PlugZap aria-hidden="true" />
              )}
              {copy.testButton}
            </Button>
            <p role="status" aria-label={copy.testButton} className="flex gap-1.5 text-sm">
              {test.phase === "testing" ? copy.testing : null}
              {test.phase === "done" ? (
                <>
                  {test.ok ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-authentic" />
                  ) : (
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-fake" />
                  )}
                  <span>{test.message}</span>
                </>
              ) : null}
            </p>
          </div>
          {state.storageFailed ? <p className="text-xs text-critical">{copy.storageFailed}</p> : null}
        </div>
      ) : null}
    </fieldset>
  );
}

function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className="flex gap-1.5 text-xs font-semibold text-fake">
      <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {children}
    </p>
  );
}
