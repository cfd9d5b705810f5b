import { ChartColumn, RefreshCw, Sparkles, Workflow } from "lucide-react";
import { useCallback, useState } from "react";

import { AnalyticsTab } from "./analytics/analytics-tab";
import { AutomationTab } from "./automation/automation-tab";
import { FactBasePanels, FactBaseTriggers } from "./fact-base/fact-base-tabs";
import { GeneratorTab } from "./generator/generator-tab";
import { StorageAlert } from "./storage/storage-alert";
import { TabSyncNotice } from "./storage/tab-sync-notice";
import { useAutomation } from "./automation/use-automation";
import { useHubStore } from "./storage/use-hub-store";
import { useModelSettings } from "./model/use-model-settings";
import { WorkspaceData } from "./storage/workspace-data";
import { Button } from "~/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/ui/tabs";
import { tabLabels, workspaceCopy } from "~/features/hub/copy/hub";
import { publishCopy } from "~/features/hub/copy/hub-publish";
import type { PublishedKey } from "~/features/hub/publishing/published";
import { fetchPublishedKeys, type PublishedFile } from "~/features/hub/publishing/published-files";
import { EditorAccess } from "~/features/hub/publishing/editor-access";
import { EditorModeProvider } from "~/features/hub/publishing/editor-mode";
import { SharedDraftsProvider } from "./shared/shared-drafts";
import { SharedDraftsPanel } from "./shared/shared-drafts-panel";
import { PendingChangesPanel } from "./shared/pending-changes-panel";

/**
 * On phones the three tabs share the width (text only, a little smaller, may wrap at a space); from `sm` on
 * they are pills with icons. The phone classes are variants, so they win over the trigger's own (a base
 * utility and its override would otherwise be decided by the order of the stylesheet).
 */
const triggerClassName =
  "max-sm:flex-auto max-sm:shrink max-sm:justify-center max-sm:rounded-xl max-sm:px-2 max-sm:text-center max-sm:text-[0.8125rem] max-sm:leading-tight max-sm:whitespace-normal max-sm:[&_svg]:hidden";

/**
 * The hub's interactive tools (loaded as their own chunk after hydration, see HubWorkspace), with the
 * list of published articles fetched alongside. Without it (the fetch failed) the tools still work:
 * an alert says what is missing and loads the list again on request.
 */
export default function HubTools({ initialPublished }: { initialPublished: PublishedFile<PublishedKey> }) {
  const [publishedFile, setPublishedFile] = useState(initialPublished);
  const [reloading, setReloading] = useState(false);
  const published = publishedFile.ok ? publishedFile.items : null;
  const store = useHubStore(published);
  const modelSettings = useModelSettings();
  const automation = useAutomation(store, published, modelSettings);
  const reloadPublished = async () => {
    setReloading(true);
    const file = await fetchPublishedKeys();
    setReloading(false);
    setPublishedFile(file);
    if (file.ok) store.resync(file.items);
  };
  const [tab, setTab] = useState("generator");
  const [previewId, setPreviewId] = useState<string>();
  // A panel mounts the first time it is shown and then stays mounted, so a running generation and
  // half-filled forms survive a tab switch while the first paint only builds the generator.
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(["generator"]));
  const show = useCallback((value: string) => {
    setTab(value);
    setVisited((current) => (current.has(value) ? current : new Set([...current, value])));
  }, []);
  const openDraft = useCallback(
    (id: string) => {
      setPreviewId(id);
      show("generator");
    },
    [show],
  );
  return (
    <EditorModeProvider
      onChanged={() => void reloadPublished()}
      readDrafts={() => store.read().articles}
      onPublished={(draftId, revision) =>
        store.update((current) => ({
          ...current,
          articles: current.articles.map((draft) => (draft.id === draftId ? { ...draft, revisionOf: revision } : draft)),
        }))
      }
    >
      <StorageAlert problem={store.storageProblem} onDismiss={store.dismissStorageProblem} />
      <TabSyncNotice conflicts={store.conflicts} onDismiss={store.dismissConflicts} />
      {published === null ? (
        <div
          role="alert"
          className="mb-5 flex flex-wrap items-center gap-3 rounded-card border border-critical/40 bg-sun-soft p-4 text-sm"
        >
          <p className="min-w-0 flex-1 basis-80">{publishCopy.keysLoadFailed}</p>
          <Button size="sm" variant="outline" disabled={reloading} onClick={() => void reloadPublished()}>
            <RefreshCw aria-hidden="true" />
            {reloading ? publishCopy.keysRetrying : publishCopy.keysRetry}
          </Button>
        </div>
      ) : null}
      <SharedDraftsProvider store={store} onOpen={openDraft}>
        <EditorAccess />
        <SharedDraftsPanel />
        <PendingChangesPanel />
        <Tabs value={tab} onValueChange={show}>
          <TabsList aria-label={workspaceCopy.heading} className="max-sm:flex max-sm:w-full max-sm:rounded-card">
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
            <FactBaseTriggers className={triggerClassName} />
          </TabsList>
          <TabsContent value="generator" forceMount className="data-[state=inactive]:hidden">
            <GeneratorTab
              store={store}
              published={published}
              modelSettings={modelSettings}
              previewId={previewId}
              onPreviewChange={setPreviewId}
            />
          </TabsContent>
          <TabsContent value="automation" forceMount className="data-[state=inactive]:hidden">
            {visited.has("automation") ? (
              <AutomationTab store={store} automation={automation} published={published} onOpenDraft={openDraft} />
            ) : null}
          </TabsContent>
          <TabsContent value="analytics" forceMount className="data-[state=inactive]:hidden">
            {visited.has("analytics") ? <AnalyticsTab store={store} onOpenDraft={openDraft} /> : null}
          </TabsContent>
          <FactBasePanels visited={visited} />
        </Tabs>
        <WorkspaceData store={store} modelSettings={modelSettings} />
      </SharedDraftsProvider>
    </EditorModeProvider>
  );
}
