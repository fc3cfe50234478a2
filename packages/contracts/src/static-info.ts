import { z } from "zod";
import { defineEndpoint } from "./endpoint";
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
