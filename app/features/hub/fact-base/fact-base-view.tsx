import { useState } from "react";

import { addShop, correct, reconfirm, type CorrectionResult, type FactEntry } from "./fact-base-client";
import { ShopRemoveForm } from "./shop-remove-form";
import { emptySource, factsInOrder, sourceOf, typedValue, type SourceFields } from "./forms";
import {
  ChangeForm,
  ChangeStatus,
  changeStateOf,
  ConfidenceField,
  FactBaseGate,
  SourceFieldset,
  TextField,
  useFactBase,
  type ChangeState,
} from "./parts";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { Input } from "~/ui/input";
import { NativeSelect } from "~/ui/native-select";
import { factBaseCopy as copy } from "~/features/hub/copy/hub-fact-base";

/**
 * "Faktenbasis" (editor mode only, docs/decisions/0050): every fact with its Stand, the stale ones first; an
 * editor re-confirms one with a newer dated source, corrects a value after seeing which published articles
 * state the old one, or adds a shop. Each change is one commit and a build; the list is read again after it.
 */
export default function FactBaseView() {
  const { token, base, failed, reload } = useFactBase();
  const [selected, setSelected] = useState("");
  if (!base) return <FactBaseGate token={token} failed={failed} reload={() => void reload()} />;
  const facts = factsInOrder(base.facts);
  const fact = facts.find((item) => item.id === selected) ?? facts[0];
  const current = base.facts.filter((item) => item.lifespan === "current");
  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="text-lg font-semibold">{copy.heading}</h3>
        <p className="text-sm text-ink-soft">{copy.intro}</p>
        <p className="text-sm font-semibold">{copy.staleCount(current.filter((item) => item.stale).length, current.length)}</p>
      </div>
      <Field id="fakt-wahl" label={copy.fact} hint={copy.factHint}>
        {(describedBy) => (
          <NativeSelect
            id="fakt-wahl"
            value={fact?.id ?? ""}
            aria-describedby={describedBy}
            onChange={(event) => setSelected(event.target.value)}
          >
            {facts.map((item) => (
              <option key={item.id} value={item.id}>
                {copy.option(item.statement, item.asOf, item.stale)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {fact ? <FactDetails key={fact.id} fact={fact} token={token} onChanged={() => void reload()} /> : null}
      <ShopForm token={token} onChanged={() => void reload()} />
      <ShopRemoveForm facts={base.facts} token={token} onChanged={() => void reload()} />
    </div>
  );
}

function FactDetails({ fact, token, onChanged }: { fact: FactEntry; token: string; onChanged: () => void }) {
  return (
    <div className="grid gap-4">
      <dl className="grid gap-1 rounded-xl bg-cream p-3 text-sm" aria-label={fact.id}>
        <dt className="font-semibold">{copy.statement}</dt>
        <dd>{fact.statement}</dd>
        <dt className="font-semibold">{copy.asOf}</dt>
        <dd data-testid="fakt-stand">
          {fact.lifespan === "historical" ? copy.historical : `${fact.asOf ?? "—"}${fact.stale ? ` – ${copy.staleMark}` : ""}`}
        </dd>
        <dt className="font-semibold">{copy.sources}</dt>
        <dd>
          <ul className="list-disc pl-5">
            {fact.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} className="underline underline-offset-2" rel="noreferrer noopener" target="_blank">
                  {source.name}
                  {source.title ? `: ${source.title}` : ""}
                </a>
                {source.published ? ` (${source.published})` : ""}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {fact.lifespan === "current" ? <ReconfirmForm fact={fact} token={token} onChanged={onChanged} /> : null}
      {Object.keys(fact.values).length > 0 ? <CorrectForm fact={fact} token={token} onChanged={onChanged} /> : null}
    </div>
  );
}

function ReconfirmForm({ fact, token, onChanged }: { fact: FactEntry; token: string; onChanged: () => void }) {
  const [source, setSource] = useState<SourceFields>(emptySource);
  const [state, setState] = useState<ChangeState>({ kind: "idle" });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ kind: "busy" });
    const result = await reconfirm(token, { factId: fact.id, source: sourceOf(source) });
    setState(changeStateOf(result));
    if (result.ok) {
      setSource(emptySource);
      onChanged();
    }
  };
  return (
    <form aria-labelledby="neu-bestaetigen" className="grid gap-3" onSubmit={(event) => void submit(event)}>
      <h4 id="neu-bestaetigen" className="font-semibold">
        {copy.reconfirm.heading}
      </h4>
      <p className="text-sm text-ink-soft">{copy.reconfirm.hint}</p>
      <SourceFieldset id="bestaetigen-quelle" legend={copy.source.legend} value={source} onChange={setSource} />
      <div>
        <Button type="submit" disabled={state.kind === "busy"}>
          {copy.reconfirm.submit}
        </Button>
      </div>
      <ChangeStatus state={state} />
    </form>
  );
}

function CorrectForm({ fact, token, onChanged }: { fact: FactEntry; token: string; onChanged: () => void }) {
  const keys = Object.keys(fact.values);
  const [key, setKey] = useState(keys[0] ?? "");
  const [typed, setTyped] = useState("");
  const [source, setSource] = useState<SourceFields>(emptySource);
  const [preview, setPreview] = useState<CorrectionResult | null>(null);
  const [state, setState] = useState<ChangeState>({ kind: "idle" });
  const request = (commit: boolean) => {
    const given = sourceOf(source);
    const hasSource = Object.values(given).some(Boolean);
    return {
      factId: fact.id,
      key,
      value: typedValue(fact.values[key] ?? "", typed),
      ...(hasSource ? { source: given } : {}),
      commit,
    };
  };
  const check = async () => {
    setPreview(null);
    const result = await correct(token, request(false));
    if (!result.ok) setState({ kind: "refused", message: result.message ?? copy.failed, problems: result.problems ?? [] });
    else if (!("pending" in result.value)) {
      setPreview(result.value);
      setState({ kind: "idle" });
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ kind: "busy" });
    const result = await correct(token, request(true));
    if (result.ok && ("pending" in result.value || result.value.commit)) {
      setState({ kind: "done", text: result.value.message });
      onChanged();
    } else if (!result.ok) setState({ kind: "refused", message: result.message ?? copy.failed, problems: result.problems ?? [] });
  };
  return (
    <form aria-labelledby="wert-korrigieren" className="grid gap-3" onSubmit={(event) => void submit(event)}>
      <h4 id="wert-korrigieren" className="font-semibold">
        {copy.correct.heading}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="korrektur-wert" label={copy.correct.value}>
          {(describedBy) => (
            <NativeSelect
              id="korrektur-wert"
              value={key}
              aria-describedby={describedBy}
              onChange={(event) => {
                setKey(event.target.value);
                setPreview(null);
              }}
            >
              {keys.map((name) => (
                <option key={name} value={name}>
                  {copy.correct.valueOption(name, fact.values[name]!, keys.length > 1)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id="korrektur-neu" label={copy.correct.newValue} hint={copy.correct.newValueHint}>
          {(describedBy) => (
            <Input
              id="korrektur-neu"
              value={typed}
              aria-describedby={describedBy}
              onChange={(event) => {
                setTyped(event.target.value);
                setPreview(null);
              }}
            />
          )}
        </Field>
      </div>
      <SourceFieldset id="korrektur-quelle" legend={copy.correct.sourceLegend} value={source} onChange={setSource} />
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={() => void check()}>
          {copy.correct.check}
        </Button>
        {preview ? (
          <Button type="submit" disabled={state.kind === "busy"}>
            {copy.correct.submit}
          </Button>
        ) : null}
      </div>
      {preview ? (
        <div role="region" aria-label={copy.correct.check} className="grid gap-2 rounded-xl bg-cream p-3 text-sm">
          <p>
            <span className="font-semibold">{copy.correct.before}:</span> {preview.before}
          </p>
          <p>
            <span className="font-semibold">{copy.correct.after}:</span> {preview.after}
          </p>
          {preview.revise.length ? (
            <>
              <p className="font-semibold">{copy.correct.revise}</p>
              <ul className="list-disc pl-5">
                {preview.revise.map((article) => (
                  <li key={article.slug}>
                    <a href={`/ratgeber/${article.slug}`} className="underline underline-offset-2">
                      {article.title}
                    </a>
                    : „{article.sentences.join(" ")}“
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{copy.correct.noRevise}</p>
          )}
        </div>
      ) : null}
      <ChangeStatus state={state} />
    </form>
  );
}

function ShopForm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const [name, setName] = useState("");
  const [address, setAddress] = useState("");
  const [statement, setStatement] = useState("");
  const [confidence, setConfidence] = useState<"solid" | "medium">("medium");
  const [source, setSource] = useState<SourceFields>(emptySource);
  const [state, setState] = useState<ChangeState>({ kind: "idle" });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setState({ kind: "busy" });
    const result = await addShop(token, { name, address, statement, confidence, source: sourceOf(source) });
    setState(changeStateOf(result));
    if (result.ok) onChanged();
  };
  const text = (id: string, label: string, value: string, set: (value: string) => void, hint?: string) => (
    <TextField id={id} label={label} hint={hint} value={value} onChange={set} />
  );
  return (
    <ChangeForm id="geschaeft-neu" heading={copy.shop.heading} onSubmit={submit}>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("geschaeft-name", copy.shop.name, name, setName)}
        {text("geschaeft-adresse", copy.shop.address, address, setAddress)}
      </div>
      {text("geschaeft-aussage", copy.shop.statement, statement, setStatement, copy.shop.statementHint)}
      <ConfidenceField id="geschaeft-sicherheit" value={confidence} onChange={setConfidence} />
      <SourceFieldset id="geschaeft-quelle" legend={copy.source.legend} value={source} onChange={setSource} />
      <div>
        <Button type="submit" disabled={state.kind === "busy"}>
          {copy.shop.submit}
        </Button>
      </div>
      <ChangeStatus state={state} />
    </ChangeForm>
  );
}
