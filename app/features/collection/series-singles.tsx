import { Suspense, lazy, useState } from "react";

import type { SeriesOutlookProps } from "./outlook";

import { seriesSinglesCopy as copy } from "./copy";

/** The form, its math and its copy load when a collector opens the panel, not with the page. */
const SeriesSinglesForm = lazy(() =>
  import("./series-singles-form").catch(() => ({
    default: function FormFailed() {
      return <p role="alert">{copy.failed}</p>;
    },
  })),
);

/**
 * "Boxen oder einzeln?" for one series of the collection (docs/decisions/0032), folded away until
 * opened: a native <details>, so the prerendered page (and the page without JavaScript) shows only
 * its summary.
 */
export function SeriesSingles(props: SeriesOutlookProps) {
  const [open, setOpen] = useState(false);
  if (props.outlook.kind === "complete") return null;
  return (
    <details
      className="mt-4 rounded-xl border border-line p-3"
      data-series-singles={props.series.key}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="min-h-11 cursor-pointer py-2 font-semibold">{copy.summary}</summary>
      {open ? (
        <Suspense fallback={<p className="text-ink-soft">{copy.loading}</p>}>
          <SeriesSinglesForm {...props} />
        </Suspense>
      ) : null}
    </details>
  );
}
