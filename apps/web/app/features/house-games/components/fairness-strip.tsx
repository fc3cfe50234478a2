import { useTranslation } from "../../../lib/i18n";
import styles from "./slot-game.module.css";

export interface FairnessInfo {
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  /** The nonce of the last round played here, or null before the first. */
  lastNonce: number | null;
}

/** The verifier's address for a round: everything but the server seed, which is revealed on rotation. */
export function verifyRoundHref(engineId: string, fairness: FairnessInfo, nonce: number): string {
  const query = new URLSearchParams({
    game: engineId,
    clientSeed: fairness.clientSeed,
    nonce: String(nonce),
    serverSeedHash: fairness.serverSeedHash,
  });
  return `/fairness?${query}`;
}

/** Provably fair: the commitment the next spin is drawn under, and a way to verify the last round. */
export function FairnessStrip({ fairness, engineId }: { fairness: FairnessInfo; engineId: string }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.fairness}>
      <h2 className={styles.fairnessTitle}>{t("slot.fairness.title")}</h2>
      <dl className={styles.fairnessData}>
        <div>
          <dt>{t("slot.fairness.hash")}</dt>
          <dd>
            <code className={styles.hash}>{fairness.serverSeedHash}</code>
          </dd>
        </div>
        <div>
          <dt>{t("slot.fairness.clientSeed")}</dt>
          <dd>
            <code>{fairness.clientSeed}</code>
          </dd>
        </div>
        <div>
          <dt>{t("slot.fairness.nextNonce")}</dt>
          <dd>{fairness.nextNonce}</dd>
        </div>
      </dl>
      {fairness.lastNonce !== null ? (
        <a
          className={styles.verify}
          href={verifyRoundHref(engineId, fairness, fairness.lastNonce)}
          target="_blank"
          rel="noopener"
        >
          {t("slot.fairness.verify")}
        </a>
      ) : null}
    </footer>
  );
}
