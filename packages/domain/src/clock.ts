/** The one source of "now" (ARCHITECTURE D18): domain code takes it as a parameter, tests fix it. */
export interface Clock {
  now(): Date;
}
