import { z } from 'zod';

const ZIds = z.union([z.string(), z.array(z.string())]).optional();

/**
 * What the relay reads from mailparser's parse of the raw message (POST
 * /rails/action_mailbox/relay/inbound_emails). A body without a header block is not an RFC 822
 * message: the schema refuses it and the relay answers 400, storing nothing.
 */
export const ZRelayedMail = z.looseObject({
  /** RFC 5322 field names: printable US-ASCII but the colon (mailparser gives "" to a line with none). */
  headerLines: z.array(z.looseObject({ key: z.string().regex(/^[!-9;-~]+$/), line: z.string() })).min(1),
  messageId: z.string().optional(),
  inReplyTo: z.string().optional(),
  references: ZIds,
  subject: z.string().optional(),
  date: z.date().optional(),
  text: z.string().optional(),
  html: z.union([z.string(), z.literal(false)]).optional(),
  attachments: z.array(
    z.looseObject({
      filename: z.string().optional(),
      contentType: z.string(),
      content: z.instanceof(Buffer),
      contentId: z.string().optional(),
      cid: z.string().optional(),
    }),
  ),
});
