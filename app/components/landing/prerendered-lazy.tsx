import { type ComponentType, createElement, lazy } from "react";

/**
 * React.lazy for a section whose content is already in the prerendered HTML. If its chunk cannot
 * be loaded (offline, a deploy removed the file), the section keeps the prerendered markup instead
 * of taking the whole page down to the error screen: the fallback re-renders the same element with
 * the server's inner HTML (our own build output, never user input), so hydration keeps the DOM.
 */
export function prerenderedLazy(load: () => Promise<{ default: ComponentType }>, sectionId: string) {
  return lazy(() =>
    load()
      // Vite resolves to undefined when the preload-error handler took over (it is reloading the page).
      .then((module) => module ?? Promise.reject(new Error("chunk unavailable")))
      .catch((error: unknown) => {
        console.warn(
          `Abschnitt „${sectionId}“ konnte nicht nachgeladen werden; der vorgerenderte Inhalt bleibt sichtbar.`,
          error,
        );
        const root = globalThis.document?.querySelector(`#${sectionId} [data-section-body]`)?.firstElementChild;
        const tag = root?.tagName.toLowerCase() ?? "div";
        const className = root?.getAttribute("class") ?? undefined;
        const html = root?.innerHTML ?? "";
        return { default: () => createElement(tag, { className, dangerouslySetInnerHTML: { __html: html } }) };
      }),
  );
}
