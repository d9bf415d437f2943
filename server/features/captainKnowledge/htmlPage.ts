/**
 * One crawled HTML page as knowledge: its readable text (Mozilla's Readability on a linkedom document) as
 * markdown (turndown), its title, and the links it has. The three libraries load on the first page read, not
 * with the server.
 */
export interface TReadPage {
  title: string;
  markdown: string;
  /** Absolute http(s) links of the page, fragments removed, in document order. */
  links: string[];
}

const load = async () => {
  const [{ parseHTML }, { Readability }, { default: TurndownService }] = await Promise.all([
    import('linkedom'),
    import('@mozilla/readability'),
    import('turndown'),
  ]);
  return { parseHTML, Readability, TurndownService };
};
let libraries: ReturnType<typeof load> | null = null;
const libs = () => (libraries ??= load());

/** Markdown of an HTML fragment (help-centre articles are stored as sanitised HTML). */
export const htmlToMarkdown = async (html: string) => {
  const { TurndownService } = await libs();
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
  turndown.remove(['script', 'style', 'noscript', 'iframe']);
  return turndown.turndown(html).trim();
};

const linksOf = (doc: Document, base: string) => {
  const out: string[] = [];
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    try {
      const url = new URL(a.getAttribute('href') ?? '', base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
      url.hash = '';
      out.push(url.toString());
    } catch {
      // not a URL: skipped
    }
  }
  return out;
};

export const readHtmlPage = async (html: string, url: string): Promise<TReadPage> => {
  const { parseHTML, Readability } = await libs();
  const { document } = parseHTML(html);
  const base = document.querySelector('base[href]')?.getAttribute('href') ?? url;
  const links = linksOf(document, new URL(base, url).toString());
  const title = document.querySelector('title')?.textContent?.trim() ?? '';
  const article = new Readability(document).parse();
  const body = article?.content ?? document.querySelector('body')?.innerHTML ?? '';
  return { title: article?.title?.trim() || title || url, markdown: await htmlToMarkdown(body), links };
};
