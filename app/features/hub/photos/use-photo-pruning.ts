import { useEffect } from "react";

import { useEditorMode } from "../publishing/editor-mode";

/**
 * Deletes the photos of deleted drafts from this browser's IndexedDB (docs/decisions/0053): when the hub starts
 * (drafts deleted in an earlier visit or in another tab) and whenever the drafts change or the undo of a deletion is
 * no longer offered. The draft whose deletion can still be undone (`undoable`) keeps its photos. Only in the editor
 * mode, the only place the hub keeps photos; the store's code loads with the first pruning.
 */
export function usePhotoPruning(draftIds: readonly string[], undoable: string | undefined) {
  const { status, readDrafts } = useEditorMode();
  const ids = draftIds.join(" ");
  useEffect(() => {
    if (status !== "editor") return;
    // The drafts as stored now: another tab may have added one since this render.
    const keep = new Set([...ids.split(" "), ...readDrafts().map((draft) => draft.id), ...(undoable ? [undoable] : [])]);
    void import("./photo-store").then(({ prunePhotos }) => prunePhotos(keep)).catch(() => {});
  }, [status, readDrafts, ids, undoable]);
}
