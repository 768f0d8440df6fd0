/** The steps of profile completion, each marked done once nothing in it is missing. */
import type { TutorMissing } from '@darsak/shared';
import { cx, useT } from '@darsak/ui';
import { sectionOfMissing, type ProfileSection } from '../../../components/tutor/missing.js';

export const steps: ProfileSection[] = ['basics', 'intro', 'teaching', 'verify'];

export const isStepDone = (step: ProfileSection, missing: readonly TutorMissing[]) =>
  !missing.some((item) => sectionOfMissing[item] === step);

/** The first step with something missing, or null when the profile is whole. */
export const firstOpenStep = (missing: readonly TutorMissing[]): ProfileSection | null =>
  steps.find((step) => !isStepDone(step, missing)) ?? null;

export const Stepper = ({
  current,
  missing,
  onChoose,
}: {
  current: ProfileSection | null;
  missing: readonly TutorMissing[];
  onChoose: (step: ProfileSection) => void;
}) => {
  const t = useT();
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2" aria-label={t('tutor.complete.steps')}>
      {steps.map((step, i) => {
        const done = isStepDone(step, missing);
        const active = step === current;
        return (
          <li key={step}>
            <button
              type="button"
              onClick={() => onChoose(step)}
              aria-current={active ? 'step' : undefined}
              className="w-full space-y-2 rounded-lg pb-1 text-start focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                className={cx(
                  'block h-1.5 rounded-full',
                  active ? 'bg-brand-600' : done ? 'bg-emerald-500' : 'bg-ink-200',
                )}
              />
              <span
                className={cx(
                  'block text-xs font-semibold sm:text-sm',
                  active ? 'text-brand-800' : 'text-ink-500',
                )}
              >
                <span className="block">
                  {t('tutor.complete.stepOf', { n: i + 1 })}
                  {done && <span className="text-emerald-700"> ✓</span>}
                </span>
                <span className="hidden sm:block">{t(`tutor.complete.${step}.title`)}</span>
                <span className="sr-only sm:hidden">{t(`tutor.complete.${step}.title`)}</span>
                {done && <span className="sr-only">{t('tutor.complete.stepDone')}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
};
