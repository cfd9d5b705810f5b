/**
 * Copy of publishing through the editor mode (`npm run hub`, docs/decisions/0033): the key, sending
 * a draft, scheduling it, withdrawing an article, and why the static site downloads instead.
 */
export const publishCheckCopy = {
  unreadableDraft:
    "Der gesendete Entwurf ist unvollständig oder beschädigt. Laden Sie den Content Hub neu und versuchen Sie es erneut.",
} as const;
