// autocannon ships no types and @types/autocannon would be one more dependency for three fields:
// this declares only what the benchmarks read.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    headers?: Record<string, string>;
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
