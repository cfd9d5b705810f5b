import { useCallback, useMemo, useState } from "react";

import { ArticleList } from "../drafts/article-list";
import { EmptyPreview } from "../drafts/article-preview";
import { DraftWorkspace } from "../drafts/draft-workspace";
import { GeneratorForm } from "./generator-form";
import { GeneratorStats } from "./generator-stats";
import { PublishedList } from "../publishing/published-list";
import { StreamingPreview } from "../model/streaming-preview";
import { TextSourceSettings } from "../model/text-source-settings";
import type { HubStore } from "../storage/use-hub-store";
import { exportNoticeFor, useArticleExport } from "../publishing/use-article-export";
import { useGenerator } from "./use-generator";
import { useRevision } from "../publishing/use-revision";
import { useModelGeneration } from "../model/use-model-generation";
import { usePhotoPruning } from "../photos/use-photo-pruning";
import type { ModelSettingsState } from "../model/use-model-settings";
import { textSourceCopy } from "~/features/hub/copy/llm";
import { type GenerationRequest, uniqueId } from "./generator";
import type { PublishedKey } from "~/features/hub/publishing/published";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

const NOTHING_PUBLISHED: readonly PublishedKey[] = [];

type GeneratorTabProps = {
  store: HubStore;
  published: readonly PublishedKey[] | null;
  modelSettings: ModelSettingsState;
  previewId: string | undefined;
  onPreviewChange: (id: string | undefined) => void;
};

export function GeneratorTab({ store, published, modelSettings, previewId, onPreviewChange: setPreviewId }: GeneratorTabProps) {
  const { state, update, read } = store;
  const [removed, setRemoved] = useState<{ article: GeneratedArticle; index: number }>();

  const addArticle = useCallback(
    (article: GeneratedArticle) => {
      let id = article.id;
      update((current) => {
        id = uniqueId(article.id, new Set(current.articles.map((item) => item.id)));
        return { ...current, articles: [{ ...article, id }, ...current.articles] };
      });
      setPreviewId(id);
      setRemoved(undefined);
    },
    [update, setPreviewId],
  );
  const generator = useGenerator(addArticle);
  const modelRun = useModelGeneration(addArticle);
  const { source, endpoint, model } = modelSettings.settings;
  // The status and progress of the chosen source (or of a model run still going after a switch).
  const shown = modelRun.running || (source === "llm" && !generator.running) ? modelRun : generator;
  const running = generator.running || modelRun.running;
  const generate = (request: GenerationRequest) =>
    source === "llm"
      ? modelRun.generate(request, { endpoint, model, apiKey: modelSettings.apiKey })
      : generator.generate(request);

  // A model draft from a draft's research notes: the notes are its only facts (docs/decisions/0019).
  const { generate: generateWithModel } = modelRun;
  const { apiKey } = modelSettings;
  const writeWithModel = useCallback(
    (article: GeneratedArticle) =>
      void generateWithModel(
        { customTopic: article.title, category: article.category, notes: article.notes ?? [] },
        { endpoint, model, apiKey },
      ),
    [generateWithModel, endpoint, model, apiKey],
  );

  const remove = useCallback(
    (article: GeneratedArticle) => {
      let index = -1;
      update((current) => {
        index = current.articles.findIndex((item) => item.id === article.id);
        return { ...current, articles: current.articles.filter((item) => item.id !== article.id) };
      });
      setRemoved({ article, index });
    },
    [update],
  );

  const undo = useCallback(() => {
    if (!removed) return;
    update((current) => {
      const articles = current.articles.filter((item) => item.id !== removed.article.id);
      articles.splice(Math.min(removed.index, articles.length), 0, removed.article);
      return { ...current, articles };
    });
    setRemoved(undefined);
  }, [removed, update]);

  // A deleted draft's photos leave this browser once its deletion can no longer be undone.
  usePhotoPruning(
    useMemo(() => state.articles.map((article) => article.id), [state.articles]),
    removed?.article.id,
  );

  const view = useCallback((article: GeneratedArticle) => setPreviewId(article.id), [setPreviewId]);
  const revision = useRevision(published, state.articles, addArticle);

  const { exportDraft, check: exportCheck } = useArticleExport(read);
  const exportRow = useCallback((article: GeneratedArticle) => exportDraft(article.id, "list"), [exportDraft]);
  const exportPreview = useCallback((id: string) => exportDraft(id, "preview"), [exportDraft]);
  const draftStore = useMemo(() => ({ update, read }), [update, read]);

  // The previewed article: the one chosen or generated last, else the newest. The list and statistics
  // are memoised, so the six progress updates re-render only the form.
  const preview = state.articles.find((article) => article.id === previewId) ?? state.articles[0];
  const exported = exportCheck && state.articles.find((article) => article.id === exportCheck.article.id);

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <div className="grid gap-5">
        <GeneratorForm
          published={published ?? NOTHING_PUBLISHED}
          revision={revision}
          running={running}
          progress={shown.progress}
          status={shown.status}
          onGenerate={generate}
          settings={<TextSourceSettings state={modelSettings} disabled={running} runError={modelRun.error} />}
          cancel={modelRun.running ? { label: textSourceCopy.cancel, onCancel: modelRun.cancel } : undefined}
        />
        <GeneratorStats articles={state.articles} />
        <ArticleList
          articles={state.articles}
          published={published ?? NOTHING_PUBLISHED}
          previewId={preview?.id}
          removed={removed?.article}
          onView={view}
          onExport={exportRow}
          exportNotice={exportNoticeFor(exportCheck, exported, "list")}
          onRemove={remove}
          onUndo={undo}
        />
        <PublishedList published={published} drafts={state.articles} onRevision={addArticle} />
      </div>
      {modelRun.running ? (
        <StreamingPreview title={modelRun.title} text={modelRun.streamText} />
      ) : preview ? (
        <DraftWorkspace
          key={preview.id}
          article={preview}
          store={draftStore}
          published={published ?? NOTHING_PUBLISHED}
          onExport={exportPreview}
          exportNotice={exportNoticeFor(exportCheck, preview, "preview")}
          {...(source === "llm" && !running ? { onWriteWithModel: writeWithModel } : {})}
        />
      ) : (
        <EmptyPreview />
      )}
    </div>
  );
}
