import sanitizeHtml from 'sanitize-html';
import { htmlToText } from '../email/index.ts';
import { escapeHtml } from '../../../common/html.ts';

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
 * An article body as stored and served: the editor's HTML without scripts, styles, frames, forms, event
 * handlers or inline styles; links only http(s)/mailto (opened with noopener), images only http(s) or this
 * server's /uploads. Text without any tag (a Chatwoot client sending markdown) becomes escaped paragraphs.
 */
export const sanitizeArticleHtml = (content: string) => {
  const source = /<[a-z][^>]*>/i.test(content)
    ? content
    : content
        .split(/\n{2,}/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return sanitizeHtml(source, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 's', 'u', 'mark'],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'title'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      ol: ['start'],
      '*': ['dir', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target && { target: '_blank' }) },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }).trim();
};

/** The words of an article body, for the search vector and snippets. */
export const articlePlainText = (html: string) => htmlToText(html).replace(/\s+/g, ' ').trim();
