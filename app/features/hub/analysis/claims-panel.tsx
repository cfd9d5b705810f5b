import { useId } from "react";

import { BandIcon, toneText } from "./band-icon";
import type { ClaimsResult } from "./types";
import { Card, CardContent, CardHeader, CardTitle } from "~/ui/card";
import { Skeleton } from "~/ui/skeleton";
import { analysisPanelCopy, claimMessages as copy, ratingLabels } from "~/features/hub/copy/analysis";
import { cn } from "~/utils/cn";

/**
 * "Belegte Aussagen" (docs/decisions/0035): how many of the draft's claims are the words of a fact or note,
 * then a red line for each one that is not, naming the sentence and the fact.
 */
export function ClaimsPanel({ id: anchor, claims }: { id: string; claims: ClaimsResult | undefined }) {
  const id = useId();
  return (
    <Card id={anchor} tabIndex={-1} role="region" aria-labelledby={`${id}-title`} className="xl:col-span-2">
      <CardHeader className="gap-3">
        <CardTitle id={`${id}-title`}>{copy.title}</CardTitle>
        {claims ? (
          <p className={cn("flex items-center gap-2 font-semibold", toneText[claims.rating])}>
            <BandIcon rating={claims.rating} />
            {copy.summary(claims.backed, claims.claims)}
          </p>
        ) : (
          <Skeleton className="h-6" />
        )}
      </CardHeader>
      <CardContent>
        {claims ? (
          <ul aria-label={analysisPanelCopy.checksLabel(copy.title)} className="grid gap-3">
            {claims.lines.map((line, index) => (
              <li key={index} className="flex items-start gap-2.5 text-sm leading-snug">
                <BandIcon rating={line.rating} className="mt-0.5" />
                <p>
                  <span className="sr-only">{ratingLabels[line.rating]}: </span>
                  <span dir="auto">{line.message}</span>
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton className="h-10" />
        )}
      </CardContent>
    </Card>
  );
}
