import { z } from "zod";
import {
  BrandParamsSchema,
  ContentLinkSchema,
  ContentSlugSchema,
  LocalizedTextSchema,
  localizedInput,
} from "./content-fields";
import { defineEndpoint } from "./endpoint";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/** Spec §3 menu item / tap-bar item; field names are the spec's. */
export const MenuItemSchema = z.object({
  title: text(),
  url: text(),
  image: text().nullable(),
  image_active: text().nullable(),
  subsection_number: z.number().int(),
  is_granted_for_guest: z.boolean(),
  show_player_with_deposits: z.boolean(),
  show_player_without_deposits: z.boolean(),
  is_new: z.boolean(),
  animation_event: text().nullable(),
  /** Leaves the site (opens in a new tab). */
  is_external: z.boolean(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;

export const MenuSectionSchema = z.object({
  title: text().nullable(),
  items: z.array(MenuItemSchema),
});
export type MenuSection = z.infer<typeof MenuSectionSchema>;

export const FooterLinkSchema = z.object({
  title: text(),
  url: text(),
  column: text(),
});
export type FooterLink = z.infer<typeof FooterLinkSchema>;

export const SocialNetworkSchema = z.object({ id: text(), url: text(), icon: text() });
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

export const StaticInfoSchema = z.object({
  menu: z.array(MenuSectionSchema),
  tapBar: z.array(MenuItemSchema),
  footer: z.object({ menu: z.array(FooterLinkSchema) }),
  socialNetworks: z.array(SocialNetworkSchema),
  /** Four paragraphs about the brand; the footer adds a fifth naming the support email. */
  about: z.array(text()).length(4),
  supportEmail: z.email(),
  affiliateUrl: text().pipe(z.url()),
  trustpilot: z.object({ rating: z.number().min(0).max(5), url: text().pipe(z.url()) }),
});
export type StaticInfo = z.infer<typeof StaticInfoSchema>;

export const staticInfoEndpoint = defineEndpoint({
  id: "staticInfo",
  method: "GET",
  path: "/api/rest/static-info/",
  summary: "Menus, tap bar, footer links, social networks and about text of the brand, in the chosen locale.",
  tags: ["content"],
  query: z.object({
    versionApp: text().max(64).optional(),
    isGuest: z.enum(["true", "false"]).optional(),
  }),
  output: StaticInfoSchema,
});

// The back office's content module (issue #11): the brand's menus and tap bar, per locale.

export const MENU_PLACEMENTS = ["sidebar", "tap_bar"] as const;
export const MenuPlacementSchema = z.enum(MENU_PLACEMENTS);

/** A menu or tap-bar item as the operator edits it: every locale, and the spec's visibility flags. */
export const BackofficeMenuItemSchema = z.object({
  id: z.number().int(),
  placement: MenuPlacementSchema,
  slug: text(),
  /** The sidebar section it sits in (by position) and that section's title; tap-bar items have none. */
  sectionPosition: z.number().int(),
  sectionTitle: LocalizedTextSchema.nullable(),
  position: z.number().int(),
  title: LocalizedTextSchema,
  url: text(),
  image: text().nullable(),
  imageActive: text().nullable(),
  subsectionNumber: z.number().int(),
  isGrantedForGuest: z.boolean(),
  showPlayerWithDeposits: z.boolean(),
  showPlayerWithoutDeposits: z.boolean(),
  isNew: z.boolean(),
  animationEvent: text().nullable(),
  isExternal: z.boolean(),
  /** Shown to nobody: every visibility flag is off (how an item is taken off the menu). */
  isHidden: z.boolean(),
});
export type BackofficeMenuItem = z.infer<typeof BackofficeMenuItemSchema>;

const MenuItemFieldsSchema = z
  .object({
    title: localizedInput(60),
    url: ContentLinkSchema,
    image: ContentLinkSchema.nullable(),
    imageActive: ContentLinkSchema.nullable(),
    sectionPosition: z.number().int().min(0).max(99),
    sectionTitle: localizedInput(60).nullable(),
    subsectionNumber: z.number().int().min(0).max(99),
    isGrantedForGuest: z.boolean(),
    showPlayerWithDeposits: z.boolean(),
    showPlayerWithoutDeposits: z.boolean(),
    isNew: z.boolean(),
    animationEvent: text().trim().min(1).max(64).nullable(),
    isExternal: z.boolean(),
  })
  .strict();

/** A menu item's id: a PostgreSQL integer, so anything larger is a 400, not a failed query. */
const MenuItemParamsSchema = BrandParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const listMenuItemsEndpoint = defineBackofficeEndpoint({
  id: "listMenuItems",
  method: "GET",
  path: "/api/backoffice/content/{brandId}/menu-items/",
  summary: "The brand's sidebar menu and tap-bar items in every locale, hidden ones included, in order.",
  access: "content:read",
  params: BrandParamsSchema,
  output: z.object({ items: z.array(BackofficeMenuItemSchema) }),
});

export const createMenuItemEndpoint = defineBackofficeEndpoint({
  id: "createMenuItem",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/menu-items/",
  summary: "Adds an item at the end of the sidebar menu or the tap bar; its slug is unique per placement.",
  access: "content:write",
  params: BrandParamsSchema,
  body: MenuItemFieldsSchema.extend({ placement: MenuPlacementSchema, slug: ContentSlugSchema }).strict(),
  output: BackofficeMenuItemSchema,
  errors: ["CONFLICT"],
});

export const updateMenuItemEndpoint = defineBackofficeEndpoint({
  id: "updateMenuItem",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/menu-items/{id}/",
  summary:
    "Replaces an item's label (every locale), link, icons and flags. Turning every visibility flag off hides it: items are hidden rather than deleted, since the demo seed would bring a deleted one back.",
  access: "content:write",
  params: MenuItemParamsSchema,
  body: MenuItemFieldsSchema,
  output: BackofficeMenuItemSchema,
  errors: ["NOT_FOUND"],
});

export const reorderMenuItemsEndpoint = defineBackofficeEndpoint({
  id: "reorderMenuItems",
  method: "POST",
  path: "/api/backoffice/content/{brandId}/menu-items/reorder/",
  summary:
    "Puts a placement's items in this order: `ids` names every item of the placement once (the sidebar keeps its sections, ordered inside each).",
  access: "content:write",
  params: BrandParamsSchema,
  body: z
    .object({ placement: MenuPlacementSchema, ids: z.array(z.number().int().positive()).min(1).max(200) })
    .strict()
    .refine((body) => new Set(body.ids).size === body.ids.length, {
      message: "Name each item once.",
      path: ["ids"],
    }),
  output: z.object({ items: z.array(BackofficeMenuItemSchema) }),
  errors: ["CONFLICT"],
});
