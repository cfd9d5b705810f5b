import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

import { useDraftTabSync } from "../storage/use-draft-tab-sync";
import type { HubStore } from "../storage/use-hub-store";
import { analysisPanelCopy } from "~/features/hub/copy/analysis";
import { ANALYSIS_MAX_CHARS, AnalysisClient, LIVE_MAX_CHARS } from "~/features/hub/analysis/client";
import type { AnalysisOptions, DraftAnalysis } from "~/features/hub/analysis/types";
import type { PublishedFingerprints } from "~/features/hub/analysis/fingerprints";
import { analyzeFields, draftFieldsOf, otherKeyphrases, sameFields, storeEditedFields } from "./drafts";
import { corpusCache, loadPublishedFingerprints } from "~/features/hub/analysis/originality";
import type { DraftFields, GeneratedArticle } from "./types";
import { hubNow } from "~/features/hub/automation/clock";
import { viennaDay } from "~/features/hub/automation/schedule";

/** Pause in typing before the analysis reruns (and the draft is saved with its new score). */
export const ANALYSIS_DEBOUNCE_MS = 300;
/** The same for texts too long to analyse live. */
export const LONG_TEXT_DEBOUNCE_MS = 2_000;

/**
 * idle: the analysis matches the text. analysing: a newer one is on its way. long: the text is too
 * long for live analysis (it reruns after a longer pause). too-long: not analysed at all.
 * failed: the analysis could not run.
 */
export type AnalysisStatus = "idle" | "analysing" | "long" | "too-long" | "failed";

const NOTHING_PUBLISHED: readonly string[] = [];

let sharedClient: AnalysisClient | undefined;
/** One analysis worker for the page, started on first use. */
function analysisClient(): AnalysisClient {
  return (sharedClient ??= new AnalysisClient());
}

/**
 * Editing one draft (mount it with `key={article.id}`): the fields live here while the editor types;
 * after a pause the analysis runs in the worker, and its result is stored together with the fields
 * it was computed from, so a stored score always belongs to the stored text. Leaving the draft, the
 * page or the tab writes pending edits at once.
 */
export function useDraftEditor(
  article: GeneratedArticle,
  store: Pick<HubStore, "update" | "read">,
  /** Focus keyphrases of published articles; pass a stable array. */
  published: readonly string[] = NOTHING_PUBLISHED,
) {
  const id = article.id;
  const [fields, setFieldsState] = useState<DraftFields>(() => draftFieldsOf(article));
  const fieldsRef = useRef(fields);
  // The stored fields this editor's text builds on: what it opened, last stored or took from another tab.
  const baseFields = useRef(fields);
  const { update, read } = store;
  const { options, publishedPrints } = useAnalysisOptions(article, read, published);

  /** Writes fields (with their analysis, when there is one) into the stored draft. */
  const commit = useCallback(
    (next: DraftFields, result: DraftAnalysis | undefined) => {
      update((current) => {
        const stored = storeEditedFields(current, id, next, result, baseFields.current);
        if (!stored) return current;
        baseFields.current = next;
        return stored;
      });
    },
    [update, id],
  );

  const { analysis, status, analyse, schedule, cancel, showResult } = useAnalysisRun(commit, options, fieldsRef);

  const show = useCallback(
    (next: DraftFields, delay: number) => {
      fieldsRef.current = next;
      setFieldsState(next);
      schedule(next, delay);
    },
    [schedule],
  );

  const history = useDiscard(id, read, show, fieldsRef);
  const { forget } = history;

  const setField = useCallback(
    <Name extends keyof DraftFields>(name: Name, value: DraftFields[Name]) => {
      const next = { ...fieldsRef.current, [name]: value };
      forget();
      show(next, next.content.length > LIVE_MAX_CHARS ? LONG_TEXT_DEBOUNCE_MS : ANALYSIS_DEBOUNCE_MS);
    },
    [show, forget],
  );

  /** Stores pending edits now (leaving the draft or the page, exporting). */
  const flush = useCallback(() => {
    cancel();
    const current = fieldsRef.current;
    const stored = read().articles.find((item) => item.id === id);
    if (!stored || sameFields(current, stored)) return;
    const result = current.content.length <= LIVE_MAX_CHARS ? analyzeFields(current, options()) : undefined;
    commit(current, result);
    if (result) showResult(result);
  }, [read, id, commit, options, showResult, cancel]);

  // Another tab's edit of this draft: shown here unless this editor holds edits of its own.
  const currentFields = useCallback(() => fieldsRef.current, []);
  const adoptStored = useCallback(
    (next: DraftFields) => {
      baseFields.current = next;
      show(next, 0);
    },
    [show],
  );
  useDraftTabSync(article, currentFields, adoptStored, flush);

  useEffect(() => {
    let waiting = true;
    // The first analysis waits for the published fingerprints (a small chunk); without them the
    // drafts are still compared with each other.
    loadPublishedFingerprints()
      .catch((error: unknown) => {
        console.warn(analysisPanelCopy.fingerprintsFailedLog, error);
        return [];
      })
      .then((prints) => {
        publishedPrints.current = prints;
        if (waiting) analyse(fieldsRef.current);
      });
    return () => {
      waiting = false;
    };
  }, [analyse, publishedPrints]);
  useFlushOnLeave(flush);

  return {
    fields,
    setField,
    analysis,
    status,
    flush,
    discard: history.discard,
    replace: history.replace,
    undoDiscard: history.undo,
    discarded: history.discarded,
    saved: sameFields(fields, article),
    edited: !sameFields(fields, article.original),
  };
}

