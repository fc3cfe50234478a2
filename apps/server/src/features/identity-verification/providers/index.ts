import type { Env } from "../../../platform/env";
import type { IdentityProvider } from "./identity-provider";
import { createSandboxProvider, SANDBOX_PROVIDER, type SandboxProviderOptions } from "./sandbox-provider";

export type { IdentityProvider, IdentitySubject, ProviderReport, ProviderSession } from "./identity-provider";
export { SANDBOX_PROVIDER } from "./sandbox-provider";

/** What the profile says of the provider KYC_PROVIDER names (its name, whether a test one); null when off. */
export function providerInfoOf(
  setting: Env["KYC_PROVIDER"],
): Pick<IdentityProvider, "name" | "isTest"> | null {
  return setting === "sandbox" ? { name: SANDBOX_PROVIDER, isTest: true } : null;
}

/** The provider KYC_PROVIDER names; null when identity checks are off. */
export function createIdentityProvider(
  setting: Env["KYC_PROVIDER"],
  sandbox: SandboxProviderOptions,
): IdentityProvider | null {
  return setting === "sandbox" ? createSandboxProvider(sandbox) : null;
}
