import { useState } from "react";
import * as v from "valibot";

import { removeShop, type FactEntry } from "./fact-base-client";
import { ChangeForm, ChangeStatus, changeStateOf, TextField, type ChangeState } from "./parts";
import { requestProblems } from "~/content/data/edit-requests";
import { factBaseCopy } from "~/features/hub/copy/hub-fact-base";
import { shopRemoveRequest } from "~/features/hub/publishing/editor-contract";
import { Button } from "~/ui/button";
import { Field } from "~/ui/field";
import { NativeSelect } from "~/ui/native-select";

const copy = factBaseCopy.shopRemove;

/**
 * "Geschäft entfernen": a shop the newsroom added goes from the fact base with a word why, as one commit (or, under
 * four eyes, once another person approves it); the site's own shops are not offered. Shown only when there is one.
 */
export function ShopRemoveForm({
  facts,
  token,
  onChanged,
}: {
  facts: readonly FactEntry[];
  token: string;
  onChanged: () => void;
}) {
  const shops = facts.filter((fact) => fact.removable);
  const [chosen, setChosen] = useState("");
  const [reason, setReason] = useState("");
  const [state, setState] = useState<ChangeState>({ kind: "idle" });
  if (shops.length === 0 && state.kind === "idle") return null;
  const factId = shops.some((shop) => shop.id === chosen) ? chosen : (shops[0]?.id ?? "");
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // What the server would refuse is said here, before anything is sent.
    const checked = v.safeParse(shopRemoveRequest, { factId, reason });
    if (!checked.success)
      return setState({ kind: "refused", message: factBaseCopy.refused, problems: requestProblems(checked.issues) });
    setState({ kind: "busy" });
    const result = await removeShop(token, checked.output);
    setState(changeStateOf(result));
    if (result.ok) {
      setReason("");
      onChanged();
    }
  };
  return (
    <ChangeForm id="geschaeft-entfernen" heading={copy.heading} onSubmit={submit}>
      <p className="text-sm text-ink-soft">{copy.intro}</p>
      {shops.length > 0 ? (
        <>
          <Field id="geschaeft-entfernen-wahl" label={copy.shop}>
            {(describedBy) => (
              <NativeSelect
                id="geschaeft-entfernen-wahl"
                value={factId}
                aria-describedby={describedBy}
                onChange={(event) => setChosen(event.target.value)}
              >
                {shops.map((shop) => (
                  <option key={shop.id} value={shop.id}>
                    {copy.option(String(shop.values.shop ?? shop.id), String(shop.values.address ?? ""))}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <TextField
            id="geschaeft-entfernen-grund"
            label={copy.reason}
            hint={copy.reasonHint}
            value={reason}
            onChange={setReason}
          />
          <div>
            <Button type="submit" variant="outline" disabled={state.kind === "busy"}>
              {copy.submit}
            </Button>
          </div>
        </>
      ) : null}
      <ChangeStatus state={state} />
    </ChangeForm>
  );
}
