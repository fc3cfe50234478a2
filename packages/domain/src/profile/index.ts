export {
  ageOn,
  type BirthdayVerdict,
  type CalendarDate,
  calendarDateAt,
  checkBirthday,
  daysInMonth,
  EARLIEST_US_UTC_OFFSET_MINUTES,
  MAXIMUM_AGE_YEARS,
  parseCalendarDate,
} from "./birthday";
export { type ProfileCompleteness, type ProfileValues, profileCompleteness } from "./completeness";
export { applyMask, isMaskComplete, unmask } from "./input-mask";
export { normalizeUsPhone } from "./phone";
export {
  applyProfileUpdate,
  type ProfileChanges,
  type ProfileProblem,
  type ProfileUpdateResult,
} from "./profile-update";
export {
  CROSS_BORDER_ZIPS,
  checkZipState,
  stateOfZipPrefix,
  statesOfZip,
  ZIP_PREFIX_RANGES,
  type ZipStateVerdict,
} from "./zip-state";
