import { PageHeader } from "~/shell/page-header";
import { ArrowLink } from "~/ui/arrow-link";
import { checkPage as copy } from "./copy";

/** The page's heading and introduction (static). */
export function CheckHeader() {
  return (
    <PageHeader eyebrow={copy.eyebrow} title={copy.title} titleId="check-title" intro={copy.intro}>
      <p className="mt-2 max-w-prose text-sm text-ink-soft">{copy.privacy}</p>
      <ArrowLink href={copy.related.href} className="mt-2">
        {copy.related.label}
      </ArrowLink>
    </PageHeader>
  );
}
