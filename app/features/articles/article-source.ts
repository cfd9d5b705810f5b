import { createContext } from "react";

/**
 * The article bodies where the page is prerendered: entry.server.tsx provides them from the build's
 * one reading of the article folder. The browser has none: there the page keeps the prerendered
 * text, or after a client-side navigation fetches the article's Markdown twin.
 */
export const ArticleMarkdownSource = createContext<((slug: string) => string | undefined) | null>(null);
