import { AsyncLocalStorage } from "node:async_hooks";
import type { Session } from "../auth/session";

/** The page being rendered, as its own in-process API calls see it. */
export interface PageRender {
  /** The session cookie the page request came with. */
  sessionCookie: string | undefined;
  /** What that cookie resolved to for the page request. */
  session: Session | null;
  /** Topics of read-mostly data the page shows, gathered while it renders (for the guest page cache). */
  dependsOn?: Set<string>;
  /** Set when the render read something of the request that the guest page key does not hold. */
  isPersonal?: boolean;
}

const pageRender = new AsyncLocalStorage<PageRender>();

/** Runs the rendering of a page; the API calls it makes in process can tell they belong to it. */
export function renderingPage<T>(page: PageRender, work: () => Promise<T>): Promise<T> {
  return pageRender.run(page, work);
}

/** Whether this code runs for the rendering of a page (e.g. one of its in-process API calls). */
export const isPageRenderRequest = () => pageRender.getStore() !== undefined;

/**
 * The session the page request already resolved, for an in-process read of the same page with the same
 * cookie: a signed-in page makes half a dozen API calls, and each would otherwise look the session up
 * again. Undefined when not rendering a page or when the cookie differs.
 */
export function sessionOfPageRender(sessionCookie: string): Session | null | undefined {
  const page = pageRender.getStore();
  if (!page || page.sessionCookie !== sessionCookie) return undefined;
  return page.session;
}

/** Records that the page being rendered (if any) shows data of this read-mostly topic. */
export function notePageDependsOn(topic: string): void {
  pageRender.getStore()?.dependsOn?.add(topic);
}

/**
 * Marks the page being rendered as shown to this request only (e.g. it depends on the visitor's
 * address): a guest's document that would otherwise be kept and shared is not.
 */
export function notePageIsPersonal(): void {
  const page = pageRender.getStore();
  if (page) page.isPersonal = true;
}
