/** The PostgreSQL server the tests use; CI and developer machines run one on 127.0.0.1:5432. */
const BASE = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function adminUrl(): string {
  return BASE;
}

export function databaseUrl(name: string): string {
  const url = new URL(BASE);
  url.pathname = `/${name}`;
  return url.toString();
}
