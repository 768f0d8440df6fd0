/** Pickers for the profile's enumerations, labelled in the user's language. */
import { EnglishLevel, findGovernorate, Gender, selectableGovernorates } from '@darsak/shared';
import { cx } from '../cx.js';
import { useFieldErrorMessage, type FieldErrorCode } from '../i18n/errors.js';
import { useI18n, useT } from '../i18n/provider.js';
import { SelectField } from './fields.js';

export const CitySelect = (props: {
  value: string;
  onChange: (e: React.ChangeEvent<HTMLSelectElement>) => void;
  error?: FieldErrorCode;
  name: string;
}) => {
  const t = useT();
  const { language } = useI18n();
  // A value no longer offered that a profile still holds stays shown, so the field is not blank.
  const held = findGovernorate(Number(props.value));
  const offered =
    held && !selectableGovernorates.includes(held)
      ? [...selectableGovernorates, held]
      : selectableGovernorates;
  const sorted = [...offered].sort((a, b) => a[language].localeCompare(b[language], language));
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

type ChoiceProps = { value: string; onChange: (value: string) => void; error?: FieldErrorCode };

/** A set of radio cards: one choice, shown as selectable boxes, with the error under them. */
const ChoiceCards = ({
  name,
  legend,
  options,
  layout,
  value,
  onChange,
  error,
}: ChoiceProps & {
  name: string;
  legend: string;
  options: { value: number; label: string; description?: string }[];
  layout: string;
}) => {
  const errorMessage = useFieldErrorMessage();
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-semibold text-ink-800">{legend}</legend>
      <div className={layout}>
        {options.map((option) => {
          const on = value === String(option.value);
          return (
            <label
              key={option.value}
              className={cx(
                'flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                option.description ? '' : 'flex-1 items-center',
                on
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-ink-200 bg-white text-ink-700',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                value={option.value}
                checked={on}
                onChange={() => onChange(String(option.value))}
              />
              <span className="font-semibold">{option.label}</span>
              {option.description && (
                <span className="text-sm text-ink-600">{option.description}</span>
              )}
            </label>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(error)}
        </p>
      )}
    </fieldset>
  );
};

export const GenderChoice = (props: ChoiceProps) => {
  const t = useT();
  return (
    <ChoiceCards
      {...props}
      name="gender"
      legend={t('field.gender')}
      layout="flex gap-2"
      options={Object.values(Gender).map((gender) => ({
        value: gender,
        label: t(`gender.${gender}`),
      }))}
    />
  );
};

export const LevelChoice = (props: ChoiceProps) => {
  const t = useT();
  return (
    <ChoiceCards
      {...props}
      name="englishLevel"
      legend={t('field.englishLevel')}
      layout="grid gap-2 sm:grid-cols-2"
      options={Object.values(EnglishLevel).map((level) => ({
        value: level,
        label: t(`level.${level}`),
        description: t(`level.${level}.description`),
      }))}
    />
  );
};
