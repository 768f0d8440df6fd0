/**
 * A new student completes the profile in three steps: main info, learning, favourite topics. A
 * phone given in the first step and not yet confirmed is offered a WhatsApp code right after it
 * (part of that step; it can be left for later in Settings).
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routes, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  LevelChoice,
  PageHeader,
  PhoneField,
  showErrorOnField,
  Stepper,
  TextareaField,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { TopicPicker } from '../../../components/topic-picker.js';
import { PhoneVerification } from '../../../components/account/phone-verification.js';
import { paths } from '../../../config/paths.js';
import { learningSchema, mainInfoSchema } from '../../../components/profile-schemas.js';
import { PersonalFields, personalValues } from '../../../components/account/personal-fields.js';

const steps = ['main', 'learning', 'topics'] as const;
/** The phone's confirmation belongs to the first step: the stepper shows it as `main`. */
type Step = (typeof steps)[number] | 'phone';
const stepsInAddress: readonly Step[] = [...steps, 'phone'];

const MainInfoStep = ({ user, onDone }: { user: User; onDone: (u: User) => void }) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(mainInfoSchema, {
    name: user.name,
    ...personalValues(user),
    phone: user.phone ?? '',
    job: user.job ?? '',
  });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      onDone(
        await client.call(routes.updateUser, {
          params: { id: user.id },
          body: { ...body, phone: body.phone ?? null, job: body.job ?? null },
        }),
      );
    } catch (error) {
      if (!showErrorOnField(form, error)) setProblem(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField label={t('field.fullName')} autoComplete="name" {...form.field('name')} />
      <PersonalFields form={form} birthYearPlaceholder="2000" />
      <PhoneField
        label={t('field.phoneOptional')}
        hint={t('complete.phoneHint')}
        {...form.field('phone')}
      />
      <TextField
        label={t('field.jobOptional')}
        autoComplete="organization-title"
        {...form.field('job')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={form.submitting}>
          {t('complete.next')}
        </Button>
      </div>
    </form>
  );
};

/** A step after the first: it moves on or back without handing a saved user up. */
type LaterStepProps = { user: User; onDone: () => void; onBack: () => void };

const PhoneStep = ({ user, onDone, onBack }: LaterStepProps) => {
  const t = useT();
  const confirmed = Boolean(user.phone) && user.verifiedPhone;
  return (
    <div className="space-y-5">
      <Alert tone={confirmed ? 'success' : 'info'}>
        {t(confirmed ? 'complete.phone.done' : 'complete.phone.why')}
      </Alert>
      <PhoneVerification user={user} />
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('complete.back')}
        </Button>
        <Button variant={confirmed ? 'primary' : 'secondary'} onClick={onDone}>
          {t(confirmed ? 'complete.next' : 'complete.phone.later')}
        </Button>
      </div>
    </div>
  );
};

const LearningStep = ({
  user,
  onDone,
  onBack,
}: {
  user: User;
  onDone: (u: User) => void;
  onBack: () => void;
}) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { client } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm(learningSchema, {
    englishLevel: user.student?.englishLevel ? String(user.student.englishLevel) : '',
    goal: user.student?.goal ?? '',
  });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      onDone(await client.call(routes.createStudent, { body }));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {problem && <Alert tone="error">{problem}</Alert>}
      <LevelChoice
        value={String(form.values.englishLevel ?? '')}
        onChange={(v) => form.setValue('englishLevel', v)}
        error={form.errors.englishLevel}
      />
      <TextareaField
        label={t('field.goal')}
        hint={t('complete.goalHint')}
        {...form.field('goal')}
      />
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('complete.back')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('complete.next')}
        </Button>
      </div>
    </form>
  );
};

const TopicsStep = ({ user, onDone, onBack }: LaterStepProps) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [selected, setSelected] = useState(user.topics.map((topic) => topic.id));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const topics = await client.call(routes.replaceUserTopics, { body: { topicIds: selected } });
      setUser({ ...user, topics });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="space-y-5">
      {problem && <Alert tone="error">{problem}</Alert>}
      <TopicPicker
        legend={t('complete.topics.legend')}
        selected={selected}
        onChange={setSelected}
      />
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          {t('complete.back')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('complete.finish')}
        </Button>
      </div>
    </div>
  );
};

export default function CompleteProfilePage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const { user, setUser } = useSession();
  // The step is in the address: a reload stays on it, and Back goes to the step before.
  const [params, setParams] = useSearchParams();
  const step: Step = stepsInAddress.find((key) => key === params.get('step')) ?? 'main';
  const setStep = (next: Step) => setParams(next === 'main' ? {} : { step: next });
  const shown = step === 'phone' ? 'main' : step;
  if (!user) return null;
  const advance = (next: Step) => (updated: User) => {
    setUser(updated);
    setStep(next);
  };
  const afterMain = (updated: User) =>
    advance(updated.phone && !updated.verifiedPhone ? 'phone' : 'learning')(updated);
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('complete.title')} description={t('complete.subtitle')} />
      <Stepper
        label={t('complete.steps')}
        steps={steps.map((key, i) => ({
          id: key,
          label: t(`complete.${key}.title`),
          status: i < steps.indexOf(shown) ? 'complete' : key === shown ? 'current' : 'upcoming',
        }))}
      />
      <Card>
        <h2 className="mb-4 text-xl font-bold">{t(`complete.${step}.title`)}</h2>
        {step === 'main' && <MainInfoStep user={user} onDone={afterMain} />}
        {step === 'phone' && (
          <PhoneStep
            user={user}
            onBack={() => setStep('main')}
            onDone={() => setStep('learning')}
          />
        )}
        {step === 'learning' && (
          <LearningStep user={user} onDone={advance('topics')} onBack={() => setStep('main')} />
        )}
        {step === 'topics' && (
          <TopicsStep
            user={user}
            onBack={() => setStep('learning')}
            onDone={() => {
              toast.show({ type: 'success', title: t('complete.done') });
              void navigate(paths.studentDashboard, { replace: true });
            }}
          />
        )}
      </Card>
    </div>
  );
}
