import {
  type BackofficeBanner,
  type BackofficeHomeRow,
  BRANDS,
  type BrandId,
  type Locale,
} from "@casino/contracts";
import type { FastifyRequest } from "fastify";
import { bannerImageUrl, isMotif } from "../../platform/art";
import { AppError } from "../../platform/errors";
import { type ContentEditing, editContent } from "../../platform/read-cache";
import { auditActorOf, recordAudit } from "../audit-log";
import { collectionTitles } from "../games-catalogue";
import { getStaticInfo } from "../static-info";
import {
  type BannerFields,
  type BannerRow,
  type HomeRowRow,
  insertBanner,
  lockBanner,
  lockHomeRow,
  selectBanners,
  selectHomeRows,
  setBannerPosition,
  updateBanner,
  updateHomeRow,
} from "./home.backoffice.repo";
import { getHomePage, HOME_TOPIC, type HomeContext } from "./home.service";

export type HomeEditing = ContentEditing & HomeContext;

export function presentBackofficeBanner(row: BannerRow): BackofficeBanner {
  return {
    slug: row.slug,
    type: row.type,
    audience: row.audience,
    position: row.position,
    title: row.title,
    subtitle: row.subtitle,
    buttonText: row.buttonText,
    link: row.link,
    artTheme: { colors: row.artTheme.colors, motif: row.artTheme.motif },
    image: bannerImageUrl({ artKey: row.artKey, theme: row.artTheme }),
    isActive: row.isActive,
  };
}

export async function listBanners(ctx: HomeEditing, brandId: BrandId) {
  return { banners: (await selectBanners(ctx.db, brandId)).map(presentBackofficeBanner) };
}

type BannerInput = Omit<BannerFields, "artKey">;

function checkMotif(input: BannerInput) {
  if (!isMotif(input.artTheme.motif)) {
    throw new AppError("VALIDATION_FAILED", 400, "The request body is not valid.", [
      { path: "body.artTheme.motif", message: "Choose one of the art generator's motifs." },
    ]);
  }
}

/**
 * Seeded banners share art keys across brands (the art of a key is drawn from its first banner), so a
 * banner whose art an operator sets gets a key of its own.
 */
const ownArtKey = (brandId: BrandId, slug: string) => `${brandId.toLowerCase()}-${slug}`;

const noSuchBanner = () => new AppError("NOT_FOUND", 404, "There is no such banner.");

export function createBanner(
  ctx: HomeEditing,
  request: FastifyRequest,
  brandId: BrandId,
  body: BannerInput & { slug: string },
) {
  checkMotif(body);
  return editContent(ctx, HOME_TOPIC, async (tx, now) => {
    const row = await insertBanner(tx, { ...body, brandId, artKey: ownArtKey(brandId, body.slug) });
    if (!row) throw new AppError("CONFLICT", 409, "The brand already has a banner with that slug.");
    const after = presentBackofficeBanner(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "home_banner", targetId: `${brandId}:${row.slug}`, after },
      now,
    );
    return after;
  });
}

export function changeBanner(
  ctx: HomeEditing,
  request: FastifyRequest,
  brandId: BrandId,
  slug: string,
  body: BannerInput,
) {
  checkMotif(body);
  return editContent(ctx, HOME_TOPIC, async (tx, now) => {
    const before = await lockBanner(tx, brandId, slug);
    if (!before) throw noSuchBanner();
    const isSameArt = JSON.stringify(before.artTheme) === JSON.stringify(body.artTheme);
    const row = await updateBanner(tx, brandId, slug, {
      ...body,
      artKey: isSameArt ? before.artKey : ownArtKey(brandId, slug),
    });
    if (!row) throw noSuchBanner();
    const after = presentBackofficeBanner(row);
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "home_banner",
        targetId: `${brandId}:${slug}`,
        before: presentBackofficeBanner(before),
        after,
      },
      now,
    );
    return after;
  });
}

