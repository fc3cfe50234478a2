import validator from "validator";

/**
 * The form of an address that decides whether two sign-ups are one person: lower-cased, and at the
 * providers known to ignore them, without `+tag` sub-addresses (and, at Gmail, dots), so `a.b+1@gmail.com`
 * and `ab@gmail.com` are one account and one rate-limit key. The address itself is kept as typed for
 * sending mail.
 */
export function canonicalEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  return (
    validator.normalizeEmail(trimmed, {
      all_lowercase: true,
      gmail_remove_dots: true,
      gmail_remove_subaddress: true,
      gmail_convert_googlemaildotcom: true,
      outlookdotcom_remove_subaddress: true,
      yahoo_remove_subaddress: true,
      icloud_remove_subaddress: true,
      yandex_convert_yandexru: true,
    }) || trimmed
  );
}
