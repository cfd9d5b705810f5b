import { FactSources } from "../../ui/source-links";
import { factById } from "~/content/facts";

/** "Quelle: Kurier · Stand: Juli 2025": where a figure comes from and how old it is, with links (two sources unless told). */
export function FactSource({
  factIds,
  limit = 2,
  ...props
}: Omit<React.ComponentProps<typeof FactSources>, "facts"> & { factIds: readonly string[] }) {
  return <FactSources facts={factIds.map((id) => factById(id))} limit={limit} {...props} />;
}
