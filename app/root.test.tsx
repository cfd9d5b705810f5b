// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, data } from "react-router";

import { ErrorBoundary } from "./root";

afterEach(cleanup);

describe("root error boundary", () => {
  it("shows the router's error screen when a route throws, not a blank page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => {
          throw new Error("kaputt");
        },
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Zur Startseite" }).getAttribute("href")).toBe("/");
  });

  it("shows the 404 page for a 404 route response", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const Stub = createRoutesStub([
      {
        path: "/x",
        loader: () => {
          throw data(null, { status: 404 });
        },
        Component: () => null,
        ErrorBoundary,
      },
    ]);
    render(<Stub initialEntries={["/x"]} />);
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
  });
});
