import { ChevronDown } from "lucide-react";

import { fieldClassName } from "./input";
import { cn } from "~/utils/cn";

/*
 * A styled native <select> (shadcn's "Native Select"). Radix Select injects <style> elements when
 * it opens, which this site's CSP (no 'unsafe-inline' styles) blocks; the native control needs no
 * inline styles, groups with <optgroup>, and brings the platform's picker on tablets.
 * Options never carry an empty value: an empty value would be indistinguishable from no choice.
 */
export function NativeSelect({
  className,
  wrapperClassName,
  ...props
}: React.ComponentProps<"select"> & { wrapperClassName?: string }) {
  return (
    <div data-slot="native-select-wrapper" className={cn("relative", wrapperClassName)}>
      <select
        data-slot="native-select"
        className={cn(fieldClassName, "cursor-pointer appearance-none pr-10", className)}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft"
      />
    </div>
  );
}

export function NativeSelectOption(props: React.ComponentProps<"option"> & { value: string | number }) {
  return <option data-slot="native-select-option" {...props} />;
}

export function NativeSelectOptGroup(props: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="native-select-optgroup" {...props} />;
}
