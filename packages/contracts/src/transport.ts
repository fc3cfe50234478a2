/** One HTTP exchange as the API client sees it; the browser sends it with fetch, SSR in-process. */
export interface TransportRequest {
  method: "GET" | "POST";
  /** Path with query string, e.g. `/api/rest/static-info/?isGuest=true`. */
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TransportResponse {
  status: number;
  /** Parsed JSON body, or null when the body was empty or not JSON. */
  json: unknown;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
