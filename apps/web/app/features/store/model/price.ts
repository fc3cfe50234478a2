/** A price in dollars as the store's answers carry it (2 decimals), for display: "$9.99". */
export const formatPrice = (dollars: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(dollars);
