import { z } from 'zod';

/** The `{}` most commands answer with (Chatwoot renders `head :ok` as an empty JSON object). */
export const ZEmpty = z.object({});

/** `{message}`: a command that answers with a sentence (inbox or account deletion queued, mail resent). */
export const ZMessageBody = z.object({ message: z.string() });

/** A 204: no body at all (OpenAPI shows the status with no content). */
export const ZNoContent = z.null();

/** A body that is not JSON, documented with its content type (CSV exports, TwiML, a plain-text echo). */
const textBody = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string() } },
});

/** A CSV download (reports, SLA and CSAT exports, contact exports, rejected import rows). */
export const ZCsvFile = textBody('text/csv', 'A CSV file (RFC 4180, UTF-8).');
/** Twilio's webhook answer: an empty TwiML document. */
export const ZTwiml = textBody('text/xml', 'An empty TwiML <Response/>.');
/** A verification echo (WhatsApp's hub.challenge). */
export const ZPlainText = textBody('text/plain', 'The challenge, echoed.');

/** Telegram's webhook answer. */
export const ZTelegramAck = z.object({ ok: z.literal(true) });
/** WhatsApp Cloud's webhook answer. */
export const ZWhatsappAck = z.object({ status: z.literal('ok') });
