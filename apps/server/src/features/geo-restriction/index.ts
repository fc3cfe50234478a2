import type { Feature } from "../../platform/feature";
import { guardGameModeSwitch } from "../player";
import { registerGeoRestrictionRoutes } from "./geo-restriction.routes";
import { assertAllowed } from "./geo-restriction.service";

/**
 * For other features: the jurisdictions a request and its player are in, a check that throws 403
 * JURISDICTION_RESTRICTED naming the place (sign-up, SweepStakes play, purchase, redemption, AMOE), and the
 * player's restriction hash (app init, the games catalogue's group).
 */
export {
  assertAllowed,
  type GeoContext,
  locateRequest,
  minimumAgeForRequest,
  playerRestrictionHash,
  type RequestLocation,
} from "./geo-restriction.service";

/** Geo-blocking (issue #13, spec §4, §8): IP and browser position checks, block reports, the allow-list. */
export const geoRestrictionFeature: Feature = {
  name: "geo-restriction",
  register(app, ctx) {
    registerGeoRestrictionRoutes(app, ctx);
    // Switching to SweepStakes is refused where SweepStakes play is (the launch checks it again).
    guardGameModeSwitch(app, async (request, { playerId, gameMode }) => {
      if (gameMode === "SweepStakes")
        await assertAllowed(ctx, request, { playerId, action: "sweepstakesPlay" });
    });
  },
};
