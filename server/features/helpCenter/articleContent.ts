import { htmlToText } from '../email/index.ts';
import { renderMarkdown } from '../../../common/markdown.ts';
import { sanitizeRichHtml } from '../../lib/sanitizeHtml.ts';

/** PostgreSQL's text-search configurations by language; any other locale searches with 'simple'. */
const SEARCH_CONFIGS: Record<string, string> = {
  ar: 'arabic',
  ca: 'catalan',
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  eu: 'basque',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hi: 'hindi',
  hu: 'hungarian',
  hy: 'armenian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  nb: 'norwegian',
  ne: 'nepali',
  nl: 'dutch',
  nn: 'norwegian',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

/** The text-search configuration for a locale code (`pt_BR` → portuguese). Only names from the table above. */
export const searchConfigOf = (locale: string) => SEARCH_CONFIGS[locale.split('_')[0]?.toLowerCase() ?? ''] ?? 'simple';

/** Locales written right to left (the public portal sets dir="rtl"). */
const RTL = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ku', 'ckb']);
export const isRtlLocale = (locale: string) => RTL.has(locale.split('_')[0]?.toLowerCase() ?? '');

/**
 * An article body as stored and served: the editor's HTML through the one sanitiser
 * (server/lib/sanitizeHtml.ts), links opened with noopener, images only http(s) or this server's /uploads.
 * Text without any tag (a Chatwoot client sending markdown) is rendered by the one markdown pipeline
 * (common/markdown.ts) first.
 */
export const sanitizeArticleHtml = (content: string) =>
  sanitizeRichHtml(/<[a-z][^>]*>/i.test(content) ? content : renderMarkdown(content).html, {
    tags: ['h1', 'h2', 's', 'u', 'mark'],
    attributes: { ol: ['start'] },
    linkRel: 'noopener noreferrer',
    keepTarget: true,
  });

/** The words of an article body, for the search vector and snippets. */
export const articlePlainText = (html: string) => htmlToText(html).replace(/\s+/g, ' ').trim();
