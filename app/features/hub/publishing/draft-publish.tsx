import { CircleAlert, LoaderCircle, Upload } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "~/ui/button";
import { publishCopy as copy } from "~/features/hub/copy/hub-publish";
import { staticPublishCopy } from "./copy";
import { useEditorMode } from "./editor-mode";
import { EditorPublish } from "./editor-publish";
import type { ExportCheck } from "./use-article-export";
import { hubNow } from "~/features/hub/automation/clock";
import { downloadTextFile } from "~/utils/download";
import { articleFile, publishProblems } from "./article-file";
import { viennaDay } from "~/features/hub/automation/schedule";
import type { GeneratedArticle } from "~/features/hub/drafts/types";

type PublishState =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "done"; fileName: string }
  | { kind: "invalid"; problems: string[] }
  | { kind: "failed" };

/**
 * The publish button: checks the article file with the build's own validation (loaded on this click)
 * and the draft against its research notes and cited facts (no open "Recherche nötig", no number
 * without a source), downloads `<slug>.md` when all pass and says in three steps where it goes;
 * otherwise lists what is wrong, and downloads nothing. In the editor mode (`npm run hub`) the
 * button publishes for real instead (app/features/hub/publishing/editor-publish.tsx).
 */
export function DraftPublish({ getArticle }: { getArticle: () => GeneratedArticle | undefined }) {
  const id = useId();
  const [state, setState] = useState<PublishState>({ kind: "idle" });
  const editor = useEditorMode();
  if (editor.status === "editor") return <EditorPublish getArticle={getArticle} />;

  const publish = async () => {
    const article = getArticle();
    if (!article) return;
    setState({ kind: "checking" });
    try {
      const file = articleFile(article, viennaDay(hubNow()));
      // Besides the build's checks: research still open, and numbers no note or cited fact carries.
      const problems = await publishProblems(article, file);
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
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => void publish()}
          disabled={state.kind === "checking"}
          aria-describedby={`${id}-hint`}
        >
          {state.kind === "checking" ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {copy.publishButton}
        </Button>
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {copy.publishHint}
        </p>
      </div>
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
          <FileProblems title={copy.invalidTitle} problems={state.problems} hint={copy.invalidHint} />
        ) : null}
        {state.kind === "failed" ? <p className="text-sm font-semibold text-fake">{copy.checkFailed}</p> : null}
      </div>
    </div>
  );
}

/** What the build would refuse in a file, as a list, with what to do about it. */
function FileProblems({ title, problems, hint }: { title: string; problems: readonly string[]; hint: string }) {
  return (
    <div className="rounded-xl bg-fake-soft px-3 py-2.5 text-sm text-ink">
      <p className="flex items-center gap-1.5 font-semibold text-fake">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 break-words">
        {problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
      <p className="mt-1.5 text-xs">{hint}</p>
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
  return <FileProblems title={copy.exportRefusedTitle(check.fileName)} problems={check.problems} hint={copy.exportRefusedHint} />;
}
