import { EmailConfirmation } from "../features/auth";
import { BuildCheck } from "../features/builds";
import { ReferralCapture } from "../features/referral";
import { WebPush } from "../features/web-push";
import { PlayerLive } from "./player-live";

/** Loaded by AfterHydration (after-hydration.tsx): each acts in effects and draws nothing itself. */
export default function AfterHydrationParts() {
  return (
    <>
      <BuildCheck />
      <PlayerLive />
      <ReferralCapture />
      <EmailConfirmation />
      <WebPush />
    </>
  );
}
