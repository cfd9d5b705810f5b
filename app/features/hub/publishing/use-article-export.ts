import { useCallback, useRef, useState } from "react";

import { flushPendingEdits } from "../storage/use-draft-tab-sync";
import { downloadTextFile } from "~/utils/download";
import { articleFile, articleFileProblems } from "./article-file";
import { hubNow } from "~/features/hub/automation/clock";
import { viennaDay } from "~/features/hub/automation/schedule";
import { sameDraft } from "~/features/hub/storage/tab-sync";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

/** Where an export was asked for: a row of the draft list or the preview's button. */
export type ExportOrigin = "list" | "preview";

/**
 * What the build would refuse in an exported file (`problems` null when the check could not load),
 * for the version of the draft that was exported: an edit after the export makes it stale.
 */
export type ExportCheck = {
  article: GeneratedArticle;
  origin: ExportOrigin;
  fileName: string;
  problems: string[] | null;
};

/**
 * "Exportieren": downloads the draft as its article file at once (a working copy may be unfinished),
 * then checks that file with the build's validation, as publishing does, and keeps what it found
 * to show beside the button. Open editors store their pending edits first (they register themselves).
 */
export function useArticleExport(read: () => { articles: readonly GeneratedArticle[] }) {
  const [check, setCheck] = useState<ExportCheck>();
  const latest = useRef(0);

  const exportDraft = useCallback(
    (id: string, origin: ExportOrigin) => {
      flushPendingEdits();
      const article = read().articles.find((item) => item.id === id);
      if (!article) return;
      const file = articleFile(article, viennaDay(hubNow()));
      downloadTextFile(file.fileName, file.text);
      const run = ++latest.current;
      setCheck(undefined);
      const show = (problems: string[] | null) => {
        if (run === latest.current) setCheck({ article, origin, fileName: file.fileName, problems });
      };
      articleFileProblems(file).then(show, () => show(null));
    },
    [read],
  );

  return { exportDraft, check };
}

/** The check to show for `article` at `origin`: only while the draft is unchanged and something is wrong. */
export function exportNoticeFor(check: ExportCheck | undefined, article: GeneratedArticle | undefined, origin: ExportOrigin) {
  if (!check || check.origin !== origin || check.article.id !== article?.id || !sameDraft(check.article, article))
    return undefined;
  return check.problems === null || check.problems.length > 0 ? check : undefined;
}
