import { useId } from "react";

import { Button } from "./button";

/** A button with the line beside it that says what it does, tied to it by `aria-describedby`. */
export function HintedButton({ hint, ...props }: React.ComponentProps<typeof Button> & { hint: React.ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button aria-describedby={id} {...props} />
      <p id={id} className="text-xs text-ink-soft">
        {hint}
      </p>
    </div>
  );
}
