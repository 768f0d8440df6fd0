/**
 * The tutor manager's verdict (docs/product/onboarding.md#verdicts):
 * passed or rejected once the session started, with feedback the candidate reads, a private note,
 * and the English level 1 to 6. Neither verdict is chosen at first: notes alone pass no one. Saved
 * again later, it updates the texts only.
 */
import { useId, useState } from 'react';
import {
  EnglishLevel,
  genderSelect,
  routes,
  TutorManagerInterviewStatus as Status,
  type Interview,
} from '@darsak/shared';
import { useApiMutation } from '@darsak/client/react';
import { Button, SelectField, TextareaField, useErrorMessage, useT, useToast } from '@darsak/ui';
import { verdictProblems, type VerdictProblems } from './verdict-check.js';

export const VerdictForm = ({
  session,
  onSaved,
}: {
  session: Interview;
  onSaved: (session: Interview) => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useApiMutation(
    session.kind === 3 ? routes.updateInterview : routes.updateDemoSession,
  );
  const decided = session.status !== Status.Pending;
  const [status, setStatus] = useState<number | null>(decided ? session.status : null);
  const [feedback, setFeedback] = useState(session.feedback ?? '');
  const [note, setNote] = useState(session.note ?? '');
  const [level, setLevel] = useState<number | ''>(session.level ?? '');
  const [errors, setErrors] = useState<VerdictProblems>({});
  const statusErrorId = useId();
  const candidate = { gender: genderSelect(session.tutor.gender) };

  const submit = () => {
    const found = verdictProblems({ status, feedback, note, level }, decided);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        body: {
          id: session.id,
          ...(decided ? {} : { status: status as 2 | 3 }),
          feedback: feedback.trim(),
          note: note.trim() === '' ? null : note.trim(),
          level: level as number,
        },
      },
      {
        onSuccess: (saved) => {
          toast.show({ type: 'success', title: t('interview.verdict.saved') });
          onSaved(saved);
        },
        onError: (error) =>
          toast.show({
            type: 'error',
            title: t('interview.verdict.failed'),
            description: errorMessage(error),
          }),
      },
    );
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {!decided && (
        <fieldset
          className="space-y-2"
          aria-describedby={errors.status ? statusErrorId : undefined}
        >
          <legend className="font-semibold">{t('interview.verdict.result')}</legend>
          <div className="flex flex-wrap gap-4">
            {[Status.Passed, Status.Rejected].map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="status"
                  checked={status === value}
                  onChange={() => {
                    setStatus(value);
                    setErrors(({ status: _chosen, ...rest }) => rest);
                  }}
                  aria-invalid={errors.status ? true : undefined}
                  className="size-4 accent-brand-700"
                />
                {t(`onboarding.managerStatus.${value}`, candidate)}
              </label>
            ))}
          </div>
          {errors.status && (
            <p id={statusErrorId} role="alert" className="text-sm font-medium text-red-700">
              {t('interview.verdict.chooseResult', candidate)}
            </p>
          )}
        </fieldset>
      )}
      <TextareaField
        label={t('interview.verdict.feedback', candidate)}
        hint={t('interview.verdict.feedbackHint', candidate)}
        value={feedback}
        onChange={(e) => setFeedback(e.target.value)}
        error={errors.feedback}
      />
      <TextareaField
        label={t('interview.verdict.note')}
        hint={t('interview.verdict.noteHint')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={errors.note}
      />
      <SelectField
        label={t('interview.verdict.level')}
        value={level}
        onChange={(e) => setLevel(e.target.value === '' ? '' : Number(e.target.value))}
        error={errors.level}
      >
        <option value="">{t('interview.verdict.chooseLevel')}</option>
        {Object.values(EnglishLevel).map((value) => (
          <option key={value} value={value}>
            {t(`level.${value}`)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" loading={update.isPending}>
        {decided ? t('interview.verdict.update') : t('interview.verdict.submit')}
      </Button>
    </form>
  );
};
