import { DoublesInput } from "./doubles-input";
import { Badge } from "~/ui/badge";
import { FigureTile } from "~/ui/figure-tile";
import { Table, TableBody, TableFrame } from "~/ui/table";
import { collectionPage as copy, figureName, figureWithSeries } from "./copy";
import type { CollectionSeries } from "./catalogue";
import { EMPTY_FIGURE, type FigureState, type SeriesState } from "./state";

const checkboxClass = "size-6 accent-accent disabled:cursor-not-allowed";
// Every control 44 × 44 px (WCAG 2.2's enhanced target size, docs/decisions/0046), and still the four columns fit a
// 390 px phone without scrolling sideways, the longest sourced name ("Happiness", Big into Energy) included: on a
// phone the control cells have no padding of their own (the controls are the spacing); the drawn figure tile joins
// the name from 40rem.
const headClass = "px-0.5 py-2 text-xs font-semibold sm:px-4 sm:text-sm";
const cellClass = "px-0 py-0.5 sm:px-4 sm:py-2";
// The doubles' cell keeps 8 px on each side on a phone too: "−" and "+" stand at least that far from the checkboxes'
// targets beside them (WCAG 2.2 target spacing), not 2 px. The room comes from the table reaching 4 px into the
// card's padding on each side and the name's own padding.
const doublesCellClass = "px-2 py-0.5 sm:px-4 sm:py-2";

/** One series and what the collector has of it, with the controls locked until the page is ready. */
export type SeriesFigures = { series: CollectionSeries; state: SeriesState | undefined; disabled: boolean };

/** The figures of one series with their three controls; every control's label names figure and series. */
export function FigureTable({
  series,
  state,
  disabled,
  onChange,
}: SeriesFigures & { onChange: (figureId: string, change: Partial<FigureState>) => void }) {
  return (
    <TableFrame className="-mx-1 mt-4 sm:mx-0">
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
            const change = (next: Partial<FigureState>) => onChange(figure.id, next);
            return (
              <tr key={figure.id} data-figure={figure.id}>
                <th scope="row" className={`${cellClass} pl-0.5 font-semibold`}>
                  <span className="mr-3 hidden align-middle sm:inline-block">
                    <FigureTile mark={figure.secret ? copy.secretMark : String(figure.number)} size="sm" photo={figure.photo} />
                  </span>
                  {/* No margin after the name: the longest ("Happiness") sets the column's width on a phone. */}
                  {figureName(figure)}
                  {figure.secret && figure.name ? (
                    <Badge tone="plum" className="ml-2">
                      {copy.secretBadge}
                    </Badge>
                  ) : null}
                </th>
                <CheckboxCell name="owned" id={id} label={label} state={figureState} disabled={disabled} onChange={change} />
                <td className={doublesCellClass}>
                  <div className="flex justify-center">
                    <DoublesInput
                      id={`${id}-doubles`}
                      figureLabel={label}
                      state={figureState}
                      disabled={disabled}
                      onChange={change}
                    />
                  </div>
                </td>
                <CheckboxCell name="wanted" id={id} label={label} state={figureState} disabled={disabled} onChange={change} />
              </tr>
            );
          })}
        </TableBody>
      </Table>
    </TableFrame>
  );
}

/** The owned or wanted checkbox of one figure, in its table cell. */
function CheckboxCell({
  name,
  id,
  label,
  state,
  disabled,
  onChange,
}: {
  name: "owned" | "wanted";
  /** The figure's id prefix; the checkbox gets `${id}-${name}`. */
  id: string;
  /** The figure with its series, as the control's label names it. */
  label: string;
  state: FigureState;
  disabled: boolean;
  onChange: (change: Partial<FigureState>) => void;
}) {
  return (
    <td className={`${cellClass} text-center`}>
      {/* The label around the box is the 44 × 44 px target; the box keeps its usual size. */}
      <label className="inline-flex size-11 cursor-pointer items-center justify-center align-middle has-disabled:cursor-not-allowed">
        <input
          type="checkbox"
          id={`${id}-${name}`}
          className={checkboxClass}
          aria-label={copy.controls[name](label)}
          checked={state[name]}
          disabled={disabled}
          onChange={(event) => onChange({ [name]: event.target.checked })}
        />
      </label>
    </td>
  );
}
