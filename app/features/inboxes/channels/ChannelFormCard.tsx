import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';

interface TChannelFormCardProps {
  title: string;
  description: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** The frame every channel form shares: heading, fields, one submit button. */
export const ChannelFormCard = ({
  title,
  description,
  onSubmit,
  isSubmitting,
  submitLabel,
  submitDisabled = false,
  children,
}: TChannelFormCardProps) => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="channel-form-title" className="max-w-2xl">
      <h2 id="channel-form-title" className="text-base font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{description}</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        {children}
        <div className="pt-2">
          <Button type="submit" isLoading={isSubmitting} disabled={submitDisabled}>
            {submitLabel ?? t('inboxesPage.create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
};
