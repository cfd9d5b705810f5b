import { Label as LabelPrimitive } from "radix-ui";

import { cn } from "~/utils/cn";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root data-slot="label" className={cn("text-sm font-semibold text-ink", className)} {...props} />;
}
