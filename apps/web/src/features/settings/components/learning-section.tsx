/** A student's level, goal and favourite topics. */
import { useState } from 'react';
import { routes, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  LevelChoice,
  TextareaField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { TopicPicker } from '../../../components/topic-picker.js';
import { learningSchema } from '../../../components/profile-schemas.js';

/** A set of ids in a comparable form: the order topics were picked in does not matter. */
const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b).join();

export const LearningSection = ({ user }: { user: User }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { client, setUser } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [topics, setTopics] = useState(user.topics.map((topic) => topic.id));
  const [savedTopics, setSavedTopics] = useState(topics);
  const form = useForm(learningSchema, {
    englishLevel: user.student?.englishLevel ? String(user.student.englishLevel) : '',
    goal: user.student?.goal ?? '',
  });
  useUnsavedChanges(form.dirty || sortedIds(topics) !== sortedIds(savedTopics));
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const updated = await client.call(routes.updateStudent, {
        params: { id: user.id },
        body: { englishLevel: body.englishLevel, goal: body.goal ?? '' },
      });
      const saved = await client.call(routes.replaceUserTopics, { body: { topicIds: topics } });
      setUser({ ...updated, topics: saved });
      form.markSaved();
      setSavedTopics(topics);
      toast.show({ type: 'success', title: t('settings.saved') });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });
  return (
    <Card>
      <h2 className="mb-4 text-xl font-bold">{t('settings.learning.title')}</h2>
      <form onSubmit={submit} noValidate className="space-y-5">
        {problem && <Alert tone="error">{problem}</Alert>}
        <LevelChoice
          value={String(form.values.englishLevel ?? '')}
          onChange={(v) => form.setValue('englishLevel', v)}
          error={form.errors.englishLevel}
        />
        <TextareaField label={t('field.goal')} {...form.field('goal')} />
        <TopicPicker legend={t('complete.topics.legend')} selected={topics} onChange={setTopics} />
        <div className="flex justify-end">
          <Button type="submit" loading={form.submitting}>
            {t('ui.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
};
