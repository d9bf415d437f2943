import { useState } from 'react';

/**
 * An email's HTML (sanitised by the server when it was imported) shown as mail: in a sandboxed frame that runs no
 * script, on white like a mail client, links opening in a new tab; the frame grows to its content.
 */
export const MailFrame = ({ html, title }: { html: string; title: string }) => {
  const [height, setHeight] = useState(48);
  const doc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"><style>body{margin:8px;font:14px/1.5 system-ui,sans-serif;color:#1e293b;background:#fff;overflow-wrap:anywhere}img{max-width:100%;height:auto}table{max-width:100%}</style></head><body dir="auto">${html}</body></html>`;
  const fit = (frame: HTMLIFrameElement) => {
    const body = frame.contentDocument?.documentElement;
    if (!body) return;
    setHeight(Math.min(body.scrollHeight + 2, 4000));
    for (const img of Array.from(frame.contentDocument.images))
      if (!img.complete) img.addEventListener('load', () => fit(frame), { once: true });
  };
  return (
    <iframe
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={doc}
      style={{ height }}
      className="block w-[36rem] max-w-full rounded-lg border-0 bg-white"
      onLoad={(e) => fit(e.currentTarget)}
    />
  );
};
