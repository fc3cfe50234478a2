export {
  isoWeekdayUtc,
  isPresetUnlocked,
  type PresetFacts,
  type PresetGates,
  type PresetRules,
  type PresetUnlocks,
  presetAvailability,
  utcDayStart,
} from "./availability";
export { bundleOfferReasons, currentBundleOffer } from "./bundle";
export {
  decideFlip,
  drawWeightedOffer,
  FLIP_OFFER_LIFETIME_MS,
  type FlipDecision,
  type FlipHistory,
  type WeightedOffer,
} from "./flip";
