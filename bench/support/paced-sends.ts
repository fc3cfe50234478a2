import { monotonicMicros } from "./monotonic-clock";

/**
 * Calls `send(n, dueUs)` for n = 0 … rate × seconds − 1, each as soon as it is due at `rate` per second
 * (open loop, like wrk2), with the time it was due on the monotonic clock. It runs on the caller's event
 * loop, the server's: when the server falls behind, messages go out late, and because each carries the
 * time it was due rather than the time it went out, that wait counts in its latency.
 */
export function pacedSends(
  rate: number,
  seconds: number,
  send: (n: number, dueUs: number) => void,
): Promise<{ sent: number }> {
  const total = Math.max(1, Math.round(rate * seconds));
  const intervalUs = 1_000_000 / rate;
  const startUs = monotonicMicros();
  let sent = 0;
  return new Promise((resolve, reject) => {
    const tick = () => {
      try {
        const due = Math.min(total, Math.floor((monotonicMicros() - startUs) / intervalUs) + 1);
        for (; sent < due; sent++) send(sent, Math.round(startUs + sent * intervalUs));
      } catch (error) {
        reject(error);
        return;
      }
      if (sent >= total) resolve({ sent });
      // Node's shortest timer: about a millisecond, so the sends go out in small bursts.
      else setTimeout(tick, 1);
    };
    tick();
  });
}
