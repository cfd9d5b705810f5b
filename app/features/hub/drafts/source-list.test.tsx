import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { describeSource } from "./draft-sources";
import { SourceList } from "./source-list";
import { sources } from "~/content/facts";

const entry = (url: string) => ({ ...describeSource({ name: "Seite", url }), origin: "fact" as const, required: false });

describe("the preview's source list", () => {
  it("shows a page's own date, else the day it was read, else that it has none", () => {
    const html = renderToStaticMarkup(
      <SourceList
        sources={[entry(sources.upiCpsc!.url), entry(sources.watchlistHome!.url), entry("https://example.org/ohne-datum")]}
        marked={0}
      />,
    );
    expect(html).toContain('<time dateTime="2025-08-18">erschienen 18. August 2025</time>');
    expect(html).toContain('<time dateTime="2026-11-27">abgerufen am 27. November 2026</time>');
    expect(html).toContain("ohne Datum");
  });
});
