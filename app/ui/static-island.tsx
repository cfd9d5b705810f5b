import { Suspense, createElement } from "react";

/**
 * Static islands (docs/decisions/0001): parts of a prerendered page whose markup the browser keeps
 * as it is, without downloading their code. The prerender renders the real component inside
 * `<StaticIsland>`; in the browser `snapshot` reads that markup back before React hydrates and
 * `StaticMarkup` renders it unchanged. Used by the landing page (prerendered-lazy.tsx) and the
 * article text.
 */
export type Snapshot = { tag: string; className: string | undefined; html: string };

/** The prerendered markup of a static island, read from the document before React hydrates it. */
export function snapshot(key: string): Snapshot | null {
  const root = globalThis.document?.querySelector(`[data-static-island="${key}"]`)?.firstElementChild;
  if (!root) return null;
  return { tag: root.tagName.toLowerCase(), className: root.getAttribute("class") ?? undefined, html: root.innerHTML };
}

export function StaticMarkup({ tag, className, html }: Snapshot) {
  // Our own build output, never user input. Same element as the server's, so hydration keeps the DOM.
  return createElement(tag, { className, dangerouslySetInnerHTML: { __html: html } });
}

/** The wrapper whose first child is a static island's markup. */
export function StaticIsland({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div data-static-island={name}>
      <Suspense>{children}</Suspense>
    </div>
  );
}
