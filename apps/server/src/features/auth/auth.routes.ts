import {
  captchaChallengeEndpoint,
  emailConfirmEndpoint,
  emailConfirmResendEndpoint,
  logoutEndpoint,
  otpGetFlowEndpoint,
  otpRequestEndpoint,
  otpVerifyEndpoint,
  passwordResetConfirmEndpoint,
  passwordResetEndpoint,
  playerSignInsEndpoint,
  registrationCompleteEndpoint,
  signInEndpoint,
  signUpEndpoint,
} from "@casino/contracts";
import { canonicalEmail } from "@casino/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { endSession, requirePlayer, startSession } from "../../platform/auth/session";
import { requireCaptcha } from "../../platform/captcha";
import { AppError } from "../../platform/errors";
import type { ServerContext } from "../../platform/feature";
import { registerEndpoint } from "../../platform/http/contract-route";
import { clientNetwork, limitRate, limitRatePerAccount } from "../../platform/rate-limit";
import { endGamesOfPlayer } from "../game-sessions";
import { assertAllowed, minimumAgeForRequest } from "../geo-restriction";
import type { AuthDeps, AuthRequest } from "./auth.context";
import { AUTH_ACCOUNT_RATE_LIMITS, AUTH_RATE_LIMITS } from "./auth.rate-limits";
import { AccountLockedError, finishRegistration, signIn, signUp } from "./auth.service";
import {
  confirmEmail,
  confirmPasswordReset,
  requestPasswordReset,
  resendEmailConfirmation,
} from "./auth-links.service";
import { requestOneTimeCode, signUpFlowFor, verifyOneTimeCode } from "./otp.service";
import { insertSignIn } from "./sign-ins.repo";
import { playerSignIns } from "./sign-ins.service";

