// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LoadErrorBoundary, LoadFailure } from "./load-error-boundary";

function Throws({ error }: { error: unknown }): React.ReactNode {
  throw error;
}

/** What the boundary shows when its child throws `error`. */
async function shown(error: unknown, crashTitle?: string): Promise<string> {
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <LoadErrorBoundary title="Laden fehlgeschlagen" crashTitle={crashTitle} actionLabel="Neu laden" onRetry={() => {}}>
        <Throws error={error} />
      </LoadErrorBoundary>,
    );
  });
  const text = container.querySelector("[role=alert] p")?.textContent ?? "";
  root.unmount();
  return text;
}

describe("LoadErrorBoundary", () => {
  // React reports every caught render error on the console; that is expected here.
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it("blames the loading only when the loading failed", async () => {
    expect(await shown(new LoadFailure(new TypeError("Failed to fetch")), "Fehler im Abschnitt")).toBe("Laden fehlgeschlagen");
    expect(await shown(new TypeError("Cannot convert object to primitive value"), "Fehler im Abschnitt")).toBe(
      "Fehler im Abschnitt",
    );
  });

  it("says the one title for every failure when there is no other", async () => {
    expect(await shown(new TypeError("Cannot convert object to primitive value"))).toBe("Laden fehlgeschlagen");
  });
});
