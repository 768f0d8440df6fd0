/** A person in a list: picture, name and email, linking to their page. */
import { Link } from 'react-router';
import { Avatar } from '@darsak/ui';

export const PersonLink = ({
  to,
  person,
}: {
  to: string;
  person: { name: string; email: string; image: string | null };
}) => (
  <Link to={to} className="flex items-center gap-3 font-semibold text-ink-900 hover:text-brand-800">
    <Avatar name={person.name} image={person.image} size="sm" />
    <span className="min-w-0">
      <span className="block hover:underline">{person.name}</span>
      <span className="block break-all text-xs font-normal text-ink-500">
        <bdi>{person.email}</bdi>
      </span>
    </span>
  </Link>
);
