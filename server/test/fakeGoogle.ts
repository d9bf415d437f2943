import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A service account of the local Google: its key (what a hook's `credentials` holds) and its e-mail. */
const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
export const FAKE_SERVICE_ACCOUNT = 'bot@support-bot.iam.gserviceaccount.com';
export const FAKE_GOOGLE_KEY = JSON.stringify({
  type: 'service_account',
  client_email: FAKE_SERVICE_ACCOUNT,
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
});
export const FAKE_GOOGLE_TOKEN = 'ya29.local-token';

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

type TSend = (status: number, body: unknown) => void;

/**
 * A local stand-in for Google's APIs: `/token` checks the service account's signed assertion with the key's
 * public half and answers a token (counted in `tokenRequests`, scopes in `scopes`); every other call must carry
 * that token and goes to `answer` with its path and JSON body. Listens on a free port of 127.0.0.1.
 */
export const startFakeGoogle = async (answer: (path: string, body: unknown, send: TSend) => void) => {
  const state = { tokenRequests: 0, scopes: [] as string[] };
  const server = http.createServer((req, res) => {
    void readBody(req).then((raw) => {
      const send: TSend = (status, body) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/token') {
        state.tokenRequests++;
        const assertion = new URLSearchParams(raw).get('assertion') ?? '';
        const [header, claims, signature] = assertion.split('.');
        const signed = crypto.verify(
          'RSA-SHA256',
          Buffer.from(`${header}.${claims}`),
          publicKey,
          Buffer.from(signature ?? '', 'base64url'),
        );
        const claimed = JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as {
          iss?: string;
          scope?: string;
        };
        if (!signed || claimed.iss !== FAKE_SERVICE_ACCOUNT) return send(400, { error: 'invalid_grant' });
        state.scopes.push(claimed.scope ?? '');
        return send(200, { access_token: FAKE_GOOGLE_TOKEN, expires_in: 3600, token_type: 'Bearer' });
      }
      if (req.headers.authorization !== `Bearer ${FAKE_GOOGLE_TOKEN}`)
        return send(401, { error: { message: 'unauthenticated' } });
      answer(req.url ?? '', JSON.parse(raw || 'null'), send);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};
