import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

import { sharedDraftsCopy as copy } from "./copy";
import {
  conflictRecords,
  fetchSharedDrafts,
  leaseSharedDraft,
  loadSharedDraft,
  saveSharedDraft,
  setSharedStatus,
  commentSharedDraft,
  type SharedList,
  type SharedRecord,
  type SharedSummary,
} from "./shared-client";
import { receivePhotos, sharePhotos } from "./shared-photos";
import { fingerprintOf, inStepWith, planSync, withDraft } from "./shared-sync";
import { type DraftStatus, LEASE_RENEW_MS } from "../publishing/editor-contract";
import { useEditorMode } from "../publishing/editor-mode";
import { readSentDraft } from "../storage/storage";
import type { HubStore } from "../storage/use-hub-store";
import type { ComparedText } from "../drafts/text-comparison";
import type { GeneratedArticle, HubState } from "../drafts/types";

/** How often the hub looks at the server's drafts while the editor mode is open. */
export const SHARED_POLL_MS = 5_000;
/** The pause after a change before it is saved to the server. */
export const SHARED_SAVE_DELAY_MS = 1_200;

export type SharedDrafts = {
  /** The server's drafts (null until read, and without the editor mode or a key). */
  list: SharedList | null;
  /** Conflicts and refusals to show until the editor closes them. */
  notices: readonly string[];
  dismissNotices: () => void;
  /** What the last action did, for the panel's status line. */
  message: string;
  open: (summary: SharedSummary) => void;
  /** Whether this version was opened here, which the approval asks for. */
  hasOpened: (summary: SharedSummary) => boolean;
  /** Resolves true when the server took it; `reason` says why a draft goes back to "Entwurf". */
  setStatus: (summary: SharedSummary, status: DraftStatus, reason?: string) => Promise<boolean>;
  /** A comment on the draft's current version; resolves true when the server kept it. */
  comment: (summary: SharedSummary, text: string) => Promise<boolean>;
  /** The approved version's text and the server's current one, read anew; rejects when either is missing. */
  sinceApproval: (summary: SharedSummary) => Promise<{ before: ComparedText; after: ComparedText }>;
  /** While a draft is open for editing: others see "wird gerade von … bearbeitet". Returns the release. */
  holdLease: (id: string) => () => void;
};

const SharedDraftsContext = createContext<SharedDrafts>({
  list: null,
  notices: [],
  dismissNotices: () => {},
  message: "",
  open: () => {},
  hasOpened: () => false,
  setStatus: async () => false,
  comment: async () => false,
  sinceApproval: () => Promise.reject(new Error("no editor mode")),
  holdLease: () => () => {},
});

export function useSharedDrafts(): SharedDrafts {
  return useContext(SharedDraftsContext);
}

/** The drafts with `shared` noted on the one with `id`. */
const noted = (state: HubState, id: string, version: number, fingerprint: string): HubState => ({
  ...state,
  articles: state.articles.map((draft) => (draft.id === id ? { ...draft, shared: { version, fingerprint } } : draft)),
});

/** A server draft as this browser keeps it, in step with its version; null when the hub cannot read it. */
function fromServer(record: SharedRecord): GeneratedArticle | null {
  const draft = readSentDraft(record.draft);
  return draft ? inStepWith({ ...draft, id: record.id }, record.version) : null;
}

/**
 * In the editor mode (docs/decisions/0039): every draft of this browser is saved to the server too,
 * a little after each change, based on the version it was in step with; a newer version from
 * another editor is taken over while nothing changed here; when both changed, the server keeps both
 * texts and this browser gets both, with a notice. The list is read every few seconds.
 */
