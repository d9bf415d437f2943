import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible endpoint (db tests and e2e/shopify.spec.ts): `GET /v1/models` lists its models for
 * the one key it knows and answers OpenAI's 401 body to any other. It records the keys it was shown.
 */
export const FAKE_OPENAI_KEY = 'sk-test-good-key';
export const FAKE_OPENAI_MODELS = ['gpt-4o-mini', 'local-llama'];

export const startFakeOpenAi = async (port = 0) => {
  const keys: string[] = [];
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const key = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
    if (req.method === 'GET' && req.url === '/v1/models') {
      keys.push(key);
      if (key !== FAKE_OPENAI_KEY)
        return send(401, {
          error: {
            message: 'Incorrect API key provided.',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_api_key',
          },
        });
      return send(200, {
        object: 'list',
        data: FAKE_OPENAI_MODELS.map((id) => ({ id, object: 'model', created: 1700000000, owned_by: 'system' })),
      });
    }
    send(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    /** The API base to configure (`…/v1`). */
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    keys,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
