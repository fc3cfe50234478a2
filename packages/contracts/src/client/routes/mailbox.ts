import type * as endpoints from "../../mailbox";
import { route } from "../route";

export const mailboxRoute = /* @__PURE__ */ route<typeof endpoints.mailboxEndpoint>(
  "devMailbox",
  "GET",
  "/rest/dev/mailbox/",
);
