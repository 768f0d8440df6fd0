/** The steps of profile completion, each marked done once nothing in it is missing. */
import type { TutorMissing } from '@darsak/shared';
import { Stepper, useT } from '@darsak/ui';
import { sectionOfMissing, type ProfileSection } from '../../../components/tutor/missing.js';

export const steps: ProfileSection[] = ['basics', 'intro', 'teaching', 'verify'];

export const isStepDone = (step: ProfileSection, missing: readonly TutorMissing[]) =>
  !missing.some((item) => sectionOfMissing[item] === step);

/** The first step with something missing, or null when the profile is whole. */
export const firstOpenStep = (missing: readonly TutorMissing[]): ProfileSection | null =>
  steps.find((step) => !isStepDone(step, missing)) ?? null;

/** Profile completion's steps; a tutor may open any of them. */
export const ProfileStepper = ({
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
    <Stepper
      label={t('tutor.complete.steps')}
      selectedId={current}
      onSelect={(id) => onChoose(id as ProfileSection)}
      steps={steps.map((step) => ({
        id: step,
        label: t(`tutor.complete.${step}.title`),
        status: isStepDone(step, missing) ? 'complete' : step === current ? 'current' : 'upcoming',
      }))}
    />
  );
};
