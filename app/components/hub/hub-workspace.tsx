import { ChartColumn, Sparkles, Workflow } from "lucide-react";

import { AnalyticsTab } from "./analytics-tab";
import { AutomationTab } from "./automation-tab";
import { GeneratorTab } from "./generator-tab";
import { StorageAlert } from "./storage-alert";
import { useHubStore } from "./use-hub-store";
import { useHydrated } from "./use-hydrated";
import { Skeleton } from "~/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { tabLabels, workspaceCopy } from "~/content/hub";

/**
 * The interactive tools. Prerendered as a placeholder of the same size: they depend on the browser's
 * storage, and Radix writes inline styles the static page's CSP would refuse.
 */
export function HubWorkspace() {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="hub-werkzeuge" className="mt-10">
      <h2 id="hub-werkzeuge" className="sr-only">
        {workspaceCopy.heading}
      </h2>
      {hydrated ? <HubTools /> : <WorkspacePlaceholder />}
    </section>
  );
}

function HubTools() {
  const store = useHubStore();
  return (
    <>
      <StorageAlert problem={store.storageProblem} onDismiss={store.dismissStorageProblem} />
      {/* Panels stay mounted so a running generation and half-filled forms survive a tab switch. */}
      <Tabs defaultValue="generator">
        <TabsList aria-label={workspaceCopy.heading}>
          <TabsTrigger value="generator">
            <Sparkles aria-hidden="true" />
            {tabLabels.generator}
          </TabsTrigger>
          <TabsTrigger value="automation">
            <Workflow aria-hidden="true" />
            {tabLabels.automation}
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <ChartColumn aria-hidden="true" />
            {tabLabels.analytics}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="generator" forceMount className="data-[state=inactive]:hidden">
          <GeneratorTab store={store} />
        </TabsContent>
        <TabsContent value="automation" forceMount className="data-[state=inactive]:hidden">
          <AutomationTab store={store} />
        </TabsContent>
        <TabsContent value="analytics" forceMount className="data-[state=inactive]:hidden">
          <AnalyticsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}

function WorkspacePlaceholder() {
  return (
    <div className="flex flex-col gap-5">
      <Skeleton className="h-12 w-full max-w-md rounded-pill" />
      <p className="text-sm text-ink-soft">{workspaceCopy.loading}</p>
      <noscript>
        <p className="rounded-xl bg-sun-soft px-4 py-3 text-ink">{workspaceCopy.noScript}</p>
      </noscript>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <Skeleton className="h-[46rem]" />
        <Skeleton className="hidden h-[46rem] lg:block" />
      </div>
    </div>
  );
}
