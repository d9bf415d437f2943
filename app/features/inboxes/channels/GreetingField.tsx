import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '../../../components/fieldStyles.ts';
import { useToast } from '../../../components/useToast.ts';
import { loadRichEditor, useEditorSupport } from '../../editor/index.ts';

const RichEditor = lazy(() => loadRichEditor());

interface TGreetingFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * The website widget shows the greeting as a message, so it is rich text (the reply editor's markdown);
   * other channels send it as plain text (spec §2).
   */
  rich?: boolean;
  /** The account the rich editor's images upload to and its canned responses come from. */
  accountId: number;
}

const RichGreeting = ({ label, value, onChange, accountId }: TGreetingFieldProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const support = useEditorSupport(accountId);
  return (
    <div>
      <p className={labelClass} aria-hidden="true">
        {label}
      </p>
      {/* At least 4 rows high (spec §2). */}
      <div className="rounded-lg border border-slate-300 dark:border-slate-600 [&_[contenteditable]]:min-h-[6.5rem]">
        <Suspense fallback={<div className="min-h-[9rem]" />}>
          <RichEditor
            label={label}
            placeholder={t('inboxesPage.greeting.placeholder')}
            initialMarkdown={value}
            sendKey="cmd_enter"
            mentionsEnabled={false}
            agents={[]}
            searchCanned={support.searchCanned}
            onChange={onChange}
            onSubmit={() => undefined}
            onReady={() => undefined}
            onImage={support.uploadImage}
            onFilesBlocked={() => toast.show(t('editor.pasteBlocked'), 'error')}
          />
        </Suspense>
      </div>
    </div>
  );
};

/** The greeting message editor: at least 4 rows high (spec §2); rich text for the website widget. */
export const GreetingField = (props: TGreetingFieldProps) => {
  const { t } = useTranslation();
  const id = useId();
  if (props.rich) return <RichGreeting {...props} />;
  const { label, value, onChange } = props;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        dir="auto"
        id={id}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('inboxesPage.greeting.placeholder')}
        className={`${inputClass(false)} min-h-[6.5rem] resize-y`}
      />
    </div>
  );
};
