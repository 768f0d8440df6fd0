/** A new tutor completes the profile: basics, introduction, teaching, then email and phone. */
import { useState } from 'react';
import { type TutorMeta, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Button, Card, PageHeader, useT } from '@darsak/ui';
import type { ProfileSection } from '../../../components/tutor/missing.js';
import { useSetTutorMeta, useTutorMeta } from '../../../components/tutor/use-tutor-meta.js';
import { BasicsForm } from '../components/basics-form.js';
import { CompletionSummary } from '../components/completion-summary.js';
import { IntroForm } from '../components/intro-form.js';
import { firstOpenStep, ProfileStepper, steps } from '../components/steps.js';
import { TeachingForm } from '../components/teaching-form.js';
import { TutorMetaState } from '../components/tutor-meta-state.js';
import { VerifyStep } from '../components/verify-step.js';

type View = ProfileSection | 'done';

const Wizard = ({ user, meta }: { user: User; meta: TutorMeta }) => {
  const t = useT();
  const { setUser } = useSession();
  const setMeta = useSetTutorMeta();
  const [view, setView] = useState<View>(() => firstOpenStep(meta.missing) ?? 'done');
  const go = (next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  };
  const after = (step: ProfileSection): View => steps[steps.indexOf(step) + 1] ?? 'done';
  const back = (step: ProfileSection) => {
    const previous = steps[steps.indexOf(step) - 1];
    return previous ? (
      <Button variant="secondary" onClick={() => go(previous)}>
        {t('tutor.complete.back')}
      </Button>
    ) : undefined;
  };
  const next = t('tutor.complete.next');
  return (
    <>
      <ProfileStepper
        current={view === 'done' ? null : view}
        missing={meta.missing}
        onChoose={(step) => go(step)}
      />
      {view === 'done' ? (
        <CompletionSummary meta={meta} />
      ) : (
        <Card>
          <h2 className="text-xl font-bold">{t(`tutor.complete.${view}.title`)}</h2>
          <p className="mb-5 mt-1 text-ink-600">{t(`tutor.complete.${view}.text`)}</p>
          {view === 'basics' && (
            <BasicsForm
              user={user}
              requireImage
              submitLabel={next}
              onSaved={(updated) => {
                setUser(updated);
                go(after('basics'));
              }}
            />
          )}
          {view === 'intro' && (
            <IntroForm
              user={user}
              meta={meta}
              submitLabel={next}
              footer={back('intro')}
              onSaved={(updated) => {
                setMeta(updated);
                go(after('intro'));
              }}
            />
          )}
          {view === 'teaching' && (
            <TeachingForm
              user={user}
              meta={meta}
              submitLabel={next}
              footer={back('teaching')}
              onSaved={(updatedUser, updatedMeta) => {
                setMeta(updatedMeta);
                setUser(updatedUser);
                go(after('teaching'));
              }}
            />
          )}
          {view === 'verify' && (
            <VerifyStep user={user} back={back('verify')} onDone={() => go('done')} />
          )}
        </Card>
      )}
    </>
  );
};

export default function TutorCompleteProfilePage() {
  const t = useT();
  const { user } = useSession();
  const meta = useTutorMeta();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('tutor.complete.title')} description={t('tutor.complete.subtitle')} />
      <TutorMetaState meta={meta}>{(data) => <Wizard user={user} meta={data} />}</TutorMetaState>
    </div>
  );
}