export type DraftEditor = ReturnType<typeof useDraftEditor>;

/**
 * What the analysis compares a draft with: the other drafts' and published keyphrases, the corpus for
 * "Eigenständigkeit", and the notes and day for "Belegte Aussagen".
 */
function useAnalysisOptions(article: GeneratedArticle, read: HubStore["read"], published: readonly string[]) {
  const { id } = article;
  // The published articles' fingerprints, loaded before the first analysis.
  const publishedPrints = useRef<readonly PublishedFingerprints[] | null>(null);
  const [openedAs] = useState(() => ({ id, title: article.title, slug: article.slug }));
  const [corpusOf] = useState(corpusCache);
  const options = useCallback(
    () => ({
      otherKeyphrases: [...otherKeyphrases(read().articles, openedAs), ...published],
      ...(publishedPrints.current ? { corpus: corpusOf(openedAs, read().articles, publishedPrints.current) } : {}),
      // "Belegte Aussagen": the draft's notes as they are now, and the day the claims are checked on.
      notes: read().articles.find((item) => item.id === id)?.notes ?? [],
      today: viennaDay(hubNow()),
    }),
    [id, published, corpusOf, openedAs, read],
  );
  return { options, publishedPrints };
}

/** "Änderungen verwerfen" back to the generated text, and its undo; `replace` shows text written elsewhere. */
function useDiscard(
  id: string,
  read: HubStore["read"],
  show: (next: DraftFields, delay: number) => void,
  fieldsRef: RefObject<DraftFields>,
) {
  const [discarded, setDiscarded] = useState<DraftFields>();
  const forget = useCallback(() => setDiscarded(undefined), []);
  const discard = useCallback(() => {
    const stored = read().articles.find((item) => item.id === id);
    if (!stored) return;
    setDiscarded(fieldsRef.current);
    show(draftFieldsOf(stored.original), 0);
  }, [read, id, show, fieldsRef]);
  const replace = useCallback(
    (next: DraftFields) => {
      setDiscarded(undefined);
      show(draftFieldsOf(next), 0);
    },
    [show],
  );
  const undo = useCallback(() => {
    if (!discarded) return;
    setDiscarded(undefined);
    show(discarded, 0);
  }, [discarded, show]);
  return { discarded: discarded !== undefined, forget, discard, replace, undo };
}

/** Leaving the draft, the page or the tab writes pending edits at once. */
function useFlushOnLeave(flush: () => void) {
  useEffect(() => {
    const onHide = () => flush();
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [flush]);
}

/**
 * Runs the analysis in the worker after a pause: its result is shown at once, but stored only while
 * the text it was computed from is still the editor's (`fieldsRef`). Nothing is set after unmount.
 */
function useAnalysisRun(
  commit: (next: DraftFields, result: DraftAnalysis | undefined) => void,
  options: () => AnalysisOptions,
  fieldsRef: RefObject<DraftFields>,
) {
  const [analysis, setAnalysis] = useState<DraftAnalysis>();
  const [status, setStatus] = useState<AnalysisStatus>("analysing");
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const analyse = useCallback(
    (next: DraftFields) => {
      window.clearTimeout(timer.current);
      if (next.content.length > ANALYSIS_MAX_CHARS) {
        setStatus("too-long");
        commit(next, undefined);
        return;
      }
      setStatus(next.content.length > LIVE_MAX_CHARS ? "long" : "analysing");
      analysisClient()
        .analyze(next, options())
        .then((result) => {
          if (!alive.current || result === null) return;
          setAnalysis(result);
          // An older text's result is shown until the newer one arrives, but never stored over newer edits.
          if (fieldsRef.current !== next) return;
          commit(next, result);
          setStatus(next.content.length > LIVE_MAX_CHARS ? "long" : "idle");
        })
        .catch((error: unknown) => {
          if (!alive.current) return;
          console.warn(analysisPanelCopy.failedLog, error);
          setStatus("failed");
          if (fieldsRef.current === next) commit(next, undefined);
        });
    },
    [commit, options, fieldsRef],
  );
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  /** Runs the analysis of `next` after `delay` ms, unless another text comes first. */
  const schedule = useCallback(
    (next: DraftFields, delay: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => analyse(next), delay);
    },
    [analyse],
  );
  /** A result computed outside the worker (when edits are flushed) is the current one. */
  const showResult = useCallback((result: DraftAnalysis) => {
    if (!alive.current) return;
    setAnalysis(result);
    setStatus("idle");
  }, []);
  return { analysis, status, analyse, schedule, cancel, showResult };
}
