import { memo, useEffect, useState } from "react";

import { AnalysisPanels } from "./analysis-panels";
import { ArticlePreview } from "./article-preview";
import type { HubStore } from "./use-hub-store";
import { useDraftEditor } from "./use-draft-editor";
import type { GeneratedArticle } from "~/lib/hub/types";

type DraftWorkspaceProps = {
  article: GeneratedArticle;
  store: Pick<HubStore, "update" | "read">;
  onExport: (id: string) => void;
  /** Receives the editor's flush, so the list's export of this draft includes edits not yet saved. */
  onFlushChange: (flush: (() => void) | undefined) => void;
};

/**
 * One draft (mounted with `key={article.id}`): the preview or editor, and beside it the analysis.
 * Keystrokes re-render only this part of the hub.
 */
export const DraftWorkspace = memo(function DraftWorkspace({ article, store, onExport, onFlushChange }: DraftWorkspaceProps) {
  const editor = useDraftEditor(article, store);
  const [editing, setEditing] = useState(false);
  const { flush, status } = editor;

  useEffect(() => {
    onFlushChange(flush);
    return () => onFlushChange(undefined);
  }, [flush, onFlushChange]);

  const long = status === "long" || status === "too-long";
  return (
    <div className="grid gap-5">
      <ArticlePreview
        article={article}
        editor={editor}
        editing={editing}
        onEditingChange={setEditing}
        onExport={() => {
          flush();
          onExport(article.id);
        }}
      />
      <AnalysisPanels analysis={editor.analysis} status={status} characters={long ? editor.fields.content.length : 0} />
    </div>
  );
});
