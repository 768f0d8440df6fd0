/** Pickers for the profile's enumerations, labelled in the user's language. */
import { EnglishLevel, Gender, selectableGovernorates } from '@darsak/shared';
import { cx } from '../cx.js';
import { useI18n, useT } from '../i18n/provider.js';
import { SelectField } from './fields.js';

export const CitySelect = (props: {
  value: string;
  onChange: (e: React.ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
  name: string;
}) => {
  const t = useT();
  const { language } = useI18n();
  const sorted = [...selectableGovernorates].sort((a, b) =>
    a[language].localeCompare(b[language], language),
  );
  return (
    <SelectField label={t('field.city')} {...props}>
      <option value="">{t('field.choose')}</option>
      {sorted.map((g) => (
        <option key={g.id} value={g.id}>
          {g[language]}
        </option>
      ))}
    </SelectField>
  );
};

export const GenderChoice = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) => {
  const t = useT();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-semibold text-ink-800">{t('field.gender')}</legend>
      <div className="flex gap-2">
        {Object.values(Gender).map((gender) => (
          <label
            key={gender}
            className={cx(
              'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl border px-3 font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === String(gender)
                ? 'border-brand-600 bg-brand-50 text-brand-900'
                : 'border-ink-200 bg-white text-ink-700',
            )}
          >
            <input
              type="radio"
              name="gender"
              className="sr-only"
              value={gender}
              checked={value === String(gender)}
              onChange={() => onChange(String(gender))}
            />
            {t(`gender.${gender}`)}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(`error.${error}`)}
        </p>
      )}
    </fieldset>
  );
};

export const LevelChoice = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) => {
  const t = useT();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-semibold text-ink-800">{t('field.englishLevel')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {Object.values(EnglishLevel).map((level) => (
          <label
            key={level}
            className={cx(
              'flex cursor-pointer flex-col rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === String(level) ? 'border-brand-600 bg-brand-50' : 'border-ink-200 bg-white',
            )}
          >
            <input
              type="radio"
              name="englishLevel"
              className="sr-only"
              value={level}
              checked={value === String(level)}
              onChange={() => onChange(String(level))}
            />
            <span className="font-semibold text-ink-900">{t(`level.${level}`)}</span>
            <span className="text-sm text-ink-600">{t(`level.${level}.description`)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(`error.${error}`)}
        </p>
      )}
    </fieldset>
  );
};
