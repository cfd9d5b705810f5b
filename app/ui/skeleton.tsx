import { cn } from "~/utils/cn";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-card bg-sand motion-reduce:animate-none", className)}
      {...props}
    />
  );
}
