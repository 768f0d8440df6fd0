/**
 * Whether students can find the tutor, and if not, what is left and where to do it. A tutor
 * manager's work is interviews; teaching is their choice, so their list is an offer, not a warning.
 */
import { Link } from 'react-router';
import { Role, type TutorMeta } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { Alert, Card, cx, useT } from '@darsak/ui';
import { fixPathOf } from './missing.js';

export const ListingStatus = ({ meta }: { meta: TutorMeta }) => {
  const t = useT();
  const { user } = useSession();
  if (meta.listed && meta.missing.length === 0)
    return <Alert tone="success" title={t('tutor.listing.listed')} />;
  // A complete profile not yet listed waits for activation, which passing the joining steps gives
  // (docs/product/onboarding.md#activation), not a review of the profile.
  if (meta.missing.length === 0)
    return (
      <Alert tone="info" title={t('tutor.listing.joining.title')}>
        {t('tutor.listing.joining.text')}
      </Alert>
    );
  const state = meta.listed ? 'improve' : user?.role === Role.TutorManager ? 'optional' : 'missing';
  return (
    <Card className={cx(state !== 'optional' && 'ring-amber-200')}>
      <h2 className="text-lg font-bold text-ink-900">{t(`tutor.listing.${state}.title`)}</h2>
      <p className="mt-1 text-sm text-ink-600">
        {t(`tutor.listing.${state}.text`, { count: meta.missing.length })}
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {meta.missing.map((item) => (
          <li key={item}>
            <Link
              to={fixPathOf(item)}
              className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-ink-200 px-4 py-2 font-semibold text-ink-900 transition-colors hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className={cx(
                    'size-5 shrink-0 rounded-full border-2',
                    state === 'optional' ? 'border-ink-300' : 'border-amber-500',
                  )}
                />
                {t(`tutor.missing.${item}`)}
              </span>
              <span aria-hidden="true" className="inline-block text-brand-700 rtl:rotate-180">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
};
