import type { BrandId } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { selectSupportEmail } from "./support-email.repo";

/** Where a brand's players write for help, for the footer of every e-mail; a placeholder address without content. */
export async function supportEmailOf(executor: Executor, input: { brandId: BrandId }): Promise<string> {
  return (await selectSupportEmail(executor, input.brandId)) ?? `support@${input.brandId}.example`;
}
