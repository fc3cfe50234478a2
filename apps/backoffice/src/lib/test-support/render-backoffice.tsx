import type { OperatorMe } from "@casino/contracts/operators";
import { operatorMeEndpoint } from "@casino/contracts/operators";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { BackofficeApp } from "../../app/backoffice-app";
import { createQueryClient } from "../../app/query-client";
import { backofficeRoutes } from "../../app/routes";
import { SCREENS } from "../../app/screens";
import { createApiClient } from "../api";
import type { BackofficeScreen } from "../screens";
import type { mockFetch } from "./mock-fetch";

export const operatorMe = (overrides: Partial<OperatorMe> = {}): OperatorMe => ({
  id: "0b6f8a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  email: "ann@casino.test",
  name: "Ann Admin",
  role: { id: "admin", name: "Admin" },
  permissions: ["staff:write"],
  idleTimeoutMinutes: 30,
  ...overrides,
});

/**
 * The whole back office at `path` (below `/backoffice`), in memory, on a mocked fetch. `me` answers
 * `/api/backoffice/me/`: an operator, or null for nobody signed in.
 */
export function renderBackoffice(
  api: ReturnType<typeof mockFetch>,
  {
    path = "/",
    me = null,
    screens = SCREENS,
  }: { path?: string; me?: OperatorMe | null; screens?: readonly BackofficeScreen[] } = {},
) {
  api.on(operatorMeEndpoint, { json: { operator: me } });
  const router = createMemoryRouter(backofficeRoutes(screens), { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <BackofficeApp router={router} queryClient={queryClient} api={createApiClient(api.fetch)} />,
  );
  return { ...view, router, queryClient };
}
