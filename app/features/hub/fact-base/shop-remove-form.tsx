import { useState } from "react";

import { removeShop, type FactEntry } from "./fact-base-client";
import { ChangeForm, ChangeStatus, SelectField, sendChange, TextField, type ChangeState } from "./parts";
import { factBaseCopy } from "~/features/hub/copy/hub-fact-base";
import { shopRemoveRequest } from "~/features/hub/publishing/editor-contract";
import { Button } from "~/ui/button";

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
    await sendChange(
      shopRemoveRequest,
      { factId, reason },
      (checked) => removeShop(token, checked),
      setState,
      () => {
        setReason("");
        onChanged();
      },
    );
  };
  return (
    <ChangeForm id="geschaeft-entfernen" heading={copy.heading} onSubmit={submit}>
      <p className="text-sm text-ink-soft">{copy.intro}</p>
      {shops.length > 0 ? (
        <>
          <SelectField id="geschaeft-entfernen-wahl" label={copy.shop} value={factId} onChange={setChosen}>
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {copy.option(String(shop.values.shop ?? shop.id), String(shop.values.address ?? ""))}
              </option>
            ))}
          </SelectField>
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
