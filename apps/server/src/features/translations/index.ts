import type { Feature } from "../../platform/feature";
import { registerTranslationRoutes } from "./translations.routes";

export const translationsFeature: Feature = { name: "translations", register: registerTranslationRoutes };
