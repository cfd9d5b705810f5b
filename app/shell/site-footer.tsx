import { LogoMark } from "./logo";
import { LinkList } from "~/ui/link-list";
import { site } from "~/config/site";
import { footerContent } from "~/shell/copy/footer";
import { type NavItem, footerNavGroups } from "~/shell/copy/navigation";

export function SiteFooter() {
  return (
    <footer className="focus-on-footer mt-16 bg-footer text-on-footer">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 font-display text-lg font-extrabold">
            <LogoMark />
            {site.name}
          </p>
          <p className="mt-3 max-w-md text-on-footer/85">{footerContent.tagline}</p>
          <p className="mt-6 rounded-xl border border-on-footer/25 p-4 text-sm text-on-footer">
            <strong className="font-semibold">{footerContent.disclosure}</strong> {footerContent.affiliateNote}
          </p>
        </div>
        {footerNavGroups.map((group) => (
          <FooterNav key={group.key} heading={group.heading} items={group.items} />
        ))}
      </div>
      <div className="border-t border-on-footer/15">
        <p className="container-page py-6 text-sm text-on-footer/80">
          © {site.buildDate.slice(0, 4)} {site.name}. {footerContent.trademark}
        </p>
      </div>
    </footer>
  );
}

/** One titled link list; the heading also names the navigation landmark. */
function FooterNav({ heading, items }: { heading: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={heading}>
      <h2 className="font-display text-base font-bold text-on-footer">{heading}</h2>
      <LinkList
        items={items}
        className="mt-3 space-y-1"
        linkClassName="inline-flex min-h-8 items-center text-on-footer/85 underline-offset-4 hover:text-on-footer hover:underline"
      />
    </nav>
  );
}
