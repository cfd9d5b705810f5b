import { Tabs as TabsPrimitive } from "radix-ui";

import { cn } from "~/utils/cn";

/*
 * Rendered only after hydration: Radix writes `style` attributes on the tab list and the active
 * panel, which the prerendered page's CSP (no 'unsafe-inline' styles) would block. Set by React
 * on the client they are CSSOM changes, which CSP allows.
 */

export function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn("flex flex-col gap-5", className)} {...props} />;
}

export function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        "inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-pill border border-line bg-sand p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex min-h-10 shrink-0 items-center gap-2 rounded-pill px-4 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card [&_svg]:size-4 [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content data-slot="tabs-content" className={cn("rounded-card", className)} {...props} />;
}
