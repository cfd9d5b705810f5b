import { useCallback, useEffect, useRef, useState } from "react";

import { generatorCopy } from "~/features/hub/copy/hub";
import { hubNow } from "~/features/hub/automation/clock";
import { GENERATION_STEP_MS, type GenerationRequest, runGeneration } from "./generator";
import { truncateText } from "~/utils/text";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

/**
 * Runs the generation's six steps: status text and progress for the view, the article for `onCreated`. A
 * finished run leaves the bar full (the view says "Fertig") until the next one starts.
 */
export function useGenerator(onCreated: (article: GeneratedArticle) => void) {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<string>(generatorCopy.idleStatus);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(
    async (request: GenerationRequest) => {
      if (controller.current) return;
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
