/**
 * A code-split chunk that fails to load (usually a deploy replaced the hashed files while the
 * page was open) triggers `vite:preloadError`. Reload once to fetch the new build; a marker in
 * sessionStorage makes sure a chunk that keeps failing never causes a reload loop. In that case
 * the error is rethrown and the section's error boundary shows a message instead.
 */
export const RELOAD_MARKER = "preload-reload-at";
const GUARD_MS = 60_000;

type Deps = {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  now: () => number;
  reload: () => void;
};

export function handlePreloadError(event: Event, deps: Deps): "reloaded" | "rethrown" {
  let last: number;
  try {
    last = Number(deps.storage?.getItem(RELOAD_MARKER));
  } catch {
    // Storage blocked: treat as "already reloaded" so we never loop.
    return "rethrown";
  }
  if (Number.isFinite(last) && deps.now() - last < GUARD_MS) return "rethrown";
  try {
    deps.storage?.setItem(RELOAD_MARKER, String(deps.now()));
  } catch {
    return "rethrown";
  }
  if (!deps.storage) return "rethrown";
  event.preventDefault();
  deps.reload();
  return "reloaded";
}

export function installPreloadRecovery(win: Window) {
  win.addEventListener("vite:preloadError", (event) => {
    let storage: Storage | null;
    try {
      storage = win.sessionStorage;
    } catch {
      storage = null;
    }
    handlePreloadError(event, { storage, now: () => Date.now(), reload: () => win.location.reload() });
  });
}
