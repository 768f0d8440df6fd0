/**
 * The 404-style page for unknown routes and router errors: a title, a subtitle and one button home.
 * Each app brings the link (its router's, or a plain one that reloads) through `homeLink`.
 */
import type { ReactNode } from 'react';
import { useFormat, useT } from '../i18n/provider.js';
import { buttonClass } from './button.js';

export type HomeLinkProps = { className: string; children: ReactNode };

export const NotFoundPage = ({
  homeLink,
  standalone = false,
  children,
}: {
  homeLink: (props: HomeLinkProps) => ReactNode;
  /** Shown alone, not inside a layout's main part: the page is then the main part itself. */
  standalone?: boolean;
  /** Anything under the button, e.g. a way to download the log after a crash. */
  children?: ReactNode;
}) => {
  const t = useT();
  const format = useFormat();
  const Part = standalone ? 'main' : 'div';
  return (
    <Part
      id={standalone ? 'main' : undefined}
      className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <p aria-hidden="true" className="text-7xl font-black text-brand-500">
        {format.plain(404)}
      </p>
      <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-ink-600">{t('notFound.subtitle')}</p>
      <div className="mt-2">
        {homeLink({ className: buttonClass('primary'), children: t('notFound.home') })}
      </div>
      {children}
    </Part>
  );
};
