import { type ComponentType, lazy } from "react";

import { islandCopy } from "~/shell/copy/layout";
import { snapshot, StaticIsland, StaticMarkup } from "~/ui/static-island";
import { loadChunk } from "~/utils/load-chunk";

export { StaticIsland } from "~/ui/static-island";

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
      console.warn(islandCopy.failedLog(key), error);
      return {
        default: () => (
          <p role="status" className="rounded-card border border-line bg-surface p-5 text-ink-soft">
            {islandCopy.failed}
          </p>
        ),
      };
    }),
  );
}

/** A `prerenderedLazy` part inside its own `<StaticIsland>`: one element on the page, its key written once. */
export function prerenderedIsland(load: () => Promise<{ default: ComponentType }>, key: string): ComponentType {
  const Part = prerenderedLazy(load, key);
  return function Island() {
    return (
      <StaticIsland name={key}>
        <Part />
      </StaticIsland>
    );
  };
}
