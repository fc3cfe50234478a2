/** Messages browsers give when a lazily loaded route module (a chunk) cannot be fetched, e.g. after a deploy. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

const RELOADED_KEY = "chunk-reload:url";

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * Spec §8: a chunk load error during navigation reloads the target route. The target URL is remembered for
 * one load so a chunk that is really gone shows the error instead of reloading forever.
 */
export function reloadTargetRoute(
  storage: Pick<Storage, "getItem" | "setItem">,
  location: Pick<Location, "href" | "reload">,
): boolean {
  if (storage.getItem(RELOADED_KEY) === location.href) return false;
  storage.setItem(RELOADED_KEY, location.href);
  location.reload();
  return true;
}

/** Clears the loop guard once a page has loaded fine. */
export function markPageLoaded(storage: Pick<Storage, "removeItem">): void {
  storage.removeItem(RELOADED_KEY);
}
