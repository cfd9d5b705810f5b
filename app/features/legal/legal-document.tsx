import { LegalBlockView } from "./legal-blocks";
import { PageHeader } from "~/shell/page-header";
import { type LegalDocument as LegalDocumentContent, legalDocumentCopy as copy } from "./copy";
import { cn } from "~/utils/cn";
import { formatDateLong } from "~/utils/format";

/** Impressum and privacy policy share one layout: header, optional contents list, sections. */
export function LegalDocument({
  document: doc,
  className,
  ...props
}: React.ComponentProps<"article"> & { document: LegalDocumentContent }) {
  return (
    <article className={cn("container-page py-10 md:py-14", className)} aria-labelledby="legal-title" {...props}>
      <PageHeader eyebrow={copy.eyebrow} title={doc.title} titleId="legal-title" intro={doc.intro}>
        <p className="mt-3 text-sm text-ink-soft">
          {copy.updated} <time dateTime={doc.updated}>{formatDateLong(doc.updated)}</time>
        </p>
      </PageHeader>

      <div className={cn("mt-10", doc.toc && "grid grid-cols-1 gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]")}>
        {doc.toc ? (
          <nav
            aria-labelledby="toc-title"
            className="self-start rounded-card border border-line bg-sand/60 p-5 lg:sticky lg:top-[calc(var(--header-height)+1rem)]"
          >
            <h2 id="toc-title" className="text-base font-bold">
              {copy.tocTitle}
            </h2>
            <ol className="mt-2 space-y-0.5 text-sm">
              {doc.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-8 items-baseline gap-2 py-1 text-ink-soft underline-offset-4 hover:text-ink hover:underline"
                  >
                    <span className="tabular w-7 shrink-0 text-right font-semibold text-accent-strong">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className="max-w-3xl min-w-0 space-y-12">
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className="space-y-4">
              <h2 id={`${section.id}-titel`} className="text-2xl font-bold">
                {section.title}
              </h2>
              {section.blocks.map((block, index) => (
                <LegalBlockView key={index} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
