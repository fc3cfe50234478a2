import { createContext, type ReactNode, useContext } from "react";
import { type ApiClient, createApiClient } from "./api-client";

const ApiContext = createContext<ApiClient>(createApiClient());

/** Gives the screens an API client; tests pass one on a mocked fetch. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export const useApi = () => useContext(ApiContext);
