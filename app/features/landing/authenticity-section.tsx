import { CircleCheck, CircleX, TriangleAlert } from "lucide-react";

import { MagnifierIllustration, featureIcons } from "./authenticity-icons";
import { FactSource } from "./fact-source";
import { SectionShell } from "./section-shell";
import { ArrowLink } from "~/ui/arrow-link";
import { Badge } from "~/ui/badge";
import { authenticityFeatures, authenticityNotes as notes } from "~/features/landing/copy/authenticity";
import { sectionIntros } from "~/features/landing/copy/sections";
import { cn } from "~/utils/cn";

/** What an original shows and what a fake shows: word, icon and colour together. */
const verdicts = [
  { key: "authentic", label: notes.authenticLabel, icon: CircleCheck, box: "bg-authentic-soft", text: "text-authentic" },
  { key: "fake", label: notes.fakeLabel, icon: CircleX, box: "bg-fake-soft", text: "text-fake" },
] as const;

/** #authentizitaet: the six checks, authentic vs fake, the critical ones flagged with icon and word. */
export function AuthenticitySection() {
  return (
    <SectionShell intro={sectionIntros.authenticity} tone="surface">
      <div className="mb-8 flex flex-col gap-5 rounded-card border border-critical/25 bg-critical-soft p-5 sm:flex-row sm:items-center sm:p-6">
        <MagnifierIllustration className="size-20 shrink-0 sm:size-24" />
        <div>
          <p className="font-semibold text-ink">{notes.criticalHint}</p>
          <p className="mt-1 text-sm text-ink-soft">{notes.compareHint}</p>
          <FactSource factIds={notes.compareFactIds} className="mt-1" />
          <ArrowLink href={notes.checkLink.href} className="mt-2">
            {notes.checkLink.label}
          </ArrowLink>
        </div>
      </div>
      <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {authenticityFeatures.map((item, index) => {
          const Icon = featureIcons[item.key];
          return (
            <li
              key={item.key}
              data-critical={item.critical || undefined}
              className="flex flex-col rounded-card border border-line bg-paper p-5 shadow-card data-critical:border-critical/40"
            >
              <div className="flex items-start justify-between gap-3">
                <Icon className="text-plum" />
                {item.critical ? (
                  <Badge tone="critical">
                    <TriangleAlert aria-hidden="true" />
                    {notes.criticalLabel}
                  </Badge>
                ) : null}
              </div>
              <h3 className="mt-3 font-display text-lg font-extrabold">
                <span className="text-ink-soft tabular">{index + 1}. </span>
                {item.feature}
              </h3>
              <dl className="mt-3 grid gap-3 text-sm">
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
              <FactSource factIds={item.factIds} className="mt-auto pt-3" />
            </li>
          );
        })}
      </ol>
    </SectionShell>
  );
}
