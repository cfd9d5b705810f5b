import { useCallback, useEffect, useRef, useState } from "react";

import { generatorCopy } from "~/features/hub/copy/hub";
import { llmErrorMessage, modelRunCopy, modelStages } from "~/features/hub/copy/llm";
import { hubNow } from "~/features/hub/automation/clock";
import { canGenerate, type GenerationRequest, isoDay } from "~/features/hub/generator/generator";
import { countWords, truncateText } from "~/utils/text";
import type { GeneratedArticle } from "~/features/hub/drafts/types";
import { draftFromBrief, type ModelTarget, modelTextDraft } from "~/features/hub/generator/draft-pipeline";
import { type ChatStage, FIRST_TOKEN_TIMEOUT_MS } from "./client";
import { isLlmError, LlmError } from "./errors";
import { promptInputFor } from "./prompt-input";

const STAGE_COUNT = 6;
const at = (stage: number) => (stage * 100) / STAGE_COUNT;

export type { ModelTarget };

/**
 * Runs one model generation through the draft pipeline (app/features/hub/generator/draft-pipeline.ts): the six
 * stages with their status texts, the text as it streams in (rendered at most once per animation
 * frame), cancel, and the draft for `onCreated` — complete, or incomplete with what arrived when the
 * run was cancelled or failed.
 */
export function useModelGeneration(onCreated: (article: GeneratedArticle) => void) {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<string>(generatorCopy.idleStatus);
  const [streamText, setStreamText] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<LlmError | null>(null);
  const controller = useRef<AbortController | null>(null);
  const frame = useRef(0);

  useEffect(
    () => () => {
      controller.current?.abort();
      cancelAnimationFrame(frame.current);
    },
    [],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  const generate = useCallback(
    async (request: GenerationRequest, target: ModelTarget) => {
      // Without a topic there is no prompt; the form does not offer the button then.
      if (controller.current || !canGenerate(request)) return;
      const current = new AbortController();
      controller.current = current;
      setError(null);
      setStreamText("");
      setRunning(true);
      setProgress(at(0));
      setStatus(modelStages.prompt);

      const prompt = promptInputFor(request, isoDay(hubNow()));
      setTitle(prompt.title);
      let received = "";
      const render = () => {
        frame.current = 0;
        setStreamText(received);
        setProgress(at(3) + Math.min(1, countWords(received) / prompt.minWords) * (at(4) - at(3)));
      };
      const save = (article: GeneratedArticle) => {
        setStatus(modelStages.saving);
        setProgress(at(5));
        onCreated(article);
      };

      try {
        setProgress(at(1));
        const { article, truncated, text } = await draftFromBrief(
          request,
          { kind: "llm", ...target, firstTokenTimeoutMs: FIRST_TOKEN_TIMEOUT_MS },
          {
            now: hubNow,
            signal: current.signal,
            onStage: (stage: ChatStage) => {
              setStatus(modelStages[stage]);
              setProgress(at(stage === "connecting" ? 1 : stage === "waiting" ? 2 : 3));
            },
            onText: (delta) => {
              received += delta;
              frame.current ||= requestAnimationFrame(render);
            },
          },
        );
        cancelAnimationFrame(frame.current);
        frame.current = 0;
        setStreamText(text);
        setStatus(modelStages.analysing);
        setProgress(at(4));
        save(article);
        const title = truncateText(prompt.title, 80);
        setStatus(truncated ? modelRunCopy.truncated(title) : modelRunCopy.done(title));
        setProgress(100);
      } catch (reason) {
        cancelAnimationFrame(frame.current);
        frame.current = 0;
        const failure = isLlmError(reason) ? reason : new LlmError("malformed", {}, { cause: reason });
        if (!isLlmError(reason)) console.warn(modelRunCopy.failedLog, reason);
        const partial = failure.details.partialText ?? received;
        const draft = partial ? modelTextDraft(request, partial, target.model.trim(), true, { now: hubNow }) : null;
        if (draft) save(draft);
        setError(failure);
        setStreamText("");
        setProgress(0);
        setStatus(
          `${llmErrorMessage(failure.kind, failure.details, { pageOrigin: window.location.origin })}${draft ? ` ${modelRunCopy.keptPartial}` : ""}`,
        );
      } finally {
        controller.current = null;
        setRunning(false);
      }
    },
    [onCreated],
  );

  return { running, progress, status, title, streamText, error, generate, cancel };
}
