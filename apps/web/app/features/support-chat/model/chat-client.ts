import {
  type Route,
  type RouteInput,
  type RouteOutput,
  supportChatAuthRoute,
} from "@casino/contracts/client";
import type { QueryClient } from "@tanstack/react-query";
import { type ApiClient, ApiError } from "../../../lib/api";
import { SUPPORT_CHAT_KEYS } from "./support-chat-cache";

/** What `/api/chat/auth/` wants to hear (spec §4): app init's login and email, and the brand's app name. */
export interface ChatIdentity {
  login: string;
  email: string;
  appName: string;
}

interface ChatToken {
  token: string;
  /** Unix seconds. */
  expires: number;
}

/** A token this close to its end is renewed before use rather than sent to be refused. */
const RENEW_BEFORE_MS = 60_000;

const isTokenRefusal = (error: unknown) =>
  error instanceof ApiError && (error.code === "CHAT_TOKEN_EXPIRED" || error.code === "CHAT_TOKEN_INVALID");

/**
 * Calls a chat endpoint with the chat token (decision 038): the token is asked for once and kept in the
 * query cache until shortly before it expires; a call the server refuses for its token (it expired while
 * the tab slept, or the server's key changed) gets a new token and is tried once more.
 */
export function createChatClient(api: ApiClient, queryClient: QueryClient, identity: ChatIdentity) {
  const fetchToken = () =>
    queryClient.fetchQuery({
      queryKey: SUPPORT_CHAT_KEYS.token,
      queryFn: (): Promise<ChatToken> => api.call(supportChatAuthRoute, { body: identity }),
      staleTime: 0,
    });

  async function tokenFor(isRenewal: boolean): Promise<string> {
    const known = queryClient.getQueryData<ChatToken>(SUPPORT_CHAT_KEYS.token);
    if (!isRenewal && known && known.expires * 1000 - Date.now() > RENEW_BEFORE_MS) return known.token;
    return (await fetchToken()).token;
  }

  return async function chatCall<R extends Route>(
    route: R,
    input: { body?: RouteInput<R>["body"] } = {},
  ): Promise<RouteOutput<R>> {
    const send = async (isRenewal: boolean) =>
      api.call(route, { ...input, headers: { authorization: `Bearer ${await tokenFor(isRenewal)}` } });
    try {
      return await send(false);
    } catch (error) {
      if (!isTokenRefusal(error)) throw error;
      return send(true);
    }
  };
}

export type ChatCall = ReturnType<typeof createChatClient>;
