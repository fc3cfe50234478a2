import { allows } from "@casino/contracts/operators";
import { Page } from "@casino/ui";
import { useState } from "react";
import { ContentScopePicker, contentStyles as styles, useContentScope } from "../../lib/content";
import { useOperator } from "../../lib/session";
import { type Status, StatusMessage } from "../../lib/status";
import { BannersSection } from "./banners-section";
import { HomeRowsSection } from "./home-rows-section";
import { PreviewSection } from "./preview-section";

/** The brand's home page: banners, collection rows, and a preview of what the site serves. */
export function HomeContentPage() {
  const me = useOperator().data;
  const canWrite = me ? allows(me.permissions, "content:write") : false;
  const { brandId, locale } = useContentScope();
  const [status, setStatus] = useState<Status>(null);
  return (
    <Page title="Home page">
      <div className={styles.stack}>
        <ContentScopePicker />
        <StatusMessage status={status} />
        <BannersSection brandId={brandId} locale={locale} canWrite={canWrite} onStatus={setStatus} />
        <HomeRowsSection brandId={brandId} locale={locale} canWrite={canWrite} onStatus={setStatus} />
        <PreviewSection brandId={brandId} locale={locale} />
      </div>
    </Page>
  );
}
