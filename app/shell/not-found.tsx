import { useEffect } from "react";
import { Link, useLocation } from "react-router";

import { notFoundCopy as copy } from "~/shell/copy/layout";

/** The 404 content; the server answers unknown paths with this page and status 404. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The missing path goes to the console for whoever debugs a broken link (a warning, so it is not counted as an app error).
    console.warn(copy.logMessage, pathname);
  }, [pathname]);
  return (
    <section
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
      aria-labelledby="nf-title"
    >
      <p className="font-display text-7xl font-extrabold text-accent" aria-hidden="true">
        {copy.code}
      </p>
      <h1 id="nf-title" lang={copy.englishLang} className="mt-4 text-title font-bold">
        {copy.title}
      </h1>
      <p className="mt-3 max-w-md text-ink-soft">{copy.text}</p>
      <Link
        to="/"
        lang={copy.englishLang}
        className="mt-8 inline-flex min-h-11 items-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-deep"
      >
        {copy.homeLink}
      </Link>
    </section>
  );
}
