import { Calculator, ExternalLink, ListChecks } from "lucide-react";
import { useContext } from "react";

import { site } from "~/config/site";
import { SourceLinks } from "~/ui/source-links";
import { ConversionNote } from "~/ui/conversion-note";
import { euroPrice } from "~/content/euro-prices";
import { factById } from "~/content/facts";
import { type SeriesEntry, type SeriesField, citedSources, isOpenField, priceAmount, statedFields } from "~/content/facts/series";
import type { Source } from "~/content/facts/types";
import { releaseLabel, seriesPage as copy, seriesPaths } from "./copy";
import { formatNumber, formatOdds, formatPartialDate } from "~/utils/format";
import { calculatorSearch, calculatorSeriesOf } from "~/features/calculator";
import { Disclosure } from "~/ui/disclosure";
import { SeriesFigures } from "./series-figures";
import { Photo, PhotoViews } from "~/ui/photo";

/** A field's value with its sources, or the open-field label with what was reported. */
function FieldValue<T>({ field, render }: { field: SeriesField<T>; render: (value: T) => React.ReactNode }) {
  if (isOpenField(field))
    return (
      <>
        <span className="font-semibold text-critical">{copy.unknown}</span>
        {field.reported ? (
          <span className="block text-sm text-ink-soft">
            {copy.reported} {field.reported}
          </span>
        ) : null}
        {field.sources?.length ? <SourceLinks sources={field.sources} className="mt-0.5" /> : null}
      </>
    );
  return (
    <>
      {render(field.value)}
      <SourceLinks sources={field.sources} className="mt-0.5" />
    </>
  );
}

function Row({ label, id, children }: { label: string; id?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6">
      <dt id={id} className="font-semibold text-ink">
        {label}
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** Every distinct source the entry cites, in order. */
function allSources(entry: SeriesEntry): Source[] {
  return citedSources([entry.format, ...statedFields(entry)], entry.prices);
}

/** One series of the catalogue: every field with its source, what to check, links onward. */
export function SeriesEntryView({ entry }: { entry: SeriesEntry }) {
  const titleId = `${entry.key}-title`;
  const views = useContext(PhotoViews);
  const photo = entry.photo ? views?.(entry.photo.file) : undefined;
  // The values the calculator's series picker fills in; open odds stay an empty field the calculator asks for.
  const { key, figures, odds } = calculatorSeriesOf([entry])[0]!;
  const calculatorHref = `${seriesPaths.calculator}${calculatorSearch({ series: key, figures, odds }, { keepEmpty: true })}`;
  return (
    <section
      id={entry.key}
      aria-labelledby={titleId}
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id={titleId} className="text-title font-extrabold">
        {entry.name}
      </h2>
      {entry.alsoKnownAs ? <p className="mt-1 text-ink-soft">{entry.alsoKnownAs}</p> : null}
      {entry.photo && photo ? (
        <figure className="mt-4 max-w-md">
          <Photo view={photo} alt={entry.photo.alt} sizes={copy.photoSizes} className="rounded-card" />
        </figure>
      ) : null}
      <dl className="mt-4 divide-y divide-line border-y border-line">
        <Row label={copy.fields.released}>
          <FieldValue field={entry.releases} render={() => releaseLabel(entry)} />
        </Row>
        <Row label={copy.fields.format}>
          <FieldValue field={entry.format} render={(value) => value} />
        </Row>
        <Row label={copy.fields.scope}>
          <FieldValue field={entry.regularCount} render={(value) => value} />
        </Row>
        <Row label={copy.fields.regulars}>
          <FieldValue
            field={entry.regularNames}
            render={(value) => (
              <>
                {value.names.join(", ")}
                {value.partial ? <span className="text-ink-soft"> ({copy.partialNames})</span> : null}
              </>
            )}
          />
        </Row>
        {/* The secret's own address: the search links a hit on the secret figure here (docs/decisions/0063). */}
        <Row label={copy.fields.secret} id={`${entry.key}-secret`}>
          <FieldValue field={entry.secretName} render={(value) => value} />
        </Row>
        <Row label={copy.fields.odds}>
          <FieldValue field={entry.secretOdds} render={(value) => <span className="tabular">{formatOdds(value)}</span>} />
        </Row>
        <Row label={copy.fields.size}>
          <FieldValue field={entry.sizeCm} render={(value) => `${copy.about} ${formatNumber(value)} ${copy.sizeUnit}`} />
        </Row>
        <Row label={copy.fields.prices}>
          {entry.prices.length ? (
            <>
              <ul className="space-y-2">
                {entry.prices.map((price) => {
                  // In euros first, converted and marked; the source's own amount beside it (docs/decisions/0047).
                  const euros = euroPrice(price);
                  return (
                    <li key={`${price.where}-${price.amount}`}>
                      <span className="font-semibold tabular">{euros ?? priceAmount(price)}</span>{" "}
                      <span className="text-ink-soft">
                        ({euros ? `${priceAmount(price)}; ` : ""}
                        {price.where})
                      </span>
                      <SourceLinks sources={[price.source]} asOf={price.asOf} className="mt-0.5" />
                    </li>
                  );
                })}
              </ul>
              <ConversionNote currencies={entry.prices.map((price) => price.currency)} className="mt-2" />
            </>
          ) : (
            <span className="font-semibold text-critical">{copy.unknown}</span>
          )}
        </Row>
      </dl>

      <SeriesFigures entry={entry} />

      <h3 className="mt-6 font-display text-lg font-extrabold">{copy.checksHeading}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-6 marker:text-accent">
        {entry.checks.map((check) => (
          <li key={check}>{check}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm font-semibold">{copy.generalChecksLabel}:</p>
      <ul className="mt-1 list-disc space-y-1.5 pl-6 text-sm text-ink-soft marker:text-accent">
        {entry.checkFactIds.map((id) => (
          <li key={id}>{factById(id).statement}</li>
        ))}
      </ul>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:gap-6">
        <a
          href={calculatorHref}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline underline-offset-4"
        >
          <Calculator aria-hidden="true" className="size-4" />
          {copy.calculatorLink(entry.name)}
        </a>
        <a
          href={seriesPaths.check}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline underline-offset-4"
        >
          <ListChecks aria-hidden="true" className="size-4" />
          {copy.checkLink}
        </a>
        <a
          href={site.officialShop.url}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong underline underline-offset-4"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {copy.officialLink(site.officialShop.name)}
        </a>
      </div>
      <p className="mt-1 text-sm text-ink-soft">{copy.officialLinkNote}</p>

      <Disclosure summary={copy.sourcesHeading} className="mt-4 text-sm">
        <ul className="mt-1 space-y-1 pl-6">
          {allSources(entry).map((source) => (
            <li key={source.url}>
              <a href={source.url} className="underline underline-offset-2 hover:text-ink">
                {source.name}
                {source.title ? `: ${source.title}` : ""}
              </a>
              {source.published ? <span className="text-ink-soft"> ({formatPartialDate(source.published)})</span> : null}
            </li>
          ))}
        </ul>
      </Disclosure>
    </section>
  );
}
