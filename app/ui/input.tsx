import { cn } from "~/utils/cn";

/** Form-field frame shared by inputs and selects: a 3:1 border, a visible focus ring, red when invalid. */
export const fieldClassName =
  "min-h-11 w-full rounded-xl border border-ink-soft/60 bg-surface px-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-soft hover:border-ink-soft focus-visible:border-accent disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-fake aria-invalid:ring-2 aria-invalid:ring-fake/20";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(fieldClassName, className)} {...props} />;
}
