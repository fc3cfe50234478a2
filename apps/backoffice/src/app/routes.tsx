import type { RouteObject } from "react-router";
import { SignInPage } from "../features/operators";
import type { BackofficeScreen } from "../lib/screens";
import { HomeRedirect } from "../shell/home-redirect";
import { NotFoundPage } from "../shell/not-found-page";
import { RequireOperator } from "../shell/require-operator";
import { RouteError } from "../shell/route-error";
import { ScreenRoute } from "../shell/screen-route";
import { ShellLayout } from "../shell/shell-layout";

/** The back office's routes (under the `/backoffice` basename): sign-in, then the shell and its screens. */
export function backofficeRoutes(screens: readonly BackofficeScreen[]): RouteObject[] {
  return [
    {
      path: "/",
      errorElement: <RouteError />,
      children: [
        { path: "sign-in", element: <SignInPage /> },
        {
          element: (
            <RequireOperator>
              <ShellLayout screens={screens} />
            </RequireOperator>
          ),
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomeRedirect screens={screens} /> },
            ...screens.map((screen) => ({ path: screen.path, element: <ScreenRoute screen={screen} /> })),
            { path: "*", element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export const BASENAME = "/backoffice";
