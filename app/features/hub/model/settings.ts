/**
 * The model settings the hub remembers: text source, endpoint and model in localStorage (validated
 * on read), the key in sessionStorage, or in localStorage only when the editor asks for it.
 */
import * as v from "valibot";

import { ENDPOINT_MAX_LENGTH } from "./endpoint";
import { textSourceCopy } from "~/features/hub/copy/llm";

export const MODEL_SETTINGS_KEY = "labubu-hub:llm-settings:v1";
/** Never part of the hub's saved state or an export; in exactly one of the two storages. */
export const API_KEY_KEY = "labubu-hub:llm-key";
export const MODEL_MAX_LENGTH = 200;
export const API_KEY_MAX_LENGTH = 4096;

export const textSources = ["offline", "llm"] as const;
export type TextSource = (typeof textSources)[number];

export type ModelSettings = { source: TextSource; endpoint: string; model: string };

/** The settings as stored and as a backup carries them: exactly these three fields (never the key). */
export const modelSettingsSchema = v.object({
  source: v.picklist(textSources),
  endpoint: v.pipe(v.string(), v.maxLength(ENDPOINT_MAX_LENGTH)),
  model: v.pipe(v.string(), v.maxLength(MODEL_MAX_LENGTH)),
});

export const defaultModelSettings: ModelSettings = { source: "offline", endpoint: "http://localhost:11434/v1", model: "" };

type Warn = (message: string) => void;
type Reader = Pick<Storage, "getItem">;
type Writer = Pick<Storage, "setItem" | "removeItem">;

export function loadModelSettings(storage: Reader | undefined, warn: Warn = console.warn): ModelSettings {
  let raw: string | null;
  try {
    raw = storage?.getItem(MODEL_SETTINGS_KEY) ?? null;
  } catch {
    return { ...defaultModelSettings };
  }
  if (raw === null) return { ...defaultModelSettings };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    data = undefined;
  }
  const parsed = v.safeParse(modelSettingsSchema, data);
  if (!parsed.success) {
    warn(textSourceCopy.settingsReset);
    return { ...defaultModelSettings };
  }
  return parsed.output;
}

/** False when the storage is full or blocked; the settings then last for this page only. */
export function saveModelSettings(storage: Writer | undefined, settings: ModelSettings): boolean {
  if (!storage) return false;
  try {
    storage.setItem(MODEL_SETTINGS_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}

export type KeyStorages = { local: (Reader & Writer) | undefined; session: (Reader & Writer) | undefined };

/**
 * A secret kept per tab or per device (the API key, the editor mode's key): the stored value and where
 * it came from; a remembered one (localStorage) wins, one over `maxLength` is not read.
 */
export function loadSecret({ local, session }: KeyStorages, name: string, maxLength: number) {
  const read = (storage: Reader | undefined) => {
    try {
      const value = storage?.getItem(name);
      return typeof value === "string" && value.length <= maxLength ? value : "";
    } catch {
      return "";
    }
  };
  const remembered = read(local);
  if (remembered) return { value: remembered, remember: true };
  return { value: read(session), remember: false };
}

/**
 * Keeps a secret in sessionStorage (gone with the tab), or in localStorage when `remember` is set;
 * never in both. An empty value is removed from both. False when the browser refused.
 */
export function storeSecret({ local, session }: KeyStorages, name: string, value: string, remember: boolean): boolean {
  const target = value ? (remember ? local : session) : undefined;
  let ok = true;
  for (const storage of [local, session]) {
    try {
      if (storage && storage === target) storage.setItem(name, value);
      else storage?.removeItem(name);
    } catch {
      if (storage === target) ok = false;
    }
  }
  return ok;
}

/** The stored key and where it came from; a remembered key (localStorage) wins. */
export function loadApiKey(storages: KeyStorages): { key: string; remember: boolean } {
  const { value, remember } = loadSecret(storages, API_KEY_KEY, API_KEY_MAX_LENGTH);
  return { key: value, remember };
}

/** Keeps the key in sessionStorage or, when `remember` is set, localStorage; never in both. */
export function storeApiKey(storages: KeyStorages, key: string, remember: boolean): boolean {
  return storeSecret(storages, API_KEY_KEY, key, remember);
}

export function clearApiKey(storages: KeyStorages): void {
  storeApiKey(storages, "", false);
}

/** The page's storages, or undefined where they are missing or blocked. */
export function browserKeyStorages(): KeyStorages {
  const get = (name: "localStorage" | "sessionStorage") => {
    try {
      return typeof window === "undefined" ? undefined : window[name];
    } catch {
      return undefined;
    }
  };
  return { local: get("localStorage"), session: get("sessionStorage") };
}
