import { ExternalLink, Replace, Upload } from "lucide-react";
import { useId, useState } from "react";

import { editorPublishCopy as copy } from "./copy";
import { type ApiFailure, pageAnswers, publishDraft, type PublishAt, type PublishResult } from "./editor-client";
import { useEditorMode } from "./editor-mode";
import { formatPublishAt } from "./when";
import { ProblemNotice } from "./problem-notice";
import { Button } from "~/ui/button";
import { HintedButton } from "~/ui/hinted-button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";
import { BusyIcon } from "~/ui/busy-icon";
import { type PublishContext, publishProblems } from "./publish-check";
import { hubNow } from "~/features/hub/automation/clock";
import { viennaDay } from "~/features/hub/automation/schedule";
import type { GeneratedArticle } from "~/features/hub/drafts/types";
import { sharedRef } from "~/features/hub/shared/shared-sync";
import type { PhotoUpload } from "./editor-contract";

type State =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "checking-live"; result: PublishResult }
  | { kind: "done"; result: PublishResult; answers: boolean }
  | { kind: "failed"; message: string; problems?: string[]; canReplace?: boolean };

/** What a refusal or failure says, in the server's words where it sent any. */
export function failureMessage(failure: ApiFailure): string {
  return failure.message ?? copy.unreachable;
}

/**
 * "Veröffentlichen" in the editor mode (docs/decisions/0033): checks the draft as the hub's button
 * does (docs/decisions/0035), then sends it; the server checks it again with the hub's publish check
 * and the build's validation, commits and builds; answers when the page is live (or, with a date,
 * scheduled). The hub then asks the page itself and shows its link only when it answers.
 */
export function EditorPublish({
  getArticle,
  publishContext,
}: {
  getArticle: () => GeneratedArticle | undefined;
  publishContext: (article: GeneratedArticle, today: string) => Promise<PublishContext>;
}) {
  const id = useId();
  const editor = useEditorMode();
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });

  const send = async (replace: boolean) => {
    const article = getArticle();
    if (!article) return;
    if (!editor.token) return setState({ kind: "failed", message: copy.noToken });
    if ((day === "") !== (time === "")) return setState({ kind: "failed", message: copy.incompleteDate });
    const publishAt: PublishAt | undefined = day ? { day, time } : undefined;
    setState({ kind: "sending" });
    try {
      const refused = publishProblems(article, await publishContext(article, viennaDay(hubNow()))).problems;
      if (refused.length > 0) {
        return setState({ kind: "failed", message: copy.refused, problems: refused.map((problem) => problem.message) });
      }
      // The draft's new photos go with it (docs/decisions/0048); their code loads only for a draft with photos.
      let photos: PhotoUpload[] = [];
      if (article.photos?.length) {
        const { photoUploads } = await import("~/features/hub/photos/uploads");
        const uploads = await photoUploads(article);
        if (!uploads.ok) return setState({ kind: "failed", message: copy.refused, problems: uploads.problems });
        photos = uploads.photos;
      }
      const shared = sharedRef(article);
      const result = await publishDraft(editor.token, article, {
        ...(publishAt ? { publishAt } : {}),
        ...(replace ? { replace } : {}),
        ...(shared ? { shared } : {}),
        ...(photos.length > 0 ? { photos } : {}),
      });
      if (!result.ok) {
        return setState({
          kind: "failed",
          message: failureMessage(result),
          ...(result.problems ? { problems: result.problems } : {}),
          ...(result.code === "exists" ? { canReplace: true } : {}),
        });
      }
      if (result.value.revision) editor.published(article.id, result.value.revision);
      editor.changed();
      if (!result.value.live) return setState({ kind: "done", result: result.value, answers: false });
      setState({ kind: "checking-live", result: result.value });
      setState({ kind: "done", result: result.value, answers: await pageAnswers(result.value.path) });
    } catch (error) {
      console.warn(copy.failedLog, error);
      setState({ kind: "failed", message: copy.unreachable });
    }
  };

  const busy = state.kind === "sending" || state.kind === "checking-live";
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">{copy.scheduleLegend}</legend>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-day`}>{copy.dateLabel}</Label>
            <Input id={`${id}-day`} type="date" value={day} onChange={(event) => setDay(event.target.value)} className="w-44" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-time`}>{copy.timeLabel}</Label>
            <Input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(event) => setTime(event.target.value)}
              className="w-32"
            />
          </div>
        </div>
        <p className="text-xs text-ink-soft">{copy.scheduleHint}</p>
      </fieldset>
      <HintedButton variant="secondary" onClick={() => void send(false)} disabled={busy} hint={copy.hint}>
        <BusyIcon busy={busy} icon={Upload} />
        {day ? copy.scheduleButton : copy.publishButton}
      </HintedButton>
      <div role="status" className="empty:hidden">
        {state.kind === "sending" ? <p className="text-sm text-ink-soft">{copy.sending}</p> : null}
        {state.kind === "checking-live" ? <p className="text-sm text-ink-soft">{copy.checkingLive}</p> : null}
        {state.kind === "done" ? <Done result={state.result} answers={state.answers} /> : null}
        {state.kind === "failed" ? (
          <ProblemNotice title={state.message} problems={state.problems}>
            {state.canReplace ? (
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void send(true)}>
                <Replace aria-hidden="true" />
                {copy.replaceButton}
              </Button>
            ) : null}
          </ProblemNotice>
        ) : null}
      </div>
    </div>
  );
}

function Done({ result, answers }: { result: PublishResult; answers: boolean }) {
  const details = [result.commit ? copy.commit(result.commit.slice(0, 7)) : null, result.pushed ? copy.pushed : null]
    .filter(Boolean)
    .join(", ");
  return (
    <div className="grid gap-1.5 rounded-xl bg-authentic-soft px-3 py-2.5 text-sm text-ink">
      {result.live ? (
        <>
          <p className="font-semibold">{result.unchanged ? copy.unchanged(result.title) : copy.live(result.title)}</p>
          {answers ? (
            <a href={result.path} className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2">
              <ExternalLink aria-hidden="true" className="size-4" />
              {copy.openPage}: {result.path}
            </a>
          ) : (
            <p>{copy.notLive}</p>
          )}
        </>
      ) : (
        <p className="font-semibold">
          {copy.scheduled(result.title, result.publishAt ? formatPublishAt(result.publishAt.day, result.publishAt.time) : "")}
        </p>
      )}
      {details ? <p className="text-xs text-ink-soft">{details}</p> : null}
      {result.pushMessage ? <p className="text-xs text-fake">{result.pushMessage}</p> : null}
    </div>
  );
}
