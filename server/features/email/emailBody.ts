/**
 * An agent's message (the small markdown dialect the editor writes: **strong**, *em*, `code`,
 * [links](https://…), mentions, images, "- " / "1. " list lines) as the HTML and text parts of an email.
 * Every piece of text is escaped and only http(s)/mailto links and http(s) images are kept, so the HTML is
 * safe by construction (nothing a user typed becomes markup).
 */

const INLINE =
  /!\[([^\]]*)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*)\*|\b_([^_]+)_\b|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;
const SAFE_HREF = /^(https?:|mailto:)/i;
const SAFE_SRC = /^https?:\/\//i;

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type TPart = { html: string; text: string };

const inline = (line: string): TPart => {
  let html = '';
  let text = '';
  let last = 0;
  const plain = (s: string) => {
    html += escapeHtml(s);
    text += s;
  };
  for (const m of line.matchAll(INLINE)) {
    plain(line.slice(last, m.index));
    const [whole, alt, src, strong, code, linkText, href, em, em2, url] = m;
    if (src !== undefined) {
      if (SAFE_SRC.test(src)) html += `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt ?? '')}">`;
      else html += escapeHtml(alt ?? '');
      text += alt ?? '';
    } else if (strong !== undefined) {
      html += `<strong>${escapeHtml(strong)}</strong>`;
      text += strong;
    } else if (code !== undefined) {
      html += `<code>${escapeHtml(code)}</code>`;
      text += code;
    } else if (linkText !== undefined && href !== undefined) {
      if (/^mention:\/\//.test(href)) plain(linkText.replace(/^@?/, '@'));
      else if (SAFE_HREF.test(href)) {
        html += `<a href="${escapeHtml(href)}">${escapeHtml(linkText)}</a>`;
        text += linkText === href ? href : `${linkText} (${href})`;
      } else plain(linkText);
    } else if (em !== undefined || em2 !== undefined) {
      html += `<em>${escapeHtml(em ?? em2 ?? '')}</em>`;
      text += em ?? em2 ?? '';
    } else if (url !== undefined) {
      html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
      text += url;
    } else plain(whole);
    last = m.index + whole.length;
  }
  plain(line.slice(last));
  return { html, text };
};

/** The message's HTML (paragraphs and lists, escaped) and its plain-text twin. */
export const renderEmailBody = (content: string): TPart => {
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  let html = '';
  const text: string[] = [];
  let open: 'ul' | 'ol' | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) html += `<p>${paragraph.join('<br>')}</p>`;
    paragraph = [];
  };
  for (const line of lines) {
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const ordered = /^\s*\d+\.\s+(.*)$/.exec(line);
    const want = bullet ? 'ul' : ordered ? 'ol' : null;
    if (want !== open || line.trim() === '') flush();
    if (open && open !== want) html += `</${open}>`;
    if (want && open !== want) html += `<${want}>`;
    open = want;
    if (line.trim() === '') {
      text.push('');
      continue;
    }
    const part = inline((bullet?.[1] ?? ordered?.[1] ?? line).replace(/ {2}$/, ''));
    if (want) html += `<li>${part.html}</li>`;
    else paragraph.push(part.html);
    text.push(bullet ? `- ${part.text}` : ordered ? line.replace(/^(\s*\d+\.\s+).*$/, `$1${part.text}`) : part.text);
  }
  flush();
  if (open) html += `</${open}>`;
  return {
    html: `<!doctype html><html><body><div dir="auto">${html}</div></body></html>`,
    text: text.join('\n').trim(),
  };
};
