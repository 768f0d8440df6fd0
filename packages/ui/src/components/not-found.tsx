/** The 404-style page for unknown routes and router errors: a title, a subtitle and one button. */
import type { ReactNode } from 'react';

export const NotFoundPage = ({
  title,
  subtitle,
  action,
}: {
  title: string;
  subtitle: string;
  action: ReactNode;
}) => (
  <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center">
    <p aria-hidden="true" className="text-7xl font-black text-brand-200">
      ٤٠٤
    </p>
    <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
    <p className="max-w-md text-ink-600">{subtitle}</p>
    <div className="mt-2">{action}</div>
  </main>
);
