/** Gender, birth year and governorate: given when a student completes the profile, edited in settings. */
import type { ChangeEvent } from 'react';
import type { User } from '@darsak/shared';
import { CitySelect, GenderChoice, NumberField, useT, type FieldErrors } from '@darsak/ui';

type Binding = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

/** The user's values for these fields, as the form holds them (text, empty when unset). */
export const personalValues = (user: User) => ({
  gender: user.gender ? String(user.gender) : '',
  birthYear: user.birthYear ? String(user.birthYear) : '',
  city: user.city ? String(user.city) : '',
});

export const PersonalFields = ({
  form,
  birthYearPlaceholder,
}: {
  /** A form with `gender`, `birthYear` and `city` fields. */
  form: {
    values: { gender?: unknown };
    errors: FieldErrors;
    setValue: (name: 'gender', value: string) => void;
    field: (name: 'birthYear' | 'city') => Binding;
  };
  birthYearPlaceholder?: string;
}) => {
  const t = useT();
  return (
    <>
      <GenderChoice
        value={String(form.values.gender ?? '')}
        onChange={(v) => form.setValue('gender', v)}
        error={form.errors.gender}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('field.birthYear')}
          placeholder={birthYearPlaceholder}
          {...form.field('birthYear')}
        />
        <CitySelect {...form.field('city')} />
      </div>
    </>
  );
};
