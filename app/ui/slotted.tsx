import type { ComponentProps, ElementType, JSX } from "react";

import { cn } from "~/utils/cn";

/**
 * A primitive the shadcn way, written once: the element or Radix part with a `data-slot` name and the
 * house's classes, a `className` given by the caller merged in after them, every other prop passed on.
 */
export function slotted<T extends ElementType>(Component: T, slot: string, classes: string) {
  function Slotted(props: ComponentProps<T>): JSX.Element {
    const { className, ...rest } = props as { className?: string };
    const Element = Component as ElementType;
    return <Element data-slot={slot} className={cn(classes, className)} {...rest} />;
  }
  return Slotted;
}
