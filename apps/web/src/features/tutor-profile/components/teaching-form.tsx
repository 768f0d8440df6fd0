/** What the tutor teaches (topics) and how long before a lesson a booking must come (notice period). */
import { useState, type FormEvent, type ReactNode } from 'react';
import { routes, type TutorMeta, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Alert, SelectField, useErrorMessage, useT } from '@darsak/ui';
import { TopicPicker } from '../../../components/topic-picker.js';
import { useNoticeLabel } from '../../../components/tutor/notice-label.js';
import { FormActions } from './form-actions.js';

/** Choices for the notice period, in minutes. */
const noticeChoices = [0, 15, 30, 60, 120, 180, 360, 720, 1440];

export const TeachingForm = ({
  user,
  meta,
  submitLabel,
  onSaved,
  footer,
}: {
  user: User;
  meta: TutorMeta;
  submitLabel: string;
  onSaved: (user: User, meta: TutorMeta) => void;
  footer?: ReactNode;
}) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const noticeLabel = useNoticeLabel();
  const { client } = useSession();
  const [topics, setTopics] = useState(user.topics.map((topic) => topic.id));
  const [notice, setNotice] = useState(meta.noticePeriod);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = noticeChoices.includes(notice)
    ? noticeChoices
    : [...noticeChoices, notice].sort((a, b) => a - b);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (topics.length === 0) return;
    setSaving(true);
    try {
      const saved = await client.call(routes.replaceUserTopics, { body: { topicIds: topics } });
      const updated = await client.call(routes.updateTutor, {
        params: { id: user.id },
        body: { noticePeriod: notice },
      });
      onSaved({ ...user, topics: saved }, updated);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-6">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="space-y-2">
        <TopicPicker legend={t('tutor.topics.legend')} selected={topics} onChange={setTopics} />
        {tried && topics.length === 0 ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('tutor.topics.required')}
          </p>
        ) : (
          <p className="text-sm text-ink-500">{t('tutor.topics.hint')}</p>
        )}
      </div>
      <SelectField
        label={t('tutor.field.notice')}
        hint={t('tutor.notice.hint')}
        name="noticePeriod"
        value={String(notice)}
        onChange={(event) => setNotice(Number(event.target.value))}
      >
        {choices.map((minutes) => (
          <option key={minutes} value={minutes}>
            {noticeLabel(minutes)}
          </option>
        ))}
      </SelectField>
      <FormActions footer={footer} submitLabel={submitLabel} loading={saving} />
    </form>
  );
};
