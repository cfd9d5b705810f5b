import { LazySection } from "./lazy-section";
import { ArrowLink } from "~/ui/arrow-link";
import { StaticIsland, prerenderedIsland, prerenderedLazy } from "../../shell/prerendered-lazy";
import { PromoBanner } from "./promo-banner";
import { sectionLayouts } from "./section-layouts";
import { SectionShell } from "./section-shell";
import { NewestArticlesContext } from "~/features/articles";
import { promoBanners } from "~/content/promos";
import { sectionIntros } from "~/features/landing/copy/sections";
import { searchSectionLabels } from "~/content/search-entry";
import type { ArticleCard } from "~/features/articles";
import { searchIndexedSections, searchLazyBody } from "~/utils/search-index-markup";

// Viewport-gated bodies: requested only when their section comes near (LazySection).
import { type SeriesAdded, SeriesAddedContext } from "./series-added-context";

const loadSeries = () => import("./series-section");
const loadAccessories = () => import("./accessories-section");
const loadViennaShops = () => import("./vienna-shops-section");

/** The lazily loaded bodies by section id: the build renders them for the search index (routes/search-sources.ts). */
export const lazySectionBodies = [
  { id: sectionIntros.series.id, load: loadSeries },
  { id: sectionIntros.accessories.id, load: loadAccessories },
  { id: sectionIntros.viennaShops.id, load: loadViennaShops },
] as const;

// Code-split but rendered into the prerendered HTML (entry.server waits for onAllReady).
// Static parts: prerendered, and in the browser kept as markup without downloading their code.
const HeroSection = prerenderedIsland(() => import("./hero-section").then((m) => ({ default: m.HeroSection })), "hero");
const AuthenticitySection = prerenderedIsland(
  () => import("./authenticity-section").then((m) => ({ default: m.AuthenticitySection })),
  "authenticity",
);
const MarketFacts = prerenderedIsland(() => import("./market-facts"), "market");
const ViennaPast = prerenderedIsland(() => import("./vienna-past"), "vienna-past");
const FaqSection = prerenderedIsland(() => import("./faq-section"), "faq");
const GuidesSection = prerenderedLazy(() => import("./guides-section"), "guides");
const TrustSection = prerenderedIsland(() => import("./trust-section"), "trust");

/**
 * The landing page's sections in their order, with the two promo banners in between: short sections that lead to
 * the tool and article pages (docs/decisions/0036). `newest`: the newest articles for the guides section, from the
 * home route's build-time loader; `vienna`: the Vienna article below the shops while it is published.
 */
export function LandingPage({
  newest,
  vienna,
  seriesAdded = {},
}: {
  newest: readonly ArticleCard[];
  vienna: ArticleCard | null;
  seriesAdded?: SeriesAdded;
}) {
  return (
    // Each section is a hit of its own in the site search; the promo banners are not searched.
    <div {...searchIndexedSections(searchSectionLabels.home)}>
      <HeroSection />
      <AuthenticitySection />
      <PromoBanner banner={promoBanners.newSeries} />
      <SectionShell intro={sectionIntros.series}>
        <SeriesAddedContext value={seriesAdded}>
          <LazySection load={loadSeries} layout={sectionLayouts.series} {...searchLazyBody(sectionIntros.series.id)} />
        </SeriesAddedContext>
        {/* Outside the lazy body: there without JavaScript, and no layout shift when the cards arrive. */}
        <MarketFacts />
      </SectionShell>
      <SectionShell intro={sectionIntros.accessories} tone="sand">
        <LazySection
          load={loadAccessories}
          layout={sectionLayouts.accessories}
          {...searchLazyBody(sectionIntros.accessories.id)}
        />
      </SectionShell>
      <SectionShell intro={sectionIntros.viennaShops}>
        <LazySection
          load={loadViennaShops}
          layout={sectionLayouts.viennaShops}
          {...searchLazyBody(sectionIntros.viennaShops.id)}
        />
        <ViennaPast />
        {vienna ? (
          <ArrowLink href={vienna.path} className="mt-2">
            {vienna.title}
          </ArrowLink>
        ) : null}
      </SectionShell>
      <PromoBanner banner={promoBanners.startCollection} />
      <SectionShell intro={sectionIntros.faq} tone="surface">
        <FaqSection />
      </SectionShell>
      <SectionShell intro={sectionIntros.guides} tone="sand">
        <StaticIsland name="guides">
          <NewestArticlesContext value={newest}>
            <GuidesSection />
          </NewestArticlesContext>
        </StaticIsland>
      </SectionShell>
      <SectionShell intro={sectionIntros.trust}>
        <TrustSection />
      </SectionShell>
    </div>
  );
}
