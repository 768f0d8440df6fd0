/**
 * The tutor's short bio and longer introduction, written in Arabic
 * (docs/product/tutors.md#bio-and-about).
 */
import { useState, type ReactNode } from 'react';
import { z } from 'zod/mini';
import {
  ABOUT_MAX_LENGTH,
  ABOUT_MIN_LENGTH,
  BIO_MAX_LENGTH,
  BIO_MIN_LENGTH,
  routes,
  rules,
  type TutorMeta,
  type User,
} from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Alert, TextareaField, useErrorMessage, useForm, useFormat, useT } from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { FormActions } from './form-actions.js';

const schema = z.object({ bio: rules.bio, about: rules.about });

/** "85 / 200": how much of the allowed length is used, and whether the minimum is reached. */
const useLengthHint = () => {
  const t = useT();
  const format = useFormat();
  return (text: string, min: number, max: number) => {
    const count = text.trim().length;
    return t(count < min ? 'tutor.length.short' : 'tutor.length.ok', {
      count: format.number(count),
      min: format.number(min),
      max: format.number(max),
    });
  };
};

export const IntroForm = ({
  user,
  meta,
  submitLabel,
  onSaved,
  footer,
}: {
  user: User;
  meta: TutorMeta;
  submitLabel: string;
  onSaved: (meta: TutorMeta) => void;
  footer?: ReactNode;
}) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const lengthHint = useLengthHint();
  const { client } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(schema, { bio: meta.bio ?? '', about: meta.about ?? '' });
  useUnsavedChanges(form.dirty);
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const saved = await client.call(routes.updateTutor, { params: { id: user.id }, body });
      form.markSaved();
      onSaved(saved);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });
  const bio = String(form.values.bio ?? '');
  const about = String(form.values.about ?? '');
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {problem && <Alert tone="error">{problem}</Alert>}
      <Alert tone="info">{t('tutor.intro.arabicRule')}</Alert>
      <TextareaField
        label={t('tutor.field.bio')}
        hint={
          <>
            {t('tutor.bio.hint')} {lengthHint(bio, BIO_MIN_LENGTH, BIO_MAX_LENGTH)}
          </>
        }
        rows={2}
        maxLength={BIO_MAX_LENGTH}
        placeholder={t('tutor.bio.placeholder')}
        {...form.field('bio')}
      />
      <TextareaField
        label={t('tutor.field.about')}
        hint={
          <>
            {t('tutor.about.hint')} {lengthHint(about, ABOUT_MIN_LENGTH, ABOUT_MAX_LENGTH)}
          </>
        }
        rows={8}
        maxLength={ABOUT_MAX_LENGTH}
        placeholder={t('tutor.about.placeholder')}
        {...form.field('about')}
      />
      <FormActions footer={footer} submitLabel={submitLabel} loading={form.submitting} />
    </form>
  );
};
