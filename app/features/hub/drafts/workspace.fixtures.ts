import { buildDraft, deriveDraftFields } from "./drafts";
import type { GeneratedArticle, HubState, ScheduledArticle } from "./types";

/** Drafts, slots and workspaces for the tab-merge and backup tests. */

export function draft(id: string, title: string, content = "## Einleitung\n\nIn Wien gibt es viele Sammler."): GeneratedArticle {
  return buildDraft(
    { id, category: "lokal", createdAt: new Date(Number(id)).toISOString() },
    deriveDraftFields({ id, title, content, keywords: ["labubu wien"] }),
  );
}

/** The draft with another body, as an editor would leave it. */
export function edited(article: GeneratedArticle, content: string): GeneratedArticle {
  return { ...article, content, wordCount: article.wordCount + 1 };
}

export function slot(id: string, title: string, scheduledDate = "2026-11-27"): ScheduledArticle {
  return { id, title, category: "guides", scheduledDate, status: "scheduled", keywords: [], targetLength: 900, origin: "manual" };
}

export function workspace(articles: GeneratedArticle[] = [], schedule: ScheduledArticle[] = []): HubState {
  return {
    articles,
    schedule,
    triggers: { "product-announcement": true, "seasonal-content": true, "weekly-tips": false, "trend-monitoring": true },
    automation: { enabled: true, weeklyTarget: 3, focus: "balanced" },
    dismissedTopics: [],
  };
}

/** Draft ids are creation timestamps; these are three moments in November 2026. */
export const ids = { first: "1795262400000", second: "1795266000000", third: "1795269600000" } as const;
