/**
 * A message's markdown as UI elements, for any hyperscript-style `h` (React's createElement, Preact's h): the
 * dashboard's bubbles and the widget's messages and greeting draw the same tokens from `parseBlocks` with
 * their own class names. No HTML strings: every text is a text child, so nothing a sender types becomes markup.
 */
import { LINK_REL, parseBlocks, type TInline } from './markdown.ts';

export type THyperscript<N> = (type: string, props: Record<string, unknown> | null, ...children: (N | string)[]) => N;

/** Class names of each surface's marks. */
export interface TMarkdownClasses {
  root: string;
  code: string;
  link: string;
  mention: string;
  image: string;
  /** An image with a chosen height (cw_image_height) rather than the default cap. */
  sizedImage: string;
  listItem: string;
}

const inline = <N>(h: THyperscript<N>, c: TMarkdownClasses, x: TInline): N | string => {
  switch (x.kind) {
    case 'strong':
    case 'em':
      return h(x.kind, null, ...x.children.map((y) => inline(h, c, y)));
    case 'code':
      return h('code', { className: c.code }, x.text);
    case 'link':
      return h('a', { href: x.href, target: '_blank', rel: LINK_REL, className: c.link }, x.text);
    case 'mention':
      return h('span', { className: c.mention }, x.text);
    case 'image':
      return h('img', {
        src: x.src,
        alt: x.text,
        loading: 'lazy',
        style: x.height ? { height: x.height } : undefined,
        className: x.height ? c.sizedImage : c.image,
      });
    case 'text':
      return x.text;
  }
};

/** Paragraphs, and list items as marked lines. */
export const markdownElements = <N>(h: THyperscript<N>, c: TMarkdownClasses, content: string): N =>
  h(
    'div',
    { dir: 'auto', className: c.root },
    ...parseBlocks(content).map((b) =>
      b.kind === 'paragraph'
        ? h('p', null, ...b.inline.map((x) => inline(h, c, x)))
        : h(
            'p',
            { className: c.listItem },
            h('span', { 'aria-hidden': 'true' }, b.kind === 'bullet' ? '•' : '–'),
            h('span', null, ...b.inline.map((x) => inline(h, c, x))),
          ),
    ),
  );
