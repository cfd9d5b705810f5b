import { useCallback, useEffect, useRef, useState } from "react";

import { useDraftTabSync } from "../storage/use-draft-tab-sync";
import type { HubStore } from "../storage/use-hub-store";
import { analysisPanelCopy } from "~/features/hub/copy/analysis";
import { ANALYSIS_MAX_CHARS, AnalysisClient, LIVE_MAX_CHARS } from "~/features/hub/analysis/client";
import type { DraftAnalysis } from "~/features/hub/analysis/types";
import type { PublishedFingerprints } from "~/features/hub/analysis/fingerprints";
import { analyzeFields, draftFieldsOf, otherKeyphrases, sameFields, withFields } from "./drafts";
import { corpusCache, loadPublishedFingerprints } from "~/features/hub/analysis/originality";
import { countWords } from "~/utils/text";
import type { DraftFields, GeneratedArticle } from "./types";

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
  const [analysis, setAnalysis] = useState<DraftAnalysis>();
  const [status, setStatus] = useState<AnalysisStatus>("analysing");
  const [discarded, setDiscarded] = useState<DraftFields>();
  const fieldsRef = useRef(fields);
  // The stored fields this editor's text builds on: what it opened, last stored or took from another tab.
  const baseFields = useRef(fields);
  const timer = useRef<number | undefined>(undefined);
  const alive = useRef(true);
  const { update, read } = store;
  // The published articles' fingerprints ("Eigenständigkeit"), loaded before the first analysis.
  const publishedPrints = useRef<readonly PublishedFingerprints[] | null>(null);
  const [openedAs] = useState(() => ({ id, title: article.title, slug: article.slug }));
  const [corpusOf] = useState(corpusCache);

  const others = useCallback(() => [...otherKeyphrases(read().articles, id), ...published], [read, id, published]);
  const options = useCallback(
    () => ({
      otherKeyphrases: others(),
      ...(publishedPrints.current ? { corpus: corpusOf(openedAs, read().articles, publishedPrints.current) } : {}),
    }),
    [others, corpusOf, openedAs, read],
  );

  /** Writes fields (with their analysis, when there is one) into the stored draft. */
  const commit = useCallback(
    (next: DraftFields, result: DraftAnalysis | undefined) => {
      update((current) => {
        const index = current.articles.findIndex((item) => item.id === id);
        const stored = current.articles[index];
        if (!stored) return current;
        // Another tab changed the stored text since this editor last saw it (merged into this tab, not yet
        // shown here): a late write from here, such as an analysis of older text, must not overwrite it.
        const storedFields = draftFieldsOf(stored);
        if (!sameFields(storedFields, baseFields.current) && !sameFields(storedFields, next)) return current;
        baseFields.current = next;
        const updated = result
          ? withFields(stored, next, result)
          : { ...stored, ...draftFieldsOf(next), wordCount: countWords(next.content) };
        if (
          sameFields(stored, updated) &&
          stored.seoPoints === updated.seoPoints &&
          stored.seoScore === updated.seoScore &&
          stored.readability === updated.readability &&
          stored.fleschReadingEase === updated.fleschReadingEase
        )
          return current;
        const articles = [...current.articles];
        articles[index] = updated;
        return { ...current, articles };
      });
    },
    [update, id],
  );

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
    [commit, options],
  );

  const show = useCallback(
    (next: DraftFields, delay: number) => {
      fieldsRef.current = next;
      setFieldsState(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => analyse(next), delay);
    },
    [analyse],
  );

  const setField = useCallback(
    <Name extends keyof DraftFields>(name: Name, value: DraftFields[Name]) => {
      const next = { ...fieldsRef.current, [name]: value };
      setDiscarded(undefined);
      show(next, next.content.length > LIVE_MAX_CHARS ? LONG_TEXT_DEBOUNCE_MS : ANALYSIS_DEBOUNCE_MS);
    },
    [show],
  );

  /** Stores pending edits now (leaving the draft or the page, exporting). */
  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const current = fieldsRef.current;
    const stored = read().articles.find((item) => item.id === id);
    if (!stored || sameFields(current, stored)) return;
    const result = current.content.length <= LIVE_MAX_CHARS ? analyzeFields(current, options()) : undefined;
    commit(current, result);
    if (result && alive.current) {
      setAnalysis(result);
      setStatus("idle");
    }
  }, [read, id, commit, options]);

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

  const discard = useCallback(() => {
    const stored = read().articles.find((item) => item.id === id);
    if (!stored) return;
    setDiscarded(fieldsRef.current);
    show(draftFieldsOf(stored.original), 0);
  }, [read, id, show]);

  /** Shows fields written elsewhere (a draft written from research notes) and analyses them at once. */
  const replace = useCallback(
    (next: DraftFields) => {
      setDiscarded(undefined);
      show(draftFieldsOf(next), 0);
    },
    [show],
  );

  const undoDiscard = useCallback(() => {
    if (!discarded) return;
    setDiscarded(undefined);
    show(discarded, 0);
  }, [discarded, show]);

  useEffect(() => {
    alive.current = true;
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
        if (waiting && alive.current) analyse(fieldsRef.current);
      });
    const onHide = () => flush();
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      waiting = false;
      alive.current = false;
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [analyse, flush]);

  return {
    fields,
    setField,
    analysis,
    status,
    flush,
    discard,
    replace,
    undoDiscard,
    discarded: discarded !== undefined,
    saved: sameFields(fields, article),
    edited: !sameFields(fields, article.original),
  };
}

export type DraftEditor = ReturnType<typeof useDraftEditor>;
