/**
 * The analysis in a module worker (same origin, so the strict CSP allows it): a 100,000-word text
 * takes about a second and must not block typing. One message in, one message out.
 */
import { analyzeDraft } from "./analyze";
import type { AnalysisRequest, AnalysisResponse } from "./client";

const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<AnalysisRequest>) => void): void;
  postMessage(message: AnalysisResponse): void;
};

scope.addEventListener("message", (event) => {
  const { id, input, options } = event.data;
  try {
    scope.postMessage({ id, ok: true, analysis: analyzeDraft(input, options) });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
