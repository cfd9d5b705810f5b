import { fold } from "./words";

/** Folded, punctuation as spaces, white space collapsed: the form wordings and sentences are compared in. */
export function claimKey(text: string): string {
  return fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
