/** The tutor's public profile, editable: basics and picture, introduction, topics and notice period. */
import type { ReactNode } from 'react';
import type { TutorMeta, User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Card, PageHeader, useT, useToast } from '@darsak/ui';
import { useScrollToHash } from '../../../components/use-scroll-to-hash.js';
import { ListingStatus } from '../../../components/tutor/listing-status.js';
import { useSetTutorMeta, useTutorMeta } from '../../../components/tutor/use-tutor-meta.js';
import { BasicsForm } from '../components/basics-form.js';
import { IntroForm } from '../components/intro-form.js';
import { TeachingForm } from '../components/teaching-form.js';
import { TutorMetaState } from '../components/tutor-meta-state.js';

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card>
    <h2 id={id} className="mb-5 scroll-mt-24 text-xl font-bold">
      {title}
    </h2>
    {children}
  </Card>
);

const Sections = ({ user, meta }: { user: User; meta: TutorMeta }) => {
  const t = useT();
  const toast = useToast();
  const { setUser } = useSession();
  const setMeta = useSetTutorMeta();
  const saved = () => toast.show({ type: 'success', title: t('settings.saved') });
  const save = t('ui.save');
  return (
    <>
      {(!meta.listed || meta.missing.length > 0) && <ListingStatus meta={meta} />}
      <Section id="basics" title={t('tutor.complete.basics.title')}>
        <BasicsForm
          user={user}
          submitLabel={save}
          onSaved={(updated) => {
            setUser(updated);
            saved();
          }}
        />
      </Section>
      <Section id="intro" title={t('tutor.complete.intro.title')}>
        <IntroForm
          user={user}
          meta={meta}
          submitLabel={save}
          onSaved={(updated) => {
            setMeta(updated);
            saved();
          }}
        />
      </Section>
      <Section id="teaching" title={t('tutor.complete.teaching.title')}>
        <TeachingForm
          user={user}
          meta={meta}
          submitLabel={save}
          onSaved={(updatedUser, updatedMeta) => {
            setMeta(updatedMeta);
            setUser(updatedUser);
            saved();
          }}
        />
      </Section>
    </>
  );
};

export default function TutorProfileSettingsPage() {
  const t = useT();
  const { user } = useSession();
  const meta = useTutorMeta();
  useScrollToHash(meta.isSuccess);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('tutor.settings.title')} description={t('tutor.settings.subtitle')} />
      <TutorMetaState meta={meta}>{(data) => <Sections user={user} meta={data} />}</TutorMetaState>
    </div>
  );
}