export function SharedDraftsProvider({
  store,
  onOpen,
  children,
}: {
  store: Pick<HubStore, "update" | "read" | "state">;
  onOpen: (id: string) => void;
  children: React.ReactNode;
}) {
  const editor = useEditorMode();
  // Only with a key the server took (never while it is typed: a wrong key counts against the client).
  const token = editor.status === "editor" && editor.you ? editor.token : "";
  const [list, setList] = useState<SharedList | null>(null);
  const [notices, setNotices] = useState<readonly string[]>([]);
  const [message, setMessage] = useState("");
  /** The versions opened here to read them, as "id@version": only these may be approved. */
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const running = useRef(false);
  const again = useRef(false);
  /** The server has no shared drafts (no repository): nothing is asked again. */
  const off = useRef(false);
  /** Texts the server refused (an unsafe character): not sent again until they change. */
  const refused = useRef(new Map<string, string>());
  const { update, read } = store;
  const notice = useCallback((text: string | null) => {
    if (text) setNotices((current) => (current.includes(text) ? current : [...current, text]));
  }, []);

  const sync = useCallback(async () => {
    if (!token || off.current) return;
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      do {
        again.current = false;
        const listed = await fetchSharedDrafts(token);
        if (!listed.ok) {
          if (listed.status === 404) off.current = true;
          else if (listed.status === 0) setMessage(copy.unreachable);
          break;
        }
        setList(listed.value);
        const plan = planSync(read().articles, listed.value.drafts);
        for (const { id, shared } of plan.inStep) update((current) => noted(current, id, shared.version, shared.fingerprint));
        for (const id of plan.pulls) {
          const loaded = await loadSharedDraft(token, id);
          const draft = loaded.ok ? fromServer(loaded.value.record) : null;
          if (!draft) continue;
          // Its photos first, so the preview shows them as the author sees them.
          await receivePhotos(token, draft);
          update((current) => ({ ...current, articles: withDraft(current.articles, draft) }));
        }
        // Every shared draft's photos are on the server too, for whoever reviews it (asked once per page view).
        for (const draft of read().articles) if (draft.shared) await sharePhotos(token, draft);
        for (const { draft, baseVersion } of plan.uploads) {
          const fingerprint = fingerprintOf(draft);
          if (refused.current.get(draft.id) === fingerprint) continue;
          const saved = await saveSharedDraft(token, draft, baseVersion);
          if (saved.ok) {
            await sharePhotos(token, draft);
            update((current) => noted(current, draft.id, saved.value.record.version, fingerprint));
            again.current = true;
            continue;
          }
          const conflict = saved.status === 409 ? conflictRecords(saved.body) : null;
          const theirs = conflict ? fromServer(conflict.current) : null;
          const mine = conflict ? fromServer(conflict.copy) : null;
          if (theirs && mine) {
            // Nothing is lost: the other editor's version under the id, this one beside it.
            update((current) => ({ ...current, articles: withDraft(withDraft(current.articles, theirs), mine) }));
            notice(saved.message);
            again.current = true;
            continue;
          }
          if (saved.status !== 0) refused.current.set(draft.id, fingerprint);
          notice(saved.message);
        }
      } while (again.current);
    } catch (error) {
      console.warn(copy.failedLog, error);
    } finally {
      running.current = false;
    }
  }, [token, read, update, notice]);

  // A look at the server now and every few seconds, and a save a little after every change.
  useEffect(() => {
    if (!token) return;
    void Promise.resolve().then(sync);
    const timer = setInterval(() => void sync(), SHARED_POLL_MS);
    return () => clearInterval(timer);
  }, [token, sync]);
  const articles = store.state.articles;
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => void sync(), SHARED_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [token, articles, sync]);

  const open = useCallback(
    (summary: SharedSummary) => {
      void (async () => {
        // Read from the server even when this browser has it: the server notes that this editor opened this version.
        const loaded = await loadSharedDraft(token, summary.id, true);
        if (!read().articles.some((draft) => draft.id === summary.id)) {
          const draft = loaded.ok ? fromServer(loaded.value.record) : null;
          if (!draft) return setMessage(loaded.ok ? copy.unreadable(summary.title) : (loaded.message ?? copy.unreachable));
          await receivePhotos(token, draft);
          update((current) => ({ ...current, articles: withDraft(current.articles, draft) }));
        }
        if (loaded.ok) {
          const seen = `${summary.id}@${loaded.value.record.version}`;
          setOpened((current) => (current.has(seen) ? current : new Set(current).add(seen)));
        }
        onOpen(summary.id);
        setMessage(copy.opened(summary.title));
      })();
    },
    [token, read, update, onOpen],
  );

  const setStatus = useCallback(
    async (summary: SharedSummary, status: DraftStatus, reason?: string) => {
      const result = await setSharedStatus(token, summary.id, summary.version, status, reason);
      setMessage(result.ok ? copy.statusSet(summary.title, copy.statuses[status]) : (result.message ?? copy.unreachable));
      await sync();
      return result.ok;
    },
    [token, sync],
  );

  const comment = useCallback(
    async (summary: SharedSummary, text: string) => {
      const result = await commentSharedDraft(token, summary.id, summary.version, text);
      setMessage(result.ok ? copy.commented(summary.title) : (result.message ?? copy.unreachable));
      await sync();
      return result.ok;
    },
    [token, sync],
  );

  const sinceApproval = useCallback(
    async (summary: SharedSummary) => {
      const loaded = await loadSharedDraft(token, summary.id);
      const after = loaded.ok ? fromServer(loaded.value.record) : null;
      const before = loaded.ok ? loaded.value.record.approvedText : undefined;
      if (!after || !before) throw new Error(loaded.ok ? "no approved version to compare with" : (loaded.message ?? "no answer"));
      return { before, after };
    },
    [token],
  );

  const holdLease = useCallback(
    (id: string) => {
      if (!token || off.current) return () => {};
      const take = () => void leaseSharedDraft(token, id);
      take();
      const timer = setInterval(take, LEASE_RENEW_MS);
      return () => {
        clearInterval(timer);
        void leaseSharedDraft(token, id, true);
      };
    },
    [token],
  );

  const value = useMemo<SharedDrafts>(
    () => ({
      list: token ? list : null,
      notices,
      dismissNotices: () => setNotices([]),
      message,
      open,
      hasOpened: (summary: SharedSummary) => opened.has(`${summary.id}@${summary.version}`),
      setStatus,
      comment,
      sinceApproval,
      holdLease,
    }),
    [token, list, notices, message, open, opened, setStatus, comment, sinceApproval, holdLease],
  );
  return <SharedDraftsContext.Provider value={value}>{children}</SharedDraftsContext.Provider>;
}
