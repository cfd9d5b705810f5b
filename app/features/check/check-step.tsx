import { TriangleAlert } from "lucide-react";

import { FactSources } from "~/ui/source-links";
import { Badge } from "~/ui/badge";
import { answerLabels, checkFacts, checkPage as copy, checkSteps } from "./copy";
import { type Answer, type CheckStepKey, answers, stepWeights } from "./check-evaluation";
import { cn } from "~/utils/cn";
import type { CheckStep as CheckStepContent } from "~/content/authenticity-steps";
import { ComparisonPhoto } from "./comparison-photo";

const answerLook = {
  yes: "has-checked:border-authentic has-checked:bg-authentic-soft",
  no: "has-checked:border-fake has-checked:bg-fake-soft",
  unsure: "has-checked:border-critical has-checked:bg-critical-soft",
} as const satisfies Record<Answer, string>;

/** The id of a step's title: `/echtheit-pruefen#step-teeth`. */
export const checkStepAnchor = (step: CheckStepKey) => `step-${step}`;

/** One question as a fieldset of three native radios: keyboard and screen readers work as usual. */
export function CheckStep({
  step,
  index,
  value,
  onChange,
}: {
  step: CheckStepKey;
  index: number;
  value: Answer | undefined;
  onChange: (step: CheckStepKey, answer: Answer) => void;
}) {
  const content: CheckStepContent = checkSteps[step];
  const facts = checkFacts(content.factIds);
  const helpId = `${step}-help`;
  return (
    <fieldset
      aria-describedby={helpId}
      data-step={step}
      className="rounded-card border border-line bg-surface p-4 shadow-card data-critical:border-critical/40 sm:p-5"
      data-critical={stepWeights[step] === "critical" || undefined}
    >
      <legend className="float-left w-full">
        <span className="flex flex-wrap items-center gap-2">
          {/* The step's own address: the search links a hit in this step here (docs/decisions/0063). */}
          <span id={checkStepAnchor(step)} className="font-display text-lg font-extrabold">
            <span className="text-ink-soft tabular">{index + 1}. </span>
            {content.title}
          </span>{" "}
          {stepWeights[step] === "critical" ? (
            <Badge tone="critical" icon={TriangleAlert}>
              {copy.criticalLabel}
            </Badge>
          ) : null}
        </span>
        <span className="mt-1 block font-semibold">{content.question}</span>
      </legend>
      <div className="clear-both pt-2">
        <p id={helpId} className="text-sm text-ink-soft">
          {content.help}
        </p>
        <FactSources facts={facts} limit={2} className="mt-1" />
        <ComparisonPhoto photo={content.photo} />
        {/* Three equal columns on a phone: "Unsicher" no longer drops to a line of its own under every question. */}
        <div className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          {answers.map((answer) => (
            <label
              key={answer}
              className={cn(
                "inline-flex min-h-11 min-w-0 cursor-pointer items-center justify-center gap-1.5 rounded-pill border border-line px-2 font-semibold has-focus-visible:outline-3 has-focus-visible:outline-focus sm:min-w-24 sm:justify-start sm:gap-2 sm:px-4",
                answerLook[answer],
              )}
            >
              <input
                type="radio"
                name={step}
                value={answer}
                checked={value === answer}
                onChange={() => onChange(step, answer)}
                className="size-4 accent-accent-strong"
              />
              {answerLabels[answer]}
            </label>
          ))}
        </div>
      </div>
    </fieldset>
  );
}
