import { ArrowDown, ShieldCheck } from "lucide-react";

import { HeroFigure } from "./hero-figure";
import { MarketFacts } from "./market-facts";
import { buttonVariants } from "~/ui/button";
import { hero } from "~/features/landing/copy/hero";

/**
 * #home. The main button is a plain anchor: the browser jumps without JavaScript, and the
 * stylesheet makes the jump smooth only when the visitor has not asked for reduced motion.
 */
export function HeroSection() {
  return (
    <section id={hero.id} aria-labelledby="home-title" className="overflow-hidden pt-6 pb-14 sm:pt-14 sm:pb-20">
      <div className="container-page grid items-center gap-4 md:grid-cols-[1.15fr_0.85fr] md:gap-10">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-pill bg-plum-soft px-3 py-1 text-sm font-semibold text-plum">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            {hero.eyebrow}
          </p>
          <h1 id="home-title" className="mt-4 text-display font-extrabold tracking-tight">
            {hero.headline}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-ink-soft">{hero.lead}</p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <a href={hero.primaryCta.href} className={buttonVariants({ size: "lg" })}>
              {hero.primaryCta.label}
              <ArrowDown aria-hidden="true" />
            </a>
            <a href={hero.secondaryCta.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
        <HeroFigure className="order-first mx-auto max-w-40 sm:max-w-64 md:order-none md:max-w-sm" />
      </div>
      <MarketFacts />
    </section>
  );
}
