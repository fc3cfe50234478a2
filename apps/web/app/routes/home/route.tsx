import type { MetaFunction } from "react-router";
import { pageMeta } from "../../features/shell";
import { HowItWorks } from "./how-it-works";
import { WelcomeHero } from "./welcome-hero";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "home.meta.title", description: "home.meta.description" });

/** `/`: the guest home. The games issue adds its catalogue sections between these two. */
export default function HomeRoute() {
  return (
    <>
      <WelcomeHero />
      <HowItWorks />
    </>
  );
}
