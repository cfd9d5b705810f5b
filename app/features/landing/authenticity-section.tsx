import { ArrowRight, CircleCheck, CircleX, TriangleAlert } from "lucide-react";

import { MagnifierIllustration } from "./authenticity-icons";
import { FactSource } from "./fact-source";
import { SectionShell } from "./section-shell";
import { Badge } from "~/ui/badge";
import { buttonVariants } from "~/ui/button";
import { Disclosure } from "~/ui/disclosure";
import { filledGrid } from "~/ui/filled-grid";
import { authenticityFeatures, authenticityNotes as notes } from "~/features/landing/copy/authenticity";
import { sectionIntros } from "~/features/landing/copy/sections";
import { cn } from "~/utils/cn";

/** What an original shows and what a fake shows: word, icon and colour together. */
const verdicts = [
  { key: "authentic", label: notes.authenticLabel, icon: CircleCheck, box: "bg-authentic-soft", text: "text-authentic" },
  { key: "fake", label: notes.fakeLabel, icon: CircleX, box: "bg-fake-soft", text: "text-fake" },
] as const;

/**
 * #authentizitaet: the features the check asks about, in its order, the critical ones flagged with icon and word;
 * each opens to what an original and a fake show. The check itself is one button away.
 */
export function AuthenticitySection() {
  return (
    <SectionShell intro={{ ...sectionIntros.authenticity, promise: notes.promise }} tone="surface">
      <div className="mb-6 flex flex-col gap-4 rounded-card border border-critical/25 bg-critical-soft p-5 sm:flex-row sm:items-center sm:p-6">
        <MagnifierIllustration className="hidden size-20 shrink-0 sm:block" />
        <div>
          <p className="font-semibold text-ink">{notes.criticalHint}</p>
          <p className="mt-1 text-sm text-ink-soft">{notes.compareHint}</p>
          <FactSource factIds={notes.compareFactIds} className="mt-1" />
          <a href={notes.checkLink.href} className={cn(buttonVariants({ size: "md" }), "mt-3")}>
            {notes.checkLink.label}
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </div>
      <ol className={cn(filledGrid, "items-start gap-2 sm:gap-4")}>
        {authenticityFeatures.map((item, index) => (
          <li
            key={item.key}
            data-critical={item.critical || undefined}
            className="rounded-card border border-line bg-paper px-4 shadow-card data-critical:border-critical/40"
          >
            <Disclosure
              summary={
                <h3 className="flex flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 font-display text-lg font-extrabold">
                  <span>
                    <span className="text-ink-soft tabular">{index + 1}. </span>
                    {item.feature}
                  </span>
                  {item.critical ? (
                    <Badge tone="critical" icon={TriangleAlert}>
                      {notes.criticalLabel}
                    </Badge>
                  ) : null}
                </h3>
              }
            >
              <dl className="grid gap-2 text-sm">
                {verdicts.map((verdict) => (
                  <div key={verdict.key} className={cn("rounded-xl p-3", verdict.box)}>
                    <dt className={cn("flex items-center gap-1.5 font-bold", verdict.text)}>
                      <verdict.icon aria-hidden="true" className="size-4" />
                      {verdict.label}
                    </dt>
                    <dd className="mt-1 text-ink">{item[verdict.key]}</dd>
                  </div>
                ))}
              </dl>
              <FactSource factIds={item.factIds} className="pt-2 pb-4" />
            </Disclosure>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
