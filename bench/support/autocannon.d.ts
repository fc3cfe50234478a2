// autocannon ships no types and @types/autocannon would be one more dependency for a few fields:
// this declares only what the benchmarks use.
declare module "autocannon" {
  interface Options {
    url: string;
    method?: "GET" | "POST";
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
    /** With `workers`, `setupRequest` is the absolute path of a CommonJS file exporting the function. */
    requests?: { setupRequest?: string }[];
  }
  interface Result {
    /** Seconds the run actually lasted. */
    duration: number;
    requests: { average: number; total: number };
    latency: { average: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
