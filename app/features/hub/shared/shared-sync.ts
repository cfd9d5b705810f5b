import { draftFingerprint } from "../publishing/editor-contract";
import type { GeneratedArticle, SharedState } from "../drafts/types";
import type { SharedSummary } from "./shared-client";

/** The stamp of a local draft's text, as the server stamps what it stores. */
export const fingerprintOf = (draft: GeneratedArticle): string => draftFingerprint(draft as unknown as Record<string, unknown>);

/**
 * What one look at the server's list means for the drafts in this browser (docs/decisions/0039):
 * - a draft the server does not have, or whose text changed here since it was last in step, is
 *   uploaded, based on the version it was in step with (the server keeps both texts when it has
 *   a newer one meanwhile);
 * - a draft unchanged here whose server version is newer is read from the server;
 * - a draft with the server's very text is noted as in step with that version.
 * Drafts only on the server stay there: the list shows them, "Öffnen" takes one into this browser.
 */
export type SyncPlan = {
  uploads: { draft: GeneratedArticle; baseVersion: number }[];
  pulls: string[];
  inStep: { id: string; shared: SharedState }[];
};

export function planSync(local: readonly GeneratedArticle[], server: readonly SharedSummary[]): SyncPlan {
  const byId = new Map(server.map((summary) => [summary.id, summary]));
  const plan: SyncPlan = { uploads: [], pulls: [], inStep: [] };
  for (const draft of local) {
    const there = byId.get(draft.id);
    const mine = fingerprintOf(draft);
    const base = draft.shared;
    if (!there) {
      plan.uploads.push({ draft, baseVersion: 0 });
      continue;
    }
    if (there.fingerprint === mine) {
      if (base?.version !== there.version || base.fingerprint !== mine) {
        plan.inStep.push({ id: draft.id, shared: { version: there.version, fingerprint: mine } });
      }
      continue;
    }
    const changedHere = !base || base.fingerprint !== mine;
    if (changedHere) plan.uploads.push({ draft, baseVersion: base?.version ?? 0 });
    else if (there.version !== base.version) plan.pulls.push(draft.id);
  }
  return plan;
}

/** A draft read from the server, noted as in step with its version. */
export function inStepWith(draft: GeneratedArticle, version: number): GeneratedArticle {
  return { ...draft, shared: { version, fingerprint: fingerprintOf(draft) } };
}

/**
 * The workspace's drafts with `draft` put in place of the one with its id (or added first), keeping
 * the order; `shared` set on the draft with `id` when only the note changes.
 */
export function withDraft(drafts: readonly GeneratedArticle[], draft: GeneratedArticle): GeneratedArticle[] {
  const index = drafts.findIndex((item) => item.id === draft.id);
  if (index < 0) return [draft, ...drafts];
  const next = [...drafts];
  next[index] = draft;
  return next;
}

/** The version the publish button names: the shared draft's, while this copy is its text unchanged. */
export function sharedRef(draft: GeneratedArticle): { id: string; version: number } | undefined {
  return draft.shared && draft.shared.fingerprint === fingerprintOf(draft)
    ? { id: draft.id, version: draft.shared.version }
    : undefined;
}
