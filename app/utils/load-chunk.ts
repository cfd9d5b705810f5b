/**
 * Loads a code-split module. When its chunk fails, the preload-error handler may reload the page,
 * and the import then resolves to undefined: wait (keep the placeholder) until the reload happens
 * instead of rendering with a missing module. A failure the handler did not take over rejects.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  const module: T | undefined = await load();
  return module ?? new Promise<never>(() => {});
}
