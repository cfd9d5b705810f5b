import type { SectionIntro } from "~/features/landing/copy/sections";
import { cn } from "~/utils/cn";

const tones = {
  paper: "bg-paper",
  surface: "bg-surface",
  sand: "bg-sand/60",
} as const;

/**
 * The frame every landing section shares: anchor id, short H2 and one-sentence promise. The
 * heading always renders eagerly, so anchors land on it even while the body is still loading.
 */
export function SectionShell({
  intro,
  tone = "paper",
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { intro: SectionIntro; tone?: keyof typeof tones }) {
  const titleId = `${intro.id}-title`;
  // The page already keeps anchors clear of the sticky header (scroll-padding + scroll-margin in
  // app.css); the negative margin cancels most of the section's own top padding, so a jump lands
  // with the heading just below the header instead of a third of the screen down.
  return (
    <section
      id={intro.id}
      aria-labelledby={titleId}
      className={cn("-scroll-mt-4 py-8 sm:-scroll-mt-16 sm:py-20", tones[tone], className)}
      {...props}
    >
      <div className="container-page">
        <header className="max-w-2xl">
          <p className="text-sm font-bold tracking-wider text-accent-strong uppercase">{intro.eyebrow}</p>
          <h2 id={titleId} className="mt-2 text-title font-extrabold">
            {intro.heading}
          </h2>
          {intro.promise ? <p className="mt-3 text-ink-soft sm:text-lg">{intro.promise}</p> : null}
        </header>
        <div className="mt-6 sm:mt-10">{children}</div>
      </div>
    </section>
  );
}
