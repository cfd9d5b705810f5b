import { Switch as SwitchPrimitive } from "radix-ui";

import { slotted } from "./slotted";

const SwitchRoot = slotted(
  SwitchPrimitive.Root,
  "switch",
  "group inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-pill border-2 border-ink-soft bg-sand transition-colors data-[state=checked]:border-accent data-[state=checked]:bg-accent disabled:cursor-not-allowed disabled:opacity-60",
);

/** WAI-ARIA switch (role="switch", aria-checked, Space toggles); the thumb position shows the state, not colour alone. */
export function Switch(props: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchRoot {...props}>
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block size-4 translate-x-0.5 rounded-pill bg-ink-soft shadow-sm transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-white"
      />
    </SwitchRoot>
  );
}
