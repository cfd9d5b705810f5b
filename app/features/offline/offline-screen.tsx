import { ArrowLink } from "~/ui/arrow-link";

import { offlineLinks, offlineScreen as copy } from "./copy/offline";

/**
 * The offline page (/offline): what the service worker answers for a page that is not on this device
 * while there is no connection, and what a client-side navigation shows when its data cannot load
 * offline. Plain links: each one is a full navigation the worker answers from its cache.
 */
export function OfflineScreen() {
  return (
    <section className="container-page py-10 md:py-14" aria-labelledby={copy.titleId} data-offline-screen="">
      <header className="max-w-3xl">
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">{copy.eyebrow}</p>
        <h1 id={copy.titleId} className="mt-2 text-display font-extrabold">
          {copy.title}
        </h1>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{copy.intro}</p>
      </header>
      <h2 className="mt-10 font-display text-2xl font-extrabold">{copy.worksHeading}</h2>
      <ul className="mt-4 grid max-w-4xl gap-4 sm:grid-cols-2">
        {offlineLinks.map((link) => (
          <li key={link.href} className="rounded-card border border-line bg-surface p-4 shadow-card">
            <ArrowLink href={link.href}>{link.label}</ArrowLink>
            <p className="text-ink-soft">{link.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-prose text-ink-soft">{copy.articles}</p>
    </section>
  );
}
