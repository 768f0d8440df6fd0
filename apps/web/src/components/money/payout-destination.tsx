/**
 * Where money paid out to someone goes, as the forms that ask it share it: a tutor's withdrawal
 * (docs/product/earnings.md#payout-methods) and a student's cash refund
 * (docs/product/plans-and-payments.md#cash-refunds). The fields are kept as text while typed; the
 * destination the chosen method names is what the shared rules of each form check.
 */
import type { ChangeEvent } from 'react';
import { z } from 'zod/mini';
import { Bank, WithdrawMethod } from '@darsak/shared';
import { PhoneField, SelectField, TextField, useT } from '@darsak/ui';

/** The destination's fields as a form holds them; a form adds its own beside them. */
export const destinationFields = {
  method: z.string(),
  phone: z.string(),
  bank: z.string(),
  accountNumber: z.string(),
  receiver: z.string(),
  username: z.string(),
};
export type DestinationValues = { [K in keyof typeof destinationFields]: string };

/** Only what the chosen method needs, in the shape the shared rules read. */
export const destinationOf = (values: DestinationValues) => {
  const method = Number(values.method);
  if (method === WithdrawMethod.Wallet) return { method, phone: values.phone };
  if (method === WithdrawMethod.Bank)
    return {
      method,
      bank: values.bank,
      accountNumber: values.accountNumber,
      receiver: values.receiver,
    };
  return { method, username: values.username };
};

/** Where the server's refusal of a destination belongs. */
export const destinationFieldOfCode: Partial<Record<string, keyof DestinationValues>> = {
  'invalid-phone': 'phone',
  'invalid-bank-name': 'bank',
  'invalid-iban': 'accountNumber',
  'invalid-bank-account': 'accountNumber',
  'invalid-instant-payment-address': 'username',
};

type BoundField = {
  name: string;
  value: string;
  error?: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
};

/**
 * The method, then the fields it needs. `words` is the form's prefix of labels (`method`, `phone`,
 * `phoneHint`, `bank`, `chooseBank`, `accountNumber`, `receiver`, `receiverHint`, `username`,
 * `usernameHint`); an account that may be an IBAN (`account: 'iban'`) takes letters and says how
 * one is written (`accountHint`), a plain one takes digits only.
 */
export const DestinationFields = ({
  methods,
  words,
  account,
  field,
}: {
  methods: readonly WithdrawMethod[];
  words: string;
  account: 'iban' | 'number';
  field: (name: keyof DestinationValues) => BoundField;
}) => {
  const t = useT();
  const method = Number(field('method').value);
  return (
    <>
      <SelectField label={t(`${words}.method`)} {...field('method')}>
        {methods.map((value) => (
          <option key={value} value={value}>
            {t(`inv.method.${value}`)}
          </option>
        ))}
      </SelectField>
      {method === WithdrawMethod.Wallet && (
        <PhoneField
          label={t(`${words}.phone`)}
          hint={t(`${words}.phoneHint`)}
          {...field('phone')}
        />
      )}
      {method === WithdrawMethod.Bank && (
        <>
          <SelectField label={t(`${words}.bank`)} {...field('bank')}>
            <option value="">{t(`${words}.chooseBank`)}</option>
            {Object.values(Bank).map((bank) => (
              <option key={bank} value={bank}>
                {t(`inv.bank.${bank}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t(`${words}.accountNumber`)}
            dir="ltr"
            className="text-start"
            {...(account === 'iban'
              ? { hint: t(`${words}.accountHint`), autoComplete: 'off' }
              : { inputMode: 'numeric' as const, digits: true })}
            {...field('accountNumber')}
          />
          <TextField
            label={t(`${words}.receiver`)}
            hint={t(`${words}.receiverHint`)}
            autoComplete="name"
            {...field('receiver')}
          />
        </>
      )}
      {method === WithdrawMethod.InstantPayment && (
        <TextField
          label={t(`${words}.username`)}
          hint={t(`${words}.usernameHint`)}
          dir="ltr"
          {...field('username')}
        />
      )}
    </>
  );
};
