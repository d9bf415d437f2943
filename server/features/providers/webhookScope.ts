import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/appError.ts';
import { errorText } from '../../lib/serverText.ts';

/** Bodies in the webhook scope keep their raw text: signatures are computed over the exact bytes. */
export interface TWebhookBody {
  raw: string;
  data: unknown;
}

export const bodyOf = (req: FastifyRequest): TWebhookBody => {
  const b = req.body as TWebhookBody | undefined;
  return b && typeof b.raw === 'string' ? b : { raw: '', data: {} };
};

/**
 * The webhook's payload parsed by the provider's zod schema. A payload that does not fit is a 400 and
 * nothing is written (the provider sees a client error, not a 500 nor a silent 200).
 */
export const parsePayload = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new AppError('bad_request', errorText('malformedWebhookPayload'));
  return parsed.data;
};

export const payloadOf = <S extends z.ZodType>(schema: S, req: FastifyRequest): z.output<S> =>
  parsePayload(schema, bodyOf(req).data);

/** Form params (Twilio) as a flat string map. */
export const formOf = (req: FastifyRequest) => {
  const data = bodyOf(req).data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, string>) : {};
};

export const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

export const badSignature = () => new AppError('unauthenticated', errorText('invalidWebhookSignature'));
export const unknownChannel = () => new AppError('not_found', errorText('noChannelForWebhook'));

/** '+15550001111', '15550001111' and ' +1 555…' all become '+15550001111'. */
export const normalisePhone = (value: string) => `+${value.replace(/\D/g, '')}`;

/** A webhook path naming the channel's phone number (WhatsApp, Bandwidth). */
export const ZPhoneParams = z.object({ phone_number: z.string().min(1).max(32) });
