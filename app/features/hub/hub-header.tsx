import { FlaskConical, HardDrive } from "lucide-react";

import { Badge } from "~/ui/badge";
import { useEditorOverview } from "~/features/hub/analytics/use-site-summary";
import { hubHeader } from "~/features/hub/copy/hub";

export function HubHeader() {
  const { editor } = useEditorOverview();
  return (
    <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{hubHeader.eyebrow}</p>
        <h1 className="mt-1 text-title font-extrabold">{hubHeader.title}</h1>
        <p className="mt-2 text-ink-soft">{hubHeader.lead}</p>
      </div>
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Badge tone="info">
          <FlaskConical aria-hidden="true" />
          {editor ? hubHeader.editorFiguresBadge : hubHeader.sampleBadge}
        </Badge>
        <Badge>
          <HardDrive aria-hidden="true" />
          {editor ? hubHeader.editorStorageBadge : hubHeader.storageBadge}
        </Badge>
      </div>
    </header>
  );
}
