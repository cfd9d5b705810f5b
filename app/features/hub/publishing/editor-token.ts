import { browserKeyStorages, type KeyStorages } from "~/features/hub/model/settings";

/**
 * The editor mode's key, kept like the language model's API key (app/features/hub/model/settings.ts): in
 * sessionStorage (gone with the tab), or in localStorage only while the editor asks for it; never
 * with the drafts, in a backup or in the build.
 */
export const EDITOR_TOKEN_KEY = "labubu-hub:redaktionsschluessel";
export const EDITOR_TOKEN_MAX_LENGTH = 200;

export function loadEditorToken({ local, session }: KeyStorages = browserKeyStorages()): { token: string; remember: boolean } {
  const read = (storage: KeyStorages["local"]) => {
    try {
      const value = storage?.getItem(EDITOR_TOKEN_KEY);
      return typeof value === "string" && value.length <= EDITOR_TOKEN_MAX_LENGTH ? value : "";
    } catch {
      return "";
    }
  };
  const remembered = read(local);
  if (remembered) return { token: remembered, remember: true };
  return { token: read(session), remember: false };
}

/** Keeps the key in one of the two storages (none when empty); false when the browser refused. */
export function storeEditorToken(
  token: string,
  remember: boolean,
  { local, session }: KeyStorages = browserKeyStorages(),
): boolean {
  const target = token ? (remember ? local : session) : undefined;
  let ok = true;
  for (const storage of [local, session]) {
    try {
      if (storage && storage === target) storage.setItem(EDITOR_TOKEN_KEY, token);
      else storage?.removeItem(EDITOR_TOKEN_KEY);
    } catch {
      if (storage === target) ok = false;
    }
  }
  return ok;
}
