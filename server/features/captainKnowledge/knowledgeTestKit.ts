import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TMember } from '../../test/factories.ts';
import type { TTestContext } from '../../test/harness.ts';

/** A call of the account's captain routes as this member (JSON, or a raw payload with its headers). */
export const knowledgeCall = async <T = Record<string, unknown>>(
  t: TTestContext,
  who: Pick<TMember, 'accountId' | 'headers'> | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
  accountId = who?.accountId,
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1/accounts/${accountId}/captain${path}`,
    headers: who?.headers ?? {},
    payload: payload as never,
  });
  return { status: res.statusCode, body: res.json<T>() };
};

/** A multipart body with one file (`document[file]`) and text fields. */
export const multipartOf = (fields: Record<string, string>, file: { name: string; bytes: Buffer; type?: string }) => {
  const boundary = `----knowledge${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="document[file]"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** A one-page PDF whose text is `text` (Helvetica, one Tj line), with a correct cross-reference table. */
export const tinyPdf = (text: string) => {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
};

/** A local site for crawl tests: path → HTML (robots.txt as text). */
export const startSite = async (pages: Record<string, string>) => {
  const server = http.createServer((req, res) => {
    const body = pages[(req.url ?? '/').replace(/\?.*$/, '')];
    if (body === undefined) {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { 'content-type': req.url === '/robots.txt' ? 'text/plain' : 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