/** `order` must name every one of `current` once: anything else means the list changed meanwhile. */
function checkFullOrder(current: readonly string[], order: readonly string[], what: string) {
  const known = new Set(current);
  if (current.length !== order.length || !order.every((key) => known.has(key))) {
    throw new AppError("CONFLICT", 409, `The ${what} changed meanwhile: reload them and order every one.`);
  }
}

export async function reorderBanners(
  ctx: HomeEditing,
  request: FastifyRequest,
  brandId: BrandId,
  slugs: string[],
) {
  await editContent(ctx, HOME_TOPIC, async (tx, now) => {
    const rows = await selectBanners(tx, brandId, true);
    const before = rows.map((row) => row.slug);
    checkFullOrder(before, slugs, "banners");
    for (const [position, slug] of slugs.entries()) await setBannerPosition(tx, brandId, slug, position);
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "home_banners", targetId: brandId, before: { order: before }, after: { order: slugs } },
      now,
    );
  });
  return listBanners(ctx, brandId);
}

async function presentHomeRows(ctx: HomeEditing, rows: HomeRowRow[]): Promise<BackofficeHomeRow[]> {
  const titles = await collectionTitles(ctx, { slugs: rows.map((row) => row.collectionSlug) });
  return rows.map((row) => {
    const title = titles.get(row.collectionSlug);
    return {
      collectionSlug: row.collectionSlug,
      key: row.key,
      title: title ? { en: title.en ?? "", es: title.es ?? title.en ?? "" } : null,
      position: row.position,
      isActive: row.isActive,
    };
  });
}

export async function listHomeRows(ctx: HomeEditing, brandId: BrandId) {
  return { rows: await presentHomeRows(ctx, await selectHomeRows(ctx.db, brandId)) };
}

export async function changeHomeRow(
  ctx: HomeEditing,
  request: FastifyRequest,
  brandId: BrandId,
  slug: string,
  body: { isActive: boolean },
) {
  const row = await editContent(ctx, HOME_TOPIC, async (tx, now) => {
    const before = await lockHomeRow(tx, brandId, slug);
    if (!before) throw new AppError("NOT_FOUND", 404, "The brand's home page has no such row.");
    const after = await updateHomeRow(tx, brandId, slug, { isActive: body.isActive });
    if (!after) throw new AppError("NOT_FOUND", 404, "The brand's home page has no such row.");
    await recordAudit(
      tx,
      auditActorOf(request),
      {
        targetType: "home_row",
        targetId: `${brandId}:${slug}`,
        before: { isActive: before.isActive },
        after: { isActive: after.isActive },
      },
      now,
    );
    return after;
  });
  const [presented] = await presentHomeRows(ctx, [row]);
  if (!presented) throw new AppError("INTERNAL_ERROR", 500, "The row could not be shown.");
  return presented;
}

export async function reorderHomeRows(
  ctx: HomeEditing,
  request: FastifyRequest,
  brandId: BrandId,
  slugs: string[],
) {
  await editContent(ctx, HOME_TOPIC, async (tx, now) => {
    const before = (await selectHomeRows(tx, brandId, true)).map((row) => row.collectionSlug);
    checkFullOrder(before, slugs, "home rows");
    for (const [position, slug] of slugs.entries()) await updateHomeRow(tx, brandId, slug, { position });
    await recordAudit(
      tx,
      auditActorOf(request),
      { targetType: "home_rows", targetId: brandId, before: { order: before }, after: { order: slugs } },
      now,
    );
  });
  return listHomeRows(ctx, brandId);
}

/**
 * What the player site serves right now for a brand, locale and audience, through the very functions the
 * player API answers with (and their cache): edits are published at once, so this is the live site.
 */
export async function previewContent(
  ctx: HomeEditing,
  input: { brandId: BrandId; locale: Locale; audience: "guest" | "player" },
) {
  const { brandId, locale, audience } = input;
  const [home, staticInfo] = await Promise.all([
    getHomePage(ctx, { brand: BRANDS[brandId], locale, isPlayer: audience === "player" }),
    getStaticInfo(ctx, { brandId, locale }),
  ]);
  return { brandId, locale, audience, home, staticInfo };
}
