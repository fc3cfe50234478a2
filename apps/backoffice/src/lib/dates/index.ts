const UTC_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: "UTC",
});

/**
 * An ISO instant of the API as operators read it, in UTC: the money screens' filters and the dashboard's
 * days are UTC days, so their times are UTC too ("25 Nov 2026, 10:00:00 UTC").
 */
export const formatUtcInstant = (instant: string) => `${UTC_DATE_TIME.format(new Date(instant))} UTC`;
