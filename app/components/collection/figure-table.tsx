import { DoublesInput } from "./doubles-input";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableFrame, TableHead, TableHeader, TableRowHead } from "~/components/ui/table";
import { collectionPage as copy, figureName, figureWithSeries } from "~/content/collection";
import type { CollectionSeries } from "~/lib/collection/catalogue";
import { EMPTY_FIGURE, type FigureState, type SeriesState } from "~/lib/collection/state";

const checkboxClass = "size-6 accent-accent disabled:cursor-not-allowed";

/** The figures of one series with their three controls; every control's label names figure and series. */
export function FigureTable({
  series,
  state,
  disabled,
  onChange,
}: {
  series: CollectionSeries;
  state: SeriesState | undefined;
  disabled: boolean;
  onChange: (figureId: string, change: Partial<FigureState>) => void;
}) {
  return (
    <TableFrame className="mt-4">
      <Table>
        <TableHeader>
          <TableHead>{copy.columns.figure}</TableHead>
          <TableHead className="text-center">{copy.columns.owned}</TableHead>
          <TableHead className="text-center">{copy.columns.doubles}</TableHead>
          <TableHead className="text-center">{copy.columns.wanted}</TableHead>
        </TableHeader>
        <TableBody>
          {series.figures.map((figure) => {
            const figureState = (state && Object.hasOwn(state, figure.id) ? state[figure.id] : undefined) ?? EMPTY_FIGURE;
            const label = figureWithSeries(figure, series.name);
            const id = `figur-${series.key}-${figure.id}`;
            return (
              <tr key={figure.id} data-figure={figure.id}>
                <TableRowHead className="py-2 font-semibold">
                  <span className="mr-2">{figureName(figure)}</span>
                  {figure.secret ? <Badge tone="plum">{copy.secretBadge}</Badge> : null}
                </TableRowHead>
                <TableCell className="py-2 text-center">
                  <input
                    type="checkbox"
                    id={`${id}-owned`}
                    className={checkboxClass}
                    aria-label={copy.controls.owned(label)}
                    checked={figureState.owned}
                    disabled={disabled}
                    onChange={(event) => onChange(figure.id, { owned: event.target.checked })}
                  />
                </TableCell>
                <TableCell className="py-2">
                  <div className="flex justify-center">
                    <DoublesInput
                      id={`${id}-doubles`}
                      figureLabel={label}
                      value={figureState.doubles}
                      disabled={disabled}
                      onChange={(doubles) => onChange(figure.id, { doubles })}
                    />
                  </div>
                </TableCell>
                <TableCell className="py-2 text-center">
                  <input
                    type="checkbox"
                    id={`${id}-wanted`}
                    className={checkboxClass}
                    aria-label={copy.controls.wanted(label)}
                    checked={figureState.wanted}
                    disabled={disabled}
                    onChange={(event) => onChange(figure.id, { wanted: event.target.checked })}
                  />
                </TableCell>
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
