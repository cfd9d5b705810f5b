import { useRef, useState } from "react";

/**
 * Copies a text to the clipboard and remembers how it went, for the text it was: where the browser
 * refuses, the field with the text (`field`) is selected so it can be copied by hand.
 */
export function useCopyText<E extends HTMLInputElement | HTMLTextAreaElement>() {
  const field = useRef<E>(null);
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  const copyText = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ text, ok: true });
    } catch {
      setCopied({ text, ok: false });
      field.current?.select();
    }
  };
  return { field, copied, copyText };
}
