import { FileUp } from "lucide-react";
import type { ReactNode, Ref } from "react";

import { cn } from "~/utils/cn";

type FilePickFieldProps = {
  /** The input's id; the hint gets `${id}-hint`. */
  id: string;
  label: ReactNode;
  hint: ReactNode;
  accept: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Called with the picked file; the input is cleared first, so picking the same file again reads it again. */
  onFile: (file: File) => void;
  className?: string;
};

/** A labelled file input with a hint below it, for "load a file" forms. */
export function FilePickField({ id, label, hint, accept, disabled, inputRef, onFile, className }: FilePickFieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold">
        <FileUp aria-hidden="true" className="size-4" />
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
        className="min-h-11 text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-pill file:border file:border-line file:bg-surface file:px-5 file:font-semibold file:text-ink hover:file:bg-sand disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {hint}
      </p>
    </div>
  );
}
