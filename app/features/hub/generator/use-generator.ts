import { useCallback, useEffect, useRef, useState } from "react";

import { generatorCopy } from "~/features/hub/copy/hub";
import { hubNow } from "~/features/hub/automation/clock";
import { GENERATION_STEP_MS, type GenerationRequest, runGeneration } from "./generator";
import { truncateText } from "~/utils/text";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

/** How long the full bar stays visible before it resets to 0, so the last step can be seen. */
export const PROGRESS_HOLD_MS = 600;

/** Runs the simulated generation: status text and progress for the view, the article for `onCreated`. */
export function useGenerator(onCreated: (article: GeneratedArticle) => void) {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<string>(generatorCopy.idleStatus);
  const controller = useRef<AbortController | null>(null);
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      controller.current?.abort();
      window.clearTimeout(resetTimer.current);
    },
    [],
  );

  const generate = useCallback(
    async (request: GenerationRequest) => {
      if (controller.current) return;
      window.clearTimeout(resetTimer.current);
      const current = new AbortController();
      controller.current = current;
      const stepMs = GENERATION_STEP_MS;
      setRunning(true);
      setProgress(0);
      try {
        const article = await runGeneration(request, {
          stepMs,
          now: hubNow,
          signal: current.signal,
          onProgress: (update) => {
            setStatus(update.status);
            setProgress(update.progress);
          },
        });
        onCreated(article);
        setStatus(generatorCopy.doneStatus(truncateText(article.title, 80)));
        resetTimer.current = window.setTimeout(() => setProgress(0), Math.min(PROGRESS_HOLD_MS, stepMs));
      } catch (error) {
        if (current.signal.aborted) return;
        console.warn(generatorCopy.failedLog, error);
        setStatus(generatorCopy.failedStatus);
        setProgress(0);
      } finally {
        controller.current = null;
        if (!current.signal.aborted) setRunning(false);
      }
    },
    [onCreated],
  );

  return { running, progress, status, generate };
}
