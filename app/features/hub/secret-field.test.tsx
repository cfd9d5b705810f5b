// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";

import { SecretField } from "./secret-field";

const copy = { label: "Schlüssel", remember: "Merken", rememberWarning: "Warnung", remove: "Entfernen", removed: "Entfernt" };

function Keeper({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <SecretField
      id="k"
      copy={copy}
      hint="Hinweis"
      value={value}
      remember={false}
      maxLength={200}
      removed={false}
      onChange={(next) => setValue(next.trim())}
      onRemove={() => setValue("")}
    />
  );
}

afterEach(cleanup);

describe("SecretField", () => {
  it("shows a stored key as the field's value without ever writing it into the markup", () => {
    const { container } = render(<Keeper initial="gespeicherter-schluessel-0123" />);
    const field = screen.getByLabelText<HTMLInputElement>("Schlüssel");
    expect(field.value).toBe("gespeicherter-schluessel-0123");
    expect(field.getAttribute("value")).toBeNull();
    fireEvent.change(field, { target: { value: "getippter-schluessel-4567" } });
    expect(field.value).toBe("getippter-schluessel-4567");
    expect(container.innerHTML).not.toContain("schluessel-");
    fireEvent.click(screen.getByRole("button", { name: "Entfernen" }));
    expect(field.value).toBe("");
  });
});
