import type { ReactNode } from 'react';
import { LINK_REL } from '../../../common/markdown.ts';
import { parseBlocks, type TInline } from '../editor/index.ts';

const inline = (xs: TInline[]) =>
  xs.map((x, i): ReactNode => {
    switch (x.kind) {
      case 'strong':
        return <strong key={i}>{x.text}</strong>;
      case 'em':
        return <em key={i}>{x.text}</em>;
      case 'code':
        return (
          <code key={i} className="rounded bg-black/5 px-1 font-mono text-[0.85em] dark:bg-white/10">
            {x.text}
          </code>
        );
      case 'link':
        return (
          <a key={i} href={x.href} target="_blank" rel={LINK_REL} className="underline">
            {x.text}
          </a>
        );
      case 'mention':
        return (
          <span
            key={i}
            className="rounded bg-woot-100 px-0.5 font-medium text-woot-800 dark:bg-woot-900 dark:text-woot-100"
          >
            {x.text}
          </span>
        );
      case 'image':
        // The size preset chosen in the editor (cw_image_height) is the height it is shown at.
        return (
          <img
            key={i}
            src={x.src}
            alt={x.text}
            loading="lazy"
            style={x.height ? { height: x.height } : undefined}
            className={`inline-block max-w-full rounded align-middle ${x.height ? 'w-auto' : 'max-h-64'}`}
          />
        );
      case 'text':
        return x.text;
    }
  });

/** A message's text as React elements (no HTML strings): paragraphs and list items. */
export const MessageContent = ({ content }: { content: string }) => {
  const blocks = parseBlocks(content);
  return (
    <div dir="auto" className="space-y-1 break-words whitespace-pre-wrap">
      {blocks.map((b, i) =>
        b.kind === 'paragraph' ? (
          <p key={i}>{inline(b.inline)}</p>
        ) : (
          <p key={i} className="flex gap-1.5">
            <span aria-hidden="true">{b.kind === 'bullet' ? '•' : '–'}</span>
            <span>{inline(b.inline)}</span>
          </p>
        ),
      )}
    </div>
  );
};
