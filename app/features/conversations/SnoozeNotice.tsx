import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import type { TConversation } from './conversationTypes.ts';
import { snoozeLabel } from './snoozeLabel.ts';
import { relativeTime } from '../../lib/timeFormat.ts';

/** A snoozed conversation's header line: until when (or the next reply), and Unsnooze (reopens it). */
export const SnoozeNotice = ({
  conversation: c,
  onUnsnooze,
}: {
  conversation: TConversation;
  onUnsnooze: () => void;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-800 dark:bg-amber-950 dark:text-amber-200">
      <Icon name="clock" className="size-3.5 shrink-0" />
      <span
        className="min-w-0 flex-1"
        title={c.snoozed_until ? relativeTime(c.snoozed_until, i18n.language) : undefined}
      >
        {snoozeLabel(c.snoozed_until, t, i18n.language, 'full')}
      </span>
      <Button size="sm" variant="secondary" onClick={onUnsnooze}>
        {t('conversations.actions.unsnooze')}
      </Button>
    </div>
  );
};
