import { ChartColumn } from "lucide-react";
import { useId } from "react";

import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { analyticsCopy as copy } from "~/content/hub";

/** A placeholder that says what is coming; the button is visibly unavailable instead of pretending to work. */
export function AnalyticsTab() {
  const id = useId();
  return (
    <Card className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-6 py-10 text-center">
      <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-pill bg-plum-soft text-plum">
        <ChartColumn className="size-6" />
      </span>
      <h3 className="font-display text-xl font-bold">{copy.title}</h3>
      <p className="max-w-prose text-ink-soft">{copy.description}</p>
      <ul className="grid gap-1 text-sm text-ink-soft">
        {copy.planned.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Button disabled aria-describedby={`${id}-note`}>
        {copy.button}
      </Button>
      <p id={`${id}-note`} className="text-sm font-semibold text-ink">
        {copy.unavailable}
      </p>
    </Card>
  );
}
