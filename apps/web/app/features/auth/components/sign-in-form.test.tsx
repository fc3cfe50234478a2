// @vitest-environment happy-dom
import { appInitEndpoint, signInEndpoint } from "@casino/contracts";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playerAppInit } from "../../../lib/test-support/app-init-fixtures";
import { mockApi } from "../../../lib/test-support/mock-api";
import { renderApp } from "../../../lib/test-support/render-app";
import { SignInForm } from "./sign-in-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const dictionary = {
  "auth.field.email": "Email",
  "auth.field.password": "Password",
  "auth.signIn.submit": "Sign in",
  "forms.error.required": "This field is required.",
  "forms.error.email": "Enter a valid email address.",
  "errors.invalidCredentials": "The email or password is not right.",
  "errors.rateLimitedRetry": "Too many attempts. Please try again in {{wait}}.",
};

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("sign-in form", () => {
  it("checks the fields with the contract before asking the server", async () => {
    const api = mockApi().install();
    renderApp(<SignInForm />, { url: "/signin/", dictionary });
    const submit = await screen.findByRole("button", { name: "Sign in" });
    await waitFor(() => expect(submit.hasAttribute("disabled")).toBe(false));
    fireEvent.click(submit);
    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText("This field is required.")).toHaveLength(2);
    expect(document.activeElement).toBe(email);
    expect(api.calls).toEqual([]);
  });

  it("turns a refusal into a friendly message, and a rate limit into how long to wait", async () => {
    let answer: "wrong" | "limited" = "wrong";
    const api = mockApi()
      .on(signInEndpoint, () =>
        answer === "wrong"
          ? { status: 401, code: "INVALID_CREDENTIALS" }
          : { status: 429, code: "RATE_LIMITED", retryAfterSeconds: 42 },
      )
      .install();
    renderApp(<SignInForm />, { url: "/signin/", dictionary });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false),
    );
    fillAndSubmit("Ann@Example.com ", "secret-1");
    expect(await screen.findByText("The email or password is not right.")).toBeTruthy();
    // The contract normalises the address before it is sent.
    expect(api.bodiesOf(signInEndpoint)).toEqual([{ email: "ann@example.com", password: "secret-1" }]);

    answer = "limited";
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Too many attempts. Please try again in 42 seconds.")).toBeTruthy();
  });

  it("loads app init as the player and goes home, or to the lobby on brands with one", async () => {
    for (const brandId of ["funrize", "nlc"] as const) {
      mockApi()
        .on(signInEndpoint, () => ({ success: true, isSignedIn: true, registrationComplete: true }))
        .on(appInitEndpoint, () => playerAppInit(brandId))
        .install();
      const { queryClient } = renderApp(<SignInForm />, {
        url: "/signin/?utm_source=mail",
        brandId,
        dictionary,
        paths: ["/", "/lobby/"],
      });
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Sign in" }).hasAttribute("disabled")).toBe(false),
      );
      fillAndSubmit("ann@example.com", "secret-1");
      await waitFor(() =>
        expect(screen.getByTestId("location").textContent).toBe(brandId === "nlc" ? "/lobby/" : "/"),
      );
      expect(queryClient.getQueryData<{ isGuest: boolean }>(["app-init"])?.isGuest).toBe(false);
      cleanup();
    }
  });
});
