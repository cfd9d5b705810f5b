import { CircleCheck, CircleHelp, CircleX, RotateCcw, TriangleAlert } from "lucide-react";
import { useMemo } from "react";

import { CheckStep } from "./check-step";
import { RESULT_HEADING_ID, ResultHint } from "./result-hint";
import { SourceLinks } from "~/ui/source-links";
import { buttonVariants } from "~/ui/button";
import { useLocationSearch } from "~/ui/use-location-search";
import { checkFacts, checkPage as copy, reasonText, verdictCopy } from "./copy";
import {
  type Answer,
  type Answers,
  type CheckStepKey,
  answersFromSearch,
  checkStepKeys,
  evaluate,
  searchFromAnswers,
} from "./check-evaluation";
import { cn } from "~/utils/cn";

const verdictLook = {
  authentic: { icon: CircleCheck, box: "border-authentic/40 bg-authentic-soft", text: "text-authentic" },
  suspicious: { icon: TriangleAlert, box: "border-critical/40 bg-critical-soft", text: "text-critical" },
  fake: { icon: CircleX, box: "border-fake/40 bg-fake-soft", text: "text-fake" },
  open: { icon: CircleHelp, box: "border-line bg-sand/60", text: "text-ink" },
} as const;

/**
 * The checklist with its verdict. Answers live in the address (?teeth=yes&qr=no…), read after
 * hydration so the first render matches the prerendered page; opening such an address shows the
 * result. The verdict sits in a live region, so screen readers hear it change.
 */
export function AuthenticityCheck() {
  const [search, setSearch] = useLocationSearch();
  const given = useMemo(() => answersFromSearch(search), [search]);
  const result = useMemo(() => evaluate(given), [given]);

  const write = (next: Answers) => setSearch(searchFromAnswers(next));
  const answer = (step: CheckStepKey, value: Answer) => write({ ...given, [step]: value });

  const look = verdictLook[result.verdict ?? "open"];
  const verdict = result.verdict ? verdictCopy[result.verdict] : null;
  const Icon = look.icon;
  const share = `${searchFromAnswers(given)}` || "?";
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        <h2 className="sr-only">{copy.formLabel}</h2>
        <p className="font-semibold text-ink-soft tabular" aria-hidden="true">
          {copy.progress(result.answered, result.total)}
        </p>
        <noscript>
          <p className="mt-3 rounded-xl bg-sun-soft p-3 text-sm">{copy.noScript}</p>
        </noscript>
        <ol className="mt-3 space-y-4">
          {checkStepKeys.map((step, index) => (
            <li key={step}>
              <CheckStep step={step} index={index} value={given[step]} onChange={answer} />
            </li>
          ))}
        </ol>
        <ResultHint result={result} />
      </div>

      <section aria-labelledby={RESULT_HEADING_ID} className="lg:sticky lg:top-[calc(var(--header-height)+1rem)] lg:self-start">
        <div>
          <h2 id={RESULT_HEADING_ID} className="font-display text-xl font-extrabold">
            {copy.resultHeading}
          </h2>
          <div role="status" aria-live="polite" aria-atomic="true" className={cn("mt-3 rounded-card border p-5", look.box)}>
            <p className={cn("flex items-center gap-2 font-display text-2xl font-extrabold", look.text)}>
              <Icon aria-hidden="true" className="size-7 shrink-0" />
              {verdict ? verdict.title : copy.open.title}
            </p>
            <p className="mt-2 text-ink">{verdict ? verdict.text : copy.open.text(result.open.length)}</p>
            <p className="sr-only">{copy.progress(result.answered, result.total)}</p>
          </div>

          {result.reasons.length ? (
            <>
              <h3 className="mt-5 font-display text-lg font-extrabold">{copy.reasonsHeading}</h3>
              <ul className="mt-2 list-disc space-y-1.5 pl-6 text-sm marker:text-accent">
                {result.reasons.map((reason) => (
                  <li key={reason.step}>{reasonText(reason)}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>

        {verdict ? (
          <>
            <h3 className="mt-5 font-display text-lg font-extrabold">{copy.nextHeading}</h3>
            <ul className="mt-2 space-y-3 text-sm">
              {verdict.next.map((step) => (
                <li key={step.text}>
                  {step.text}
                  {"link" in step ? (
                    <>
                      {" "}
                      <a href={step.link.href} className="font-semibold text-accent-strong underline underline-offset-2">
                        {step.link.label}
                      </a>
                    </>
                  ) : null}
                  {/* A step whose link is its source needs no second link to the same page. */}
                  {"factIds" in step && !("link" in step && checkFacts(step.factIds)[0]?.sources[0]?.url === step.link.href) ? (
                    <SourceLinks
                      sources={checkFacts(step.factIds)
                        .flatMap((fact) => fact.sources)
                        .slice(0, 1)}
                      className="mt-0.5"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <div className="mt-5 flex flex-wrap items-center gap-3">
          {result.answered ? (
            <>
              <a
                href={share}
                className="inline-flex min-h-11 items-center font-semibold text-accent-strong underline underline-offset-4"
              >
                {copy.shareLabel}
              </a>
              <button type="button" onClick={() => write({})} className={buttonVariants({ variant: "outline", size: "md" })}>
                <RotateCcw aria-hidden="true" />
                {copy.reset}
              </button>
            </>
          ) : null}
        </div>
      </section>
    </div>
  );
}
