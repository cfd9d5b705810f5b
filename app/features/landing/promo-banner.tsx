import { ExternalLink, Gift, Sparkles } from "lucide-react";

import { buttonVariants } from "~/ui/button-variants";
import { type PromoBanner as PromoBannerContent, promoCopy } from "~/content/promos";
import { shopLinkProps } from "~/utils/affiliate";
import { trackPromoClick } from "./analytics";
import { cn } from "~/utils/cn";

const variants = {
  "new-series": {
    box: "focus-on-deep bg-plum text-white",
    text: "text-white/90",
    ad: "bg-white/15 text-white",
    button: buttonVariants({ variant: "light", size: "lg" }),
    icon: Sparkles,
    iconBox: "bg-sun text-ink",
  },
  "start-collection": {
    box: "border border-accent/20 bg-accent-soft text-ink",
    text: "text-ink-soft",
    ad: "bg-surface text-ink-soft",
    button: buttonVariants({ variant: "primary", size: "lg" }),
    icon: Gift,
    iconBox: "bg-accent text-white",
  },
} as const;

/** A promo banner: a button to the brand's store that opens a new tab and reports the click (with consent). */
export function PromoBanner({ banner, className, ...props }: React.ComponentProps<"section"> & { banner: PromoBannerContent }) {
  const look = variants[banner.variant];
  const Icon = look.icon;
  const titleId = `promo-${banner.variant}`;
  return (
    <section
      aria-labelledby={titleId}
      data-variant={banner.variant}
      className={cn("container-page py-6 sm:py-8", className)}
      {...props}
    >
      <div
        className={cn("flex flex-col gap-4 rounded-card p-5 shadow-card sm:flex-row sm:items-center sm:gap-5 sm:p-8", look.box)}
      >
        {/* The picture is decoration: on a phone the banner leads with its words. */}
        <span className={cn("hidden size-14 shrink-0 items-center justify-center rounded-2xl sm:flex", look.iconBox)}>
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          {/* A partner link is an advertisement and says so; the brand's own shop earns the site nothing. */}
          {banner.link.sponsored ? (
            <span className={cn("mb-2 inline-block rounded-sm px-1.5 py-0.5 text-xs font-semibold", look.ad)}>
              {promoCopy.adLabel}
            </span>
          ) : null}
          <h2 id={titleId} className="font-display text-2xl font-extrabold text-current">
            {banner.mainText}
          </h2>
          <p className={cn("mt-1 max-w-2xl", look.text)}>{banner.subtitle}</p>
          <p className={cn("mt-2 max-w-2xl text-sm", look.text)}>{promoCopy.promise}</p>
        </div>
        <a
          {...shopLinkProps(banner.link)}
          className={cn(look.button, "self-start sm:self-center")}
          onClick={() => trackPromoClick(banner.label)}
        >
          {banner.buttonText}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">{banner.link.sponsored ? promoCopy.newTabHint : promoCopy.officialShopHint}</span>
        </a>
      </div>
    </section>
  );
}
