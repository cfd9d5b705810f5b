import { KeyRound } from "lucide-react";
import { useId, useState } from "react";

import { editorAccessCopy as copy } from "./copy";
import { useEditorMode } from "./editor-mode";
import { EditorHistory } from "./editor-history";
import { EDITOR_TOKEN_MAX_LENGTH } from "./editor-token";
import { SecretField } from "../secret-field";

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
      <SecretField
        id={id}
        inputId={`${id}-token`}
        copy={copy}
        hint={editor.token ? copy.tokenHint : `${copy.missing} ${copy.tokenHint}`}
        value={editor.token}
        remember={editor.rememberToken}
        maxLength={EDITOR_TOKEN_MAX_LENGTH}
        removed={removed}
        onChange={(token, remember) => {
          setRemoved(false);
          editor.setToken(token, remember);
        }}
        onBlur={editor.refreshScheduled}
        onRemove={() => {
          editor.setToken("", false);
          setRemoved(true);
        }}
        className="max-w-xl"
      >
        {editor.tokenStored ? null : <p className="text-xs text-critical">{copy.storageFailed}</p>}
      </SecretField>
      <div role="status" className="grid gap-1 empty:hidden">
        {editor.you ? <p className="font-semibold">{copy.signedIn(editor.you.name)}</p> : null}
        {editor.you?.fourEyes ? <p className="text-ink-soft">{copy.fourEyes}</p> : null}
      </div>
      <EditorHistory />
    </section>
  );
}
