import { browserKeyStorages, type KeyStorages, loadSecret, storeSecret } from "~/features/hub/model/settings";
import { KEY_MAX_LENGTH } from "./editor-contract";

/**
 * The editor mode's key, kept like the language model's API key (app/features/hub/model/settings.ts): in
 * sessionStorage (gone with the tab), or in localStorage only while the editor asks for it; never
 * with the drafts, in a backup or in the build.
 */
export const EDITOR_TOKEN_KEY = "labubu-hub:redaktionsschluessel";
export const EDITOR_TOKEN_MAX_LENGTH = KEY_MAX_LENGTH;

export function loadEditorToken(storages: KeyStorages = browserKeyStorages()): { token: string; remember: boolean } {
  const { value, remember } = loadSecret(storages, EDITOR_TOKEN_KEY, EDITOR_TOKEN_MAX_LENGTH);
  return { token: value, remember };
}

/** Keeps the key in one of the two storages (none when empty); false when the browser refused. */
export function storeEditorToken(token: string, remember: boolean, storages: KeyStorages = browserKeyStorages()): boolean {
  return storeSecret(storages, EDITOR_TOKEN_KEY, token, remember);
}
