import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/**
 * Local account-webhook receivers for db tests: each records the JSON bodies it is sent in `got`. Call
 * `useWebhookReceivers()` once at a test file's top level; its receivers close after the file's tests.
 */
export const useWebhookReceivers = () => {
  const servers: http.Server[] = [];
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));
  return async () => {
    const got: Record<string, unknown>[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        got.push(JSON.parse(body) as Record<string, unknown>);
        res.end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    servers.push(server);
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, got };
  };
};
