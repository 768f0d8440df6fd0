/**
 * A small form state hook validated by the shared zod schemas: the same rules as the server, and
 * each problem is a catalogue code shown through the message catalogue.
 */
import { useCallback, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { safeParse, type $ZodError, type $ZodType, type input, type output } from 'zod/v4/core';

type Values = Record<string, unknown>;
export type FieldErrors = Partial<Record<string, string>>;

const issuesByField = (error: $ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_form');
    errors[key] ??= /^[a-z][a-z-]*$/.test(issue.message) ? issue.message : 'invalid-value';
  }
  return errors;
};

export const useForm = <S extends $ZodType<unknown, Values>>(schema: S, initial: input<S>) => {
  const [values, setValues] = useState<input<S>>(initial);
  // What was last saved (or loaded): the form is dirty while its values differ from it.
  const [baseline, setBaseline] = useState<input<S>>(initial);
  const latest = useRef(values);
  latest.current = values;
  const dirty = useMemo(
    () => JSON.stringify(values) !== JSON.stringify(baseline),
    [values, baseline],
  );
  /**
   * The values now shown are saved: the form is no longer dirty. Given values replace the shown
   * ones first (e.g. a password field emptied once the change it was asked for is saved).
   */
  const markSaved = useCallback((next?: input<S>) => {
    if (next) {
      latest.current = next;
      setValues(next);
    }
    setBaseline(latest.current);
  }, []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  /**
   * The fields whose problems may show: those the last submit judged and those changed since. A
   * field that appears only after the submit (another way of paying out chosen) says nothing until
   * it is touched or the form is sent again.
   */
  const judged = useRef(new Set<string>());

  const validate = useCallback(
    (next: input<S>, only?: Set<string>) => {
      const result = safeParse(schema, next);
      const found = result.success ? {} : issuesByField(result.error);
      setErrors(
        only ? Object.fromEntries(Object.entries(found).filter(([key]) => only.has(key))) : found,
      );
      return result;
    },
    [schema],
  );

  const setValue = useCallback(
    <K extends keyof input<S> & string>(name: K, value: input<S>[K]) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value };
        if (submitted.current) {
          judged.current.add(name);
          validate(next, judged.current);
        }
        return next;
      });
    },
    [validate],
  );

  /** Props for a text-like input bound to a field. */
  const field = <K extends keyof input<S> & string>(name: K) => ({
    name,
    value: (values[name] ?? '') as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as input<S>[K]),
  });

  const handleSubmit =
    (onValid: (data: output<S>) => Promise<void> | void) => async (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const result = validate(values);
      judged.current = new Set(result.success ? [] : Object.keys(issuesByField(result.error)));
      if (!result.success) return;
      setSubmitting(true);
      try {
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  /** Shows a server-side problem on a field (e.g. user-exists on the email). */
  const setFieldError = useCallback((name: string, code: string) => {
    setErrors((previous) => ({ ...previous, [name]: code }));
  }, []);

  return {
    values,
    setValues,
    setValue,
    errors,
    field,
    handleSubmit,
    submitting,
    setFieldError,
    dirty,
    markSaved,
  };
};
