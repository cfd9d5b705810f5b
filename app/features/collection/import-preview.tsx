import { ApplyCancel, type ApplyCancelHandlers } from "~/ui/apply-cancel";
import { figureStateText, figureWithSeries, importPreview as copy } from "./copy";
import { type CollectionCatalogue, findFigure } from "./catalogue";
import type { Collection } from "./state";
import type { FigureChange, ImportMode } from "./transfer";

type Transfer = typeof import("./transfer");

/** A read import file, waiting for "Übernehmen": what it holds and how it would be combined. */
export type ImportPreviewState = {
  fileName: string;
  incoming: Collection;
  skipped: number;
  mode: ImportMode;
  transfer: Transfer;
};

const SHOWN = 12;

function ChangeList({ title, changes, catalogue }: { title: string; changes: FigureChange[]; catalogue: CollectionCatalogue }) {
  if (changes.length === 0) return null;
  return (
    <div>
      <p className="font-semibold">
        {title}: {changes.length}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
        {changes.slice(0, SHOWN).map((change) => {
          const found = findFigure(catalogue, change.series, change.figure)!;
          return (
            <li key={`${change.series}.${change.figure}`}>
              {copy.change(
                figureWithSeries(found.figure, found.series.name),
                change.before ? figureStateText(change.before) : null,
                change.after ? figureStateText(change.after) : null,
              )}
            </li>
          );
        })}
        {changes.length > SHOWN ? <li>{copy.more(changes.length - SHOWN)}</li> : null}
      </ul>
    </div>
  );
}

/** What an import would change, for the chosen mode; nothing changes until "Übernehmen". */
export function ImportPreview({
  catalogue,
  current,
  preview: state,
  figures,
  onMode,
  onApply,
  onCancel,
}: {
  catalogue: CollectionCatalogue;
  current: Collection;
  preview: ImportPreviewState;
  figures: number;
  onMode: (mode: "merge" | "replace") => void;
} & ApplyCancelHandlers) {
  const result = state.transfer.combineCollections(current, state.incoming, state.mode);
  const diff = state.transfer.diffCollections(catalogue, current, result);
  const nothing = diff.added.length + diff.removed.length + diff.changed.length === 0;
  const seriesCount = Object.keys(state.incoming).length;
  return (
    <div data-import="preview" className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h3 className="font-display text-lg font-extrabold">{copy.heading}</h3>
      <p className="mt-2">{copy.file(state.fileName, figures, seriesCount)}</p>
      {state.skipped > 0 ? <p className="mt-1 text-sm text-ink-soft">{copy.skipped(state.skipped)}</p> : null}
      <fieldset className="mt-4">
        <legend className="font-semibold">{copy.modeLegend}</legend>
        {(["merge", "replace"] as const).map((mode) => (
          <div key={mode} className="mt-2 flex items-start gap-2.5">
            <input
              type="radio"
              id={`import-${mode}`}
              name="import-mode"
              value={mode}
              checked={state.mode === mode}
              onChange={() => onMode(mode)}
              aria-describedby={`import-${mode}-hint`}
              className="mt-0.5 size-6 shrink-0 accent-accent"
            />
            <span>
              <label htmlFor={`import-${mode}`} className="font-semibold">
                {copy.modes[mode].label}
              </label>
              <span id={`import-${mode}-hint`} className="block text-sm text-ink-soft">
                {copy.modes[mode].hint}
              </span>
            </span>
          </div>
        ))}
      </fieldset>
      <div className="mt-4 space-y-3" aria-live="polite">
        {nothing ? (
          <p>{copy.nothing}</p>
        ) : (
          <>
            <p className="font-semibold">{copy.counts(diff.added.length, diff.removed.length, diff.changed.length)}</p>
            <ChangeList title={copy.groups.added} changes={diff.added} catalogue={catalogue} />
            <ChangeList title={copy.groups.removed} changes={diff.removed} catalogue={catalogue} />
            <ChangeList title={copy.groups.changed} changes={diff.changed} catalogue={catalogue} />
          </>
        )}
      </div>
      <ApplyCancel applyLabel={copy.apply} cancelLabel={copy.cancel} onApply={onApply} onCancel={onCancel} />
    </div>
  );
}
