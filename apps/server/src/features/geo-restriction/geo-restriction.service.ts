import type { GeoVerdict, RestrictionInfo, SweepstakesAction } from "@casino/contracts";
import { GUEST_RESTRICTION_HASH, restrictionIdsHash } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { readPlayerProfile } from "../player";
import {
  jurisdictionsRefusing,
  jurisdictionVerdict,
  minimumAgeFor,
  refusedActionsFor,
} from "../sweepstakes-rules";
import { isAllowListed } from "./allow-list";
import { jurisdictionAt } from "./boundaries";
import { selectPlayerGeoLocation, upsertPlayerGeoLocation } from "./geo-restriction.repo";
import { locateIp } from "./ip-location";
import { jurisdictionName } from "./jurisdiction-names";

/** What the geo checks run on. */
export type GeoContext = Pick<ServerContext, "db" | "clock" | "readCache">;

/** How long a browser's reported position counts as where the player is. */
export const BROWSER_LOCATION_FRESH_MS = 24 * 60 * 60 * 1000;

/** Where a request comes from and where its player lives, as far as the server knows. */
export interface RequestLocation {
  /** Operators allow-listed the address: its IP and browser locations are not held against it. */
  isAllowListed: boolean;
  /** From the shipped IP database; null for private or unplaced addresses. */
  ipJurisdiction: string | null;
  /** The player's browser position, when reported within the last day. */
  browserJurisdiction: string | null;
  /** The state of the player's profile, as `US-XX`. */
  residence: string | null;
  /** Every jurisdiction above that applies, without repeats: the rules of all of them must allow an action. */
  jurisdictions: string[];
}

async function recentBrowserJurisdiction(ctx: GeoContext, playerId: string): Promise<string | null> {
  const row = await selectPlayerGeoLocation(ctx.db, playerId);
  if (!row?.jurisdiction) return null;
  const age = ctx.clock.now().getTime() - row.checkedAt.getTime();
  return age <= BROWSER_LOCATION_FRESH_MS ? row.jurisdiction : null;
}

async function residenceOf(ctx: GeoContext, playerId: string): Promise<string | null> {
  const state = (await readPlayerProfile(ctx.db, { playerId }))?.state;
  return state ? `US-${state}` : null;
}

const distinct = (codes: (string | null)[]) => [...new Set(codes.filter((code): code is string => !!code))];

/**
 * The jurisdictions that apply to a request (decision 041): where its IP address is, where the player's
 * browser last said it was (if recent), and the state the player lives in.
 */
export async function locateRequest(
  ctx: GeoContext,
  request: FastifyRequest,
  playerId?: string | null,
): Promise<RequestLocation> {
  const [allowListed, ipJurisdiction, browser, residence] = await Promise.all([
    isAllowListed(ctx, request.ip),
    locateIp(request.ip),
    playerId ? recentBrowserJurisdiction(ctx, playerId) : null,
    playerId ? residenceOf(ctx, playerId) : null,
  ]);
  const placed = allowListed ? [] : [ipJurisdiction, browser];
  return {
    isAllowListed: allowListed,
    ipJurisdiction,
    browserJurisdiction: browser,
    residence,
    jurisdictions: distinct([...placed, residence]),
  };
}

const ACTION_PHRASES: Record<SweepstakesAction, string> = {
  signUp: "Sign-up is",
  purchase: "Purchases are",
  sweepstakesPlay: "SweepStakes play is",
  redemption: "Prize redemption is",
  amoe: "Free entries by mail are",
};

/**
 * Refuses with 403 JURISDICTION_RESTRICTED, naming the place, when the rules in force today where the
 * request comes from or where its player lives do not allow the action.
 */
export async function assertAllowed(
  ctx: GeoContext,
  request: FastifyRequest,
  input: { playerId?: string | null; action: SweepstakesAction },
): Promise<void> {
  const location = await locateRequest(ctx, request, input.playerId);
  const verdict = await jurisdictionVerdict(ctx, {
    jurisdictions: location.jurisdictions,
    action: input.action,
    at: ctx.clock.now(),
  });
  if (!verdict.isAllowed) {
    throw new AppError(
      "JURISDICTION_RESTRICTED",
      403,
      `${ACTION_PHRASES[input.action]} not available in ${verdict.name}.`,
    );
  }
}

