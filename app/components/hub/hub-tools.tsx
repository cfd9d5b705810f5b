import { ChartColumn, Sparkles, Workflow } from "lucide-react";
import { useState } from "react";

import { AnalyticsTab } from "./analytics-tab";
import { AutomationTab } from "./automation-tab";
import { GeneratorTab } from "./generator-tab";
import { StorageAlert } from "./storage-alert";
import { useHubStore } from "./use-hub-store";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { tabLabels, workspaceCopy } from "~/content/hub";

/** On phones the three tabs share the width (text only, may wrap); from `sm` on they are pills with icons. */
const triggerClassName =
  "flex-auto shrink justify-center rounded-xl px-2.5 text-center leading-tight whitespace-normal max-sm:[&_svg]:hidden sm:flex-none sm:rounded-pill sm:px-4 sm:whitespace-nowrap";

/** The hub's interactive tools (loaded as their own chunk after hydration, see HubWorkspace). */
export default function HubTools() {
  const store = useHubStore();
  // A panel mounts the first time it is shown and then stays mounted, so a running generation and
  // half-filled forms survive a tab switch while the first paint only builds the generator.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(["generator"]));
  const show = (value: string) => setVisited((current) => (current.has(value) ? current : new Set([...current, value])));
  return (
    <>
      <StorageAlert problem={store.storageProblem} onDismiss={store.dismissStorageProblem} />
      <Tabs defaultValue="generator" onValueChange={show}>
        <TabsList aria-label={workspaceCopy.heading} className="flex w-full rounded-card sm:inline-flex sm:w-fit sm:rounded-pill">
          <TabsTrigger className={triggerClassName} value="generator">
            <Sparkles aria-hidden="true" />
            {tabLabels.generator}
          </TabsTrigger>
          <TabsTrigger className={triggerClassName} value="automation">
            <Workflow aria-hidden="true" />
            {tabLabels.automation}
          </TabsTrigger>
          <TabsTrigger className={triggerClassName} value="analytics">
            <ChartColumn aria-hidden="true" />
            {tabLabels.analytics}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="generator" forceMount className="data-[state=inactive]:hidden">
          <GeneratorTab store={store} />
        </TabsContent>
        <TabsContent value="automation" forceMount className="data-[state=inactive]:hidden">
          {visited.has("automation") ? <AutomationTab store={store} /> : null}
        </TabsContent>
        <TabsContent value="analytics" forceMount className="data-[state=inactive]:hidden">
          {visited.has("analytics") ? <AnalyticsTab /> : null}
        </TabsContent>
      </Tabs>
    </>
  );
}
