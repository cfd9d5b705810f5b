import { BookCheck, Library } from "lucide-react";
import { lazy, Suspense } from "react";

import { TabsContent, TabsTrigger } from "~/ui/tabs";
import { tabLabels } from "~/features/hub/copy/hub";
import { factBaseCopy } from "~/features/hub/copy/hub-fact-base";
import { useEditorMode } from "~/features/hub/publishing/editor-mode";

// Their own chunks: only an editor in the editor mode who opens the tab loads them (docs/decisions/0050).
const FactBaseView = lazy(() => import("./fact-base-view"));
const SeriesCatalogView = lazy(() => import("./series-catalog-view"));

/** "Faktenbasis" and "Serienkatalog" beside the hub's tabs, in the editor mode only. */
export function FactBaseTriggers({ className }: { className: string }) {
  if (useEditorMode().status !== "editor") return null;
  return (
    <>
      <TabsTrigger className={className} value="facts">
        <BookCheck aria-hidden="true" />
        {tabLabels.facts}
      </TabsTrigger>
      <TabsTrigger className={className} value="series">
        <Library aria-hidden="true" />
        {tabLabels.series}
      </TabsTrigger>
    </>
  );
}

/** The two views, mounted the first time their tab is shown. */
export function FactBasePanels({ visited }: { visited: ReadonlySet<string> }) {
  if (useEditorMode().status !== "editor") return null;
  const fallback = <p className="text-sm text-ink-soft">{factBaseCopy.loading}</p>;
  return (
    <>
      <TabsContent value="facts" forceMount className="data-[state=inactive]:hidden">
        {visited.has("facts") ? (
          <Suspense fallback={fallback}>
            <FactBaseView />
          </Suspense>
        ) : null}
      </TabsContent>
      <TabsContent value="series" forceMount className="data-[state=inactive]:hidden">
        {visited.has("series") ? (
          <Suspense fallback={fallback}>
            <SeriesCatalogView />
          </Suspense>
        ) : null}
      </TabsContent>
    </>
  );
}
