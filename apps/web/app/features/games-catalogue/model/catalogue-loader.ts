import type { Game } from "@casino/contracts";
import { cachedGamesLookupRoute, cachedGamesRoute, gamesRoute } from "@casino/contracts/client";
import { type ApiClient, ApiError } from "../../../lib/api";
import { type Catalogue, fromCached, fromFullList } from "./catalogue";

/** Where the loader reports what it refused or could not load (spec §8: console messages only). */
export type Warn = (message: string, detail?: unknown) => void;

export interface CatalogueRequest {
  /** The player's restriction set (`playerRestrictionIdsHash` of app init). */
  groupKey: string;
  /** The app build, so shared caches never serve one build's list to another (`versionApp`). */
  versionApp?: string;
  warn?: Warn;
}

/**
 * The catalogue's contract holds the spec §5 rules of the payload, and a cached payload that breaks them
 * must be noticed here (logged, the full list loaded instead). The API client takes answers as they come
 * (decision 022), so the catalogue checks its own, with schemas loaded with the first catalogue: zod stays
 * out of the first load of every page.
 */
const catalogueContract = () => import("@casino/contracts/games-catalogue");

async function checked<T>(
  answer: Promise<unknown>,
  schema: (contract: CatalogueContract) => PayloadSchema<T>,
) {
  const [value, contract] = await Promise.all([answer, catalogueContract()]);
  const parsed = schema(contract).safeParse(value);
  if (!parsed.success)
    throw new ApiError("BAD_RESPONSE", 200, "The games payload does not match its contract.");
  return parsed.data;
}

type CatalogueContract = Awaited<ReturnType<typeof catalogueContract>>;
interface PayloadSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const isInvalidPayload = (error: unknown) => error instanceof ApiError && error.code === "BAD_RESPONSE";

const defaultWarn: Warn = (message, detail) => console.warn(message, detail);

/**
 * Spec §3, §5, §8: loads the catalogue cached for the restriction set. A cached answer that breaks the
 * payload rules is logged and not used; any problem with the cache (an invalid answer, one built for
 * another restriction set, an error) falls back to the full list. A full list that breaks the rules is
 * logged and refused too: the caller gets the error, never a half-valid catalogue.
 */
export async function loadCatalogue(api: ApiClient, request: CatalogueRequest): Promise<Catalogue> {
  const { groupKey, versionApp, warn = defaultWarn } = request;
  const query = { groupKey, ...(versionApp ? { versionApp } : {}) };
  try {
    const cached = await checked(api.call(cachedGamesRoute, { query }), (c) => c.cachedGamesEndpoint.output);
    if (cached.groupKey === groupKey) return fromCached(cached);
    warn(
      `Games: the cached catalogue is for restriction set "${cached.groupKey}", not "${groupKey}"; loading the full list.`,
    );
  } catch (error) {
    warn(
      isInvalidPayload(error)
        ? "Games: the cached games payload is invalid and was not used; loading the full list."
        : "Games: the cached games could not be loaded; loading the full list.",
      error,
    );
  }
  try {
    return fromFullList(await checked(api.call(gamesRoute, { query }), (c) => c.gamesEndpoint.output));
  } catch (error) {
    if (isInvalidPayload(error)) warn("Games: the games payload is invalid and was not used.", error);
    throw error;
  }
}

/** Most ids one lookup may carry (the contract's limit). */
export const LOOKUP_LIMIT = 500;

/**
 * Fresh records of games the cached catalogue does not hold (a favourite or a last game added since the
 * cache was built), from `POST /api/rest/games/cached-games`. Problems are logged and give no games: the
 * pages then simply leave those games out.
 */
export async function lookupGames(
  api: ApiClient,
  request: CatalogueRequest & { ids: readonly number[] },
): Promise<Record<string, Game>> {
  const { groupKey, ids, warn = defaultWarn } = request;
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, LOOKUP_LIMIT);
  if (wanted.length === 0) return {};
  try {
    const answer = await api.call(cachedGamesLookupRoute, {
      query: { groupKey },
      body: { games: wanted },
    });
    return answer.games;
  } catch (error) {
    warn("Games: the missing games could not be looked up.", error);
    return {};
  }
}
