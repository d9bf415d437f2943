import type { FastifyRequest } from 'fastify';
import { mayOpenReportArea, type TReportArea } from '../../../common/permissions.ts';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';
import { membershipOf } from './auth.context.ts';

/** The report areas a request belongs to, read from its (validated) query; opening any one lets it through. */
export type TReportAreaResolver = (query: Record<string, unknown>) => readonly TReportArea[];

const resolvers = new WeakMap<object, TReportAreaResolver>();

/** The report areas a route's hooks declare (the resolver of its report-area guard), or null when none does. */
export const routeReportAreasOf = (hooks: unknown): TReportAreaResolver | null => {
  const list: unknown[] = Array.isArray(hooks) ? hooks : [hooks];
  for (const hook of list) if (typeof hook === 'function' && resolvers.has(hook)) return resolvers.get(hook) ?? null;
  return null;
};

/**
 * A report route's second gate (beyond Chatwoot), a preHandler after the account guard: a custom role whose
 * `report_areas` lists none of the route's areas is refused as the account guard refuses (Chatwoot's 401).
 */
export const requireReportArea = (resolve: TReportAreaResolver) => {
  // A promise, not a callback: Fastify waits for it (nothing here needs to await).
  const guard = (req: FastifyRequest): Promise<void> => {
    const m = membershipOf(req);
    const areas = resolve((req.query ?? {}) as Record<string, unknown>);
    return mayOpenReportArea(m.permissions, m.customRole?.reportAreas ?? null, areas)
      ? Promise.resolve()
      : Promise.reject(new AppError('forbidden', errorText('notAuthorized')));
  };
  resolvers.set(guard, resolve);
  return guard;
};

/** The area of a report scoped by Chatwoot's `type` (account, agent, inbox, label, team). */
export const areasOfType =
  (accountAreas: readonly TReportArea[]): TReportAreaResolver =>
  (query) => {
    switch (query.type) {
      case 'agent':
        return ['agents'];
      case 'inbox':
        return ['inboxes'];
      case 'label':
        return ['labels'];
      case 'team':
        return ['teams'];
      default:
        return accountAreas;
    }
  };
