import { cva } from "class-variance-authority";

/**
 * The button look, apart from the Button component: a link or a plain button that only needs the classes (the
 * landing page's promo banners and the lazy sections' retry) then does not load radix's Slot with the page.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-pill font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent text-white shadow-card hover:bg-accent-deep",
        secondary: "bg-plum text-white hover:bg-ink",
        outline: "border border-line bg-surface text-ink hover:bg-sand",
        ghost: "text-ink hover:bg-sand",
        danger: "text-fake hover:bg-fake-soft",
        light: "bg-surface text-ink shadow-card hover:bg-sand",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "min-h-11 px-5",
        lg: "min-h-12 px-7 text-lg",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);
