import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logRedaction.ts';

const SECRET = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXZpc2l0b3I.s1gn4tur3';

const captureApp = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  app.get('/api/v1/widget/messages', (req, reply) => {
    // A handler that logs the whole request must not leak it either.
    req.log.info({ req, headers: req.headers }, 'handled');
    return reply.send({});
  });
  return { app, lines };
};

describe('request log redaction', () => {
  it('keeps the visitor token out of the log, in the header and in the query string', async () => {
    const { app, lines } = captureApp();
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/widget/messages?website_token=public123&cw_conversation=${SECRET}&before=5`,
      headers: { 'x-auth-token': SECRET, api_access_token: SECRET, authorization: `Bearer ${SECRET}` },
    });
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('website_token=public123');
    expect(log).toContain('cw_conversation=[redacted]');
    expect(log).not.toContain(SECRET);
  });

  it('redacts every credential parameter and leaves the others', () => {
    expect(redactUrl('/app/auth/password/edit?reset_password_token=abc&x=1')).toBe(
      '/app/auth/password/edit?reset_password_token=[redacted]&x=1',
    );
    expect(redactUrl('/widget?CW_CONVERSATION=a.b.c#top')).toBe('/widget?CW_CONVERSATION=[redacted]#top');
    expect(redactUrl('/x?mytoken=1&token=2')).toBe('/x?mytoken=1&token=[redacted]');
  });

  it('keeps the client API’s contact identifier (source_id) out of the request log', async () => {
    const { app, lines } = captureApp();
    app.get('/public/api/v1/inboxes/:inbox/contacts/:contact/conversations', (req, reply) => {
      req.log.info({ req }, 'handled');
      return reply.send([]);
    });
    const sourceId = 'b7c8d9e0-visitor-source-id-4f1a';
    const res = await app.inject({
      method: 'GET',
      url: `/public/api/v1/inboxes/inbox-ident-1/contacts/${sourceId}/conversations?page=2`,
    });
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/public/api/v1/inboxes/inbox-ident-1/contacts/[redacted]/conversations?page=2');
    expect(log).not.toContain(sourceId);
    expect(redactUrl(`/public/api/v1/inboxes/i/contacts/${sourceId}`)).toBe(
      '/public/api/v1/inboxes/i/contacts/[redacted]',
    );
    expect(redactUrl('/public/api/v1/inboxes/i/contacts')).toBe('/public/api/v1/inboxes/i/contacts');
    expect(redactUrl('/api/v1/accounts/1/contacts/42')).toBe('/api/v1/accounts/1/contacts/42');
  });
});
