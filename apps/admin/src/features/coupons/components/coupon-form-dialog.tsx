/** Creates a coupon or changes one: a code, a whole percent off, an expiry day, an optional limit. */
import { useState } from 'react';
import { z } from 'zod/mini';
import { COUPON_DISCOUNT_MAX_PERCENT, routes, rules, type Coupon } from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation } from '@darsak/client/react';
import {
  Alert,
  Button,
  Dialog,
  NumberField,
  TextField,
  useErrorMessage,
  useForm,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { numberFromText, numberText } from '../../../components/form-numbers.js';

/** The last moment of a calendar day (the admin's own time zone), as the API takes it. */
const endOfDay = (value: unknown): unknown => {
  if (typeof value !== 'string' || value.trim() === '') return value;
  const at = new Date(`${value.trim()}T23:59:59`);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};
const dayOf = (iso: string) => {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

const schema = z.object({
  code: rules.couponCode,
  discount: numberText(z.pipe(rules.couponDiscount, z.int('invalid-value'))),
  expiresAt: z.pipe(z.transform(endOfDay), rules.couponExpiry),
  maxUses: z.pipe(
    z.transform(numberFromText),
    z.optional(z.int('invalid-value').check(z.positive('coupon-max-uses'))),
  ),
});

/** Where a refusal from the server belongs (the form checks the same rules first). */
const fieldOfCode: Partial<Record<string, 'code' | 'discount' | 'expiresAt'>> = {
  'invalid-coupon-code': 'code',
  'zero-discount': 'discount',
  'discount-too-high': 'discount',
  'invalid-expiry': 'expiresAt',
  'expiry-in-past': 'expiresAt',
};

export const CouponFormDialog = ({
  open,
  coupon,
  onClose,
}: {
  open: boolean;
  coupon?: Coupon;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(coupon ? 'coupons.form.editTitle' : 'coupons.form.createTitle')}
    >
      <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onClose={onClose} />
    </Dialog>
  );
};

const CouponForm = ({ coupon, onClose }: { coupon?: Coupon; onClose: () => void }) => {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const create = useApiMutation(routes.createCoupon);
  const update = useApiMutation(routes.updateCoupon);
  const form = useForm(schema, {
    code: coupon?.code ?? '',
    discount: coupon ? String(coupon.discount) : '',
    expiresAt: coupon ? dayOf(coupon.expiresAt) : '',
    maxUses: coupon?.maxUses ? String(coupon.maxUses) : '',
  });

  const expiresAt = form.field('expiresAt').value;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = { ...values, maxUses: values.maxUses ?? null };
    try {
      if (coupon) await update.mutateAsync({ params: { id: coupon.id }, body });
      else await create.mutateAsync({ body });
      toast.show({ type: 'success', title: t(coupon ? 'coupons.updated' : 'coupons.created') });
      onClose();
    } catch (error) {
      const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
      if (field && isApiError(error)) form.setFieldError(field, error.code);
      else setProblem(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField
        label={t('coupons.form.code')}
        hint={t('coupons.form.codeHint')}
        dir="ltr"
        autoCapitalize="characters"
        {...form.field('code')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t('coupons.form.discount')}
          hint={t('coupons.form.discountHint', {
            max: format.number(COUPON_DISCOUNT_MAX_PERCENT),
          })}
          {...form.field('discount')}
        />
        <NumberField
          label={t('coupons.form.maxUses')}
          hint={t('coupons.form.maxUsesHint')}
          {...form.field('maxUses')}
        />
      </div>
      <TextField
        label={t('coupons.form.expiresAt')}
        // The browser's date control speaks the browser's language; the day is said again here.
        hint={
          /^\d{4}-\d{2}-\d{2}$/.test(expiresAt)
            ? t('coupons.form.expiresOn', { day: format.fullDate(expiresAt) })
            : t('coupons.form.expiresAtHint')
        }
        type="date"
        {...form.field('expiresAt')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t(coupon ? 'ui.save' : 'coupons.form.create')}
        </Button>
      </div>
    </form>
  );
};
