/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import { WIDGET_ATTACHMENTS_MAX, WIDGET_ATTACHMENT_MAX_BYTES } from '../../common/contracts/widgetConstants.ts';
import { t } from './i18n.ts';

/** Typing-off after this much quiet (spec part 1 §9, editor typing-off delay). */
const TYPING_OFF_MS = 4000;

interface TComposerProps {
  canAttach: boolean;
  onSend: (content: string, files: File[]) => void;
  onTyping: (on: boolean) => void;
  onError: (text: string) => void;
}

/** The reply box: text (Enter sends, Shift+Enter breaks the line) and files. */
export const Composer = ({ canAttach, onSend, onTyping, onError }: TComposerProps) => {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const pickerRef = useRef<HTMLInputElement>(null);
  const typingOffRef = useRef<ReturnType<typeof setTimeout>>();
  const typingOnRef = useRef(false);

  const stopTyping = () => {
    clearTimeout(typingOffRef.current);
    if (typingOnRef.current) onTyping(false);
    typingOnRef.current = false;
  };
  const submit = () => {
    const content = text.trim();
    if (!content && !files.length) return;
    stopTyping();
    onSend(content, files);
    setText('');
    setFiles([]);
  };
  const addFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])];
    const big = picked.find((f) => f.size > WIDGET_ATTACHMENT_MAX_BYTES);
    if (big) return onError(t('fileTooLarge', { name: big.name, size: WIDGET_ATTACHMENT_MAX_BYTES / 1024 / 1024 }));
    const next = [...files, ...picked];
    if (next.length > WIDGET_ATTACHMENTS_MAX) return onError(t('tooManyFiles', { count: WIDGET_ATTACHMENTS_MAX }));
    setFiles(next);
  };

  return (
    <form
      class="cw-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {files.length > 0 && (
        <ul class="cw-chips">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} class="cw-chip">
              <span>{f.name}</span>
              <button
                type="button"
                class="cw-chip__remove"
                aria-label={t('removeFile', { name: f.name })}
                onClick={() => setFiles(files.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div class="cw-composer__row">
        <textarea
          rows={1}
          dir="auto"
          aria-label={t('typeMessage')}
          placeholder={t('typeMessage')}
          value={text}
          onInput={(e) => {
            setText((e.target as HTMLTextAreaElement).value);
            if (!typingOnRef.current) onTyping(true);
            typingOnRef.current = true;
            clearTimeout(typingOffRef.current);
            typingOffRef.current = setTimeout(stopTyping, TYPING_OFF_MS);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
        />
        {canAttach && (
          <>
            <input
              ref={pickerRef}
              type="file"
              multiple
              class="cw-sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(e) => {
                addFiles((e.target as HTMLInputElement).files);
                (e.target as HTMLInputElement).value = '';
              }}
            />
            <button
              type="button"
              class="cw-icon-button cw-icon-button--muted"
              aria-label={t('attach')}
              onClick={() => pickerRef.current?.click()}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M21 11.5l-8.5 8.5a5 5 0 01-7-7l9-9a3.5 3.5 0 015 5l-9 9a2 2 0 01-3-3l8-8"
                  fill="none"
                  stroke="currentColor"
                  stroke-width="2"
                />
              </svg>
            </button>
          </>
        )}
        <button type="submit" class="cw-send" aria-label={t('send')} disabled={!text.trim() && !files.length}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" class="cw-flip">
            <path d="M3 20l18-8L3 4v6l12 2-12 2z" fill="currentColor" />
          </svg>
        </button>
      </div>
    </form>
  );
};
