import { z } from 'zod';

/**
 * A Twilio webhook's form params (incoming message or status callback). Every value is a string;
 * media come as MediaUrl0…/MediaContentType0…, so other keys are kept as strings too.
 */
export const ZTwilioForm = z
  .object({
    AccountSid: z.string().min(1),
    MessagingServiceSid: z.string().optional(),
    MessageSid: z.string().optional(),
    SmsSid: z.string().optional(),
    From: z.string().optional(),
    To: z.string().optional(),
    Body: z.string().optional(),
    ProfileName: z.string().optional(),
    Latitude: z.string().optional(),
    Longitude: z.string().optional(),
    NumMedia: z.string().optional(),
    MessageStatus: z.string().optional(),
    ErrorCode: z.string().optional(),
    ErrorMessage: z.string().optional(),
  })
  .catchall(z.string());
export type TTwilioForm = z.output<typeof ZTwilioForm>;
