import { z } from 'zod';
import { publicUrl, type TDeps } from '../../deps.ts';
import { AppError } from '../../lib/appError.ts';
import { hitRateLimit } from '../../lib/rateLimit.ts';
import { errorText, responseText, serverText } from '../../lib/serverText.ts';
import type { TMembership } from '../auth/index.ts';
import { getPortal } from './portals.service.ts';

/** Mails per account and hour: enough to send the record to a colleague or two, too few to spam anyone. */
export const INSTRUCTIONS_RATE = { max: 10, windowSeconds: 3600 } as const;

const refuse = (message: string) => AppError.withError('validation_failed', message);

/**
 * POST portals/{slug}/send_instructions {email} (Chatwoot's): mails the DNS record that points the portal's custom
 * domain at this server, to whoever manages the domain. Refused, with Chatwoot's 422 `{error}`, without an
 * email, with a malformed one, or when the portal has no custom domain.
 */
export const sendInstructions = async (deps: TDeps, m: TMembership, slug: string, email: string | undefined) => {
  const portal = await getPortal(deps.db, m, slug);
  const to = email?.trim() ?? '';
  if (!to) throw refuse(errorText('instructionsEmailRequired'));
  if (!z.email().max(320).safeParse(to).success) throw refuse(errorText('instructionsEmailInvalid'));
  if (!portal.customDomain) throw refuse(errorText('instructionsNoCustomDomain'));
  await hitRateLimit(
    deps.db,
    `portal_instructions:${m.accountId}`,
    INSTRUCTIONS_RATE.max,
    INSTRUCTIONS_RATE.windowSeconds,
  );
  const t = serverText('mail', null);
  const vars = { portal: portal.name, domain: portal.customDomain, target: new URL(publicUrl(deps)).hostname };
  await deps.mailer.send({
    to,
    subject: t('portalInstructionsSubject', vars),
    text: t('portalInstructionsText', vars),
  });
  return { message: responseText('instructionsSent') };
};
