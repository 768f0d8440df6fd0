/** A tutor's photo with a green dot while they are online (named for screen readers too). */
import { genderSelect } from '@darsak/shared';
import { Avatar, cx, useT } from '@darsak/ui';

export const AvatarWithPresence = ({
  name,
  image,
  online,
  gender,
  size = 'md',
}: {
  name: string;
  image: string | null;
  online: boolean;
  /** The tutor's, for «متصلة الآن». */
  gender: number | null;
  size?: 'md' | 'lg';
}) => {
  const t = useT();
  return (
    <div className="relative shrink-0">
      <Avatar name={name} image={image} size={size} />
      {online && (
        <span
          role="img"
          aria-label={t('tutors.online', { gender: genderSelect(gender) })}
          title={t('tutors.online', { gender: genderSelect(gender) })}
          data-testid="online-dot"
          className={cx(
            'absolute end-0 rounded-full bg-emerald-500 ring-2 ring-white',
            size === 'lg' ? 'bottom-1 size-5' : 'bottom-0 size-3.5',
          )}
        />
      )}
    </div>
  );
};
