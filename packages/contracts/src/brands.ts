import { z } from "zod";
import { BRAND_IDS } from "./client/brands";

export * from "./client/brands";

export const BrandIdSchema = z.enum(BRAND_IDS);

export const BrandFlagsSchema = z.object({
  hasAuthPage: z.boolean(),
  hasPageLobby: z.boolean(),
  hasBingoStore: z.boolean(),
  hasRegCompletePage: z.boolean(),
  hasCustomSupportChat: z.boolean(),
  hasQuestOptimisation: z.boolean(),
});
export type BrandFlags = z.infer<typeof BrandFlagsSchema>;
