import { createContext } from "react";

import type { ArticleCard } from "./article-pages";

/**
 * The newest articles, from the home route's build-time loader (no list of articles is in any
 * script). The landing page provides them; the guides section, a static island whose code the
 * first visit never loads, shows them. A module of its own, so the landing page's chunk holds only this.
 */
export const NewestArticlesContext = createContext<readonly ArticleCard[]>([]);
