import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptainFaq } from '../../../common/contracts/captainKnowledge.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useToast } from '../../components/useToast.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { useKnowledgeMutations } from './knowledgeQueries.ts';

/** Adds an FAQ (approved at once) or edits one's question and answer. */
export const FaqDialog = ({
  accountId,
  assistantId,
  faq,
  onClose,
}: {
  accountId: number;
  assistantId: number;
  faq: TCaptainFaq | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { createFaq, updateFaq } = useKnowledgeMutations(accountId);
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [errors, setErrors] = useState<{ question?: string; answer?: string; form?: string }>({});
  const pending = createFaq.isPending || updateFaq.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      question: question.trim() ? undefined : t('captainKnowledge.faqDialog.required'),
      answer: answer.trim() ? undefined : t('captainKnowledge.faqDialog.required'),
    };
    setErrors(next);
    if (next.question || next.answer) return;
    const done = {
      onSuccess: () => {
        toast.show(faq ? t('captainKnowledge.faqDialog.saved') : t('captainKnowledge.faqDialog.added'));
        onClose();
      },
      onError: (err: unknown) => setErrors({ form: apiErrorMessage(err, t) }),
    };
    if (faq) updateFaq.mutate({ id: faq.id, input: { question: question.trim(), answer: answer.trim() } }, done);
    else createFaq.mutate({ question: question.trim(), answer: answer.trim(), assistant_id: assistantId }, done);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={faq ? t('captainKnowledge.faqDialog.editTitle') : t('captainKnowledge.faqDialog.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="faq-form" isLoading={pending}>
            {t('captainKnowledge.faqDialog.save')}
          </Button>
        </>
      }
    >
      <form id="faq-form" noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label={t('captainKnowledge.faqDialog.question')}
          value={question}
          dir="auto"
          error={errors.question}
          onChange={(e) => setQuestion(e.target.value)}
        />
        <TextAreaField
          label={t('captainKnowledge.faqDialog.answer')}
          value={answer}
          dir="auto"
          rows={6}
          error={errors.answer}
          onChange={(e) => setAnswer(e.target.value)}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.form}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
};
