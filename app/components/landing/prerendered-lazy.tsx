import { type ComponentType, Suspense, createElement, lazy } from "react";

import { loadChunk } from "~/lib/load-chunk";

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

/**
 * A code-split part of the page whose content is static and already in the prerendered HTML
 * (hero, authenticity guide, FAQ with native <details>, guides, trust). The prerender renders the
 * real component inside `<StaticIsland>`; in the browser the page keeps that markup and never
 * downloads the component's code. Only when the markup is not in the document (a client-side
 * navigation to "/") is the chunk loaded; if that fails, a message replaces the part instead of
 * taking the whole page to the error screen.
 */
export function prerenderedLazy(load: () => Promise<{ default: ComponentType }>, key: string): ComponentType {
  const prerendered = snapshot(key);
  if (prerendered)
    return function PrerenderedSection() {
      return <StaticMarkup {...prerendered} />;
    };
  return lazy(() =>
    loadChunk(load).catch((error: unknown) => {
      console.warn(`Abschnitt „${key}“ konnte nicht geladen werden.`, error);
      return {
        default: () => (
          <p role="status" className="rounded-card border border-line bg-surface p-5 text-ink-soft">
            Dieser Bereich konnte nicht geladen werden. Bitte laden Sie die Seite neu.
          </p>
        ),
      };
    }),
  );
}

/** The wrapper whose first child is a static island's markup. */
export function StaticIsland({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <div data-static-island={name}>
      <Suspense>{children}</Suspense>
    </div>
  );
}
