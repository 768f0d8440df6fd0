/** Topics that students favour and tutors teach: add, rename, delete (with confirmation). */
import { useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, type Topic } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  TextField,
  useErrorMessage,
  useForm,
  useT,
  useToast,
} from '@darsak/ui';

const schema = z.object({ nameAr: rules.topicName, nameEn: rules.topicName });

const TopicForm = ({
  topic,
  onDone,
  onCancel,
}: {
  topic?: Topic;
  onDone?: () => void;
  onCancel?: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useApiMutation(routes.createTopic);
  const update = useApiMutation(routes.updateTopic);
  const form = useForm(schema, { nameAr: topic?.nameAr ?? '', nameEn: topic?.nameEn ?? '' });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      if (topic) await update.mutateAsync({ params: { id: topic.id }, body });
      else await create.mutateAsync({ body });
      toast.show({ type: 'success', title: t(topic ? 'topics.updated' : 'topics.created') });
      if (!topic) form.setValues({ nameAr: '', nameEn: '' });
      onDone?.();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('topics.nameAr')} {...form.field('nameAr')} />
        <TextField
          label={t('topics.nameEn')}
          dir="ltr"
          className="text-start"
          {...form.field('nameEn')}
        />
      </div>
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('ui.cancel')}
          </Button>
        )}
        <Button type="submit" loading={form.submitting}>
          {t(topic ? 'ui.save' : 'topics.add')}
        </Button>
      </div>
    </form>
  );
};

export default function TopicsPage() {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const topics = useApiQuery(routes.listTopics);
  const remove = useApiMutation(routes.deleteTopic);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Topic | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader title={t('topics.title')} description={t('topics.subtitle')} />
      <Card>
        <h2 className="mb-3 text-lg font-bold">{t('topics.new')}</h2>
        <TopicForm />
      </Card>
      <Card>
        {topics.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner size="lg" label={t('ui.loading')} />
          </div>
        ) : topics.isError ? (
          <ErrorState error={topics.error} onRetry={() => void topics.refetch()} />
        ) : topics.data.length === 0 ? (
          <EmptyState title={t('topics.empty')} />
        ) : (
          <ul className="divide-y divide-ink-100">
            {topics.data.map((topic) => (
              <li key={topic.id} className="py-3">
                {editing === topic.id ? (
                  <TopicForm
                    topic={topic}
                    onCancel={() => setEditing(null)}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div>
                      <p className="font-semibold">{topic.nameAr}</p>
                      <p className="text-sm text-ink-500">
                        <bdi>{topic.nameEn}</bdi>
                      </p>
                    </div>
                    <div className="flex gap-1">
                      <Button variant="ghost" onClick={() => setEditing(topic.id)}>
                        {t('topics.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        className="text-red-700"
                        onClick={() => setDeleting(topic)}
                      >
                        {t('topics.delete')}
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('topics.confirm.title')}
        message={t('topics.confirm.text', { name: deleting?.nameAr ?? '' })}
        confirmLabel={t('topics.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { params: { id: deleting.id } },
            {
              onSuccess: () => {
                toast.show({ type: 'success', title: t('topics.deleted') });
                setDeleting(null);
              },
              onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
            },
          );
        }}
      />
    </div>
  );
}
