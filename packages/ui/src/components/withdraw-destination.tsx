/**
 * Where a withdrawal's money goes, in a line, as the tutor and the back office both show it: a wallet
 * as its number is written, a bank as its name, account and receiver, InstaPay as its address. Its
 * numbers are in the page's digits (decision 008).
 */
import { WithdrawMethod, type Invoice } from '@darsak/shared';
import { ltrIsolate, useLocalDigits, usePhoneText } from '../digits.js';
import { useT } from '../i18n/provider.js';

type Destination = Pick<
  Invoice,
  'method' | 'phone' | 'bank' | 'accountNumber' | 'receiver' | 'username'
>;

export const WithdrawDestination = ({ invoice }: { invoice: Destination }) => {
  const t = useT();
  const phoneText = usePhoneText();
  const localDigits = useLocalDigits();
  // A number alone has no letter to set its direction: a wallet's is told it reads left to right.
  if (invoice.method === WithdrawMethod.Wallet)
    return <bdi dir="ltr">{phoneText(invoice.phone ?? '')}</bdi>;
  if (invoice.method === WithdrawMethod.Bank)
    return (
      <bdi>
        {[
          t(`inv.bank.${invoice.bank}`),
          ltrIsolate(localDigits(invoice.accountNumber ?? '')),
          invoice.receiver,
        ].join(t('ui.sep'))}
      </bdi>
    );
  return <bdi>{invoice.username ?? ''}</bdi>;
};
