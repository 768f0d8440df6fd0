/** Topics that students favour and tutors teach: add, rename, delete (with confirmation). */
import { useState } from 'react';
import { z } from 'zod/mini';
import { routes, rules, type Topic } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { Card, EmptyState, PageHeader, QueryView, TextField, useForm, useT } from '@darsak/ui';
import { InlineForm, useSaving } from '../../../components/inline-form.js';
import { RemovalDialog, RowActions, useRemoval } from '../../../components/removal.js';

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
  const saving = useSaving();
  const create = useApiMutation(routes.createTopic);
  const update = useApiMutation(routes.updateTopic);
  const form = useForm(schema, { nameAr: topic?.nameAr ?? '', nameEn: topic?.nameEn ?? '' });
  const submit = form.handleSubmit(async (body) => {
    const saved = await saving.attempt(
      () =>
        topic
          ? update.mutateAsync({ params: { id: topic.id }, body })
          : create.mutateAsync({ body }),
      t(topic ? 'topics.updated' : 'topics.created'),
    );
    if (!saved) return;
    if (!topic) form.setValues({ nameAr: '', nameEn: '' });
    onDone?.();
  });
  return (
    <InlineForm
      onSubmit={submit}
      problem={saving.problem}
      submitting={form.submitting}
      submitLabel={t(topic ? 'ui.save' : 'topics.add')}
      onCancel={onCancel}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('topics.nameAr')} {...form.field('nameAr')} />
        <TextField
          label={t('topics.nameEn')}
          dir="ltr"
          className="text-start"
          {...form.field('nameEn')}
        />
      </div>
    </InlineForm>
  );
};

export default function TopicsPage() {
  const t = useT();
  const topics = useApiQuery(routes.listTopics);
  const remove = useApiMutation(routes.deleteTopic);
  const removal = useRemoval(
    (topic: Topic) => remove.mutateAsync({ params: { id: topic.id } }),
    t('topics.deleted'),
  );
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader title={t('topics.title')} description={t('topics.subtitle')} />
      <Card>
        <h2 className="mb-3 text-lg font-bold">{t('topics.new')}</h2>
        <TopicForm />
      </Card>
      <Card>
        <QueryView
          query={topics}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t('topics.empty')} />}
        >
          {(data) => (
            <ul className="divide-y divide-ink-100" aria-label={t('topics.title')}>
              {data.map((topic) => (
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
                      <RowActions
                        onEdit={() => setEditing(topic.id)}
                        onDelete={() => removal.ask(topic)}
                        edit={{
                          text: t('topics.edit'),
                          label: t('topics.editOf', { name: topic.nameAr }),
                        }}
                        remove={{
                          text: t('topics.delete'),
                          label: t('topics.deleteOf', { name: topic.nameAr }),
                        }}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
      <RemovalDialog
        removal={removal}
        title={t('topics.confirm.title')}
        message={(topic) => t('topics.confirm.text', { name: topic.nameAr })}
        confirmLabel={t('topics.delete')}
      />
    </div>
  );
}
