import { CircleAlert, CircleCheck, CircleX } from "lucide-react";

import type { Rating } from "./types";
import { cn } from "~/utils/cn";

export const toneText: Record<Rating, string> = { good: "text-authentic", ok: "text-critical", bad: "text-fake" };
const icons = { good: CircleCheck, ok: CircleAlert, bad: CircleX } as const;

/** A check's colour as an icon (its word is read out beside it). */
export function BandIcon({ rating, className }: { rating: Rating; className?: string }) {
  const Icon = icons[rating];
  return <Icon aria-hidden="true" className={cn("size-4 shrink-0", toneText[rating], className)} />;
}
