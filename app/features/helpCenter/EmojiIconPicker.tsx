import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { Popover } from '../../components/Popover.tsx';
import { EMOJIS } from '../editor/index.ts';

/** Emoji that read as a topic (a category's icon), from the editor's set. */
const TOPICS = new Set(
  'rocket bulb gear wrench lock key credit_card moneybag package email phone computer memo calendar bell mag question warning white_check_mark speech_balloon star sparkles zap fire heart handshake wave thumbsup trophy gift chart_with_upwards_trend link paperclip house office airplane car bug tree coffee tada brain eyes pray raised_hands recycle hourglass alarm_clock smile'.split(
    ' ',
  ),
);
const CHOICES = EMOJIS.filter(([name]) => TOPICS.has(name));

interface TEmojiIconPickerProps {
  value: string;
  onChange: (emoji: string) => void;
  /** The accessible name of the trigger ("Category icon"). */
  label: string;
}

/** A button showing the chosen emoji; it opens a Popover with a grid of emoji buttons (Escape or a pick closes it). */
export const EmojiIconPicker = ({ value, onChange, label }: TEmojiIconPickerProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pick = (emoji: string) => {
    onChange(emoji);
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      label={label}
      className="w-72 p-2"
      trigger={
        <button
          type="button"
          aria-label={value ? `${label}: ${value}` : label}
          aria-haspopup="dialog"
          className="flex size-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-xl hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          {value || <Icon name="smile" className="size-5 text-slate-500" />}
        </button>
      }
    >
      <div className="grid grid-cols-8 gap-1">
        {CHOICES.map(([name, char]) => (
          <button
            key={name}
            type="button"
            aria-label={name.replace(/_/g, ' ')}
            title={name.replace(/_/g, ' ')}
            onClick={() => pick(char)}
            className="flex size-8 items-center justify-center rounded-md text-lg hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-700 dark:focus-visible:bg-slate-700"
          >
            {char}
          </button>
        ))}
      </div>
      {value ? (
        <button
          type="button"
          onClick={() => pick('')}
          className="mt-2 w-full rounded-md px-2 py-1.5 text-start text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-700"
        >
          {t('helpCenter.categories.noIcon')}
        </button>
      ) : null}
    </Popover>
  );
};
