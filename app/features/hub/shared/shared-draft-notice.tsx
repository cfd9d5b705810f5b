import { UserPen } from "lucide-react";

import { sharedDraftsCopy as copy } from "./copy";
import { useSharedDrafts } from "./shared-drafts";

/** Above an open draft in the editor mode: who else is editing it right now (their lease, docs/decisions/0039). */
export function SharedDraftNotice({ id }: { id: string }) {
  const { list } = useSharedDrafts();
  const lease = list?.drafts.find((draft) => draft.id === id)?.lease;
  if (!list || !lease || lease.editor === list.you) return null;
  return (
    <p role="status" className="flex items-center gap-1.5 rounded-xl bg-info-soft px-3 py-2 text-sm font-semibold">
      <UserPen aria-hidden="true" className="size-4" />
      {copy.leased(lease.editor)}
    </p>
  );
}
