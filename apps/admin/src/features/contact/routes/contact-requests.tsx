/** Contact requests from the public site: open ones first, read each, mark handled or open again. */
import { useState } from 'react';
import { genderSelect, routes, type ContactRequest } from '@darsak/shared';
import { useAddressPager, useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  Spinner,
  useErrorMessage,
  useFormat,
  usePhoneText,
  useT,
  useToast,
} from '@darsak/ui';

const filterClass = 'rounded-xl border border-ink-200 bg-white px-3 py-2.5';

const RequestItem = ({ request }: { request: ContactRequest }) => {
  const t = useT();
  const format = useFormat();
  const phoneText = usePhoneText();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const update = useApiMutation(routes.updateContactRequest);
  const handled = request.handledAt !== null;
  const toggle = async () => {
    try {
      await update.mutateAsync({ params: { id: request.id }, body: { handled: !handled } });
      toast.show({
        type: 'success',
        title: t(handled ? 'contact.reopened' : 'contact.markedHandled'),
      });
    } catch (error) {
      toast.show({ type: 'error', title: errorMessage(error) });
    }
  };
  const email = request.replyTo.includes('@');
  return (
    <li className="space-y-2 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        {/* At least 14rem: on a phone the badge and button wrap below the subject. */}
        <div className="min-w-[14rem] flex-1">
          <h3 className="font-bold text-ink-900" dir="auto">
            {request.title}
          </h3>
          <p className="text-sm text-ink-600">
            {request.name ? <bdi>{request.name}</bdi> : t('contact.noName')}
            {t('ui.sep')}
            <a
              className="font-semibold text-brand-800 hover:underline"
              href={email ? `mailto:${request.replyTo}` : `tel:${request.replyTo}`}
            >
              {/* A mobile number as people write it, in the page's digits (decision 008). */}
              <bdi dir="ltr">{email ? request.replyTo : phoneText(request.replyTo)}</bdi>
            </a>
            {t('ui.sep')}
            {format.dateTime(request.createdAt)}
            {request.source
              ? `${t('ui.sep')}${t('contact.source', { source: t(`source.${request.source}`) })}`
              : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={handled ? 'success' : 'warning'}>
            {t(handled ? 'contact.handled' : 'contact.open')}
          </Badge>
          <Button variant="secondary" loading={update.isPending} onClick={() => void toggle()}>
            {t(handled ? 'contact.reopen' : 'contact.markHandled')}
          </Button>
        </div>
      </div>
      <p className="whitespace-pre-line text-ink-800" dir="auto">
        {request.message}
      </p>
      {handled && request.handledByName ? (
        <p className="text-xs text-ink-500">
          {t('contact.handledBy', {
            name: request.handledByName,
            date: format.dateTime(request.handledAt!),
            gender: genderSelect(request.handledByGender),
          })}
        </p>
      ) : null}
    </li>
  );
};

export default function ContactRequestsPage() {
  const t = useT();
  const [handled, setHandled] = useState<'' | 'true' | 'false'>('false');
  const pager = useAddressPager({ resetOn: [handled] });
  const requests = useApiQuery(
    routes.listContactRequests,
    { query: { page: pager.page, size: pager.size, handled: handled || undefined } },
    { placeholderData: (previous) => previous },
  );

  return (
    <div className="space-y-6">
      <PageHeader title={t('contact.title')} description={t('contact.subtitle')} />
      <Card>
        <label className="mb-4 flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink-700">{t('contact.show')}</span>
          <select
            className={filterClass}
            value={handled}
            onChange={(event) => setHandled(event.target.value as '' | 'true' | 'false')}
          >
            <option value="false">{t('contact.openOnes')}</option>
            <option value="true">{t('contact.handledOnes')}</option>
            <option value="">{t('contact.all')}</option>
          </select>
        </label>
        {requests.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner size="lg" label={t('ui.loading')} />
          </div>
        ) : requests.isError ? (
          <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
        ) : requests.data.total === 0 ? (
          <EmptyState title={t('contact.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-ink-100">
              {requests.data.list.map((request) => (
                <RequestItem key={request.id} request={request} />
              ))}
            </ul>
            <Pagination
              pager={pager}
              total={requests.data.total}
              stale={requests.isPlaceholderData}
            />
          </>
        )}
      </Card>
    </div>
  );
}
