import { createHash } from "node:crypto";
import type { IdentityVerification, MyIdentityVerification } from "@casino/contracts";
import type { Executor } from "@casino/db";
import { statusAfterUpload } from "@casino/domain";
import type { FastifyRequest } from "fastify";
import { AppError, notFound } from "../../platform/errors";
import { readPlayerProfile } from "../player";
import { autoVerificationDataOf, type IdentityContext } from "./identity-verification.context";
import { presentCheck, presentDocument, presentVerification } from "./identity-verification.presenter";
import {
  findDocument,
  findVerification,
  findVerifiedIdentity,
  insertCheck,
  insertDocument,
  listPlayerDocuments,
  lockVerification,
  updateVerification,
} from "./identity-verification.repo";
import { receiveDocument } from "./identity-verification.upload";
import type { IdentityProvider, IdentitySubject } from "./providers/identity-provider";

export async function myIdentityVerification(
  ctx: IdentityContext,
  playerId: string,
): Promise<MyIdentityVerification> {
  return ctx.db.transaction(async (tx) => {
    const verification = presentVerification(await findVerification(tx, playerId));
    return {
      verification,
      documents: (await listPlayerDocuments(tx, playerId)).map(presentDocument),
      autoVerificationData: autoVerificationDataOf(ctx.provider, verification.status),
    };
  });
}

/** What the profile (spec §3) says of verification: `documentConfirmStatus` and `autoVerificationData`. */
export async function profileVerificationOf(
  executor: Executor,
  provider: Pick<IdentityProvider, "name" | "isTest"> | null,
  playerId: string,
) {
  const { status } = presentVerification(await findVerification(executor, playerId));
  return { documentConfirmStatus: status, autoVerificationData: autoVerificationDataOf(provider, status) };
}

/** Whether the player's identity is verified, by a document an operator approved or by the provider. */
export async function isIdentityVerified(executor: Executor, playerId: string): Promise<boolean> {
  return (await findVerification(executor, playerId))?.status === "verified";
}

/**
 * Keeps an uploaded document: the bytes are stored (and judged) before the transaction, which then
 * records the document and puts the player in review. Should the transaction fail, the file goes too.
 */
export async function uploadDocument(ctx: IdentityContext, request: FastifyRequest, playerId: string) {
  const received = await receiveDocument(request, ctx.store, playerId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const current = await lockVerification(tx, playerId, now);
      const document = await insertDocument(tx, {
        playerId,
        kind: received.kind,
        fileName: received.fileName,
        mediaType: received.mediaType,
        sizeBytes: received.sizeBytes,
        sha256: received.sha256,
        storageKey: received.storageKey,
        createdAt: now,
      });
      const status = statusAfterUpload(current.status);
      const verification =
        status === current.status
          ? current
          : await updateVerification(tx, playerId, { status, rejectReason: null, updatedAt: now });
      return { document: presentDocument(document), verification: presentVerification(verification) };
    });
  } catch (error) {
    await ctx.store.remove(received.storageKey);
    throw error;
  }
}

export const noSuchDocument = () => notFound("DOCUMENT_NOT_FOUND", "There is no such document.");

/** A document's bytes for download: the player's own only (`playerId`), or any for an operator. */
export async function openDocument(ctx: IdentityContext, id: string, playerId?: string) {
  const row = await findDocument(ctx.db, id, playerId);
  const file = row && (await ctx.store.open(row.storageKey));
  if (!row || !file) throw noSuchDocument();
  return { row, ...file };
}

const unavailable = (message: string) => new AppError("IDENTITY_CHECK_UNAVAILABLE", 409, message);

/**
 * The provider's identity key of a person: name, surname and birthday, trimmed and lower-cased, hashed so
 * the stored result names no one.
 */
export function identityKeyOf(subject: Pick<IdentitySubject, "name" | "surname" | "birthday">): string {
  const canonical = [subject.name, subject.surname, subject.birthday].map((part) =>
    part.trim().toLowerCase(),
  );
  return createHash("sha256").update(canonical.join("\u0000")).digest("hex");
}

/** Another account whose identity (name, surname, birthday) the provider already passed, if any. */
export function findPassedIdentity(executor: Executor, provider: string, subject: IdentitySubject) {
  return findVerifiedIdentity(executor, {
    provider,
    identityKey: identityKeyOf(subject),
    exceptPlayerId: subject.playerId,
  });
}

/** Whom the provider checks: the profile's name, surname and birthday, all of which it needs. */
export async function subjectOf(executor: Executor, playerId: string): Promise<IdentitySubject | null> {
  const profile = await readPlayerProfile(executor, { playerId });
  if (!profile?.name || !profile.surname || !profile.birthday) return null;
  return { playerId, name: profile.name, surname: profile.surname, birthday: String(profile.birthday) };
}

/**
 * Starts an identity check: the provider opens a session (outside any transaction: it may be a network
 * call), then the check is recorded as started. Its result comes on the provider's callback.
 */
export async function startIdentityCheck(ctx: IdentityContext, playerId: string) {
  const { provider } = ctx;
  if (!provider) throw unavailable("Identity checks are not offered.");
  const current: IdentityVerification = presentVerification(await findVerification(ctx.db, playerId));
  if (current.status === "verified") throw unavailable("Your identity is verified already.");
  const subject = await subjectOf(ctx.db, playerId);
  if (!subject) throw unavailable("Fill in your name, surname and birthday in your profile first.");
  const session = await provider.start(subject);
  const now = ctx.clock.now();
  const check = await ctx.db.transaction(async (tx) => {
    await lockVerification(tx, playerId, now);
    return insertCheck(tx, {
      playerId,
      provider: provider.name,
      providerReference: session.reference,
      status: "started",
      result: { events: [] },
      createdAt: now,
    });
  });
  return { check: presentCheck(check), session: { provider: provider.name, ...session } };
}
