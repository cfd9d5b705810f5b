import { useState } from "react";

import { addSeries } from "./fact-base-client";
import { emptySource, seriesRequestOf, type SeriesFields } from "./forms";
import {
  ChangeStatus,
  changeStateOf,
  ConfidenceField,
  FactBaseGate,
  SourceFieldset,
  TextField,
  useFactBase,
  type ChangeState,
} from "./parts";
import { SeriesCorrectForm } from "./series-correct-form";
import { SeriesPhotos } from "./series-photos";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Textarea } from "~/ui/textarea";
import { seriesCatalogCopy as copy } from "~/features/hub/copy/hub-fact-base";

const emptySeries: SeriesFields = {
  key: "",
  name: "",
  release: "",
  market: "",
  figures: "",
  secretName: "",
  secretOdds: "",
  sizeCm: "",
  confidence: "medium",
  source: emptySource,
  photos: {},
};

/**
 * "Serienkatalog" (editor mode only, docs/decisions/0050): the catalogue's series, a correction of one of their
 * fields (docs/decisions/0092), and a new one with its figures by
 * name, the odds of its secret, the source that states them and its own photos (docs/decisions/0053); one commit and
 * a build put it in /serien, in "Meine Sammlung" and in the search.
 */
export default function SeriesCatalogView() {
  const { token, base, failed, reload } = useFactBase();
  const [fields, setFields] = useState<SeriesFields>(emptySeries);
  const [state, setState] = useState<ChangeState>({ kind: "idle" });
  if (!base) return <FactBaseGate token={token} failed={failed} reload={() => void reload()} />;
  const set = (patch: Partial<SeriesFields>) => setFields((current) => ({ ...current, ...patch }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ kind: "busy" });
    const result = await addSeries(token, seriesRequestOf(fields));
    setState(changeStateOf(result));
    if (result.ok) {
      setFields(emptySeries);
      void reload();
    }
  };
  const text = (name: keyof Omit<SeriesFields, "confidence" | "source" | "figures" | "photos">, label: string, hint?: string) => (
    <TextField id={`serie-${name}`} label={label} hint={hint} value={fields[name]} onChange={(value) => set({ [name]: value })} />
  );
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold">{copy.heading}</h3>
        <p className="text-sm text-ink-soft">{copy.intro}</p>
        <ul aria-label={copy.listLabel} className="list-disc pl-5 text-sm">
          {base.series.map((entry) => (
            <li key={entry.key}>{copy.entry(entry.name, entry.release, entry.figures.length)}</li>
          ))}
        </ul>
      </div>
      <SeriesCorrectForm series={base.series} token={token} onChanged={() => void reload()} />
      <form aria-labelledby="serie-neu" className="grid gap-3" onSubmit={(event) => void submit(event)}>
        <h4 id="serie-neu" className="font-semibold">
          {copy.add.heading}
        </h4>
        <div className="grid gap-3 sm:grid-cols-2">
          {text("name", copy.add.name)}
          {text("key", copy.add.key, copy.add.keyHint)}
          {text("release", copy.add.release, copy.add.releaseHint)}
          {text("market", copy.add.market, copy.add.marketHint)}
        </div>
        <Field id="serie-figures" label={copy.add.figures}>
          {(describedBy) => (
            <Textarea
              id="serie-figures"
              rows={5}
              value={fields.figures}
              aria-describedby={describedBy}
              onChange={(event) => set({ figures: event.target.value })}
            />
          )}
        </Field>
        <div className="grid gap-3 sm:grid-cols-3">
          {text("secretName", copy.add.secretName)}
          {text("secretOdds", copy.add.secretOdds)}
          {text("sizeCm", copy.add.sizeCm)}
        </div>
        <SeriesPhotos
          fields={fields}
          onChange={(change) => setFields((current) => ({ ...current, photos: change(current.photos) }))}
        />
        <ConfidenceField id="serie-sicherheit" value={fields.confidence} onChange={(confidence) => set({ confidence })} />
        <SourceFieldset
          id="serie-quelle"
          legend={copy.add.sourceLegend}
          value={fields.source}
          onChange={(source) => set({ source })}
        />
        <div>
          <Button type="submit" disabled={state.kind === "busy"}>
            {copy.add.submit}
          </Button>
        </div>
        <ChangeStatus state={state} />
      </form>
    </div>
  );
}
