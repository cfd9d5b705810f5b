// The promo banners' analytics labels: the banners' copy (app/content/promos.ts) names them and the
// click tracking (app/features/landing/analytics.ts) sends them.

export type PromoLabel = "new_series_banner" | "start_collection_banner";
