import { AppError } from '../appError.ts';
import { refusalOfHost, type TOutboundPolicy } from './outboundGuard.ts';
import { errorText } from '../serverText.ts';

/**
 * Save-time checks of tenant-set targets: a 422 naming the field when the URL or host points at a
 * refused address. Empty values (the target removed) pass.
 */
export const assertOutboundUrl = async (field: string, value: string | null | undefined, policy: TOutboundPolicy) => {
  if (!value) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw AppError.invalid(field, errorText('isNotAValidUrl'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw AppError.invalid(field, errorText('mustBeHttpUrl'));
  const why = await refusalOfHost(url.hostname, policy);
  if (why) throw AppError.invalid(field, refusedMessage(why));
};

export const assertOutboundHost = async (field: string, value: string | null | undefined, policy: TOutboundPolicy) => {
  if (!value) return;
  const why = await refusalOfHost(value, policy);
  if (why) throw AppError.invalid(field, refusedMessage(why));
};

const refusedMessage = (why: string) =>
  why === 'is not a valid host' ? why : errorText('privateTargetRefused', { why });
