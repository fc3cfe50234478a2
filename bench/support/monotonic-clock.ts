/**
 * Whole microseconds on the machine's monotonic clock (Linux CLOCK_MONOTONIC, what `process.hrtime` reads),
 * which every process on the machine shares: a time stamped by the server and read by a client process
 * gives the delivery latency without a wall clock that may step.
 */
export function monotonicMicros(): number {
  const [seconds, nanoseconds] = process.hrtime();
  return seconds * 1_000_000 + Math.floor(nanoseconds / 1000);
}
