import { z } from "zod";
import { LOCALES } from "./client/locales";

export * from "./client/locales";

export const LocaleSchema = z.enum(LOCALES);
