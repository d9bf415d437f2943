import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText, errorReason } from '../../lib/clipboard.ts';
import { Button } from '../Button.tsx';
import { Icon } from '../Icon.tsx';
import { useToast } from '../useToast.ts';
import { dedent, playgroundPayload, tokenize, type TTokenType } from './codeSnippetLogic.ts';

/** The online playground the optional button posts to (a form post in a new tab; nothing else is sent). */
export const PLAYGROUND_URL = 'https://codepen.io/pen/define';

const TOKEN_CLASS: Record<TTokenType, string> = {
  comment: 'text-slate-400 italic',
  string: 'text-emerald-700 dark:text-emerald-400',
  keyword: 'text-violet-600 dark:text-violet-400',
  tag: 'text-sky-700 dark:text-sky-400',
  number: 'text-amber-700 dark:text-amber-400',
  plain: '',
};

interface TCodeSnippetProps {
  script?: string;
  lang?: string;
  /** Shows the "open in playground" button (hidden by default). */
  enablePlayground?: boolean;
  playgroundTitle?: string;
}

/** Part 2 §2/§5 code block: dedented, highlighted, with a copy button; nothing when empty. */
export const CodeSnippet = ({
  script = '',
  lang = 'javascript',
  enablePlayground = false,
  playgroundTitle,
}: TCodeSnippetProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const code = dedent(script);
  if (!code) return null;

  const copy = () =>
    copyText(code).then(
      () => toast.show(t('code.copySuccessful')),
      (err: unknown) => toast.show(t('code.copyFailed', { reason: errorReason(err) }), 'error'),
    );

  return (
    <div className="relative rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-950">
      <div className="absolute end-2 top-2 flex gap-1">
        {enablePlayground ? (
          <form id={formId} action={PLAYGROUND_URL} method="POST" target="_blank" rel="noopener">
            <input
              type="hidden"
              name="data"
              value={JSON.stringify(playgroundPayload(playgroundTitle ?? t('code.playgroundTitle'), lang, code))}
            />
            <Button type="submit" size="sm" variant="secondary" icon={<Icon name="play" className="size-3.5" />}>
              {t('code.openPlayground')}
            </Button>
          </form>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          icon={<Icon name="copy" className="size-3.5" />}
          onClick={() => void copy()}
        >
          {t('common.copy')}
        </Button>
      </div>
      {/* Focusable so a keyboard can scroll a long line sideways (WCAG 2.1.1). */}
      <pre
        dir="ltr"
        tabIndex={0}
        role="region"
        aria-label={t('code.region')}
        className="overflow-x-auto p-4 pt-12 text-start font-mono text-xs leading-relaxed text-slate-800 dark:text-slate-200"
      >
        <code data-lang={lang}>
          {tokenize(code).map((token, i) => (
            <span key={i} className={TOKEN_CLASS[token.type]}>
              {token.text}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
};
