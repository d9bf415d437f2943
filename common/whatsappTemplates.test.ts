import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  findTemplate,
  hasWhatsappTemplates,
  isTemplateComplete,
  missingTemplateSlots,
  processedParts,
  sectionValues,
  sendableTemplates,
  templateBody,
  templateParams,
  templateParamValues,
  templateSlots,
  templatesOf,
  templateVariables,
} from './whatsappTemplates.ts';

const template = (name: string, extra: Record<string, unknown> = {}, header?: string) => ({
  name,
  language: 'en_US',
  category: 'UTILITY',
  status: 'APPROVED',
  components: [
    ...(header ? [{ type: 'HEADER', format: header }] : []),
    { type: 'BODY', text: 'Hi {{1}}, order {{2}} ships {{1}}' },
  ],
  ...extra,
});

describe('whatsapp templates', () => {
  it('keeps only approved templates without a media or location header', () => {
    const all = templatesOf([
      template('plain'),
      template('image', {}, 'IMAGE'),
      template('video', {}, 'video'),
      template('document', {}, 'DOCUMENT'),
      template('location', {}, 'LOCATION'),
      template('text_header', {}, 'TEXT'),
      template('pending', { status: 'PENDING' }),
      template('twilio', { status: 'approved' }),
      { language: 'en' },
      'junk',
    ]);
    expect(sendableTemplates(all).map((t) => t.name)).toEqual(['plain', 'text_header', 'twilio']);
    expect(templatesOf(null)).toEqual([]);
  });

  it('lists variables once in order and fills them, leaving blanks as placeholders', () => {
    const t = templatesOf([template('x')])[0]!;
    const body = templateBody(t);
    expect(templateVariables(body)).toEqual(['1', '2']);
    expect(templateVariables('Hello {{ name }} and {{city}}')).toEqual(['name', 'city']);
    expect(fillTemplate(body, { 1: 'Sara', 2: ' ' })).toBe('Hi Sara, order {{2}} ships Sara');
    expect(isTemplateComplete(t, { 1: 'Sara' })).toBe(false);
    expect(isTemplateComplete(t, { 1: 'Sara', 2: '42' })).toBe(true);
  });

  it('builds template_params by component, trimmed, without values the template does not use', () => {
    const t = templatesOf([template('x')])[0]!;
    expect(templateParams(t, { 1: ' Sara ', 2: '42', 9: 'extra' })).toEqual({
      name: 'x',
      category: 'UTILITY',
      language: 'en_US',
      processed_params: { body: { 1: 'Sara', 2: '42' } },
    });
  });

  const withHeaderAndButton = (extra: Record<string, unknown> = {}) =>
    templatesOf([
      {
        name: 'track',
        language: 'en',
        status: 'APPROVED',
        components: [
          { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}' },
          { type: 'BODY', text: 'Hi {{1}}' },
          {
            type: 'BUTTONS',
            buttons: [
              { type: 'QUICK_REPLY', text: 'Thanks' },
              { type: 'URL', text: 'Track', url: 'https://x.test/t/{{1}}' },
              { type: 'URL', text: 'Site', url: 'https://x.test' },
            ],
          },
        ],
        ...extra,
      },
    ])[0]!;

  it('asks for text header and URL button variables, each apart for WhatsApp', () => {
    const t = withHeaderAndButton();
    expect(templateSlots(t)).toEqual([
      { key: 'header.1', section: 'header', name: '1' },
      { key: '1', section: 'body', name: '1' },
      { key: 'button.1', section: 'button', name: '1', index: 1 },
    ]);
    const values = { 'header.1': 'A-1', 1: 'Sara', 'button.1': ' a-1 ' };
    expect(missingTemplateSlots(t, { 1: 'Sara' }).map((s) => s.key)).toEqual(['header.1', 'button.1']);
    expect(isTemplateComplete(t, values)).toBe(true);
    expect(sectionValues(t, values, 'header')).toEqual({ 1: 'A-1' });
    const params = templateParams(t, values);
    expect(params.processed_params).toEqual({
      header: { 1: 'A-1' },
      body: { 1: 'Sara' },
      buttons: [null, { type: 'url', parameter: 'a-1' }],
    });
    // What the server reads back from a send is what the picker held.
    expect(
      templateParamValues(t, JSON.parse(JSON.stringify(params.processed_params)) as Record<string, unknown>),
    ).toEqual({ 'header.1': 'A-1', 1: 'Sara', 'button.1': 'a-1' });
  });

  it('shares one value per variable name across a Twilio template, and reads the flat shape', () => {
    const t = withHeaderAndButton({ content_sid: 'HX1' });
    expect(templateSlots(t).map((s) => [s.key, s.section])).toEqual([['1', 'header']]);
    expect(templateParams(t, { 1: 'Z' }).processed_params).toEqual({
      header: { 1: 'Z' },
      body: { 1: 'Z' },
      buttons: [null, { type: 'url', parameter: 'Z' }],
    });
    expect(templateParamValues(t, { 1: 'Z' })).toEqual({ 1: 'Z' });
  });

  it('reads processed_params in both of Chatwoot shapes', () => {
    expect(processedParts({ 1: 'a', 2: 7 })).toEqual({ header: {}, body: { 1: 'a', 2: '7' }, buttons: [] });
    expect(processedParts({ body: { 1: 'a' }, buttons: [null, { type: 'URL', parameter: 'p' }, 'junk'] })).toEqual({
      header: {},
      body: { 1: 'a' },
      buttons: [null, { type: 'url', parameter: 'p' }, null],
    });
  });

  it('tells which inboxes sync templates', () => {
    expect(hasWhatsappTemplates('Channel::Whatsapp')).toBe(true);
    expect(hasWhatsappTemplates('Channel::TwilioSms', 'whatsapp')).toBe(true);
    expect(hasWhatsappTemplates('Channel::TwilioSms', 'sms')).toBe(false);
    expect(hasWhatsappTemplates('Channel::Api')).toBe(false);
  });

  it('finds a template by name, preferring the language', () => {
    const all = templatesOf([template('x', { language: 'ar' }), template('x', { language: 'en' })]);
    expect(findTemplate(all, 'x', 'en')?.language).toBe('en');
    expect(findTemplate(all, 'x', 'fr')?.language).toBe('ar');
    expect(findTemplate(all, 'y')).toBeUndefined();
  });
});
