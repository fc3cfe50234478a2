import {
  bodyVariants,
  type JsonSchema,
  RawJson,
  type SampleContext,
  sample,
  toJson,
  URL_VARIANTS,
} from "./fuzz-inputs";

/** One operation of the served OpenAPI document, as much of it as the fuzz test needs. */
export interface Operation {
  id: string;
  method: "GET" | "POST";
  path: string;
  security: "public" | "session" | "providerSignature" | "operatorToken" | "operatorSession";
  parameters: { name: string; in: "path" | "query"; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

export interface FuzzRequest {
  label: string;
  /** What the request changes: the URL (params, query), the body, or nothing (the valid sample). */
  part: "sample" | "url" | "body";
  /** Sends text the database cannot store in a declared field: anything but a 4xx is a finding. */
  isUnstorable: boolean;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type OpenApiDocument = { paths: Record<string, Record<string, Record<string, unknown>>> };

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const security = (operation.security as Record<string, unknown>[] | undefined)?.[0];
      const body = operation.requestBody as
        | { content: { "application/json"?: { schema: JsonSchema } } }
        | undefined;
      const parameters = (operation.parameters as Operation["parameters"] | undefined) ?? [];
      return {
        id: operation.operationId as string,
        method: method.toUpperCase() as Operation["method"],
        path,
        security: (security ? Object.keys(security)[0] : "public") as Operation["security"],
        // Header parameters are the seamless wallet's signature, which the signed pass sets itself.
        parameters: parameters.filter((parameter) => parameter.in === "path" || parameter.in === "query"),
        // A multipart upload has no JSON body to vary: it gets the JSON variants as a body of the wrong
        // type, which it must refuse with a 4xx like any other bad input.
        body: body?.content["application/json"]?.schema,
      };
    }),
  );
}

/** Body-wide variants, as raw JSON text so that a `__proto__` key is really sent as a key. */
function bodyShapeVariants(body: Record<string, unknown>): [string, string][] {
  const rest = toJson(body).slice(1);
  const tail = rest === "}" ? "}" : `,${rest}`;
  return [
    ["body: null", "null"],
    ["body: array", "[]"],
    ["body: string", '"x"'],
    ["body: number", "1"],
    ["body: empty object", "{}"],
    ["body: __proto__ key", `{"__proto__":{"polluted":"yes","isAffiliate":true}${tail}`],
    ["body: constructor key", `{"constructor":{"prototype":{"polluted":"yes"}}${tail}`],
    ["body: NUL key", toJson({ ...body, "\u0000": "\u0000" })],
    ["body: over the 1 MiB limit", toJson({ ...body, padding: "x".repeat(1_100_000) })],
    [
      "body: 1e400 everywhere",
      toJson(Object.fromEntries(Object.keys(body).map((key) => [key, new RawJson("1e400")]))),
    ],
  ];
}

/**
 * The operation's valid sample, then one request per hostile variant of each path and query value and of
 * each body field, every other value valid. Bodies are sampled afresh for each request (new email, new
 * transaction ids), so a variant never stops early at "already exists" instead of reaching the database.
 */
export function requestsFor(
  operation: Operation,
  context: SampleContext,
  headers: Record<string, string>,
): FuzzRequest[] {
  const values = Object.fromEntries(
    operation.parameters.map((parameter) => [
      parameter.name,
      encodeURIComponent(String(sample(parameter.schema, parameter.name, context))),
    ]),
  );
  const freshBody = () =>
    operation.body ? (sample(operation.body, "body", context) as Record<string, unknown>) : undefined;
  const urlWith = (overrides: Record<string, string>, extraQuery: string[] = []) => {
    const all = { ...values, ...overrides };
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => all[name] ?? "");
    const query = operation.parameters
      .filter((parameter) => parameter.in === "query")
      .map((parameter) => `${parameter.name}=${all[parameter.name]}`)
      .concat(extraQuery);
    return query.length ? `${path}?${query.join("&")}` : path;
  };
  const isPost = operation.method === "POST";
  const request = (
    part: FuzzRequest["part"],
    label: string,
    url: string,
    payload?: string,
    isUnstorable = false,
  ): FuzzRequest => ({
    label: `${operation.method} ${operation.path} ${label}`,
    part,
    isUnstorable,
    method: operation.method,
    url,
    headers: isPost ? { "content-type": "application/json", "x-casino-client": "web", ...headers } : headers,
    ...(isPost ? { payload: payload ?? toJson(freshBody() ?? {}) } : {}),
  });

  const requests: FuzzRequest[] = [request("sample", "valid sample", urlWith({}))];
  for (const parameter of operation.parameters) {
    const where = `${parameter.in} ${parameter.name}`;
    for (const variant of URL_VARIANTS) {
      requests.push(
        request(
          "url",
          `${where}: ${variant.label}`,
          urlWith({ [parameter.name]: String(variant.value) }),
          undefined,
          variant.isUnstorable,
        ),
      );
    }
    if (parameter.in === "query") {
      const repeated = { [parameter.name]: `${values[parameter.name]}&${parameter.name}=b` };
      requests.push(request("url", `${where}: repeated`, urlWith(repeated)));
      requests.push(request("url", `${where}: bracketed`, urlWith({}, [`${parameter.name}[a]=1`])));
    }
  }
  requests.push(request("url", "query: NUL key", urlWith({}, ["%00=%00"])));
  const prototypeQuery = ["__proto__[polluted]=1", "constructor[prototype][polluted]=1"];
  requests.push(request("url", "query: prototype keys", urlWith({}, prototypeQuery)));

  if (!isPost || !operation.body) return requests;
  for (const [field, schema] of Object.entries(operation.body.properties ?? {})) {
    for (const variant of bodyVariants(schema)) {
      const payload = toJson({ ...freshBody(), [field]: variant.value });
      const label = `body ${field}: ${variant.label}`;
      requests.push(request("body", label, urlWith({}), payload, variant.isUnstorable));
    }
  }
  for (const [label, payload] of bodyShapeVariants(freshBody() ?? {})) {
    requests.push(request("body", label, urlWith({}), payload));
  }
  return requests;
}
