import { ExternalLink } from "lucide-react";
import { useId } from "react";

import { Table, TableBody, TableCell, TableFrame, TableHead, TableHeader, TableRowHead } from "~/ui/table";
import { isPlaceholder } from "~/config/site";
import type { LegalBlock, LegalFact } from "./copy";
import { uiCopy } from "~/ui/copy";
import { cn } from "~/utils/cn";

/** Text from the site config; a "[…]" placeholder is highlighted so the owner spots it at once. */
export function ConfigText({ value }: { value: string }) {
  if (!isPlaceholder(value)) return <>{value}</>;
  return (
    <span data-placeholder="" className="inline-flex flex-wrap items-center gap-1.5">
      <span className="rounded-md bg-sun-soft px-1.5 text-ink ring-1 ring-sun">{value}</span>
      <span className="rounded-pill bg-critical-soft px-2 text-xs font-semibold text-critical">{uiCopy.placeholderMark}</span>
    </span>
  );
}

function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

function TextLink({ href, children, className }: React.ComponentProps<"a"> & { href: string }) {
  const external = isExternal(href);
  return (
    <a href={href} className={cn("font-medium text-accent-strong underline underline-offset-4 hover:text-ink", className)}>
      {children}
      {external ? (
        <>
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-baseline" />
          <span className="sr-only">{` ${uiCopy.externalLinkHint}`}</span>
        </>
      ) : null}
    </a>
  );
}

function FactValue({ fact }: { fact: LegalFact }) {
  const lines = typeof fact.value === "string" ? [fact.value] : fact.value;
  return (
    <dd className="min-w-0">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {fact.href ? <TextLink href={fact.href}>{line}</TextLink> : <ConfigText value={line} />}
        </span>
      ))}
    </dd>
  );
}

export function LegalBlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p className="max-w-prose">{block.text}</p>;
    case "list":
      return (
        <ul className="max-w-prose list-disc space-y-1.5 pl-6 marker:text-accent">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="divide-y divide-line rounded-card border border-line bg-surface px-5">
          {block.items.map((fact) => (
            <div key={fact.label} className="grid gap-1 py-3 sm:grid-cols-[15rem_minmax(0,1fr)] sm:gap-6">
              <dt className="font-semibold text-ink">{fact.label}</dt>
              <FactValue fact={fact} />
            </div>
          ))}
        </dl>
      );
    case "link":
      return (
        <p>
          <TextLink href={block.href}>{block.label}</TextLink>
        </p>
      );
    case "table":
      return <LegalTable block={block} />;
  }
}

/** The caption sits outside the scroll area so it stays readable on a phone while the table scrolls. */
function LegalTable({ block }: { block: Extract<LegalBlock, { kind: "table" }> }) {
  const captionId = useId();
  return (
    <div>
      <p id={captionId} className="font-semibold text-ink">
        {block.caption}
      </p>
      <TableFrame role="region" aria-labelledby={captionId} tabIndex={0} className="mt-2">
        <Table aria-labelledby={captionId} className="min-w-[40rem] border-collapse">
          <TableHeader>
            {block.columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
          </TableHeader>
          <TableBody>
            {block.rows.map(([head, ...cells]) => (
              <tr key={head}>
                <TableRowHead className="py-2.5 align-top">{head}</TableRowHead>
                {cells.map((cell, index) => (
                  <TableCell key={index} className="py-2.5 align-top text-ink-soft">
                    <ConfigText value={cell} />
                  </TableCell>
                ))}
              </tr>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
    </div>
  );
}
