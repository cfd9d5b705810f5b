import { useEffect, useState } from "react";

import { siteSummary, type SiteSummary } from "./site-summary";
import { viennaDay } from "~/features/hub/automation/schedule";
import { fetchEditorMode } from "~/features/hub/publishing/editor-client";
import { fetchPublishedFigures } from "~/features/hub/publishing/published-files";

/**
 * In the editor mode, the figures of the site's own published articles once they are read; null on a static
 * site (where the overview keeps its labelled sample data) and until then.
 */
export function useSiteSummary(): SiteSummary | null {
  const [summary, setSummary] = useState<SiteSummary | null>(null);
  useEffect(() => {
    let current = true;
    void (async () => {
      if (!(await fetchEditorMode())) return;
      const figures = await fetchPublishedFigures();
      if (current && figures.ok) setSummary(siteSummary(figures.items, viennaDay(new Date())));
    })();
    return () => {
      current = false;
    };
  }, []);
  return summary;
}

/** Whether the hub runs in the editor mode (false until the mode file answered, and on a static site). */
export function useEditorModeOn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let current = true;
    void fetchEditorMode().then((editor) => {
      if (current) setOn(editor);
    });
    return () => {
      current = false;
    };
  }, []);
  return on;
}
