import http from 'node:http';

/**
 * A stand-in for the Telegram Bot API on a local port (the e2e server's TELEGRAM_API_URL points here).
 * `failNext` makes the next sends answer 400 the way Telegram does; every call is recorded.
 */
export class FakeTelegram {
  readonly calls: { method: string; body: Record<string, unknown> }[] = [];
  private failures = 0;
  private server: http.Server | null = null;
  private nextId = 1000;

  failNext(times: number) {
    this.failures = times;
  }

  listen(port: number) {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const method = (req.url ?? '').split('/').pop() ?? '';
        const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
        this.calls.push({ method, body });
        res.setHeader('content-type', 'application/json');
        if (this.failures > 0) {
          this.failures -= 1;
          res.statusCode = 400;
          res.end(JSON.stringify({ ok: false, error_code: 400, description: 'Bad Request: chat not found' }));
          return;
        }
        this.nextId += 1;
        res.end(JSON.stringify({ ok: true, result: { message_id: this.nextId, chat: { id: body.chat_id } } }));
      });
    });
    return new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
  }

  close() {
    return new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
