/** A candidate or tutor in an onboarding list: picture and name, linking to their page. */
import { Link } from 'react-router';
import { Avatar } from '@darsak/ui';

export const Person = ({
  to,
  person,
}: {
  to: string;
  person: { name: string; image: string | null };
}) => (
  <Link
    to={to}
    className="flex items-center gap-3 font-semibold text-ink-900 hover:text-brand-800 hover:underline"
  >
    <Avatar name={person.name} image={person.image} size="sm" />
    <span className="min-w-0">{person.name}</span>
  </Link>
);
