import { useCallback, useEffect, useState } from "react";

import { browserStorage } from "~/features/hub/storage/storage";
import {
  API_KEY_MAX_LENGTH,
  browserKeyStorages,
  clearApiKey,
  loadApiKey,
  loadModelSettings,
  MODEL_SETTINGS_KEY,
  type ModelSettings,
  saveModelSettings,
  storeApiKey,
} from "./settings";

/**
 * Text source, endpoint and model (remembered in localStorage) and the key (in memory and
 * sessionStorage; in localStorage only while "merken" is ticked). Mounted after hydration only.
 * Source, endpoint and model follow a change made in another open tab (the `storage` event); the
 * key does not: it is kept apart and never travels between tabs by this hook.
 */
export function useModelSettings() {
  const [settings, setSettings] = useState<ModelSettings>(() => loadModelSettings(browserStorage()));
  const [key, setKeyState] = useState(() => loadApiKey(browserKeyStorages()));
  const [storageFailed, setStorageFailed] = useState(false);
  const [keyRemoved, setKeyRemoved] = useState(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== MODEL_SETTINGS_KEY) return;
      if (event.storageArea !== browserStorage()) return;
      setSettings(loadModelSettings(browserStorage()));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const update = useCallback((change: Partial<ModelSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      setStorageFailed(!saveModelSettings(browserStorage(), next));
      return next;
    });
  }, []);

  const setKey = useCallback((value: string, remember: boolean) => {
    const apiKey = value.slice(0, API_KEY_MAX_LENGTH);
    setKeyState({ key: apiKey, remember });
    setKeyRemoved(false);
    setStorageFailed(!storeApiKey(browserKeyStorages(), apiKey, remember));
  }, []);

  const removeKey = useCallback(() => {
    clearApiKey(browserKeyStorages());
    setKeyState({ key: "", remember: false });
    setKeyRemoved(true);
  }, []);

  return { settings, update, apiKey: key.key, rememberKey: key.remember, setKey, removeKey, keyRemoved, storageFailed };
}

export type ModelSettingsState = ReturnType<typeof useModelSettings>;
