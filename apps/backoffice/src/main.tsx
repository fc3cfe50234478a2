import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { BackofficeApp } from "./app/backoffice-app";
import { BACKOFFICE_MARKER } from "./app/marker";
import { createQueryClient } from "./app/query-client";
import { BASENAME, backofficeRoutes } from "./app/routes";
import { SCREENS } from "./app/screens";
import { createApiClient } from "./lib/api";
import "./app/theme.css";

document.documentElement.dataset.app = BACKOFFICE_MARKER;
const router = createBrowserRouter(backofficeRoutes(SCREENS), { basename: BASENAME });
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <BackofficeApp router={router} queryClient={createQueryClient()} api={createApiClient()} />
  </StrictMode>,
);
