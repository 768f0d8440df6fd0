/** Rating a tutor after a lesson: 1–5 stars and an optional comment; an earlier rating is edited instead. */
import { useEffect, useState } from 'react';
import { genderSelect, rules, routes, type Rating } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  cx,
  Dialog,
  TextareaField,
  useErrorMessage,
  useT,
  useToast,
} from '@darsak/ui';
import { useMyGender } from '../my-gender.js';

export const RatingDialog = ({
  open,
  onClose,
  tutorId,
  tutorName,
  tutorGender,
}: {
  open: boolean;
  onClose: () => void;
  tutorId: number;
  tutorName: string;
  tutorGender: number | null;
}) => {
  const t = useT();
  const me = useMyGender();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, user } = useSession();
  const mine = useApiQuery(
    routes.ratingsByRater,
    { params: { id: user?.id ?? 0 }, query: { page: 1, size: 100 } },
    { enabled: open && Boolean(user) },
  );
  const existing: Rating | undefined = mine.data?.list.find((rating) => rating.tutorId === tutorId);
  const [value, setValue] = useState(0);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Asked to pick stars: the message goes as soon as a star is picked.
  const [noStars, setNoStars] = useState(false);
  const [textError, setTextError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (existing) {
      setValue(existing.value);
      setText(existing.text ?? '');
    }
  }, [existing]);

  const save = async () => {
    setProblem(null);
    setNoStars(false);
    const checked = rules.optionalText(rules.ratingText).safeParse(text);
    if (!checked.success) return setTextError(rules.firstIssueCode(checked.error));
    setTextError(undefined);
    if (value < 1) return setNoStars(true);
    setSaving(true);
    try {
      if (existing)
        await client.call(routes.updateRating, {
          params: { id: existing.id },
          body: { value, text: checked.data ?? null },
        });
      else await client.call(routes.createRating, { body: { tutorId, value, text: checked.data } });
      toast.show({ type: 'success', title: t('rate.done') });
      void mine.refetch();
      onClose();
    } catch (error) {
      setProblem(
        isApiError(error) && error.code === 'illegal'
          ? t('rate.afterLesson', { gender: genderSelect(tutorGender), me })
          : errorMessage(error),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(existing ? 'rate.editTitle' : 'rate.title', {
        name: tutorName,
        gender: genderSelect(tutorGender),
      })}
    >
      {(problem !== null || noStars) && (
        <Alert tone="error">{problem ?? t('rate.chooseStars')}</Alert>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-800">
          {t('rate.stars', { me })}
        </legend>
        {/* Star 1 at the start of the line, filling in the reading direction like the reviews. */}
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((star) => (
            <button
              key={star}
              type="button"
              aria-label={t('reviews.stars', { value: star })}
              aria-pressed={value === star}
              onClick={() => {
                setValue(star);
                setNoStars(false);
              }}
              className={cx(
                'text-4xl leading-none focus-visible:outline-2 focus-visible:outline-brand-600',
                star <= value ? 'text-amber-500' : 'text-ink-200',
              )}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      <TextareaField
        label={t('rate.text')}
        hint={t('rate.textHint')}
        value={text}
        error={textError}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('rate.submit')}
        </Button>
      </div>
    </Dialog>
  );
};
