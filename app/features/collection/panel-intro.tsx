/** The heading and introduction of a section of "Meine Sammlung" below the series (trade, back-up). */
export function PanelIntro({ headingId, heading, intro }: { headingId: string; heading: string; intro: string }) {
  return (
    <>
      <h2 id={headingId} className="font-display text-2xl font-extrabold">
        {heading}
      </h2>
      <p className="mt-2 max-w-prose text-ink-soft">{intro}</p>
    </>
  );
}
