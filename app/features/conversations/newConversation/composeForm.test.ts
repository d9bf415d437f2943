import { describe, expect, it } from 'vitest';
import {
  composeTargets,
  emailConversationForm,
  emailErrors,
  emptyEmailDraft,
  oversizedFiles,
  whatsappConversationBody,
} from './composeForm.ts';

const row = (id: number, channel_type: string, source_id = `src-${id}`) => ({
  source_id,
  inbox: { id, name: `Inbox ${id}`, channel_type },
});
const tpl = (name: string, header?: string, status = 'APPROVED') => ({
  name,
  language: 'en',
  category: 'UTILITY',
  status,
  components: [...(header ? [{ type: 'HEADER', format: header }] : []), { type: 'BODY', text: 'Hi {{1}}' }],
});

describe('composeTargets', () => {
  it('offers only email and Twilio WhatsApp inboxes, with sendable templates', () => {
    const targets = composeTargets(
      [
        row(1, 'Channel::Email', 'a@x.test'),
        row(2, 'Channel::TwilioSms'),
        row(3, 'Channel::TwilioSms'),
        row(4, 'Channel::Whatsapp'),
        row(5, 'Channel::Api'),
        row(6, 'Channel::WebWidget'),
      ],
      [
        { id: 2, medium: 'whatsapp', message_templates: [tpl('ok'), tpl('pic', 'IMAGE'), tpl('wait', '', 'PENDING')] },
        { id: 3, medium: 'sms' },
        { id: 4, medium: '', message_templates: [tpl('cloud')] },
      ],
    );
    expect(targets.map((x) => [x.inboxId, x.kind, x.templates.map((y) => y.name)])).toEqual([
      [1, 'email', []],
      [2, 'whatsapp', ['ok']],
    ]);
    expect(targets[0]!.sourceId).toBe('a@x.test');
  });
});

describe('email draft', () => {
  it('needs a subject and a message, and valid cc/bcc lists', () => {
    expect(emailErrors(emptyEmailDraft())).toEqual({ subject: 'required', message: 'required' });
    expect(
      emailErrors({ ...emptyEmailDraft(), subject: 'S', message: 'M', cc: 'a@x.test, b@y.test', bcc: 'nope' }),
    ).toEqual({ bcc: 'emails' });
    const file = new File(['x'], 'a.txt');
    expect(emailErrors({ ...emptyEmailDraft(), subject: 'S', files: [file] })).toEqual({});
  });

  it('finds files over 40 MB', () => {
    const big = { name: 'big.bin', size: 41 * 1024 * 1024 } as File;
    const small = { name: 's.txt', size: 10 } as File;
    expect(oversizedFiles([big, small])).toEqual([big]);
  });

  it('posts Chatwoot’s form fields with trimmed address lists and the files', () => {
    const target = composeTargets([row(1, 'Channel::Email', 'a@x.test')], [])[0]!;
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    const form = emailConversationForm(
      target,
      { contactId: 9, assigneeId: 3 },
      { subject: ' Hello ', cc: ' a@x.test ,, b@y.test ', bcc: '', message: 'Body', files: [file] },
    );
    expect([...form.keys()]).toEqual([
      'inbox_id',
      'contact_id',
      'source_id',
      'assignee_id',
      'additional_attributes[mail_subject]',
      'message[content]',
      'message[cc_emails]',
      'message[attachments][]',
    ]);
    expect(form.get('additional_attributes[mail_subject]')).toBe('Hello');
    expect(form.get('message[cc_emails]')).toBe('a@x.test,b@y.test');
    expect((form.get('message[attachments][]') as File).name).toBe('a.txt');
  });
});

describe('whatsapp body', () => {
  it('sends the filled text and template_params as JSON', () => {
    const target = composeTargets(
      [row(2, 'Channel::TwilioSms', '+15550001')],
      [{ id: 2, medium: 'whatsapp', message_templates: [tpl('ok')] }],
    )[0]!;
    expect(
      whatsappConversationBody(target, { contactId: 9, assigneeId: null }, target.templates[0]!, { 1: 'Sara' }),
    ).toEqual({
      inbox_id: 2,
      contact_id: 9,
      source_id: '+15550001',
      message: {
        content: 'Hi Sara',
        template_params: { name: 'ok', category: 'UTILITY', language: 'en', processed_params: { body: { 1: 'Sara' } } },
      },
    });
  });
});
