import { type ReactNode, useEffect, useRef, useState } from "react";

import { FilePickField } from "./file-pick-field";
import { cn } from "~/utils/cn";

/** What reading a picked file gives: a preview to confirm, or the problem that stops it. */
export type FileRead<P, E> = { ok: true; preview: P } | { ok: false; problem: E };

/**
 * A `read` for `useFileImport` whose code loads on first use: the loaded module refuses a file over its
 * size limit before the file's text is read, then reads the text into a preview.
 */
export function readFileWith<M, P, E>(
  load: () => Promise<M>,
  tooLarge: (module: M, bytes: number) => E | null,
  read: (module: M, text: string, file: File) => FileRead<P, E>,
) {
  return async (file: File): Promise<FileRead<P, E>> => {
    const module = await load();
    const problem = tooLarge(module, file.size);
    if (problem) return { ok: false, problem };
    return read(module, await file.text(), file);
  };
}

export type FileImportState<P, E> =
  | { step: "idle" }
  | { step: "reading" }
  | { step: "failed"; problem: E }
  | { step: "preview"; preview: P }
  | { step: "done"; message: string; cancelled: boolean };

/**
 * The steps of "load a file, see what it would change, then apply or cancel": one flow for the
 * collection's import and the hub's backup. `read` never changes anything; the caller applies a preview
 * only when the person confirms, then calls `finish`. A read that throws is the `unreadable` problem.
 */
export function useFileImport<P, E>(read: (file: File) => Promise<FileRead<P, E>>, unreadable: E) {
  const [state, setState] = useState<FileImportState<P, E>>({ step: "idle" });

  const readFile = async (file: File) => {
    setState({ step: "reading" });
    try {
      const result = await read(file);
      setState(result.ok ? { step: "preview", preview: result.preview } : { step: "failed", problem: result.problem });
    } catch {
      setState({ step: "failed", problem: unreadable });
    }
  };

  return {
    state,
    readFile,
    /** Replaces the preview (a changed choice inside it). */
    update: (preview: P) => setState({ step: "preview", preview }),
    /** Ends the flow with a message; after a cancel, focus returns to the file field. */
    finish: (message: string, { cancelled = false } = {}) => setState({ step: "done", message, cancelled }),
  };
}

export type FileImportFlow<P, E> = ReturnType<typeof useFileImport<P, E>>;

type FileImportProps<P, E> = {
  id: string;
  flow: FileImportFlow<P, E>;
  label: ReactNode;
  hint: ReactNode;
  accept: string;
  disabled?: boolean;
  /** The texts around the outcome: while reading, above a problem, and that nothing changed. */
  copy: { reading: string; failedHeading: string; unchanged: string };
  problemText: (problem: E) => string;
  preview: (preview: P) => ReactNode;
  /** The value of the `data-<name>` attribute that marks the outcome ("failed", "done"). */
  dataName: string;
  className?: string;
  outcomeClassName?: string;
};

/** The file field and the outcome region of a `useFileImport` flow. */
export function FileImport<P, E>({
  id,
  flow,
  label,
  hint,
  accept,
  disabled,
  copy,
  problemText,
  preview,
  dataName,
  className,
  outcomeClassName,
}: FileImportProps<P, E>) {
  const { state } = flow;
  const fileInput = useRef<HTMLInputElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  // The outcome takes the focus, so a screen reader reads it; after a cancel the file field does.
  const moment = state.step === "done" && state.cancelled ? "cancelled" : state.step;
  useEffect(() => {
    if (moment === "cancelled") fileInput.current?.focus();
    else if (moment === "failed" || moment === "preview" || moment === "done") outcome.current?.focus();
  }, [moment]);
  const mark = (value: string) => ({ [`data-${dataName}`]: value });
  return (
    <>
      <FilePickField
        id={`${id}-file`}
        label={label}
        hint={hint}
        accept={accept}
        disabled={disabled || state.step === "reading"}
        inputRef={fileInput}
        onFile={(file) => void flow.readFile(file)}
        className={className}
      />
      <div ref={outcome} tabIndex={-1} className={cn("outline-none", outcomeClassName)}>
        {state.step === "reading" ? <p role="status">{copy.reading}</p> : null}
        {state.step === "failed" ? (
          <div role="alert" {...mark("failed")} className="rounded-xl border border-fake/40 bg-fake-soft p-4">
            <p className="font-semibold text-fake">{copy.failedHeading}</p>
            <p className="mt-1">{problemText(state.problem)}</p>
            <p className="mt-1 text-sm">{copy.unchanged}</p>
          </div>
        ) : null}
        {state.step === "done" ? (
          <p role="status" {...mark("done")} className="rounded-xl bg-authentic-soft p-3 font-semibold">
            {state.message}
          </p>
        ) : null}
        {state.step === "preview" ? preview(state.preview) : null}
      </div>
    </>
  );
}
