import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";

import { LogoMark } from "./logo";
import { LinkList } from "~/ui/link-list";
import { headerCopy as copy } from "~/shell/copy/layout";
import { type NavItem, headerCta, headerNav, toolNav } from "~/shell/copy/navigation";
import { cn } from "~/utils/cn";

const barLinkClass =
  "inline-flex min-h-11 items-center rounded-pill px-3 font-medium whitespace-nowrap text-ink-soft hover:bg-sand hover:text-ink";
const toolLinkClass =
  "inline-flex min-h-8 items-center rounded-pill px-3 text-sm font-semibold whitespace-nowrap text-ink-soft hover:bg-sand hover:text-ink";

/**
 * The sticky header with the spec's anchors and "Sammlung starten" ("Meine Sammlung" once this browser keeps a
 * collection), and the collector tools one tap away: a row under the bar from tablet width (at the top of every
 * page), a group in the phone menu, "Meine Sammlung" among them. The site search enters through
 * slots (`search` beside the button, `menuSearch` at the top of the phone menu), so the shell does
 * not depend on the search feature: the root layout puts them in.
 */
export function SiteHeader({ search, menuSearch }: { search?: ReactNode; menuSearch?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const returning = useReturningCollector();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      // Focus inside the menu would vanish with it; hand it back to the button that opened it.
      if (menuRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  // Following a link in the phone menu closes the menu.
  const menuLink = (item: NavItem, className: string) => (
    <a href={item.href} onClick={close} className={className}>
      {item.label}
    </a>
  );

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-line/80 bg-paper/95 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between gap-3">
          <Wordmark />
          <nav aria-label={copy.navLabel} className="hidden xl:block">
            <LinkList items={headerNav} className="flex items-center gap-1" linkClassName={barLinkClass} />
          </nav>
          <div className="flex items-center gap-1 sm:gap-2">
            {search}
            <a
              href={headerCta.href}
              className="hidden min-h-11 items-center rounded-pill bg-accent px-5 font-semibold whitespace-nowrap text-white shadow-card hover:bg-accent-deep sm:inline-flex"
            >
              <CtaLabel returning={returning} />
            </a>
            <button
              ref={buttonRef}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-pill text-ink hover:bg-sand xl:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              aria-label={open ? copy.closeMenu : copy.openMenu}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </button>
          </div>
        </div>
        <nav
          ref={menuRef}
          id={menuId}
          aria-label={copy.mobileNavLabel}
          className={cn("border-t border-line bg-paper xl:hidden", open ? "block" : "hidden")}
        >
          <ul className="container-page flex flex-col py-2">
            {menuSearch ? <li>{menuSearch}</li> : null}
            {headerNav.map((item) => (
              <li key={item.href}>
                {menuLink(item, "flex min-h-12 items-center rounded-lg px-2 text-lg font-medium hover:bg-sand")}
              </li>
            ))}
            <li className="mt-2 border-t border-line pt-2">
              <p className="px-2 py-1 text-sm font-bold tracking-wider text-ink-soft uppercase">{copy.toolsLabel}</p>
              <LinkList
                items={toolNav}
                className="grid grid-cols-2 gap-x-2 [&>:last-child]:col-span-2"
                linkClassName="flex min-h-12 items-center rounded-lg px-2 font-medium hover:bg-sand"
              />
            </li>
            {/* Once a collection exists, "Meine Sammlung" among the tools above is its way in; no second link. */}
            {returning ? null : (
              <li className="py-2">
                {menuLink(
                  headerCta,
                  "flex min-h-12 items-center justify-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-deep",
                )}
              </li>
            )}
          </ul>
        </nav>
      </header>
      <ToolsRow />
    </>
  );
}

/**
 * Whether this browser keeps a collection: false in the prerender and the hydration pass (the HTML has no storage),
 * then read once after hydration. The check's code loads only where the browser keeps anything for this site, so a
 * first visit does not download it.
 */
function useReturningCollector(): boolean {
  const [returning, setReturning] = useState(false);
  useEffect(() => {
    try {
      if (!window.localStorage.length) return;
    } catch {
      return; // Blocked storage holds no collection.
    }
    import("./returning-collector").then(
      ({ storedCollection }) => setReturning(storedCollection()),
      () => {},
    );
  }, []);
  return returning;
}

/**
 * Both labels of the header button in one grid cell, the inactive one invisible: the button is as wide as the longer
 * label from the first paint, so switching after hydration moves nothing.
 */
function CtaLabel({ returning }: { returning: boolean }) {
  return (
    <span data-returning={returning || undefined} className="group grid">
      <span className="[grid-area:1/1] group-data-returning:invisible">{headerCta.label}</span>
      <span className="invisible [grid-area:1/1] group-data-returning:visible">{headerCta.returningLabel}</span>
    </span>
  );
}

/** The tools below the sticky bar, not in it: it scrolls away, so the bar that stays keeps one row's height. */
function ToolsRow() {
  return (
    <nav aria-label={copy.toolsLabel} className="hidden border-b border-line/80 bg-paper md:block">
      <LinkList items={toolNav} className="container-page flex h-10 items-center gap-1" linkClassName={toolLinkClass} />
    </nav>
  );
}

/** The logo and the site's name, linking home. */
function Wordmark() {
  return (
    <a
      href="/"
      className="flex items-center gap-2 rounded-md font-display text-base font-extrabold tracking-tight whitespace-nowrap min-[400px]:text-lg"
    >
      <LogoMark />
      <span>
        {copy.wordmark.name}
        <span className="text-accent-strong">{` ${copy.wordmark.accent}`}</span>
      </span>
    </a>
  );
}