/** The site may be used where sign-up is allowed: a jurisdiction that refuses sign-up is closed. */
async function siteVerdict(
  ctx: GeoContext,
  jurisdiction: string | null,
  allowListed: boolean,
): Promise<GeoVerdict> {
  const name = jurisdiction ? jurisdictionName(jurisdiction) : null;
  if (allowListed || !jurisdiction)
    return { access: true, jurisdiction, jurisdictionName: name, reason: null };
  const verdict = await jurisdictionVerdict(ctx, {
    jurisdictions: [jurisdiction],
    action: "signUp",
    at: ctx.clock.now(),
  });
  return verdict.isAllowed
    ? { access: true, jurisdiction, jurisdictionName: name, reason: null }
    : { access: false, jurisdiction, jurisdictionName: verdict.name, reason: "blocked_region" };
}

/** `/rest/restriction/player/ip/check/`: may the site be used from the request's address? */
export async function checkIp(ctx: GeoContext, request: FastifyRequest): Promise<GeoVerdict> {
  const [allowListed, jurisdiction] = await Promise.all([
    isAllowListed(ctx, request.ip),
    locateIp(request.ip),
  ]);
  return siteVerdict(ctx, jurisdiction, allowListed);
}

/**
 * `/rest/restriction/player/geo/check/`: may the site be used at the browser's position? A signed-in
 * player's place is recorded for the purchase, play and redemption checks, allowed or not.
 */
export async function checkPosition(
  ctx: GeoContext,
  request: FastifyRequest,
  position: { latitude: number; longitude: number },
): Promise<GeoVerdict> {
  const jurisdiction = jurisdictionAt(position.latitude, position.longitude);
  const playerId = request.session?.playerId;
  if (playerId) {
    await upsertPlayerGeoLocation(ctx.db, {
      playerId,
      jurisdiction,
      ...position,
      checkedAt: ctx.clock.now(),
    });
  }
  return siteVerdict(ctx, jurisdiction, await isAllowListed(ctx, request.ip));
}

/**
 * The player's restriction set as a hash (`standard`, `no-sweepstakesPlay.redemption`…), from what is
 * stored about them (recent browser position, residence), so app init and every node give the same one
 * without the request. It changes when a rule, their position or their state changes.
 */
export async function playerRestrictionHash(
  ctx: GeoContext,
  input: { playerId: string; residenceState?: string | null },
): Promise<string> {
  const [browser, residence] = await Promise.all([
    recentBrowserJurisdiction(ctx, input.playerId),
    input.residenceState === undefined
      ? residenceOf(ctx, input.playerId)
      : input.residenceState
        ? `US-${input.residenceState}`
        : null,
  ]);
  const refused = await refusedActionsFor(ctx, {
    jurisdictions: distinct([browser, residence]),
    at: ctx.clock.now(),
  });
  return restrictionIdsHash(refused);
}

/** `/rest/restriction/info/`. */
export async function restrictionInfo(ctx: GeoContext, request: FastifyRequest): Promise<RestrictionInfo> {
  const playerId = request.session?.playerId;
  const blocked = await jurisdictionsRefusing(ctx, { action: "signUp", at: ctx.clock.now() });
  return {
    isGeolocationRequired: !!playerId,
    blockedJurisdictions: blocked.map(({ code, name }) => ({ code, name })),
    playerRestrictionIdsHash: playerId
      ? await playerRestrictionHash(ctx, { playerId })
      : GUEST_RESTRICTION_HASH,
  };
}

/** The minimum age where the request comes from and its player lives (18 unless a rule there sets more). */
export async function minimumAgeForRequest(
  ctx: GeoContext,
  request: FastifyRequest,
  playerId?: string | null,
): Promise<number> {
  const { jurisdictions } = await locateRequest(ctx, request, playerId);
  return minimumAgeFor(ctx, { jurisdictions, at: ctx.clock.now() });
}
