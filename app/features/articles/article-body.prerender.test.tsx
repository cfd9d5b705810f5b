import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";

import { ArticleBody } from "./article-body";
import { ArticleMarkdownSource } from "./article-source";

/** The page's body as the prerender renders it, with the article text the source holds now. */
async function prerendered(slug: string, markdown: string): Promise<string> {
  const { prelude } = await prerender(
    <ArticleMarkdownSource value={(asked) => (asked === slug ? markdown : undefined)}>
      <ArticleBody slug={slug} />
    </ArticleMarkdownSource>,
  );
  return new Response(prelude).text();
}

describe("ArticleBody in the prerender", () => {
  it("renders the text the article has now, also when the same process rendered the slug before (a revision)", async () => {
    const first = await prerendered("ueberarbeitet", "Der erste Satz der ersten Fassung.");
    expect(first).toContain("Der erste Satz der ersten Fassung.");
    const second = await prerendered("ueberarbeitet", "Die zweite Fassung sagt etwas anderes.");
    expect(second).toContain("Die zweite Fassung sagt etwas anderes.");
    expect(second).not.toContain("ersten Fassung");
  });
});
