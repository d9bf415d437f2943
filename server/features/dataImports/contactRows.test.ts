import { describe, expect, it } from 'vitest';
import { columnKey, hasIdentifyingColumn, parseContactRow } from './contactRows.ts';

describe('parseContactRow', () => {
  it('maps known columns and keeps the rest as custom attributes', () => {
    const r = parseContactRow({
      name: ' Ada ',
      email: 'ADA@Example.test',
      phone_number: '+44 7911 123456',
      company: 'Acme',
      plan: 'pro',
      'bad key!': 'x',
    });
    expect(r).toEqual({
      ok: true,
      contact: {
        name: 'Ada',
        email: 'ada@example.test',
        phoneNumber: '+447911123456',
        identifier: null,
        countryCode: null,
        additionalAttributes: { company_name: 'Acme' },
        customAttributes: { plan: 'pro' },
      },
    });
  });

  it('rejects a bad email, a non-E.164 or invalid phone, and rows with nothing to match on', () => {
    expect(parseContactRow({ email: 'nope' })).toMatchObject({ ok: false, reason: expect.stringContaining('email') });
    expect(parseContactRow({ email: 'a@b.test', phone_number: '07911123456' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('phone'),
    });
    expect(parseContactRow({ phone_number: '+1234' })).toMatchObject({ ok: false });
    expect(parseContactRow({ name: 'Only a name' })).toMatchObject({
      ok: false,
      reason: 'needs an email, phone number or identifier',
    });
    expect(parseContactRow({ identifier: 'crm-1' })).toMatchObject({ ok: true });
  });

  it('normalises headers and requires an identifying column', () => {
    expect(columnKey('\uFEFF Phone Number ')).toBe('phone_number');
    expect(hasIdentifyingColumn(['name', 'email'])).toBe(true);
    expect(hasIdentifyingColumn(['name', 'city'])).toBe(false);
  });
});
