import type { ReactNode } from "react";
import styles from "./guest-home.module.css";
import { HowItWorks } from "./how-it-works";
import { WelcomeHero } from "./welcome-hero";

/** The guest home around the games the route puts in (`content`): the welcome first, how it works last. */
export function GuestHome({ content }: { content: ReactNode }) {
  return (
    <>
      <WelcomeHero />
      <div className={styles.games}>{content}</div>
      <HowItWorks />
    </>
  );
}
