import { z } from 'zod';

/** An open-ended JSON map (custom and additional attributes, content attributes, …). */
export const ZAttributes = z.record(z.string(), z.unknown());

/** Seconds since the epoch, as Chatwoot's payloads carry times. */
export const ZUnixTime = z.number();
