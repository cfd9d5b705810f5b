import { LoaderCircle } from "lucide-react";

/** A button's icon, turning while its action runs (still where motion is reduced). */
export function BusyIcon({
  busy,
  icon: Icon,
}: {
  busy: boolean | undefined;
  icon: React.ComponentType<{ "aria-hidden": "true" }>;
}) {
  return busy ? (
    <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
  ) : (
    <Icon aria-hidden="true" />
  );
}
