import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { WIDGET_LIMITS, WIDGET_TOKEN_HEADER } from '../../../common/contracts/widgetConstants.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { findOrCreateContact } from '../contacts/index.ts';
import { linkContactInbox } from '../contacts/index.ts';
import type { TVisitor } from './visitor.service.ts';
import { isSessionTrusted } from './visitorContact.service.ts';
import * as repo from './visitor.repo.ts';
import { signWidgetToken, verifyWidgetToken } from './widgetToken.ts';
import { errorText, type TErrorKey } from '../../lib/serverText.ts';

export type TWidget = NonNullable<Awaited<ReturnType<typeof repo.findWebWidget>>>;

/** The website inbox named by ?website_token=… (404 for an unknown token or an inactive account). */
export const loadWidget = async (deps: TDeps, websiteToken: string): Promise<TWidget> => {
  const w = await repo.findWebWidget(deps.db, websiteToken);
  if (!w || w.account.status !== 0) throw new AppError('not_found', errorText('webWidgetMissing'));
  return w;
};

const tokenOf = (req: FastifyRequest) => {
  const v = req.headers[WIDGET_TOKEN_HEADER];
  return typeof v === 'string' && v.length > 0 ? v : null;
};

/** The visitor whose X-Auth-Token belongs to this inbox, or null. */
export const findVisitor = async (deps: TDeps, w: TWidget, req: FastifyRequest): Promise<TVisitor | null> => {
  const claims = await verifyWidgetToken(deps, tokenOf(req));
  if (!claims || claims.inbox_id !== w.inbox.id) return null;
  const found = await repo.findContactInbox(deps.db, w.inbox.id, claims.source_id);
  if (!found || !isSessionTrusted(found.contactInbox, found.contact)) return null;
  return { accountId: w.inbox.accountId, inbox: w.inbox, contactInbox: found.contactInbox, contact: found.contact };
};

export const requireVisitor = async (deps: TDeps, w: TWidget, req: FastifyRequest) => {
  const v = await findVisitor(deps, w, req);
  if (!v) throw new AppError('unauthenticated', errorText('invalidAuthToken'));
  return v;
};

const MESSAGES = {
  conversationsPerIp: 'tooManyConversationsFromNetwork',
  sessionsPerIp: 'tooManySessionsFromNetwork',
  contactUpdatesPerIp: 'tooManyProfileUpdatesFromNetwork',
} as const satisfies Record<keyof typeof WIDGET_LIMITS, TErrorKey>;

/** Chatwoot's widget abuse limits (per client address), off with ENABLE_RACK_ATTACK_WIDGET_API=false. */
export const widgetLimit = async (deps: TDeps, rule: keyof typeof WIDGET_LIMITS, ip: string) => {
  if (!deps.config.widgetAbuseLimits) return;
  const { max, windowSeconds } = WIDGET_LIMITS[rule];
  try {
    await hitRateLimit(deps.db, `widget:${rule}:${ip}`, max, windowSeconds);
  } catch (err) {
    if (err instanceof AppError && err.code === 'rate_limited')
      throw new AppError('rate_limited', errorText(MESSAGES[rule]));
    throw err;
  }
};

const WORDS_A = ['autumn', 'hidden', 'bitter', 'misty', 'silent', 'empty', 'dry', 'dark', 'summer', 'icy', 'quiet'];
const WORDS_B = ['waterfall', 'river', 'breeze', 'moon', 'rain', 'wind', 'sea', 'morning', 'snow', 'lake', 'sunset'];
const pick = (xs: string[]) => xs[crypto.randomInt(xs.length)] ?? 'visitor';
/** A friendly unique-ish name for an anonymous visitor, as Chatwoot gives them (e.g. "misty-river-421"). */
const visitorName = () => `${pick(WORDS_A)}-${pick(WORDS_B)}-${crypto.randomInt(100, 1000)}`;

/** A new anonymous visitor (contact + contact inbox) and its signed token. */
export const startSession = async (deps: TDeps, w: TWidget, ip: string, extra: Record<string, unknown> = {}) => {
  await widgetLimit(deps, 'sessionsPerIp', ip);
  const visitor = await deps.db.transaction(async (tx) => {
    const { contact } = await findOrCreateContact(tx, 'widget', {
      accountId: w.inbox.accountId,
      values: { name: visitorName(), additionalAttributes: extra },
    });
    const { contactInbox } = await linkContactInbox(tx, 'widget', { contactId: contact.id, inboxId: w.inbox.id });
    return { accountId: w.inbox.accountId, inbox: w.inbox, contactInbox, contact } satisfies TVisitor;
  });
  return { visitor, token: await tokenFor(deps, visitor) };
};

export const tokenFor = (deps: TDeps, v: TVisitor) =>
  signWidgetToken(deps, { source_id: v.contactInbox.sourceId, inbox_id: v.inbox.id });
