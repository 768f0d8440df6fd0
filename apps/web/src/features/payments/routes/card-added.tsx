/**
 * Back from the provider's card-saving page (`/card-added`): the card is saved, or the
 * student is told it was not and can try again from their payments.
 */
import { Link, useSearchParams } from 'react-router';
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Alert, buttonClass, Card, PageHeader, Spinner, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';

export default function CardAddedPage() {
  const t = useT();
  const [search] = useSearchParams();
  const saved = search.get('statusCode') === '200';
  const lastFour = (search.get('lastFourDigits') ?? '').replace(/\D/g, '').slice(-4);
  // The saved cards, read afresh: the card shows here as the provider keeps it.
  const cards = useApiQuery(routes.listCardTokens, undefined, { enabled: saved });
  const card = cards.data?.find((c) => c.lastFour === lastFour);

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <PageHeader title={t(saved ? 'cardAdded.title' : 'cardAdded.failedTitle')} />
      <Card className="space-y-4">
        {!saved ? (
          <Alert tone="error">{t('cardAdded.failed')}</Alert>
        ) : cards.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : (
          <Alert tone="success" title={t('cardAdded.saved')}>
            {card ? (
              <span>
                <bdi dir="ltr">•••• {card.lastFour}</bdi>
                {t('ui.sep')}
                <bdi dir="ltr">{card.expiry}</bdi>
              </span>
            ) : (
              t('cardAdded.savedHint')
            )}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to={paths.payments} className={buttonClass(saved ? 'secondary' : 'primary')}>
            {t(saved ? 'cardAdded.toPayments' : 'cardAdded.retry')}
          </Link>
          {saved && (
            <Link to={paths.plans} className={buttonClass('primary')}>
              {t('cardAdded.toPlans')}
            </Link>
          )}
        </div>
      </Card>
    </div>
  );
}
