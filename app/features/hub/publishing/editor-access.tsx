import { KeyRound, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";

import { editorAccessCopy as copy } from "./copy";
import { useEditorMode } from "./editor-mode";
import { EDITOR_TOKEN_MAX_LENGTH } from "./editor-token";
import { Button } from "~/ui/button";
import { Input } from "~/ui/input";
import { Label } from "~/ui/label";

/**
 * Above the hub's tabs in the editor mode only: what the mode does and the key, entered once per
 * tab (or remembered on this device, like the model's API key).
 */
export function EditorAccess() {
  const id = useId();
  const editor = useEditorMode();
  const [removed, setRemoved] = useState(false);
  if (editor.status !== "editor") return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-editor-mode=""
      className="mb-5 grid gap-3 rounded-card border border-line bg-surface p-4 text-sm"
    >
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-1.5 font-display text-base font-bold">
          <KeyRound aria-hidden="true" className="size-4" />
          {copy.title}
        </h2>
        <p className="mt-1 text-ink-soft">{copy.description}</p>
      </div>
      <div className="grid max-w-xl gap-1.5">
        <Label htmlFor={`${id}-token`}>{copy.tokenLabel}</Label>
        <Input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          maxLength={EDITOR_TOKEN_MAX_LENGTH}
          value={editor.token}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setRemoved(false);
            editor.setToken(event.target.value, editor.rememberToken);
          }}
          onBlur={editor.refreshScheduled}
        />
        <p id={`${id}-hint`} className="text-xs text-ink-soft">
          {editor.token ? copy.tokenHint : `${copy.missing} ${copy.tokenHint}`}
        </p>
        <div className="flex items-start gap-2.5">
          <input
            type="checkbox"
            id={`${id}-remember`}
            checked={editor.rememberToken}
            aria-describedby={`${id}-remember-warning`}
            onChange={(event) => editor.setToken(editor.token, event.target.checked)}
            className="mt-1 size-4 shrink-0 accent-accent"
          />
          <Label htmlFor={`${id}-remember`}>{copy.remember}</Label>
        </div>
        <p id={`${id}-remember-warning`} className="flex gap-1.5 rounded-lg bg-critical-soft p-2 text-xs text-ink">
          <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0 text-critical" />
          {copy.rememberWarning}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!editor.token && !editor.rememberToken}
            onClick={() => {
              editor.setToken("", false);
              setRemoved(true);
            }}
          >
            {copy.remove}
          </Button>
          <p role="status" className="text-xs text-ink-soft">
            {removed ? copy.removed : ""}
          </p>
        </div>
        {editor.tokenStored ? null : <p className="text-xs text-critical">{copy.storageFailed}</p>}
      </div>
    </section>
  );
}
