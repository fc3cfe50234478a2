import { MAX_ROUTE_PRELOADS } from "./prefetch-policy";

/** Admits at most `limit` distinct routes for preloading; asking again about one already admitted costs nothing. */
export class RoutePreloadBudget {
  readonly #admitted = new Set<string>();
  readonly #limit: number;

  constructor(limit: number = MAX_ROUTE_PRELOADS) {
    if (!Number.isInteger(limit) || limit < 0) {
      throw new RangeError(`The preload limit must be a whole number of routes, got ${limit}`);
    }
    this.#limit = limit;
  }

  /** True when the route may be (or already was) preloaded; spends one unit of budget on a new route. */
  admit(route: string): boolean {
    if (this.#admitted.has(route)) return true;
    if (this.#admitted.size >= this.#limit) return false;
    this.#admitted.add(route);
    return true;
  }

  /** Whether the route has already been admitted. */
  has(route: string): boolean {
    return this.#admitted.has(route);
  }

  /** How many more distinct routes can still be admitted. */
  get remaining(): number {
    return this.#limit - this.#admitted.size;
  }
}
