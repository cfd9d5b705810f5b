import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "~/utils/cn";
import { formatPercent } from "~/utils/format";

const germanValueLabel = (value: number, max: number) => formatPercent(value / max);

/**
 * Radix progressbar (role, aria-valuenow/-max, German aria-valuetext). The bar is an SVG whose
 * width is an attribute, not a `style`, so the prerendered page needs no inline styles under its CSP.
 */
export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  getValueLabel = germanValueLabel,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const ratio = value == null ? 0 : Math.min(1, Math.max(0, value / max));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      getValueLabel={getValueLabel}
      className={cn("relative block h-2.5 w-full overflow-hidden rounded-pill bg-sand", className)}
      {...props}
    >
      <svg aria-hidden="true" focusable="false" className="block size-full">
        <rect
          data-slot="progress-indicator"
          className={cn("fill-accent transition-[width] duration-300 motion-reduce:transition-none", indicatorClassName)}
          height="100%"
          width={`${ratio * 100}%`}
          rx="5"
        />
      </svg>
    </ProgressPrimitive.Root>
  );
}
