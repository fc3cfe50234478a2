import { z } from "zod";
import { text } from "./text";

export const CaptchaSettingsSchema = z.object({
  isEnabled: z.boolean(),
  key: text().nullable(),
  url: text().nullable(),
});
export type CaptchaSettings = z.infer<typeof CaptchaSettingsSchema>;
