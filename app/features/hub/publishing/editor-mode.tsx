import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

import {
  type EditorStatus,
  fetchEditorMode,
  fetchHistory,
  fetchStatus,
  type HistoryEntry,
  type ScheduledOnServer,
} from "./editor-client";
import { EDITOR_TOKEN_MAX_LENGTH, loadEditorToken, storeEditorToken } from "./editor-token";
import type { GeneratedArticle, RevisionOf } from "~/features/hub/drafts/types";

/**
 * Whether the hub can publish for real here (the editor mode, docs/decisions/0033) and with which
 * key. "checking" until the mode file answered; "static" on any site without the editor mode, where
 * "Veröffentlichen" keeps the download.
 */
export type EditorMode = {
  status: "checking" | "static" | "editor";
  token: string;
  rememberToken: boolean;
  tokenStored: boolean;
  setToken: (token: string, remember: boolean) => void;
  /** Articles committed for a later date (null until known: no key yet, or the server did not say). */
  scheduled: readonly ScheduledOnServer[] | null;
  /** The editor the key belongs to, and whether the site publishes only what another editor approved (null until known). */
  you: { name: string; fourEyes: boolean } | null;
  /** Who published, revised, scheduled or withdrew what, newest first (null until known). */
  history: readonly HistoryEntry[] | null;
  /** After a publication, revision or withdrawal: the published list and the plan are read again. */
  changed: () => void;
  /** Reads the plan, who the key is and the history again with the key as it is (the key field calls it when the editor leaves it). */
  refreshScheduled: () => void;
  /** The drafts as stored now (a slot publishes its draft). */
  readDrafts: () => readonly GeneratedArticle[];
  /** After a publication: the draft now revises the live article (its next publication is a revision of it). */
  published: (draftId: string, revision: RevisionOf) => void;
};

const EditorModeContext = createContext<EditorMode>({
  status: "static",
  token: "",
  rememberToken: false,
  tokenStored: true,
  setToken: () => {},
  scheduled: null,
  you: null,
  history: null,
  changed: () => {},
  refreshScheduled: () => {},
  readDrafts: () => [],
  published: () => {},
});

export function useEditorMode(): EditorMode {
  return useContext(EditorModeContext);
}

/** Mounted with the hub's tools (after hydration): asks once whether the editor mode is on. */
export function EditorModeProvider({
  onChanged,
  readDrafts,
  onPublished,
  children,
}: {
  onChanged: () => void;
  readDrafts: () => readonly GeneratedArticle[];
  onPublished: (draftId: string, revision: RevisionOf) => void;
  children: React.ReactNode;
}) {
  const [status, setStatus] = useState<EditorMode["status"]>("checking");
  const [stored, setStored] = useState(() => loadEditorToken());
  const [tokenStored, setTokenStored] = useState(true);
  const [server, setServer] = useState<EditorStatus | null>(null);
  const [history, setHistory] = useState<readonly HistoryEntry[] | null>(null);

  useEffect(() => {
    let current = true;
    void fetchEditorMode().then((editor) => {
      if (current) setStatus(editor ? "editor" : "static");
    });
    return () => {
      current = false;
    };
  }, []);

  // Read with a key the editor finished entering (never per keystroke: a wrong key counts against
  // the server's limit of wrong keys).
  const tokenRef = useRef(stored.token);
  const read = useCallback((isCurrent: () => boolean = () => true) => {
    const token = tokenRef.current;
    if (!token) return;
    void fetchStatus(token).then((answer) => isCurrent() && setServer(answer));
    void fetchHistory(token).then((entries) => isCurrent() && setHistory(entries));
  }, []);
  const refreshScheduled = useCallback(() => read(), [read]);

  // The plan of scheduled articles and the history are the server's: read once the mode is known, with a kept key.
  useEffect(() => {
    if (status !== "editor") return;
    let current = true;
    read(() => current);
    return () => {
      current = false;
    };
  }, [status, read]);

  const setToken = useCallback((token: string, remember: boolean) => {
    const value = token.trim().slice(0, EDITOR_TOKEN_MAX_LENGTH);
    // Another key is nobody's until the server says whose it is (read when the editor leaves the field).
    if (value !== tokenRef.current) {
      setServer(null);
      setHistory(null);
    }
    tokenRef.current = value;
    setStored({ token: value, remember });
    setTokenStored(storeEditorToken(value, remember));
  }, []);

  // The callers' functions change with every render of the tools; the context's stay the same.
  const callers = useRef({ onChanged, readDrafts, onPublished });
  useEffect(() => {
    callers.current = { onChanged, readDrafts, onPublished };
  });
  const changed = useCallback(() => {
    callers.current.onChanged();
    refreshScheduled();
  }, [refreshScheduled]);
  const drafts = useCallback(() => callers.current.readDrafts(), []);
  const published = useCallback((draftId: string, revision: RevisionOf) => callers.current.onPublished(draftId, revision), []);

  const value = useMemo<EditorMode>(
    () => ({
      status,
      token: stored.token,
      rememberToken: stored.remember,
      tokenStored,
      setToken,
      scheduled: server?.scheduled ?? null,
      you: server ? { name: server.editor, fourEyes: server.fourEyes } : null,
      history,
      changed,
      refreshScheduled,
      readDrafts: drafts,
      published,
    }),
    [status, stored, tokenStored, setToken, server, history, changed, refreshScheduled, drafts, published],
  );
  return <EditorModeContext.Provider value={value}>{children}</EditorModeContext.Provider>;
}
