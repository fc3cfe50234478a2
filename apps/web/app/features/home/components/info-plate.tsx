import type { HomePage } from "@casino/contracts";
import { useTranslation } from "../../../lib/i18n";
import { isLinkAvailable } from "../../../lib/site-pages";
import styles from "./home.module.css";
import { HomeLink } from "./home-link";

/** The info plate of the home payload: one line of news, with a link when there is more to read. */
export function InfoPlate({
  plate,
  gameHref,
}: {
  plate: NonNullable<HomePage["infoPlate"]>;
  gameHref: (gameId: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <p className={styles.infoPlate}>
      <span>{plate.text}</span>
      {plate.link && isLinkAvailable(plate.link) ? (
        <HomeLink link={plate.link} gameHref={gameHref} className={styles.infoLink}>
          {t("home.infoPlate.more")}
        </HomeLink>
      ) : null}
    </p>
  );
}
