// The classic script after each loader-data JSON block, the same text on every page and for every
// chunk (scripts/defer-hydration.mjs injects it minified, and the CSP holds its hash): it hands the
// JSON string in the block right before it to React Router's stream, as React Router's own
// per-chunk `enqueue("…")` script did.

/** What React Router's prerendered page sets up before the loader-data scripts. */
interface StreamWindow {
  __reactRouterContext: { streamController: ReadableStreamDefaultController<unknown> };
}

(window as unknown as StreamWindow).__reactRouterContext.streamController.enqueue(
  JSON.parse(document.currentScript?.previousElementSibling?.textContent ?? ""),
);

export {};
