import type { BackofficeLegalPage, BrandId, Locale } from "@casino/contracts";
import type { LegalSection } from "@casino/db";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import {
  type LegalPageRow,
  selectLegalPage,
  selectLegalPages,
  updateLegalPage,
} from "./legal-pages.backoffice.repo";
import { LEGAL_PAGES_TOPIC } from "./legal-pages.service";

type PageKey = { brandId: BrandId; name: string; locale: Locale };

const summary = (row: LegalPageRow) => ({
  name: row.name,
  locale: row.locale as Locale,
  title: row.title,
  effectiveOn: row.effectiveOn,
  updatedAt: row.updatedAt.toISOString(),
});

const present = (row: LegalPageRow): BackofficeLegalPage => ({ ...summary(row), sections: row.sections });

const noSuchPage = (key: PageKey) =>
  new AppError("NOT_FOUND", 404, `The brand has no ${key.name} page in ${key.locale}.`);

export async function listLegalPages(ctx: ContentEditing, brandId: BrandId) {
  return { pages: (await selectLegalPages(ctx.db, brandId)).map(summary) };
}

export async function legalPageToEdit(ctx: ContentEditing, key: PageKey) {
  const row = await selectLegalPage(ctx.db, key);
  if (!row) throw noSuchPage(key);
  return present(row);
}

/**
 * A new text of one page in one locale. It is plain text (the contract refuses tags): the player site
 * renders headings and paragraphs as text nodes, so nothing typed here can run as script there.
 */
export function changeLegalPage(
  ctx: ContentEditing,
  request: FastifyRequest,
  key: PageKey,
  body: { title: string; effectiveOn: string; sections: LegalSection[] },
) {
  return editContent(ctx, LEGAL_PAGES_TOPIC, async (tx, now) => {
    const before = await selectLegalPage(tx, key, true);
    if (!before) throw noSuchPage(key);
    const row = await updateLegalPage(tx, key, { ...body, updatedAt: now });
    if (!row) throw noSuchPage(key);
    const after = present(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "legal_page",
        targetId: `${key.brandId}:${key.name}:${key.locale}`,
        before: present(before),
        after,
      },
      now,
    );
    return after;
  });
}
