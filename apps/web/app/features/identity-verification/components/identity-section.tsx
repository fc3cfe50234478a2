import { buttonClassName, cardClassNames, Section } from "@casino/ui";
import { useQuery } from "@tanstack/react-query";
import { browserApi } from "../../../lib/api";
import { useTranslation } from "../../../lib/i18n";
import { useIsGuest } from "../../../lib/session";
import { identityVerificationQuery } from "../identity-verification-query";
import { StatusLine } from "./status-line";
import { VERIFY_HASH } from "./verify-hash-listener";

/** The account page's identity block: the status, live, and the way into the verification widget (`#verify`). */
export function IdentitySection() {
  const { t } = useTranslation();
  const isGuest = useIsGuest();
  const { data } = useQuery({ ...identityVerificationQuery(browserApi), enabled: !isGuest });
  return (
    <Section
      id="identity"
      title={t("identity.sectionTitle")}
      className={cardClassNames.card}
      titleClassName={cardClassNames.title}
    >
      {data ? <StatusLine verification={data.verification} /> : null}
      {data?.verification.status === "verified" ? null : (
        <a href={VERIFY_HASH} className={buttonClassName({ variant: "secondary" })}>
          {t("identity.verifyLink")}
        </a>
      )}
    </Section>
  );
}
