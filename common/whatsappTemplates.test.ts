import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  findTemplate,
  isTemplateComplete,
  sendableTemplates,
  templateBody,
  templateParams,
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
  it('keeps only approved templates without an image or video header', () => {
    const all = templatesOf([
      template('plain'),
      template('image', {}, 'IMAGE'),
      template('video', {}, 'video'),
      template('document', {}, 'DOCUMENT'),
      template('text_header', {}, 'TEXT'),
      template('pending', { status: 'PENDING' }),
      template('twilio', { status: 'approved' }),
      { language: 'en' },
      'junk',
    ]);
    expect(sendableTemplates(all).map((t) => t.name)).toEqual(['plain', 'document', 'text_header', 'twilio']);
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

  it('builds template_params with the body variables only, trimmed', () => {
    const t = templatesOf([template('x')])[0]!;
    expect(templateParams(t, { 1: ' Sara ', 2: '42', 9: 'extra' })).toEqual({
      name: 'x',
      category: 'UTILITY',
      language: 'en_US',
      processed_params: { 1: 'Sara', 2: '42' },
    });
  });

  it('finds a template by name, preferring the language', () => {
    const all = templatesOf([template('x', { language: 'ar' }), template('x', { language: 'en' })]);
    expect(findTemplate(all, 'x', 'en')?.language).toBe('en');
    expect(findTemplate(all, 'x', 'fr')?.language).toBe('ar');
    expect(findTemplate(all, 'y')).toBeUndefined();
  });
});
