import { Suspense } from "react";

import { AuthenticitySection } from "./authenticity-section";
import { HeroSection } from "./hero-section";
import { LazySection } from "./lazy-section";
import { prerenderedLazy } from "./prerendered-lazy";
import { PromoBanner } from "./promo-banner";
import { sectionLayouts } from "./section-layouts";
import { SectionShell } from "./section-shell";
import { promoBanners } from "~/content/promos";
import { sectionIntros } from "~/content/sections";

// Viewport-gated bodies: requested only when their section comes near (LazySection).
const loadSeries = () => import("./series-section");
const loadAccessories = () => import("./accessories-section");
const loadViennaShops = () => import("./vienna-shops-section");

// Code-split but rendered into the prerendered HTML (entry.server waits for onAllReady).
const FaqSection = prerenderedLazy(() => import("./faq-section"), "faq");
const GuidesSection = prerenderedLazy(() => import("./guides-section"), "guides");
const TrustSection = prerenderedLazy(() => import("./trust-section"), "vertrauen");

/** The landing page in section order (spec §2), with the two promo banners in between. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <AuthenticitySection />
      <PromoBanner banner={promoBanners.newSeries} />
      <SectionShell intro={sectionIntros.series}>
        <LazySection load={loadSeries} layout={sectionLayouts.series} />
      </SectionShell>
      <SectionShell intro={sectionIntros.accessories} tone="sand">
        <LazySection load={loadAccessories} layout={sectionLayouts.accessories} />
      </SectionShell>
      <SectionShell intro={sectionIntros.viennaShops}>
        <LazySection load={loadViennaShops} layout={sectionLayouts.viennaShops} />
      </SectionShell>
      <PromoBanner banner={promoBanners.startCollection} />
      <SectionShell intro={sectionIntros.faq} tone="surface">
        <div data-section-body="">
          <Suspense>
            <FaqSection />
          </Suspense>
        </div>
      </SectionShell>
      <SectionShell intro={sectionIntros.guides} tone="sand">
        <div data-section-body="">
          <Suspense>
            <GuidesSection />
          </Suspense>
        </div>
      </SectionShell>
      <SectionShell intro={sectionIntros.trust}>
        <div data-section-body="">
          <Suspense>
            <TrustSection />
          </Suspense>
        </div>
      </SectionShell>
    </>
  );
}
