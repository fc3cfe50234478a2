import type * as endpoints from "../../payments";
import { route } from "../route";

export const paymentMethodsRoute = /* @__PURE__ */ route<typeof endpoints.paymentMethodsEndpoint>(
  "paymentMethods",
  "GET",
  "/rest/cash/payment-methods/",
);
export const createOrderRoute = /* @__PURE__ */ route<typeof endpoints.createOrderEndpoint>(
  "createOrder",
  "POST",
  "/rest/cash/orders/",
);
export const orderRoute = /* @__PURE__ */ route<typeof endpoints.orderEndpoint>(
  "order",
  "GET",
  "/rest/cash/orders/{id}/",
);
export const refreshOrderStatusRoute = /* @__PURE__ */ route<typeof endpoints.refreshOrderStatusEndpoint>(
  "refreshOrderStatus",
  "POST",
  "/rest/cash/orders/{id}/refresh-status/",
);
export const listOrdersRoute = /* @__PURE__ */ route<typeof endpoints.listOrdersEndpoint>(
  "listOrders",
  "GET",
  "/rest/cash/orders/",
);
