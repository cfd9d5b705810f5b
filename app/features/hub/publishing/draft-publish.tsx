import { Upload } from "lucide-react";
import { useState } from "react";

import { HintedButton } from "~/ui/hinted-button";
import { BusyIcon } from "~/ui/busy-icon";
import { publishCopy as copy } from "~/features/hub/copy/hub-publish";
import { type Problem, ProblemNotice } from "./problem-notice";
import { staticPublishCopy } from "./copy";
import { useEditorMode } from "./editor-mode";
import { EditorPublish } from "./editor-publish";
import type { ExportCheck } from "./use-article-export";
import { hubNow } from "~/features/hub/automation/clock";
import { downloadTextFile } from "~/utils/download";
import { articleFile, articleFileProblems } from "./article-file";
import { checkLineId } from "./check-lines";
import { type PublishContext, publishProblems } from "./publish-check";
import { viennaDay } from "~/features/hub/automation/schedule";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

type PublishState =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "done"; fileName: string }
  | { kind: "invalid"; problems: Problem[] }
  | { kind: "failed" };

type DraftPublishProps = {
  getArticle: () => GeneratedArticle | undefined;
  /** The published articles, the other drafts and the texts it must not copy, for this draft (docs/decisions/0035). */
  publishContext: (article: GeneratedArticle, today: string) => Promise<PublishContext>;
};

/**
 * The publish button: checks the draft as the publish check does (`publishProblems`: SEO "gut",
 * readability not "schwer", on its topic, not copied, every claim from its fact, no outline, no keyphrase
 * of another published article) and the article file with the build's own validation (loaded on this
 * click), downloads `<slug>.md` when all pass and says in three steps where it goes; otherwise lists
 * what is wrong, each reason linked to its check line, and downloads nothing. In the editor mode (`npm run
 * hub`) the button publishes for real instead (editor-publish.tsx), after the same check.
 */
export function DraftPublish({ getArticle, publishContext }: DraftPublishProps) {
  const [state, setState] = useState<PublishState>({ kind: "idle" });
  const editor = useEditorMode();
  if (editor.status === "editor") return <EditorPublish getArticle={getArticle} publishContext={publishContext} />;

  const publish = async () => {
    const article = getArticle();
    if (!article) return;
    setState({ kind: "checking" });
    try {
      const today = viennaDay(hubNow());
      const file = articleFile(article, today);
      const checked = publishProblems(article, await publishContext(article, today)).problems.map((problem): Problem => ({
        message: problem.message,
        href: `#${checkLineId(article.id, problem.line)}`,
      }));
      const photoNames = (article.photos ?? []).map((photo) => photo.file);
      const problems = [...checked, ...(await articleFileProblems(file, photoNames)).map((message): Problem => ({ message }))];
      if (problems.length > 0) return setState({ kind: "invalid", problems });
      downloadTextFile(file.fileName, file.text);
      setState({ kind: "done", fileName: file.fileName });
    } catch (error) {
      console.warn(copy.publishFailedLog, error);
      setState({ kind: "failed" });
    }
  };

  return (
    <div className="grid gap-3">
      <HintedButton
        variant="secondary"
        onClick={() => void publish()}
        disabled={state.kind === "checking"}
        hint={copy.publishHint}
      >
        <BusyIcon busy={state.kind === "checking"} icon={Upload} />
        {copy.publishButton}
      </HintedButton>
      <div role="status" className="empty:hidden">
        {state.kind === "checking" ? <p className="text-sm text-ink-soft">{copy.checking}</p> : null}
        {state.kind === "done" ? (
          <div className="rounded-xl bg-authentic-soft px-3 py-2.5 text-sm text-ink">
            <p className="font-semibold">{copy.stepsTitle(state.fileName)}</p>
            <ol className="mt-1.5 list-decimal space-y-1 pl-5">
              {copy.steps.map((step, index) => (
                <li key={index}>{step(state.fileName)}</li>
              ))}
            </ol>
            {editor.status === "static" ? <p className="mt-1.5 text-xs">{staticPublishCopy.why}</p> : null}
          </div>
        ) : null}
        {state.kind === "invalid" ? (
          <ProblemNotice title={copy.invalidTitle} problems={state.problems} hint={copy.invalidHint} />
        ) : null}
        {state.kind === "failed" ? <p className="text-sm font-semibold text-fake">{copy.checkFailed}</p> : null}
      </div>
    </div>
  );
}

/**
 * After "Exportieren": the file was downloaded; when the build would refuse it (or the check could not
 * load), this says so. Rendered inside the caller's live region.
 */
export function ExportNotice({ check }: { check: ExportCheck | undefined }) {
  if (!check) return null;
  if (check.problems === null) return <p className="text-sm font-semibold text-fake">{copy.exportCheckFailed(check.fileName)}</p>;
  return (
    <ProblemNotice title={copy.exportRefusedTitle(check.fileName)} problems={check.problems} hint={copy.exportRefusedHint} />
  );
}
