import type { SharedList, SharedSummary } from "./shared-client";

/** Why a shared draft waits for this editor. */
export type WaitingReason = "review" | "publish" | "returned";

export type Waiting = {
  summary: SharedSummary;
  reason: WaitingReason;
  /** Who the editor waits on: the sender, the approver, or who sent it back. */
  by: string;
  /** For a draft sent back: the reason given. */
  text?: string;
};

/**
 * What waits for `you` among the shared drafts, in the list's order (newest change first): a draft another editor
 * sent to review, an approved draft not yet published (by anyone but its approver under four eyes), and a draft sent
 * back to you with a reason, until it changes status again.
 */
export function waitingFor({ drafts, you, fourEyes }: SharedList): Waiting[] {
  return drafts.flatMap((summary): Waiting[] => {
    if (summary.status === "in-pruefung" && summary.requestedBy && summary.requestedBy !== you)
      return [{ summary, reason: "review", by: summary.requestedBy }];
    if (summary.status === "freigegeben" && summary.approvedBy && summary.published?.version !== summary.version) {
      return fourEyes && summary.approvedBy === you ? [] : [{ summary, reason: "publish", by: summary.approvedBy }];
    }
    const last = summary.comments?.at(-1);
    if (summary.status === "entwurf" && last?.reason && last.to === you && last.by !== you)
      return [{ summary, reason: "returned", by: last.by, text: last.text }];
    return [];
  });
}
