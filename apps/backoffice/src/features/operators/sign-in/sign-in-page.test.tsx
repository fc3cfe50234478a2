// @vitest-environment happy-dom
import {
  listOperatorsEndpoint,
  listRolesEndpoint,
  operatorEnrollEndpoint,
  operatorSignInEndpoint,
  operatorVerifyEndpoint,
} from "@casino/contracts/operators";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { failure, mockFetch } from "../../../lib/test-support/mock-fetch";
import { operatorMe, renderBackoffice } from "../../../lib/test-support/render-backoffice";

afterEach(cleanup);

const CHALLENGE = "c".repeat(32);
/** A QR code whose markup would run a script if it were ever put into the page as HTML. */
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>window.pwned=1</script><rect width="10" height="10"/></svg>';

function signedInScreens(api: ReturnType<typeof mockFetch>) {
  api.on(listOperatorsEndpoint, { json: { operators: [] } });
  api.on(listRolesEndpoint, {
    json: { roles: [{ id: "admin", name: "Admin", isBuiltIn: true, permissions: ["staff:write"] }] },
  });
}

function typeCredentials() {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ann@casino.test" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse battery" } });
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
}

describe("signing in to the back office", () => {
  it("sends a visitor to sign-in, and sends the credentials as a same-origin call the CSRF rule accepts", async () => {
    const api = mockFetch().on(operatorSignInEndpoint, failure(401, "INVALID_CREDENTIALS"));
    const { router } = renderBackoffice(api, { path: "/staff" });
    await screen.findByRole("heading", { name: "Sign in to the back office" });
    expect(router.state.location.pathname).toBe("/sign-in");
    typeCredentials();
    await screen.findByText("The e-mail or the password is not right.");
    const [call] = api.callsTo(operatorSignInEndpoint);
    expect(call?.headers["x-casino-client"]).toBe("web");
    expect(call?.credentials).toBe("same-origin");
    expect(call?.body).toEqual({ email: "ann@casino.test", password: "correct horse battery" });
  });

  it.each([
    ["ACCOUNT_LOCKED", 423, /locked after too many failed attempts/],
    ["RATE_LIMITED", 429, /Too many attempts from here/],
  ])("says plainly when the server answers %s", async (code, status, text) => {
    const api = mockFetch().on(operatorSignInEndpoint, failure(status, code));
    renderBackoffice(api, { path: "/sign-in" });
    await screen.findByRole("heading", { name: "Sign in to the back office" });
    typeCredentials();
    expect((await screen.findByRole("alert")).textContent).toMatch(text);
  });

  it("enrols an authenticator from the QR image, shows the recovery codes once, then opens the back office", async () => {
    const me = operatorMe();
    const api = mockFetch()
      .on(operatorSignInEndpoint, {
        json: {
          step: "enroll",
          challenge: CHALLENGE,
          otpauthUri: "otpauth://totp/x",
          secret: "JBSWY3DPEHPK3PXP",
          qrCodeSvg: QR_SVG,
        },
      })
      .on(operatorEnrollEndpoint, { json: { operator: me, recoveryCodes: ["abcde-12345", "fghij-67890"] } });
    signedInScreens(api);
    const { router } = renderBackoffice(api, { path: "/sign-in" });
    await screen.findByRole("heading", { name: "Sign in to the back office" });
    typeCredentials();

    const qr = (await screen.findByAltText(/QR code/)) as HTMLImageElement;
    expect(qr.src.startsWith("data:image/svg+xml")).toBe(true);
    // The server's markup is an image's source, never part of the document.
    expect(document.querySelector("svg script")).toBeNull();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("Set up two-step sign-in");

    fireEvent.change(screen.getByLabelText("6-digit code"), { target: { value: "12 34 56" } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    await screen.findByRole("heading", { name: "Save your recovery codes" });
    expect(api.callsTo(operatorEnrollEndpoint)[0]?.body).toEqual({ challenge: CHALLENGE, code: "123456" });
    expect(screen.getByText("abcde-12345")).toBeTruthy();

    const proceed = screen.getByRole("button", { name: "Continue to the back office" }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("I have saved my recovery codes"));
    expect(proceed.disabled).toBe(false);
    fireEvent.click(proceed);
    await screen.findByRole("heading", { name: "Staff", level: 1 });
    expect(router.state.location.pathname).toBe("/staff");
    expect(screen.getByText("Ann Admin")).toBeTruthy();
  });

  it("verifies with a recovery code instead of the app's code, and returns to the page asked for", async () => {
    const api = mockFetch()
      .on(operatorSignInEndpoint, { json: { step: "verify", challenge: CHALLENGE } })
      .on(operatorVerifyEndpoint, (call) =>
        (call.body as { code?: string }).code === "abcde-12345"
          ? { json: { operator: operatorMe() } }
          : failure(400, "TOTP_INVALID"),
      );
    signedInScreens(api);
    const { router } = renderBackoffice(api, { path: "/roles" });
    await screen.findByRole("heading", { name: "Sign in to the back office" });
    typeCredentials();
    await screen.findByRole("heading", { name: "Enter your code" });

    fireEvent.change(screen.getByLabelText("6-digit code"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText(/That code is not right/);

    fireEvent.click(screen.getByRole("button", { name: /Use a recovery code/ }));
    fireEvent.change(screen.getByLabelText("Recovery code"), { target: { value: " abcde-12345 " } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/roles"));
    expect(api.callsTo(operatorVerifyEndpoint)[1]?.body).toEqual({
      challenge: CHALLENGE,
      code: "abcde-12345",
    });
  });

  it("starts over when the second step took too long", async () => {
    const api = mockFetch()
      .on(operatorSignInEndpoint, { json: { step: "verify", challenge: CHALLENGE } })
      .on(operatorVerifyEndpoint, failure(400, "TOKEN_INVALID"));
    renderBackoffice(api, { path: "/sign-in" });
    await screen.findByRole("heading", { name: "Sign in to the back office" });
    typeCredentials();
    fireEvent.change(await screen.findByLabelText("6-digit code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByText(/took too long/);
    expect(screen.getByRole("heading", { name: "Sign in to the back office" })).toBeTruthy();
  });
});
