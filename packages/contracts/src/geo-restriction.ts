import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { defineBackofficeEndpoint } from "./operators";
import { text } from "./text";

/**
 * Geo-blocking (issue #13, spec §4 "Geo check", §7, §8): the IP check first, then the browser's location;
 * any failure is reported to the block endpoint and the visitor is sent to `/geoblock/`.
 */

/** `US-NJ` (ISO 3166-2 for US states) or `GB` (ISO 3166-1 alpha-2 for a country). */
export const JurisdictionCodeSchema = text().regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/, "Not a jurisdiction code.");

/** Why a visitor was sent to `/geoblock/` (spec §8, one per failure the client can meet). */
export const GEO_BLOCK_REASONS = [
  "blocked_region",
  "api_error",
  "permission_denied",
  "position_unavailable",
  "timeout",
  "not_supported",
] as const;
export const GeoBlockReasonSchema = z.enum(GEO_BLOCK_REASONS);
export type GeoBlockReason = z.infer<typeof GeoBlockReasonSchema>;

/** The browser's geolocation permission as the Permissions API reports it (spec §4). */
export const GeolocationPermissionSchema = z.enum(["granted", "prompt", "denied"]);
export type GeolocationPermission = z.infer<typeof GeolocationPermissionSchema>;

/** What the server found about a visitor's place. */
export const GeoVerdictSchema = z.object({
  /** False: the visitor may not use the site from here; the client reports it and goes to `/geoblock/`. */
  access: z.boolean(),
  /** Where the check placed the visitor; null when unknown (a private address, a point at sea). */
  jurisdiction: JurisdictionCodeSchema.nullable(),
  /** The jurisdiction's name as the geoblock page shows it. */
  jurisdictionName: text().nullable(),
  /** Why access is refused; null when allowed. */
  reason: GeoBlockReasonSchema.nullable(),
});
export type GeoVerdict = z.infer<typeof GeoVerdictSchema>;

export const RestrictionInfoSchema = z.object({
  /** Whether the client must also check the browser's location after the IP check (signed-in players). */
  isGeolocationRequired: z.boolean(),
  /**
   * Jurisdictions where the site may not be used at all (sign-up refused there), with their names, for
   * the geoblock page's list; rules change by date, so this is as of today.
   */
  blockedJurisdictions: z.array(z.object({ code: JurisdictionCodeSchema, name: text() })),
  /** Changes whenever the visitor's restrictions change (the games list is keyed by it). */
  playerRestrictionIdsHash: text(),
});
export type RestrictionInfo = z.infer<typeof RestrictionInfoSchema>;

export const restrictionInfoEndpoint = defineEndpoint({
  id: "restrictionInfo",
  method: "GET",
  path: "/rest/restriction/info/",
  summary:
    "The visitor's geo restrictions: whether the browser's location must be checked, the jurisdictions where the site is closed, and the restriction hash.",
  tags: ["geo-restriction"],
  output: z.object({ success: z.literal(true), data: RestrictionInfoSchema }),
});

export const restrictionIpCheckEndpoint = defineEndpoint({
  id: "restrictionIpCheck",
  method: "GET",
  path: "/rest/restriction/player/ip/check/",
  summary:
    "Locates the request's IP address in the database shipped with the server (no network) and says whether the site may be used from there (`data.access`). Operators' allow-listed addresses always pass.",
  tags: ["geo-restriction"],
  output: z.object({ success: z.literal(true), data: GeoVerdictSchema }),
});

export const restrictionGeoCheckEndpoint = defineEndpoint({
  id: "restrictionGeoCheck",
  // POST, not the spec's GET: a signed-in player's location is recorded for the purchase, play and
  // redemption checks (ARCHITECTURE D6).
  method: "POST",
  path: "/rest/restriction/player/geo/check/",
  summary:
    "Places the browser's position in a jurisdiction by point in polygon on boundary data shipped with the server and says whether the site may be used there; for a signed-in player the place is recorded.",
  tags: ["geo-restriction"],
  body: z
    .object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .strict(),
  output: z.object({ success: z.literal(true), data: GeoVerdictSchema }),
});

