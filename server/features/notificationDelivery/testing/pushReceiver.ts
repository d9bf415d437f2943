import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** http_ece (web-push's own dependency) decrypts what web-push encrypted, as a browser would. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt: (body: Buffer, params: { version: string; privateKey: crypto.ECDH; authSecret: string }) => Buffer;
};

export interface TPushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local push service for tests: records every POST and answers with the status set for its path
 * (201 by default; 410 plays a browser that unsubscribed). `browser()` makes a subscription's keys the
 * way a browser does (P-256 key pair, 16-byte auth secret) and can decrypt what was pushed to it.
 */
export const startPushReceiver = async () => {
  const requests: TPushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = (path: string) => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16).toString('base64url');
    return {
      path,
      attributes: {
        endpoint: `http://127.0.0.1:${port}${path}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth,
      },
      decrypt: (body: Buffer) =>
        JSON.parse(
          ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
        ) as Record<string, string>,
    };
  };
  return {
    requests,
    browser,
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
