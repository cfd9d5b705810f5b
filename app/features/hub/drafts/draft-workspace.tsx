import { memo, useCallback, useEffect, useMemo, useState } from "react";

import { AnalysisPanels } from "../analysis/analysis-panels";
import { ArticlePreview } from "./article-preview";
import { withoutSource } from "./draft-sources";
import { ResearchNotes } from "../generator/research-notes";
import type { ExportCheck } from "../publishing/use-article-export";
import type { HubStore } from "../storage/use-hub-store";
import { useDraftEditor } from "./use-draft-editor";
import { type PublishedKey, publishedFor, publishedKeyphrasesFor } from "~/features/hub/publishing/published";
import { addNote, removeNote, rewriteFromNotes, updateNote } from "~/features/hub/generator/notes";
import { hubPublishContext } from "~/features/hub/publishing/publish-check";
import type { DraftPhoto, GeneratedArticle, ResearchNote } from "./types";
import { SharedDraftNotice } from "../shared/shared-draft-notice";
import { useSharedDrafts } from "../shared/shared-drafts";

/** The draft with this list of photos (none: no list). */
function withPhotos(draft: GeneratedArticle, photos: DraftPhoto[]): GeneratedArticle {
  const { photos: _old, ...rest } = draft;
  return photos.length > 0 ? { ...rest, photos } : rest;
}

type DraftWorkspaceProps = {
  article: GeneratedArticle;
  store: Pick<HubStore, "update" | "read">;
  /** The published articles: their keyphrases count as "used before", and a draft with a published slug says so. */
  published: readonly PublishedKey[];
  onExport: (id: string) => void;
  /** What the build would refuse in the file this draft's export button downloaded, while the draft is unchanged. */
  exportNotice?: ExportCheck | undefined;
  /** Set while the language model is the text source: it writes a new draft from this draft's notes. */
  onWriteWithModel?: (article: GeneratedArticle) => void;
};

/**
 * One draft (mounted with `key={article.id}`): the preview or editor, and beside it the analysis.
 * Keystrokes re-render only this part of the hub.
 */
export const DraftWorkspace = memo(function DraftWorkspace({
  article,
  store,
  published,
  onExport,
  exportNotice,
  onWriteWithModel,
}: DraftWorkspaceProps) {
  // Fixed for this draft while it is open (by the slug it had when opened), so the analysis input stays stable.
  const [openedAs] = useState(() => ({ id: article.id, title: article.title, slug: article.slug }));
  const publishedKeyphrases = useMemo(() => publishedKeyphrasesFor(openedAs, published), [openedAs, published]);
  const editor = useDraftEditor(article, store, publishedKeyphrases);
  const [editing, setEditing] = useState(false);
  const { flush, status } = editor;
  // While the draft is open for editing, the other editors see who has it (editor mode only).
  const { holdLease } = useSharedDrafts();
  useEffect(() => (editing ? holdLease(article.id) : undefined), [editing, holdLease, article.id]);

  const long = status === "long" || status === "too-long";
  const publishedPage = publishedFor({ id: article.id, title: editor.fields.title, slug: editor.fields.slug }, published);
  const { read } = store;
  const getArticle = useCallback(() => {
    flush();
    return read().articles.find((item) => item.id === article.id);
  }, [flush, read, article.id]);

  const publishContext = useCallback(
    (draft: GeneratedArticle, today: string) => hubPublishContext(draft, read().articles, published, today),
    [read, published],
  );

  const { update } = store;
  const changeDraft = useCallback(
    (change: (draft: GeneratedArticle) => GeneratedArticle) =>
      update((current) => {
        const index = current.articles.findIndex((item) => item.id === article.id);
        if (index < 0) return current;
        const articles = [...current.articles];
        articles[index] = change(articles[index]!);
        return { ...current, articles };
      }),
    [update, article.id],
  );
  const { replace } = editor;
  const notes = {
    onAdd: (note: Omit<ResearchNote, "id">) => changeDraft((draft) => addNote(draft, note, String(Date.now()))),
    onUpdate: (id: string, note: Omit<ResearchNote, "id">) => changeDraft((draft) => updateNote(draft, id, note)),
    onRemove: (id: string) => changeDraft((draft) => removeNote(draft, id)),
    onWrite: () => {
      const stored = getArticle();
      if (!stored) return;
      const written = rewriteFromNotes(stored);
      changeDraft(() => written);
      replace(written);
    },
  };
  return (
    <div className="grid gap-5">
      <SharedDraftNotice id={article.id} />
      <ArticlePreview
        article={article}
        editor={editor}
        editing={editing}
        onEditingChange={setEditing}
        publishedPage={publishedPage}
        getArticle={getArticle}
        publishContext={publishContext}
        onRemoveSource={(url) => changeDraft((draft) => withoutSource(draft, url))}
        onPhotosChange={(change) => changeDraft((draft) => withPhotos(draft, change(draft.photos ?? [])))}
        exportNotice={exportNotice}
        onExport={() => {
          flush();
          onExport(article.id);
        }}
      />
      <ResearchNotes
        article={article}
        {...notes}
        {...(onWriteWithModel
          ? {
              onWriteWithModel: () => {
                const stored = getArticle();
                if (stored) onWriteWithModel(stored);
              },
            }
          : {})}
      />
      <AnalysisPanels
        draftId={article.id}
        analysis={editor.analysis}
        status={status}
        characters={long ? editor.fields.content.length : 0}
      />
    </div>
  );
});
