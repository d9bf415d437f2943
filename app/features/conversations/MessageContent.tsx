import { createElement, type ReactNode } from 'react';
import { markdownElements, type THyperscript } from '../../../common/markdownElements.ts';

const CLASSES = {
  root: 'space-y-1 break-words whitespace-pre-wrap',
  code: 'rounded bg-black/5 px-1 font-mono text-[0.85em] dark:bg-white/10',
  link: 'underline',
  mention: 'rounded bg-woot-100 px-0.5 font-medium text-woot-800 dark:bg-woot-900 dark:text-woot-100',
  image: 'inline-block max-w-full rounded align-middle max-h-64',
  sizedImage: 'inline-block max-w-full rounded align-middle w-auto',
  listItem: 'flex gap-1.5',
};

/** A message's text as React elements (common/markdownElements.ts): paragraphs and list items. */
export const MessageContent = ({ content }: { content: string }) =>
  markdownElements(createElement as THyperscript<ReactNode>, CLASSES, content);
