/**
 * Form fields with a label, an optional hint and an error, wired for screen readers. The error is a
 * catalogue code (`FieldErrorCode`), which the field says in the reader's language.
 */
import {
  useId,
  useState,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from '../cx.js';
import { nationalPhone, useDigitsInput, useLocalDigits } from '../digits.js';
import { useFieldErrorMessage, type FieldErrorCode } from '../i18n/errors.js';
import { useI18n, useT } from '../i18n/provider.js';

type FieldProps = {
  label: string;
  hint?: ReactNode;
  /** A catalogue code such as `required`, never words already translated. */
  error?: FieldErrorCode;
};

const controlClass = (invalid: boolean) =>
  cx(
    'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink-900 placeholder:text-ink-500',
    'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-ink-50',
    invalid ? 'border-red-600' : 'border-ink-200',
  );

const FieldFrame = ({
  id,
  label,
  hint,
  error,
  children,
}: FieldProps & { id: string; children: ReactNode }) => {
  const errorMessage = useFieldErrorMessage();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
};

const describedBy = (id: string, props: FieldProps) =>
  props.error ? `${id}-error` : props.hint ? `${id}-hint` : undefined;

export const TextField = ({
  label,
  hint,
  error,
  className,
  digits = false,
  ...rest
}: FieldProps &
  InputHTMLAttributes<HTMLInputElement> & {
    /** A number, a phone or a code: shown in the page's digits, either kind typed (decision 008). */
    digits?: boolean;
  }) => {
  const id = useId();
  const local = useDigitsInput(rest.value, rest.onChange);
  const localDigits = useLocalDigits();
  const shown = digits
    ? { ...local, placeholder: rest.placeholder && localDigits(rest.placeholder) }
    : {};
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        // As in a text box: what is written takes its own direction (an Arabic name on an English
        // screen sits right to left); an empty field keeps the page's. A field may set its own.
        dir={rest.value && !digits ? 'auto' : undefined}
        className={cx(controlClass(Boolean(error)), className)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        {...rest}
        {...shown}
      />
    </FieldFrame>
  );
};

/** A number typed in a form: the phone's number pad, left to right, in the page's digits. */
export const NumberField = ({ className, ...rest }: ComponentProps<typeof TextField>) => (
  <TextField
    inputMode="numeric"
    dir="ltr"
    className={cx('text-start', className)}
    digits
    {...rest}
  />
);

export const PasswordField = (props: FieldProps & InputHTMLAttributes<HTMLInputElement>) => {
  const t = useT();
  const { dir } = useI18n();
  const [visible, setVisible] = useState(false);
  const id = useId();
  const { label, hint, error, ...rest } = props;
  // The password reads left to right, while the button sits at the end of the page's line (the
  // left in Arabic): the room kept for it is on that same physical side.
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          dir="ltr"
          className={cx(
            controlClass(Boolean(error)),
            'text-start',
            dir === 'rtl' ? 'pl-20' : 'pr-20',
          )}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(id, props)}
          {...rest}
        />
        <button
          type="button"
          className="absolute inset-y-1 end-1 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
        >
          {visible ? t('ui.password.hide') : t('ui.password.show')}
        </button>
      </div>
    </FieldFrame>
  );
};

export const SelectField = ({
  label,
  hint,
  error,
  children,
  className,
  ...rest
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) => {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={cx(controlClass(Boolean(error)), 'appearance-auto', className)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
};

export const TextareaField = ({
  label,
  hint,
  error,
  className,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) => {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={4}
        // What is written takes its own direction: Arabic right to left on an English screen, an
        // English sentence left to right on an Arabic one. An empty box keeps the page's, so its
        // placeholder sits where the page's text does.
        dir={rest.value ? 'auto' : undefined}
        className={cx(controlClass(Boolean(error)), className)}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy(id, { label, hint, error })}
        {...rest}
      />
    </FieldFrame>
  );
};

/** A one-time code: digits only, the phone's keypad, and autofill from a message where supported. */
export const CodeField = ({
  label,
  hint,
  error,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) => (
  <TextField
    label={label}
    hint={hint}
    error={error}
    inputMode="numeric"
    autoComplete="one-time-code"
    dir="ltr"
    maxLength={5}
    digits
    className="text-center text-2xl font-bold tracking-[0.5em]"
    {...rest}
  />
);

type TextInputProps = Omit<FieldProps, 'label'> & {
  label?: string;
} & InputHTMLAttributes<HTMLInputElement>;

/** An email address: Latin, left to right even on an Arabic page, with the phone's email keyboard. */
export const EmailField = ({ label, className, ...rest }: TextInputProps) => {
  const t = useT();
  return (
    <TextField
      label={label ?? t('field.email')}
      type="email"
      autoComplete="email"
      dir="ltr"
      className={cx('text-start', className)}
      {...rest}
    />
  );
};

/**
 * An Egyptian mobile number: the phone keypad, left to right, in the page's digits. No sample number
 * in the box, which a reader (staff above all) could take for the person's own: the format is said
 * under it unless the field says something else. A saved «+2010…» shows as «010…», the form the
 * hint describes; either form may be typed, and the shared rule reads both.
 */
export const PhoneField = ({ label, hint, className, value, ...rest }: TextInputProps) => {
  const t = useT();
  const local = useLocalDigits();
  return (
    <TextField
      label={label ?? t('field.phone')}
      hint={hint ?? t('ui.phone.hint', { prefix: local('01'), count: local('11') })}
      type="tel"
      autoComplete="tel"
      dir="ltr"
      digits
      className={cx('text-start', className)}
      value={typeof value === 'string' ? nationalPhone(value) : value}
      {...rest}
    />
  );
};
