/**
 * Invite links (docs/product/back-office.md#invite-links, decision 027): one per campaign on a
 * source; every account registered through one counts for it, and per source the sign-ups and
 * paying students.
 */
import { useState } from 'react';
import {
  genderSelect,
  inviteBody,
  routes,
  sourceCodes,
  type Invite,
  type SourceCode,
  type SourceFigures,
} from '@darsak/shared';
import { useAddressPager, useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Button,
  Card,
  EmptyState,
  PageHeader,
  Pagination,
  QueryView,
  SelectField,
  TextField,
  useForm,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { InlineForm, useSaving } from '../../../components/inline-form.js';
import { RemovalDialog, RowActions, useRemoval } from '../../../components/removal.js';

/** The link as shared: the short link of its source, naming the invite. */
export const inviteLink = (invite: Pick<Invite, 'source' | 'code'>): string =>
  `${window.location.origin}/url/${invite.source}?invite=${invite.code}`;

const InviteForm = ({
  invite,
  onDone,
  onCancel,
}: {
  invite?: Invite;
  onDone?: () => void;
  onCancel?: () => void;
}) => {
  const t = useT();
  const saving = useSaving();
  const create = useApiMutation(routes.createInvite);
  const update = useApiMutation(routes.updateInvite);
  const empty = { name: invite?.name ?? '', source: (invite?.source ?? '') as SourceCode };
  const form = useForm(inviteBody, empty);
  useUnsavedChanges(form.dirty);
  const submit = form.handleSubmit(async (body) => {
    const saved = await saving.attempt(
      () =>
        invite
          ? update.mutateAsync({ params: { id: invite.id }, body })
          : create.mutateAsync({ body }),
      t(invite ? 'invites.updated' : 'invites.created'),
    );
    if (!saved) return;
    // A new link's form starts again empty (its first values, so not unsaved); an edit is saved.
    if (!invite) form.setValues({ name: '', source: '' as SourceCode });
    else form.markSaved();
    onDone?.();
  });
  return (
    <InlineForm
      onSubmit={submit}
      problem={saving.problem}
      submitting={form.submitting}
      submitLabel={t(invite ? 'ui.save' : 'invites.create')}
      onCancel={onCancel}
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextField label={t('invites.name')} maxLength={80} {...form.field('name')} />
        <SelectField label={t('invites.source')} {...form.field('source')}>
          <option value="">{t('source.choose')}</option>
          {sourceCodes.map((code) => (
            <option key={code} value={code}>
              {t(`source.${code}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </InlineForm>
  );
};

const InviteItem = ({
  invite,
  editing,
  onEdit,
  onDone,
  onDelete,
}: {
  invite: Invite;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
}) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const link = inviteLink(invite);
  if (editing)
    return (
      <li className="py-4">
        <InviteForm invite={invite} onCancel={onDone} onDone={onDone} />
      </li>
    );
  const copy = () =>
    void navigator.clipboard
      .writeText(link)
      .then(() => toast.show({ type: 'success', title: t('invites.copied') }))
      .catch(() => undefined);
  return (
    <li className="space-y-2 py-4" data-testid="invite-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="font-bold text-ink-900" dir="auto">
            {invite.name}
          </h3>
          <p className="text-sm text-ink-600">
            {t(`source.${invite.source}`)}
            {t('ui.sep')}
            {invite.createdBy
              ? t('invites.createdBy', {
                  name: invite.createdBy.name,
                  date: format.date(invite.createdAt),
                  gender: genderSelect(invite.createdBy.gender),
                })
              : t('invites.createdAt', { date: format.date(invite.createdAt) })}
          </p>
          <p className="text-sm font-semibold text-ink-800">
            {t('invites.figures', { signups: invite.signups, paying: invite.paying })}
          </p>
        </div>
        <RowActions
          onEdit={onEdit}
          onDelete={onDelete}
          edit={{ text: t('invites.edit'), label: t('invites.editOf', { name: invite.name }) }}
          remove={{
            text: t('invites.delete'),
            label: t('invites.deleteOf', { name: invite.name }),
          }}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="sr-only">{t('invites.link')}</span>
        <code
          dir="ltr"
          className="min-w-0 max-w-full flex-1 break-all rounded-lg bg-ink-50 px-3 py-2 text-sm text-ink-800"
          data-testid="invite-link"
        >
          {link}
        </code>
        <Button variant="secondary" onClick={copy}>
          {t('invites.copy')}
        </Button>
      </div>
    </li>
  );
};

const BySource = ({ rows }: { rows: readonly SourceFigures[] }) => {
  const t = useT();
  const format = useFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="by-source">
        <thead>
          <tr className="text-ink-600">
            <th scope="col" className="py-2 text-start">
              {t('invites.source')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('invites.signups')}
            </th>
            <th scope="col" className="py-2 text-start">
              {t('invites.paying')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.source} className="border-t border-ink-100" data-source={row.source}>
              <th scope="row" className="py-2 text-start font-semibold">
                {t(`source.${row.source}`)}
              </th>
              <td className="py-2 tabular-nums">{format.number(row.signups)}</td>
              <td className="py-2 tabular-nums">{format.number(row.paying)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

export default function InvitesPage() {
  const t = useT();
  const pager = useAddressPager();
  const invites = useApiQuery(
    routes.listInvites,
    { query: { page: pager.page, size: pager.size } },
    { placeholderData: (previous) => previous },
  );
  const remove = useApiMutation(routes.deleteInvite);
  const removal = useRemoval(
    (invite: Invite) => remove.mutateAsync({ params: { id: invite.id } }),
    t('invites.deleted'),
  );
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div className="space-y-6">
      <PageHeader title={t('invites.title')} description={t('invites.subtitle')} />
      <Card>
        <h2 className="mb-3 text-lg font-bold">{t('invites.new')}</h2>
        <InviteForm />
      </Card>
      <Card>
        <h2 className="mb-1 text-lg font-bold">{t('invites.bySource')}</h2>
        <p className="mb-3 text-sm text-ink-600">{t('invites.bySourceHint')}</p>
        <QueryView query={invites}>{(data) => <BySource rows={data.bySource} />}</QueryView>
      </Card>
      <Card>
        <h2 className="mb-1 text-lg font-bold">{t('invites.list')}</h2>
        <QueryView
          query={invites}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t('invites.empty')} />}
        >
          {(data) => (
            <>
              <ul className="divide-y divide-ink-100">
                {data.list.map((invite) => (
                  <InviteItem
                    key={invite.id}
                    invite={invite}
                    editing={editing === invite.id}
                    onEdit={() => setEditing(invite.id)}
                    onDone={() => setEditing(null)}
                    onDelete={() => removal.ask(invite)}
                  />
                ))}
              </ul>
              <Pagination pager={pager} total={data.total} stale={invites.isPlaceholderData} />
            </>
          )}
        </QueryView>
      </Card>
      <RemovalDialog
        removal={removal}
        title={t('invites.confirm.title')}
        message={(invite) => t('invites.confirm.text', { name: invite.name })}
        confirmLabel={t('invites.delete')}
      />
    </div>
  );
}
