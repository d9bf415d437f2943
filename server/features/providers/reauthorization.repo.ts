import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  accountUsers,
  channelFacebookPages,
  channelInstagram,
  channelTwitterProfiles,
  users,
} from '../../db/schema/index.ts';

/** Flags the page channel; returns true only for the request that set it (the first refusal). */
export const flagFacebookPage = async (tx: TExecutor, channelId: number) =>
  (
    await tx
      .update(channelFacebookPages)
      .set({ reauthorizationRequiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(channelFacebookPages.id, channelId), isNull(channelFacebookPages.reauthorizationRequiredAt)))
      .returning({ id: channelFacebookPages.id })
  ).length > 0;

/** Flags the Instagram channel; true only for the request that set it. */
export const flagInstagram = async (tx: TExecutor, channelId: number) =>
  (
    await tx
      .update(channelInstagram)
      .set({ reauthorizationRequiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(channelInstagram.id, channelId), isNull(channelInstagram.reauthorizationRequiredAt)))
      .returning({ id: channelInstagram.id })
  ).length > 0;

/** Flags the X channel; true only for the request that set it. */
export const flagTwitterProfile = async (tx: TExecutor, channelId: number) =>
  (
    await tx
      .update(channelTwitterProfiles)
      .set({ reauthorizationRequiredAt: new Date(), updatedAt: new Date() })
      .where(and(eq(channelTwitterProfiles.id, channelId), isNull(channelTwitterProfiles.reauthorizationRequiredAt)))
      .returning({ id: channelTwitterProfiles.id })
  ).length > 0;

/** The account's administrators' addresses (the reauthorization mail goes to them). */
export const listAdministratorEmails = async (db: TExecutor, accountId: number) =>
  (
    await db
      .select({ email: users.email })
      .from(accountUsers)
      .innerJoin(users, eq(users.id, accountUsers.userId))
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.role, 1)))
  ).map((r) => r.email);
