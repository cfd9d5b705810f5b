import { Tabs as TabsPrimitive } from "radix-ui";

import { slotted } from "./slotted";

/*
 * Rendered only after hydration: Radix writes `style` attributes on the tab list and the active
 * panel, which the prerendered page's CSP (no 'unsafe-inline' styles) would block. Set by React
 * on the client they are CSSOM changes, which CSP allows.
 */

export const Tabs = slotted(TabsPrimitive.Root, "tabs", "flex flex-col gap-5");

export const TabsList = slotted(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex w-fit max-w-full items-center gap-1 overflow-x-auto rounded-pill border border-line bg-sand p-1",
);

export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex min-h-10 shrink-0 items-center gap-2 rounded-pill px-4 text-sm font-semibold whitespace-nowrap text-ink-soft transition-colors hover:text-ink data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card [&_svg]:size-4 [&_svg]:shrink-0",
);

export const TabsContent = slotted(TabsPrimitive.Content, "tabs-content", "rounded-card");
