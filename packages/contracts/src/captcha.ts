import { z } from "zod";

export const CaptchaSettingsSchema = z.object({
  isEnabled: z.boolean(),
  key: z.string().nullable(),
  url: z.string().nullable(),
});
export type CaptchaSettings = z.infer<typeof CaptchaSettingsSchema>;
