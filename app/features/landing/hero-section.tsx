import { ArrowDown, ArrowRight, BookOpen, Calculator, Layers, ListChecks, ShieldCheck, Sparkles } from "lucide-react";

import { HeroFigure } from "./hero-figure";
import { buttonVariants } from "~/ui/button";
import { hero } from "~/features/landing/copy/hero";

const toolIcons = {
  check: ShieldCheck,
  calculator: Calculator,
  series: Layers,
  guides: BookOpen,
  collection: ListChecks,
} as const satisfies Record<(typeof hero.tools)[number]["key"], unknown>;

/**
 * #home. The series button is a plain anchor: the browser jumps without JavaScript, and the stylesheet makes the
 * jump smooth only when the visitor has not asked for reduced motion. "Echtheit prüfen" opens the check itself;
 * the tools below lead to their pages, so the home page need not hold everything.
 */
export function HeroSection() {
  return (
    <section id={hero.id} aria-labelledby="home-title" className="overflow-hidden pt-6 pb-10 sm:pt-14 sm:pb-16">
      <div className="container-page grid items-center gap-4 md:grid-cols-[1.15fr_0.85fr] md:gap-10">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-pill bg-plum-soft px-3 py-1 text-sm font-semibold text-plum">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            {hero.eyebrow}
          </p>
          <h1 id="home-title" className="mt-4 text-display font-extrabold tracking-tight">
            {hero.headline}
          </h1>
          <p className="mt-4 max-w-xl text-ink-soft sm:text-lg">{hero.lead}</p>
          <p className="mt-3">
            <a
              href={hero.news.href}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-strong underline underline-offset-4 hover:text-ink"
            >
              <Sparkles aria-hidden="true" className="size-4 shrink-0" />
              {hero.news.label}
            </a>
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            <a href={hero.primaryCta.href} className={buttonVariants({ size: "lg" })}>
              {hero.primaryCta.label}
              <ArrowDown aria-hidden="true" />
            </a>
            <a href={hero.secondaryCta.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {hero.secondaryCta.label}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </div>
        <HeroFigure className="order-first mx-auto max-w-36 sm:max-w-64 md:order-none md:max-w-sm" />
      </div>
      <nav aria-labelledby="home-tools" className="container-page mt-8 sm:mt-10">
        <h2 id="home-tools" className="font-display text-xl font-extrabold">
          {hero.toolsHeading}
        </h2>
        {/* Rows on a phone (five tools in little height), tiles from 40rem: 2 + 2 + 1, then five side by side. */}
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 sm:gap-3 sm:[&>*:last-child]:col-span-2 lg:grid-cols-5 lg:[&>*:last-child]:col-span-1">
          {hero.tools.map((tool) => {
            const Icon = toolIcons[tool.key];
            return (
              <li key={tool.key} className="min-w-0">
                <a
                  href={tool.href}
                  className="grid h-full grid-cols-[auto_1fr] items-center gap-x-3 rounded-card border border-line bg-surface px-4 py-3 shadow-card hover:border-accent/50 sm:flex sm:flex-col sm:items-start sm:gap-1 sm:p-4"
                >
                  <Icon aria-hidden="true" className="row-span-2 size-6 text-accent-strong" />
                  <span className="font-display text-lg leading-tight font-extrabold">{tool.label}</span>
                  <span className="text-sm text-ink-soft">{tool.text}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </section>
  );
}
