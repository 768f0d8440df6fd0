/** The site's 404 page, answered with status 404 for any unknown address. */
import { ButtonLink } from '../blocks.js';
import { texts } from '../layout.js';
import { pagePath, type Lang } from '../routes.js';

export const NotFoundPage = ({ lang }: { lang: Lang }) => {
  const t = texts[lang].notFound;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-black text-brand-200">{t.code}</p>
      <h1 className="mt-4 text-3xl font-black text-ink-900">{t.title}</h1>
      <p className="mt-3 text-lg leading-8 text-ink-600">{t.text}</p>
      <div className="mt-8">
        <ButtonLink href={pagePath('home', lang)}>{t.home}</ButtonLink>
      </div>
    </div>
  );
};
