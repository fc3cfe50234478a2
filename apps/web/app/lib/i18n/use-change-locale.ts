import type { Locale } from "@casino/contracts";
import { LOCALE_COOKIE } from "@casino/contracts/client";
import { useCallback } from "react";
import { useRevalidator } from "react-router";

/** Stores the chosen locale in the `locale` cookie (365 days, path /, SameSite lax) and reloads the texts. */
export function useChangeLocale(): (locale: Locale) => Promise<void> {
  const revalidator = useRevalidator();
  return useCallback(
    async (locale: Locale) => {
      // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; Cookie Store API is not in every browser.
      document.cookie = `${LOCALE_COOKIE.name}=${locale}; Max-Age=${LOCALE_COOKIE.maxAgeSeconds}; Path=${LOCALE_COOKIE.path}; SameSite=Lax`;
      await revalidator.revalidate();
    },
    [revalidator],
  );
}
