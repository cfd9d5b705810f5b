import { CircleCheck, Undo2, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";

import { decideChange, fetchPendingChanges, type PendingChange, type PendingList } from "./changes-client";
import { pendingChangesCopy as copy } from "./copy";
import { SHARED_POLL_MS } from "./shared-drafts";
import { PanelCard } from "../panel-card";
import { QuotedTitle } from "../quoted-title";
import type { ChangeDecision } from "../publishing/editor-contract";
import { useEditorMode } from "../publishing/editor-mode";
import { Button } from "~/ui/button";
import { formatDateTime } from "~/utils/format";

/**
 * "Änderungen zur Freigabe" in the editor mode under four eyes (docs/decisions/0080): the changes of the fact base and
 * the withdrawals another editor sent, with "Freigeben" (applied and live) and "Ablehnen"; one's own can be taken back.
 * Read now and every few seconds, like the shared drafts.
 */
export function PendingChangesPanel() {
  const editor = useEditorMode();
  const { token, changed } = editor;
  const fourEyes = editor.status === "editor" && editor.you?.fourEyes === true;
  const [list, setList] = useState<PendingList | null>(null);
  const [message, setMessage] = useState("");
  const [deciding, setDeciding] = useState<string | null>(null);
  const load = useCallback(async () => {
    const result = await fetchPendingChanges(token);
    if (result.ok) setList(result.value);
  }, [token]);
  useEffect(() => {
    if (!fourEyes || !token) return;
    void Promise.resolve().then(load);
    const timer = setInterval(() => void load(), SHARED_POLL_MS);
    return () => clearInterval(timer);
  }, [fourEyes, token, load]);
  if (!fourEyes || !list) return null;

  const decide = async (change: PendingChange, decision: ChangeDecision) => {
    setDeciding(change.id);
    setMessage(copy.deciding[decision]);
    const result = await decideChange(token, change.id, decision);
    setDeciding(null);
    setMessage(result.ok ? result.value.message : (result.message ?? copy.unreachable));
    await load();
    // A withdrawal approved: the published list and the plan are read again.
    if (result.ok && decision === "freigeben") changed();
  };

  return (
    <PanelCard title={copy.title} description={copy.description} titleId="aenderungen-zur-freigabe" className="mb-5">
      <p role="status" className="mb-2 text-sm font-semibold empty:hidden">
        {message}
      </p>
      {list.changes.length === 0 ? (
        <p className="text-sm text-ink-soft">{copy.empty}</p>
      ) : (
        <ul aria-label={copy.listLabel} className="divide-y divide-line">
          {list.changes.map((change) => {
            const own = change.requestedBy.name === list.you;
            const busy = deciding !== null;
            return (
              <li key={change.id} className="grid gap-1.5 py-3 text-sm first:pt-0 last:pb-0">
                <p className="font-semibold break-words">{change.summary}</p>
                {change.details.length > 0 ? (
                  <ul className="grid gap-0.5 text-xs break-words text-ink-soft">
                    {change.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
                <p className="text-xs text-ink-soft">
                  {copy.requested(change.requestedBy.name, formatDateTime(change.requestedAt))}
                </p>
                <div className="flex flex-wrap gap-1.5">
                  {own ? (
                    <Button size="sm" variant="ghost" disabled={busy} onClick={() => void decide(change, "zuruecknehmen")}>
                      <Undo2 aria-hidden="true" />
                      {copy.takeBack}
                      <QuotedTitle title={change.summary} />
                    </Button>
                  ) : (
                    <>
                      <Button size="sm" variant="secondary" disabled={busy} onClick={() => void decide(change, "freigeben")}>
                        <CircleCheck aria-hidden="true" />
                        {copy.approve}
                        <QuotedTitle title={change.summary} />
                      </Button>
                      <Button size="sm" variant="ghost" disabled={busy} onClick={() => void decide(change, "ablehnen")}>
                        <X aria-hidden="true" />
                        {copy.reject}
                        <QuotedTitle title={change.summary} />
                      </Button>
                    </>
                  )}
                </div>
                {own ? <p className="text-xs text-ink-soft">{copy.own}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </PanelCard>
  );
}
