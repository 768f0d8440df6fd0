/**
 * Whether students can find a tutor, and if not why (docs/product/tutors.md#listing-rule): bio,
 * about and topics, a confirmed email and phone, and activation by an admin or bypass onboarding
 * for a manually added tutor.
 */
import { genderSelect, type TutorMeta } from '@darsak/shared';
import { Badge, useT } from '@darsak/ui';
import { useListFormat } from '../../../components/list-format.js';

/** With the tutor's gender, for the words to agree («ظاهرة للطلاب»). */
type Standing = Pick<TutorMeta, 'listed' | 'blocking'> & { gender: number | null };

/** Every reason a tutor is not listed, in the admin's words. */
export const useUnlistedReasons = () => {
  const t = useT();
  return (tutor: Standing): string[] =>
    tutor.blocking.map((part) =>
      t(part === 'activation' ? 'tutors.notActivated' : `tutors.missing.${part}`),
    );
};

export const ListedBadge = ({ tutor }: { tutor: Standing }) => {
  const t = useT();
  return (
    <Badge tone={tutor.listed ? 'success' : 'warning'}>
      {t(tutor.listed ? 'tutors.listed' : 'tutors.unlisted', {
        gender: genderSelect(tutor.gender),
      })}
    </Badge>
  );
};

/** The badge, and under it what is missing when the tutor is not listed. */
export const StandingSummary = ({ tutor }: { tutor: Standing }) => {
  const t = useT();
  const list = useListFormat();
  const reasons = useUnlistedReasons()(tutor);
  return (
    <span className="inline-flex flex-col items-start gap-1 max-md:items-end">
      <ListedBadge tutor={tutor} />
      {!tutor.listed && reasons.length > 0 && (
        <span className="max-w-64 text-xs text-ink-600">
          {t('tutors.reasons', { reasons: list(reasons), gender: genderSelect(tutor.gender) })}
        </span>
      )}
    </span>
  );
};
