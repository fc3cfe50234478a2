import type { BackofficeScreen } from "../../lib/screens";
import { OrderPage } from "./order-page";
import { OrdersPage } from "./orders-page";

/** The payments screens (module cash), which the app adds to its navigation and router. */
export const paymentsScreens: readonly BackofficeScreen[] = [
  { path: "cash/orders", label: "Orders", module: "cash", Component: OrdersPage },
  { path: "cash/orders/:id", label: "Order", module: "cash", Component: OrderPage, isDetail: true },
];
