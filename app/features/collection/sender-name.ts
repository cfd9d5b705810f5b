import { useState } from "react";

import { useStoredItem } from "~/ui/use-stored-item";
import { cleanSenderName } from "./trade-link";

/**
 * The name a collector gives their trade list, kept in this browser beside the collection (its own key, like the
 * prices: the collection's document and export stay as they are, ADR 0018). Storage that fails is ignored: the
 * name then lasts for the page.
 */
export const SENDER_NAME_STORAGE_KEY = "labubu-sammlung-name:v1";

/** The stored name as typed (cleaned only when it goes into a link), and a setter that keeps it. */
export function useSenderName(): [string, (name: string) => void] {
  const stored = useStoredItem(SENDER_NAME_STORAGE_KEY);
  // This tab's own writes raise no `storage` event: what was typed here wins over what was read.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (name: string) => {
    setTyped(name);
    try {
      if (cleanSenderName(name)) window.localStorage.setItem(SENDER_NAME_STORAGE_KEY, name);
      else window.localStorage.removeItem(SENDER_NAME_STORAGE_KEY);
    } catch {
      // Private mode or a full storage: the name stays for this page.
    }
  };
  return [typed ?? stored ?? "", set];
}
