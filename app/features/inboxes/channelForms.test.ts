import { describe, expect, it } from 'vitest';
import {
  isE164,
  telegramInboxName,
  twilioPayload,
  twilioSchema,
  ZApiForm,
  ZBandwidthForm,
  ZEmailForm,
  ZFacebookForm,
  ZWhatsappCloudForm,
} from './channelForms.ts';
import { fromWorkingHours, invalidDays, toWorkingHours } from './settings/businessHours.ts';
import { mergePreChatFields, setEnabled, setRequired, STANDARD_PRE_CHAT_FIELDS } from './settings/preChatFields.ts';
import { parseAssignmentLimit } from './settings/CollaboratorsTab.tsx';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : [...new Set(r.error?.issues.map((i) => String(i.path[0])) ?? [])];

describe('Twilio rules', () => {
  const base = {
    name: 'T',
    messaging_service_sid: '',
    phone_number: '',
    account_sid: 'AC1',
    api_key_sid: '',
    auth_token: 'x',
  };
  const off = { messagingService: false, apiKey: false };

  it('needs an E.164 number unless a messaging service replaces it', () => {
    expect(paths(twilioSchema(off).safeParse(base))).toEqual(['phone_number']);
    expect(paths(twilioSchema(off).safeParse({ ...base, phone_number: '4155550123' }))).toEqual(['phone_number']);
    expect(paths(twilioSchema(off).safeParse({ ...base, phone_number: '+0155' }))).toEqual(['phone_number']);
    expect(twilioSchema(off).safeParse({ ...base, phone_number: '+1 415-555-0123' }).success).toBe(true);
    const ms = { messagingService: true, apiKey: false };
    expect(paths(twilioSchema(ms).safeParse(base))).toEqual(['messaging_service_sid']);
    expect(twilioSchema(ms).safeParse({ ...base, messaging_service_sid: 'MG1', phone_number: 'junk' }).success).toBe(
      true,
    );
  });

  it('needs the API key SID only with an API key, and always the name, account SID and token', () => {
    const withKey = { messagingService: false, apiKey: true };
    const ok = { ...base, phone_number: '+14155550123' };
    expect(paths(twilioSchema(withKey).safeParse(ok))).toEqual(['api_key_sid']);
    expect(twilioSchema(withKey).safeParse({ ...ok, api_key_sid: 'SK1' }).success).toBe(true);
    expect(paths(twilioSchema(off).safeParse({ ...ok, name: ' ', account_sid: '', auth_token: '' }))).toEqual([
      'name',
      'account_sid',
      'auth_token',
    ]);
  });

  it('sends the number as + and digits, or null with a messaging service', () => {
    const v = { ...base, phone_number: '+1 (415) 555-0123', messaging_service_sid: 'MG1', api_key_sid: 'SK1' };
    expect(twilioPayload(v, off, 'sms')).toEqual({
      name: 'T',
      medium: 'sms',
      account_sid: 'AC1',
      auth_token: 'x',
      api_key_sid: null,
      messaging_service_sid: null,
      phone_number: '+14155550123',
    });
    expect(twilioPayload(v, { messagingService: true, apiKey: true }, 'whatsapp')).toMatchObject({
      medium: 'whatsapp',
      phone_number: null,
      messaging_service_sid: 'MG1',
      api_key_sid: 'SK1',
    });
  });
});

describe('other channel rules', () => {
  it('E.164 is a plus, a non-zero digit and at most 15 digits', () => {
    expect(isE164('+14155550123')).toBe(true);
    expect(isE164('14155550123')).toBe(false);
    expect(isE164('+1234567890123456')).toBe(false);
  });
  it('API: a name; the webhook empty or beginning with http', () => {
    expect(ZApiForm.safeParse({ name: 'A', webhook_url: '' }).success).toBe(true);
    expect(ZApiForm.safeParse({ name: 'A', webhook_url: 'https://x.test/h' }).success).toBe(true);
    expect(paths(ZApiForm.safeParse({ name: '', webhook_url: 'ftp://x' }))).toEqual(['name', 'webhook_url']);
  });
  it('WhatsApp Cloud: ids numeric, number E.164', () => {
    const ok = {
      name: 'W',
      phone_number: '+15550001111',
      phone_number_id: '123',
      business_account_id: '456',
      api_key: 'k',
    };
    expect(ZWhatsappCloudForm.safeParse(ok).success).toBe(true);
    expect(
      paths(
        ZWhatsappCloudForm.safeParse({
          ...ok,
          phone_number: '5550001111',
          phone_number_id: '12a',
          business_account_id: '',
        }),
      ),
    ).toEqual(['phone_number', 'phone_number_id', 'business_account_id']);
  });
  it('Bandwidth: the number starts with +, every credential required', () => {
    const ok = {
      name: 'B',
      phone_number: '+1555',
      account_id: 'a',
      application_id: 'b',
      api_key: 'c',
      api_secret: 'd',
    };
    expect(ZBandwidthForm.safeParse(ok).success).toBe(true);
    expect(paths(ZBandwidthForm.safeParse({ ...ok, phone_number: '1555', api_secret: '' }))).toEqual([
      'phone_number',
      'api_secret',
    ]);
  });
  it('Email: a name and a valid address; Facebook: a page and a name', () => {
    expect(paths(ZEmailForm.safeParse({ name: '', email: 'nope' }))).toEqual(['name', 'email']);
    expect(paths(ZFacebookForm.safeParse({ page_id: '', inbox_name: '' }))).toEqual(['page_id', 'inbox_name']);
  });
  it('names a Telegram inbox after its bot id', () => {
    expect(telegramInboxName('12345:ABC')).toBe('Telegram 12345');
  });
});

describe('inbox settings logic', () => {
  it('business hours round-trip, weekdays open 9–17 by default, closing must follow opening', () => {
    const week = fromWorkingHours([]);
    expect(week.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(week.filter((d) => d.open).map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    const saved = toWorkingHours(week.map((d) => (d.day === 1 ? { ...d, to: 18 * 60 + 30 } : d)));
    expect(saved.find((r) => r.day_of_week === 1)).toEqual({
      day_of_week: 1,
      closed_all_day: false,
      open_all_day: false,
      open_hour: 9,
      open_minutes: 0,
      close_hour: 18,
      close_minutes: 30,
    });
    expect(saved.find((r) => r.day_of_week === 0)).toMatchObject({ closed_all_day: true, open_hour: null });
    expect(fromWorkingHours(saved).find((d) => d.day === 1)?.to).toBe(18 * 60 + 30);
    expect(invalidDays(week.map((d) => (d.day === 2 ? { ...d, to: 9 * 60 } : d)))).toEqual([2]);
  });
  it('pre-chat fields: standard ones added once; required implies shown', () => {
    const merged = mergePreChatFields([{ ...STANDARD_PRE_CHAT_FIELDS[1]!, enabled: true }]);
    expect(merged.map((f) => f.name)).toEqual(['fullName', 'emailAddress', 'phoneNumber']);
    const email = STANDARD_PRE_CHAT_FIELDS[0]!;
    expect(setRequired(email, true)).toMatchObject({ required: true, enabled: true });
    expect(setEnabled({ ...email, enabled: true, required: true }, false)).toMatchObject({
      enabled: false,
      required: false,
    });
  });
  it('max assignment limit: empty for none, else a whole number of at least 1', () => {
    expect(parseAssignmentLimit('')).toBeNull();
    expect(parseAssignmentLimit('5')).toBe(5);
    expect(parseAssignmentLimit('0')).toBe('invalid');
    expect(parseAssignmentLimit('2.5')).toBe('invalid');
  });
});
