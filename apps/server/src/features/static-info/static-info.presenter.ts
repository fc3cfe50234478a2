import type { Locale, MenuItem, MenuSection, StaticInfo } from "@casino/contracts";
import type { StaticInfoRows } from "./static-info.repo";

type MenuRow = StaticInfoRows["menuItems"][number];

function presentMenuItem(row: MenuRow, locale: Locale): MenuItem {
  return {
    title: row.title[locale],
    url: row.url,
    image: row.image,
    image_active: row.imageActive,
    subsection_number: row.subsectionNumber,
    is_granted_for_guest: row.isGrantedForGuest,
    show_player_with_deposits: row.showPlayerWithDeposits,
    show_player_without_deposits: row.showPlayerWithoutDeposits,
    is_new: row.isNew,
    animation_event: row.animationEvent,
    is_external: row.isExternal,
  };
}

function groupSections(rows: MenuRow[], locale: Locale): MenuSection[] {
  const sections = new Map<number, MenuSection>();
  for (const row of rows) {
    const section = sections.get(row.sectionPosition) ?? {
      title: row.sectionTitle?.[locale] ?? null,
      items: [],
    };
    section.items.push(presentMenuItem(row, locale));
    sections.set(row.sectionPosition, section);
  }
  return [...sections.values()];
}

export function presentStaticInfo(
  rows: StaticInfoRows & { content: NonNullable<StaticInfoRows["content"]> },
  locale: Locale,
): StaticInfo {
  const { content } = rows;
  return {
    menu: groupSections(
      rows.menuItems.filter((row) => row.placement === "sidebar"),
      locale,
    ),
    tapBar: rows.menuItems
      .filter((row) => row.placement === "tap_bar")
      .map((row) => presentMenuItem(row, locale)),
    footer: {
      menu: rows.footerLinks.map((link) => ({
        title: link.title[locale],
        url: link.url,
        column: link.column,
      })),
    },
    socialNetworks: rows.socialNetworks.map(({ id, url, icon }) => ({ id, url, icon })),
    about: content.about[locale],
    supportEmail: content.supportEmail,
    affiliateUrl: content.affiliateUrl,
    trustpilot: { rating: content.trustpilotRatingTenths / 10, url: content.trustpilotUrl },
  };
}