export const restrictionBlockEndpoint = defineEndpoint({
  id: "restrictionBlock",
  method: "POST",
  path: "/rest/restriction/player/block/",
  summary:
    "Reports that the client sent the visitor to /geoblock/ and why (spec §8): kept for operators with the address, the player if signed in and the client's details.",
  tags: ["geo-restriction"],
  body: z
    .object({
      /** The client apps that met the block (`web`). */
      apps: z.array(text().max(40)).max(10),
      meta: z
        .object({
          reason: GeoBlockReasonSchema,
          permission: GeolocationPermissionSchema.optional(),
          /** The browser's error message, if any. */
          message: text().max(300).optional(),
          path: text().max(500).optional(),
        })
        .strict(),
    })
    .strict(),
  output: z.object({ success: z.literal(true) }),
});

// ---- Back office (compliance module) ----

/** An address or range operators let through the geo check (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/48`). */
export const AllowedIpSchema = z.object({
  id: text(),
  cidr: text(),
  note: text(),
  createdBy: text(),
  /** ISO 8601. */
  createdAt: text(),
});
export type AllowedIp = z.infer<typeof AllowedIpSchema>;

export const AllowedIpDraftSchema = z
  .object({
    /** An IPv4 or IPv6 address, or a CIDR range of either; stored in its normal form. */
    cidr: text().trim().min(2).max(64),
    note: text().trim().min(1).max(200),
  })
  .strict();
export type AllowedIpDraft = z.infer<typeof AllowedIpDraftSchema>;

export const listAllowedIpsEndpoint = defineBackofficeEndpoint({
  id: "listAllowedIps",
  method: "GET",
  path: "/api/backoffice/compliance/geo/allowed-ips/",
  summary:
    "The addresses and ranges that pass the geo check whatever their location (test devices, an office).",
  access: "compliance:read",
  output: z.object({ allowedIps: z.array(AllowedIpSchema) }),
});

export const addAllowedIpEndpoint = defineBackofficeEndpoint({
  id: "addAllowedIp",
  method: "POST",
  path: "/api/backoffice/compliance/geo/allowed-ips/",
  summary:
    "Lets an address or CIDR range through the geo check (VALIDATION_FAILED when it is neither; CONFLICT when it is listed already). Audited.",
  access: "compliance:write",
  body: AllowedIpDraftSchema,
  output: AllowedIpSchema,
  errors: ["CONFLICT"],
});

export const removeAllowedIpEndpoint = defineBackofficeEndpoint({
  id: "removeAllowedIp",
  method: "POST",
  path: "/api/backoffice/compliance/geo/allowed-ips/{id}/delete/",
  summary: "Takes an address or range off the allow-list: the geo check applies to it again. Audited.",
  access: "compliance:write",
  params: z.object({ id: text().uuid() }),
  output: z.object({ success: z.literal(true) }),
  errors: ["NOT_FOUND"],
});

export const GeoBlockReportSchema = z.object({
  id: text(),
  playerId: text().nullable(),
  ip: text(),
  reason: GeoBlockReasonSchema,
  /** Where the server placed the address when the report came in; null when unknown. */
  jurisdiction: JurisdictionCodeSchema.nullable(),
  apps: z.array(text()),
  permission: GeolocationPermissionSchema.nullable(),
  message: text().nullable(),
  path: text().nullable(),
  /** ISO 8601. */
  createdAt: text(),
});
export type GeoBlockReport = z.infer<typeof GeoBlockReportSchema>;

export const GEO_BLOCK_REPORTS_PAGE_MAX = 200;

export const listGeoBlockReportsEndpoint = defineBackofficeEndpoint({
  id: "listGeoBlockReports",
  method: "GET",
  path: "/api/backoffice/compliance/geo/block-reports/",
  summary: "The most recent reports of visitors sent to /geoblock/, newest first, optionally of one reason.",
  access: "compliance:read",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(GEO_BLOCK_REPORTS_PAGE_MAX).default(50),
    reason: GeoBlockReasonSchema.optional(),
  }),
  output: z.object({ reports: z.array(GeoBlockReportSchema) }),
});
