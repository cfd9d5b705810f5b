import { lazy, Suspense } from "react";

import type { DraftEditor } from "../drafts/use-draft-editor";
import type { DraftPhoto, GeneratedArticle } from "../drafts/types";
import { checkLineId } from "../publishing/check-lines";
import { useEditorMode } from "../publishing/editor-mode";

// The upload's code loads only in the editor mode (docs/decisions/0048).
const PhotoPanel = lazy(() => import("./photo-panel"));

/** The draft's photo panel while it is edited, in the editor mode only (publishing commits the photos). */
export function DraftPhotos({
  article,
  editor,
  onPhotosChange,
  thumbOf,
}: {
  article: GeneratedArticle;
  editor: DraftEditor;
  onPhotosChange: (change: (photos: readonly DraftPhoto[]) => DraftPhoto[]) => void;
  thumbOf: (file: string) => string | undefined;
}) {
  const mode = useEditorMode();
  if (mode.status !== "editor") return null;
  return (
    <Suspense fallback={null}>
      <PhotoPanel
        token={mode.token}
        draftId={article.id}
        photos={article.photos ?? []}
        content={editor.fields.content}
        onContentChange={(content) => editor.setField("content", content)}
        onPhotosChange={onPhotosChange}
        checkLineId={checkLineId(article.id, "photos")}
        thumbOf={thumbOf}
      />
    </Suspense>
  );
}
