import { useState } from "react";

import { correctSeries, type SeriesSummary } from "./fact-base-client";
import { emptySource, sourceOf, type SourceFields } from "./forms";
import {
  ChangeForm,
  ChangeStatus,
  ConfidenceField,
  SelectField,
  sendChange,
  SourceFieldset,
  TextField,
  type ChangeState,
} from "./parts";
import { seriesFormCopy } from "~/content/data/edit-copy";
import { seriesCatalogCopy } from "~/features/hub/copy/hub-fact-base";
import { SERIES_FIELDS, seriesCorrectRequest, type CorrectableField } from "~/features/hub/publishing/editor-contract";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Textarea } from "~/ui/textarea";

const copy = seriesCatalogCopy.correct;

/** A field's value so far, as the form starts from it: the figures one per line, a number as typed. */
export function currentValue(series: SeriesSummary, field: CorrectableField): string {
  const value = {
    release: series.release,
    figures: series.figures.join("\n"),
    secretName: series.secretName ?? "",
    secretOdds: series.secretOdds == null ? "" : String(series.secretOdds),
    sizeCm: series.sizeCm == null ? "" : String(series.sizeCm).replace(".", ","),
  }[field];
  return value;
}

/**
 * "Serie korrigieren" (docs/decisions/0092): one field of a catalogue series with the dated source that states the
 * new value, as one commit (or, under four eyes, once another person approves it). The field a series has no secret
 * for is not offered.
 */
export function SeriesCorrectForm({
  series,
  token,
  onChanged,
}: {
  series: readonly SeriesSummary[];
  token: string;
  onChanged: () => void;
}) {
  const [key, setKey] = useState(series[0]?.key ?? "");
  const [field, setField] = useState<CorrectableField>("release");
  const chosen = series.find((entry) => entry.key === key) ?? series[0];
  const fields = SERIES_FIELDS.filter((name) => chosen?.hasSecret || (name !== "secretName" && name !== "secretOdds"));
  const shownField = fields.includes(field) ? field : "release";
  const [value, setValue] = useState(chosen ? currentValue(chosen, shownField) : "");
  const [confidence, setConfidence] = useState<"solid" | "medium">("medium");
  const [source, setSource] = useState<SourceFields>(emptySource);
  const [state, setState] = useState<ChangeState>({ kind: "idle" });
  if (!chosen) return null;
  const choose = (nextKey: string, nextField: CorrectableField) => {
    const next = series.find((entry) => entry.key === nextKey) ?? chosen;
    setKey(next.key);
    setField(nextField);
    setValue(currentValue(next, nextField));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const request = { key: chosen.key, field: shownField, value, source: sourceOf(source), confidence };
    await sendChange(
      seriesCorrectRequest,
      request,
      (checked) => correctSeries(token, checked),
      setState,
      () => {
        setSource(emptySource);
        onChanged();
      },
    );
  };
  const current = currentValue(chosen, shownField);
  return (
    <ChangeForm id="serie-korrigieren" heading={copy.heading} onSubmit={submit}>
      <p className="text-sm text-ink-soft">{copy.intro}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="serie-korrigieren-serie"
          label={copy.series}
          value={chosen.key}
          onChange={(key) => choose(key, shownField)}
        >
          {series.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="serie-korrigieren-angabe"
          label={copy.field}
          value={shownField}
          onChange={(field) => choose(chosen.key, field as CorrectableField)}
        >
          {fields.map((name) => (
            <option key={name} value={name}>
              {seriesFormCopy.fields[name]}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="text-sm">
        <span className="font-semibold">{copy.current}:</span> {current ? current.split("\n").join(", ") : copy.unset}
      </p>
      {shownField === "figures" ? (
        <Field id="serie-korrigieren-wert" label={copy.value} hint={copy.hints.figures}>
          {(describedBy) => (
            <Textarea
              id="serie-korrigieren-wert"
              rows={Math.max(3, chosen.figures.length)}
              value={value}
              aria-describedby={describedBy}
              onChange={(event) => setValue(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <TextField
          id="serie-korrigieren-wert"
          label={copy.value}
          hint={copy.hints[shownField]}
          value={value}
          onChange={setValue}
        />
      )}
      <ConfidenceField id="serie-korrigieren-sicherheit" value={confidence} onChange={setConfidence} />
      <SourceFieldset id="serie-korrigieren-quelle" legend={copy.sourceLegend} value={source} onChange={setSource} />
      <div>
        <Button type="submit" disabled={state.kind === "busy"}>
          {copy.submit}
        </Button>
      </div>
      <ChangeStatus state={state} />
    </ChangeForm>
  );
}
