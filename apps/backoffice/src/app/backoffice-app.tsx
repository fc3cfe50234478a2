import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { type createBrowserRouter, RouterProvider } from "react-router";
import { type ApiClient, ApiProvider } from "../lib/api";

/** The providers around the router: the API client and the query client. */
export function BackofficeApp({
  router,
  queryClient,
  api,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  api: ApiClient;
}) {
  // Says the app is mounted and handles input, as the player site's root does: tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <ApiProvider client={api}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>
  );
}
