import { useEffect, useState } from "react";

import { siteSummary, type SiteSummary } from "./site-summary";
import { viennaDay } from "~/features/hub/automation/schedule";
import { fetchEditorMode } from "~/features/hub/publishing/editor-client";
import { fetchPublishedFigures } from "~/features/hub/publishing/published-files";

/** What the overview knows of the editor mode: whether it is on, and the site's own figures once read. */
type EditorOverview = { editor: boolean; summary: SiteSummary | null };

/**
 * Asks once, after hydration, whether the hub runs in the editor mode and, there, reads the figures of the site's
 * own published articles. On a static site (where the overview keeps its labelled sample data) and until the
 * answers come: not the editor mode, no figures.
 */
export function useEditorOverview(): EditorOverview {
  const [overview, setOverview] = useState<EditorOverview>({ editor: false, summary: null });
  useEffect(() => {
    let current = true;
    const show = (next: EditorOverview) => current && setOverview(next);
    void fetchEditorMode().then(async (editor) => {
      if (!editor) return;
      show({ editor, summary: null });
      const figures = await fetchPublishedFigures();
      if (figures.ok) show({ editor, summary: siteSummary(figures.items, viennaDay(new Date())) });
    });
    return () => {
      current = false;
    };
  }, []);
  return overview;
}