export function registerAuthRoutes(app: FastifyInstance, context: ServerContext) {
  const { env, db, clock } = context;
  const deps: AuthDeps = { db, clock, mailer: app.mailer, sessionEndings: app.sessionEndings };
  const authRequest = (request: FastifyRequest, reply: FastifyReply): AuthRequest => ({
    brand: request.brand,
    locale: request.locale,
    // Never the request's Host: a forged one would put an attacker's site in a reset link (M1).
    origin: env.PUBLIC_ORIGINS.get(request.brand.id) ?? "",
    // One client network: an IPv6 /64 is one subscriber, so its addresses share a lockout.
    ip: clientNetwork(request.ip),
    startSession: async (tx, playerId, method) => {
      await startSession(tx, clock, request, reply, playerId);
      await insertSignIn(tx, {
        playerId,
        occurredAt: clock.now(),
        ip: request.ip ?? null,
        userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
        method,
      });
    },
    signUpRules: {
      assertAllowed: () => assertAllowed(context, request, { action: "signUp" }),
      minimumAge: () => minimumAgeForRequest(context, request),
    },
  });

  /** The account a request names: its brand and the canonical form of the body's address. */
  const addressOf = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    if (typeof email !== "string" || email.length > 254 || !email.includes("@")) return null;
    return `${request.brand.id}:${canonicalEmail(email)}`;
  };
  const playerOf = (request: FastifyRequest) => request.session?.playerId ?? null;

  limitRate(app, signUpEndpoint, AUTH_RATE_LIMITS.signUp);
  limitRatePerAccount(app, signUpEndpoint, AUTH_ACCOUNT_RATE_LIMITS.signUp, addressOf);
  registerEndpoint(app, signUpEndpoint, async ({ body }, request, reply) => {
    await requireCaptcha(app.captcha, body.captcha, request.ip);
    return signUp(deps, authRequest(request, reply), body);
  });

  limitRate(app, signInEndpoint, AUTH_RATE_LIMITS.signIn);
  limitRatePerAccount(app, signInEndpoint, AUTH_ACCOUNT_RATE_LIMITS.signIn, addressOf);
  registerEndpoint(app, signInEndpoint, async ({ body }, request, reply) => {
    try {
      return await signIn(deps, authRequest(request, reply), body);
    } catch (error) {
      if (error instanceof AccountLockedError) reply.header("retry-after", String(error.retryAfterSeconds));
      throw error;
    }
  });

  registerEndpoint(app, logoutEndpoint, async (_input, request, reply) => {
    // The open games' tokens sit in iframe URLs: they must not outlive the sign-out.
    if (request.session) await endGamesOfPlayer(db, request.session.playerId, clock.now());
    await endSession(db, clock, request, reply);
    return { success: true as const };
  });

  limitRate(app, passwordResetEndpoint, AUTH_RATE_LIMITS.passwordReset);
  limitRatePerAccount(app, passwordResetEndpoint, AUTH_ACCOUNT_RATE_LIMITS.passwordReset, addressOf);
  registerEndpoint(app, passwordResetEndpoint, async ({ body }, request, reply) => {
    await requireCaptcha(app.captcha, body.captcha, request.ip);
    await requestPasswordReset(deps, authRequest(request, reply), body.email);
    return { success: true as const };
  });

  limitRate(app, passwordResetConfirmEndpoint, AUTH_RATE_LIMITS.confirm);
  registerEndpoint(app, passwordResetConfirmEndpoint, async ({ body }, request, reply) => {
    await confirmPasswordReset(deps, authRequest(request, reply), body);
    // The session this request came with was ended with the others; drop its cookie too.
    if (request.session) await endSession(db, clock, request, reply);
    return { success: true as const };
  });

  limitRate(app, emailConfirmEndpoint, AUTH_RATE_LIMITS.confirm);
  registerEndpoint(app, emailConfirmEndpoint, async ({ body }, request, reply) => {
    await confirmEmail(deps, authRequest(request, reply), body.token);
    return { success: true as const };
  });

  limitRate(app, emailConfirmResendEndpoint, AUTH_RATE_LIMITS.sendEmail);
  limitRatePerAccount(app, emailConfirmResendEndpoint, AUTH_ACCOUNT_RATE_LIMITS.sendEmail, playerOf);
  registerEndpoint(app, emailConfirmResendEndpoint, async (_input, request, reply) => {
    const playerId = requirePlayer(request);
    await resendEmailConfirmation(deps, authRequest(request, reply), playerId);
    return { success: true as const };
  });

  registerEndpoint(app, otpGetFlowEndpoint, async ({ body }, request) => ({
    success: true as const,
    flow: signUpFlowFor(request, body),
  }));

  limitRate(app, otpRequestEndpoint, AUTH_RATE_LIMITS.oneTimeCode);
  limitRatePerAccount(app, otpRequestEndpoint, AUTH_ACCOUNT_RATE_LIMITS.oneTimeCode, addressOf);
  registerEndpoint(app, otpRequestEndpoint, async ({ body }, request, reply) => {
    await requireCaptcha(app.captcha, body.captcha, request.ip);
    const { expiresInSeconds } = await requestOneTimeCode(deps, authRequest(request, reply), body.email);
    return { success: true as const, expiresInSeconds };
  });

  limitRate(app, otpVerifyEndpoint, AUTH_RATE_LIMITS.confirm);
  limitRatePerAccount(app, otpVerifyEndpoint, AUTH_ACCOUNT_RATE_LIMITS.oneTimeCodeVerify, addressOf);
  registerEndpoint(app, otpVerifyEndpoint, async ({ body }, request, reply) =>
    verifyOneTimeCode(deps, authRequest(request, reply), body),
  );

  limitRate(app, registrationCompleteEndpoint, AUTH_RATE_LIMITS.registrationComplete);
  registerEndpoint(app, registrationCompleteEndpoint, async ({ body }, request) => {
    await finishRegistration(deps, requirePlayer(request), body);
    return { success: true as const };
  });

  registerEndpoint(app, playerSignInsEndpoint, ({ params, query }, request) =>
    playerSignIns({ db, clock }, request, { playerId: params.id, ...query }),
  );

  registerEndpoint(app, captchaChallengeEndpoint, async (_input, _request, reply) => {
    const challenge = await app.captcha.createChallenge();
    if (!challenge) throw new AppError("NOT_FOUND", 404, "This site does not use a proof-of-work captcha.");
    reply.header("cache-control", "no-store");
    return challenge;
  });
}
