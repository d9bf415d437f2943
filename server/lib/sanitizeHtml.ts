import sanitizeHtml from 'sanitize-html';

/**
 * The one HTML sanitiser (sanitize-html, pinned) and its one base config, for every HTML the server stores or
 * sends: help-centre articles, inbound email shown in the app, outgoing email built from markdown
 * (common/markdown.ts). No scripts, styles, forms, frames, event handlers or inline styles; links only
 * http(s)/mailto, never protocol-relative; images only http(s) (plus what a use adds, such as cid: for mail)
 * and dropped when left without a source. A use adds tags and attributes and sets how links open; it never
 * widens the schemes for links.
 */
export interface TSanitizeOptions {
  /** Tags on top of sanitize-html's defaults and img. */
  tags?: string[];
  /** Attributes on top of the base set, by tag. */
  attributes?: Record<string, string[]>;
  /** Image URL schemes on top of http(s) (inbound mail: cid). */
  imageSchemes?: string[];
  /** The rel every link gets. */
  linkRel: string;
  /** Keep target="_blank" on links that had a target. */
  keepTarget?: boolean;
  /** Rewrites an image's attributes (inbound mail: cid: to a stored file's URL). */
  image?: (attribs: sanitizeHtml.Attributes) => sanitizeHtml.Attributes;
  /** Style properties kept, by tag (outgoing mail: an inline image's chosen height). */
  styles?: sanitizeHtml.IOptions['allowedStyles'];
  /** Drops an element with everything in it (inbound mail: quoted history). */
  drop?: (frame: sanitizeHtml.IFrame) => boolean;
}

const BASE_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  '*': ['dir', 'lang'],
};

const withExtra = (extra: Record<string, string[]> = {}) =>
  Object.fromEntries(
    [...new Set([...Object.keys(BASE_ATTRIBUTES), ...Object.keys(extra)])].map((tag) => [
      tag,
      [...(BASE_ATTRIBUTES[tag] ?? []), ...(extra[tag] ?? [])],
    ]),
  );

export const sanitizeRichHtml = (html: string, o: TSanitizeOptions) =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', ...(o.tags ?? [])],
    allowedAttributes: withExtra({
      ...o.attributes,
      ...(o.keepTarget && { a: ['target', ...(o.attributes?.a ?? [])] }),
    }),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', ...(o.imageSchemes ?? [])] },
    allowProtocolRelative: false,
    ...(o.styles && { allowedStyles: o.styles }),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: o.linkRel, ...(o.keepTarget && attribs.target && { target: '_blank' }) },
      }),
      ...(o.image && {
        img: (tagName: string, attribs: sanitizeHtml.Attributes) => ({
          tagName,
          attribs: o.image?.(attribs) ?? attribs,
        }),
      }),
    },
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (o.drop?.(frame) ?? false),
  }).trim();

/** The longest email signature kept (HTML characters). */
export const SIGNATURE_MAX = 10_000;

/**
 * An email signature an administrator writes in the inbox settings (HTML from the rich editor or pasted):
 * the base rules plus a little old mail layout (font, center); links open in a new tab.
 */
export const sanitizeSignatureHtml = (html: string, linkRel: string) =>
  sanitizeRichHtml(html, { linkRel, keepTarget: true, tags: ['font', 'center'] }).slice(0, SIGNATURE_MAX);
