import { z } from 'zod';
import {
  EMAIL_FLAGS,
  PUSH_FLAGS,
  type TEmailFlag,
  type TNotificationSettings,
  type TPushFlag,
} from '../notificationSettings.ts';
import { tie } from './tie.ts';

const ZEmailFlag = z.enum(EMAIL_FLAGS as [TEmailFlag, ...TEmailFlag[]]);
const ZPushFlag = z.enum(PUSH_FLAGS as [TPushFlag, ...TPushFlag[]]);

/** TNotificationSettings (common/contracts/notificationSettings.ts), tied to it: a change on one side alone fails tsc. */
export const ZNotificationSettings = tie<TNotificationSettings>()(
  z.object({
    id: z.number(),
    user_id: z.number(),
    account_id: z.number(),
    all_email_flags: z.array(ZEmailFlag),
    selected_email_flags: z.array(ZEmailFlag),
    all_push_flags: z.array(ZPushFlag),
    selected_push_flags: z.array(ZPushFlag),
  }),
);
