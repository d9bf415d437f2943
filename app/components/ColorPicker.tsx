import { useId, useState } from 'react';
import { HexColorPicker } from 'react-colorful';
import { useTranslation } from 'react-i18next';
import { clampChannel, hexToHsv, hsvToHex, parseHex, type THsv } from './colour.ts';
import { inputClass, labelClass } from './fieldStyles.ts';
import { Popover } from './Popover.tsx';

interface TColorPickerProps {
  label: string;
  /** #rrggbb, or empty for none (the default). */
  value?: string;
  onChange: (hex: string) => void;
}

/**
 * Part 2 §2 colour picker field: a swatch opening a picker; only the hex value is emitted (no
 * alpha); typed hex is taken only when it parses; an outside click or Escape closes it.
 */
export const ColorPicker = ({ label, value = '', onChange }: TColorPickerProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState(value);
  const current = parseHex(value);
  const hsv: THsv = current ? hexToHsv(current) : { h: 0, s: 0, v: 0 };

  const [boundValue, setBoundValue] = useState(value);
  if (value !== boundValue) {
    setBoundValue(value);
    setTyped(value);
  }

  const emit = (hex: string) => {
    const parsed = parseHex(hex);
    if (parsed) onChange(parsed);
  };
  const setChannel = (channel: keyof THsv, raw: string) =>
    emit(hsvToHex({ ...hsv, [channel]: clampChannel(channel, Number(raw)) }));

  return (
    <div>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <div className="flex items-center gap-2">
        <Popover
          open={open}
          onOpenChange={setOpen}
          label={label}
          className="w-56 space-y-3 p-3"
          trigger={
            <button
              type="button"
              aria-labelledby={`${id}-label`}
              aria-haspopup="dialog"
              className="size-9 shrink-0 rounded-lg border border-slate-300 shadow-xs dark:border-slate-700"
              style={current ? { backgroundColor: current } : undefined}
            >
              <span className="sr-only">{current ?? t('colorPicker.none')}</span>
            </button>
          }
        >
          <HexColorPicker color={current ?? '#000000'} onChange={emit} style={{ width: '100%', height: '9rem' }} />
          <div className="grid grid-cols-3 gap-2">
            {(['h', 's', 'v'] as const).map((channel) => (
              <label key={channel} className="text-xs text-slate-500 dark:text-slate-400">
                {t(`colorPicker.${channel}`)}
                <input
                  dir="ltr"
                  type="number"
                  min={0}
                  max={channel === 'h' ? 360 : 100}
                  value={hsv[channel]}
                  onChange={(e) => setChannel(channel, e.target.value)}
                  className={`${inputClass(false)} mt-1 px-2 py-1 text-xs`}
                />
              </label>
            ))}
          </div>
        </Popover>
        <input
          aria-label={t('colorPicker.hex', { label })}
          value={typed}
          placeholder="#1f93ff"
          dir="ltr"
          spellCheck={false}
          onChange={(e) => {
            setTyped(e.target.value);
            emit(e.target.value);
          }}
          onBlur={() => setTyped(value)}
          className={`${inputClass(false)} w-32 font-mono`}
        />
      </div>
    </div>
  );
};
