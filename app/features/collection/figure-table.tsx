import { DoublesInput } from "./doubles-input";
import { Badge } from "~/ui/badge";
import { FigureTile } from "~/ui/figure-tile";
import { Table, TableBody, TableFrame } from "~/ui/table";
import { collectionPage as copy, figureName, figureWithSeries } from "./copy";
import type { CollectionSeries } from "./catalogue";
import { EMPTY_FIGURE, type FigureState, type SeriesState } from "./state";

const checkboxClass = "size-6 accent-accent disabled:cursor-not-allowed";
// Compact cells: the four columns fit a 390 px phone without scrolling sideways, the longest sourced name
// ("Happiness", Big into Energy) included; the drawn figure tile joins the name from 40rem.
const headClass = "px-1 py-2 text-xs font-semibold sm:px-4 sm:text-sm";
const cellClass = "px-1 py-2 sm:px-4";

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
        <thead>
          <tr className="border-b border-line bg-sand">
            <th scope="col" className={headClass}>
              {copy.columns.figure}
            </th>
            <th scope="col" className={`${headClass} text-center`}>
              {copy.columns.owned}
            </th>
            <th scope="col" className={`${headClass} text-center`}>
              {copy.columns.doubles}
            </th>
            <th scope="col" className={`${headClass} text-center`}>
              {copy.columns.wanted}
            </th>
          </tr>
        </thead>
        <TableBody>
          {series.figures.map((figure) => {
            const figureState = (state && Object.hasOwn(state, figure.id) ? state[figure.id] : undefined) ?? EMPTY_FIGURE;
            const label = figureWithSeries(figure, series.name);
            const id = `figur-${series.key}-${figure.id}`;
            return (
              <tr key={figure.id} data-figure={figure.id}>
                <th scope="row" className={`${cellClass} font-semibold`}>
                  <span className="mr-3 hidden align-middle sm:inline-block">
                    <FigureTile mark={figure.secret ? copy.secretMark : String(figure.number)} size="sm" />
                  </span>
                  <span className="mr-2">{figureName(figure)}</span>
                  {figure.secret && figure.name ? <Badge tone="plum">{copy.secretBadge}</Badge> : null}
                </th>
                <td className={`${cellClass} text-center`}>
                  <input
                    type="checkbox"
                    id={`${id}-owned`}
                    className={checkboxClass}
                    aria-label={copy.controls.owned(label)}
                    checked={figureState.owned}
                    disabled={disabled}
                    onChange={(event) => onChange(figure.id, { owned: event.target.checked })}
                  />
                </td>
                <td className={cellClass}>
                  <div className="flex justify-center">
                    <DoublesInput
                      id={`${id}-doubles`}
                      figureLabel={label}
                      value={figureState.doubles}
                      disabled={disabled}
                      onChange={(doubles) => onChange(figure.id, { doubles })}
                    />
                  </div>
                </td>
                <td className={`${cellClass} text-center`}>
                  <input
                    type="checkbox"
                    id={`${id}-wanted`}
                    className={checkboxClass}
                    aria-label={copy.controls.wanted(label)}
                    checked={figureState.wanted}
                    disabled={disabled}
                    onChange={(event) => onChange(figure.id, { wanted: event.target.checked })}
                  />
                </td>
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
