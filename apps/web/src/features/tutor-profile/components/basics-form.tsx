/** The tutor's picture, Arabic name, gender and governorate. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod/mini';
import { IMAGE_RECOMMENDED_MIN_PX, routes, rules, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  CitySelect,
  GenderChoice,
  showErrorOnField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { ImageUpload } from '../../../components/image-upload.js';
import { FormActions } from './form-actions.js';

const schema = z.object({
  name: rules.tutorName,
  gender: rules.fromText(rules.gender),
  city: rules.fromText(rules.city),
});

export const BasicsForm = ({
  user,
  submitLabel,
  onSaved,
  footer,
  requireImage = false,
}: {
  user: User;
  submitLabel: string;
  onSaved: (user: User) => void;
  footer?: ReactNode;
  /** Profile completion asks for the picture before going on; settings save without it. */
  requireImage?: boolean;
}) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [needsImage, setNeedsImage] = useState(false);
  const form = useForm(schema, {
    name: user.name,
    gender: user.gender ? String(user.gender) : '',
    city: user.city ? String(user.city) : '',
  });
  useUnsavedChanges(form.dirty);
  const save = form.handleSubmit(async (body) => {
    if (requireImage && !user.image) return;
    setProblem(null);
    try {
      const saved = await client.call(routes.updateUser, { params: { id: user.id }, body });
      form.markSaved();
      onSaved(saved);
    } catch (error) {
      if (!showErrorOnField(form, error)) setProblem(errorMessage(error));
    }
  });
  const submit = (event: FormEvent) => {
    setNeedsImage(requireImage && !user.image);
    void save(event);
  };
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <ImageUpload user={user} hint={t('tutor.image.hint', { size: IMAGE_RECOMMENDED_MIN_PX })} />
        {needsImage && !user.image && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('tutor.image.required')}
          </p>
        )}
      </div>
      <form onSubmit={submit} noValidate className="space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          label={t('tutor.field.arabicName')}
          hint={t('register.tutor.nameHint')}
          autoComplete="name"
          {...form.field('name')}
        />
        <GenderChoice
          value={String(form.values.gender ?? '')}
          onChange={(v) => form.setValue('gender', v)}
          error={form.errors.gender}
        />
        <CitySelect {...form.field('city')} />
        <FormActions footer={footer} submitLabel={submitLabel} loading={form.submitting} />
      </form>
    </div>
  );
};
