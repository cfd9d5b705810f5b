import { Undo2 } from "lucide-react";
import { useState } from "react";

import { withdrawCopy as copy } from "./copy";
import { withdrawArticle } from "./editor-client";
import { useEditorMode } from "./editor-mode";
import { failureMessage } from "./editor-publish";
import { FailureAlert } from "./problem-notice";
import { QuotedTitle } from "~/features/hub/quoted-title";
import { Button } from "~/ui/button";
import { BusyIcon } from "~/ui/busy-icon";

type State = { kind: "idle" } | { kind: "confirm" } | { kind: "sending" } | { kind: "failed"; message: string };

/**
 * "Zurückziehen" beside a published article, in the editor mode only: asks once, then the server
 * removes the file with a commit and a content build; the page answers 404 afterwards. The list
 * is read again, so the article leaves it.
 */
export function WithdrawButton({ slug, title, onDone }: { slug: string; title: string; onDone: (message: string) => void }) {
  const editor = useEditorMode();
  const [state, setState] = useState<State>({ kind: "idle" });
  if (editor.status !== "editor") return null;

  const withdraw = async () => {
    setState({ kind: "sending" });
    const result = await withdrawArticle(editor.token, slug);
    if (!result.ok) return setState({ kind: "failed", message: failureMessage(result) });
    setState({ kind: "idle" });
    // Under four eyes it waits for a second person: the article stays live until then.
    if ("code" in result.value) return onDone(result.value.message);
    onDone(copy.done(title));
    editor.changed();
  };

  if (state.kind === "confirm" || state.kind === "sending") {
    return (
      <div role="group" aria-label={copy.button} className="grid w-full gap-2 rounded-xl bg-critical-soft p-2.5 text-sm">
        <p>{copy.confirm(title)}</p>
        <div className="flex flex-wrap gap-1.5">
          <Button size="sm" variant="danger" disabled={state.kind === "sending"} onClick={() => void withdraw()}>
            <BusyIcon busy={state.kind === "sending"} icon={Undo2} />
            {copy.confirmButton}
          </Button>
          <Button size="sm" variant="ghost" disabled={state.kind === "sending"} onClick={() => setState({ kind: "idle" })}>
            {copy.cancel}
          </Button>
        </div>
        {state.kind === "sending" ? <p role="status">{copy.sending(title)}</p> : null}
      </div>
    );
  }
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setState({ kind: "confirm" })}>
        <Undo2 aria-hidden="true" />
        {copy.button}
        <QuotedTitle title={title} />
      </Button>
      {state.kind === "failed" ? <FailureAlert message={state.message} /> : null}
    </>
  );
}
