/** @jsxImportSource preact */
import { h, type VNode } from 'preact';
import { markdownElements, type THyperscript } from '../../common/markdownElements.ts';

const CLASSES = {
  root: 'cw-md',
  code: 'cw-md__code',
  link: 'cw-md__link',
  mention: 'cw-md__mention',
  image: 'cw-md__image',
  sizedImage: 'cw-md__image cw-md__image--sized',
  listItem: 'cw-md__item',
};

/** An agent's message or the inbox greeting: the dashboard's markdown (common/markdownElements.ts), as Preact. */
export const MessageText = ({ content, className }: { content: string; className: string }) => (
  <div class={className}>{markdownElements(h as unknown as THyperscript<VNode>, CLASSES, content)}</div>
);
