/**
 * The analysis in a module worker (same origin, so the strict CSP allows it): a 100,000-word text
 * takes about a second and must not block typing. One message in, one message out.
 *
 * The analysis reads the fact base, which the worker loads first (docs/decisions/0076): the listener is in place
 * before that, so a message sent while it loads waits for it instead of being lost.
 */
import type { AnalysisRequest, AnalysisResponse } from "./client";

const scope = self as unknown as {
  addEventListener(type: "message", listener: (event: MessageEvent<AnalysisRequest>) => void): void;
  postMessage(message: AnalysisResponse): void;
};

const analysis = import("./analyze");

scope.addEventListener("message", async (event) => {
  const { id, input, options } = event.data;
  try {
    const { analyzeDraft } = await analysis;
    scope.postMessage({ id, ok: true, analysis: analyzeDraft(input, options) });
  } catch (error) {
    scope.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
