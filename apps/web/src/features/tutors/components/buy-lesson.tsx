/**
 * Paying for one lesson (docs/product/plans-and-payments.md#one-lesson): a student without a plan
 * in force confirms the time, chooses how to pay, and is sent on as after a plan's checkout: to the
 * provider's page for a card, to the order's page for a wallet request or a kiosk reference. The
 * time is held for them from that moment until the order's payment window ends.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  formatMoney,
  routes,
  rules,
  type BuyLessonBody,
  type CheckoutAnswer,
  type TutorProfile,
} from '@darsak/shared';
import { useApiMutation, useSession } from '@darsak/client/react';
import { Alert, Button, cx, Dialog, PhoneField, useFormat, useI18n, useT } from '@darsak/ui';
import { useBookingErrorMessage } from '../../../components/lessons/booking-error.js';
import { paths } from '../../../config/paths.js';

const ways = ['kiosk', 'card', 'wallet'] as const satisfies readonly BuyLessonBody['way'][];

/** The lesson the student picked, as both confirmations say it. */
export const LessonChosen = ({
  tutorName,
  startsAt,
  duration,
}: {
  tutorName: string;
  startsAt: string;
  duration: number;
}) => {
  const t = useT();
  const format = useFormat();
  return (
    <p className="text-ink-800">
      {t('booking.confirm.text', {
        name: tutorName,
        day: format.day(startsAt),
        time: format.time(startsAt),
        minutes: duration,
      })}
    </p>
  );
};

export const BuyLessonDialog = ({
  tutor,
  startsAt,
  duration,
  onClose,
  onFailed,
}: {
  tutor: TutorProfile;
  startsAt: string | null;
  duration: number;
  onClose: () => void;
  onFailed: () => void;
}) => {
  const t = useT();
  const { locale } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const errorMessage = useBookingErrorMessage(tutor.gender);
  const [way, setWay] = useState<BuyLessonBody['way']>('kiosk');
  const [walletPhone, setWalletPhone] = useState(user?.phone ?? '');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const price = tutor.lessonPrices.find((p) => p.duration === duration)?.price;
  const go = (answer: CheckoutAnswer) => {
    if (answer.next.kind === 'redirect') window.location.assign(answer.next.url);
    else
      void navigate(paths.payment(answer.transaction.id), {
        state: answer.next.kind === 'wallet' ? { approveUrl: answer.next.approveUrl } : undefined,
      });
  };
  const buy = useApiMutation(routes.buyLesson, { onSuccess: go, onError: onFailed });

  const pay = () => {
    if (!startsAt) return;
    if (way === 'wallet' && !rules.phone.safeParse(walletPhone).success) {
      setPhoneError('invalid-phone');
      return;
    }
    buy.mutate({
      body: {
        tutorId: tutor.id,
        startsAt,
        duration: duration as 15 | 30,
        way,
        ...(way === 'wallet' ? { walletPhone } : {}),
      },
    });
  };

  return (
    <Dialog open={startsAt !== null} onClose={onClose} title={t('buyLesson.title')}>
      {startsAt && <LessonChosen tutorName={tutor.name} startsAt={startsAt} duration={duration} />}
      {price !== undefined && (
        <p className="text-lg font-bold text-ink-900">
          {t('buyLesson.price', { price: formatMoney(price, locale) })}
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink-800">{t('checkout.method')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {ways.map((option) => (
            <label
              key={option}
              className={cx(
                'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                way === option
                  ? 'border-brand-600 bg-brand-50 text-brand-900'
                  : 'border-ink-200 bg-white text-ink-700',
              )}
            >
              <input
                type="radio"
                name="lesson-way"
                value={option}
                checked={way === option}
                onChange={() => {
                  setWay(option);
                  buy.reset();
                }}
                className="sr-only"
              />
              {t(`checkout.methods.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {way === 'wallet' && (
        <PhoneField
          label={t('checkout.walletPhone')}
          value={walletPhone}
          onChange={(e) => {
            setWalletPhone(e.target.value);
            setPhoneError(undefined);
          }}
          required
          error={phoneError}
        />
      )}
      <p className="text-sm text-ink-600">{t(`buyLesson.hold.${way}`)}</p>
      {buy.error && <Alert tone="error">{errorMessage(buy.error)}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={buy.isPending}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={pay} loading={buy.isPending}>
          {t('buyLesson.pay')}
        </Button>
      </div>
    </Dialog>
  );
};
