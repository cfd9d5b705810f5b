import type { LazyLayout } from "./section-layouts";
import { Card } from "~/ui/card";
import { cn } from "~/utils/cn";

/** The card grid of a lazily loaded section, followed by its short note. */
export function CardList({ layout, note, children }: { layout: LazyLayout; note: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <ul className={layout.grid}>{children}</ul>
      <p className="mt-6 max-w-3xl text-sm text-ink-soft">{note}</p>
    </>
  );
}

/** One card of a CardList, at least as tall as the section's placeholder. */
export function CardListItem({
  layout,
  className,
  children,
}: {
  layout: LazyLayout;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <li className="min-w-0">
      <Card className={cn("flex h-full flex-col p-5", layout.card, className)}>{children}</Card>
    </li>
  );
}
