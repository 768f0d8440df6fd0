/** Building blocks the site's pages share: page heads, sections, cards, steps and calls to action. */
import type { ReactNode } from 'react';
import { formatNumber } from './format.js';
import type { Lang } from './routes.js';

export const Check = ({ className = 'size-5' }: { className?: string }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={`shrink-0 ${className}`} fill="none">
    <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.15" />
    <path
      d="m6 10.5 2.5 2.5L14 7.5"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const Star = ({ className = 'size-4' }: { className?: string }) => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
    <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z" />
  </svg>
);

/** The head of an inner page: a small label, the page's one h1, and its lead. */
export const PageHead = ({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) => (
  <div className="bg-gradient-to-b from-brand-50 to-white">
    <div className="mx-auto max-w-4xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
      <p className="text-sm font-bold tracking-wide text-brand-700">{eyebrow}</p>
      <h1 className="mt-3 text-3xl leading-tight font-black text-ink-900 text-balance sm:text-5xl sm:leading-tight">
        {title}
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-ink-600">{lead}</p>
      {children}
    </div>
  </div>
);

export const Section = ({
  title,
  lead,
  children,
  tone = 'white',
  id,
}: {
  title?: string;
  lead?: string;
  children: ReactNode;
  tone?: 'white' | 'soft';
  id?: string;
}) => (
  <section id={id} className={tone === 'soft' ? 'bg-ink-50' : 'bg-white'}>
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      {title ? (
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <h2 className="text-2xl font-black text-ink-900 sm:text-4xl">{title}</h2>
          {lead ? <p className="mt-3 text-lg leading-8 text-ink-600">{lead}</p> : null}
        </div>
      ) : null}
      {children}
    </div>
  </section>
);

export const FeatureGrid = ({ items }: { items: { title: string; text: string }[] }) => (
  <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
    {items.map((item) => (
      <li key={item.title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Check className="size-6" />
        </span>
        <h3 className="mt-4 text-lg font-bold text-ink-900">{item.title}</h3>
        <p className="mt-2 leading-7 text-ink-600">{item.text}</p>
      </li>
    ))}
  </ul>
);

export const Steps = ({
  items,
  lang,
}: {
  items: { title: string; text: string }[];
  lang: Lang;
}) => (
  <ol
    className={`grid gap-5 sm:grid-cols-2 ${
      items.length === 5
        ? 'lg:grid-cols-5'
        : items.length === 6
          ? 'lg:grid-cols-3'
          : 'lg:grid-cols-4'
    }`}
  >
    {items.map((item, index) => (
      <li
        key={item.title}
        className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100"
      >
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-black text-white"
        >
          {formatNumber(index + 1, lang)}
        </span>
        <h3 className="mt-4 text-lg font-bold text-ink-900">{item.title}</h3>
        <p className="mt-2 leading-7 text-ink-600">{item.text}</p>
      </li>
    ))}
  </ol>
);

export const ButtonLink = ({
  href,
  children,
  variant = 'primary',
}: {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
}) => {
  const styles = {
    primary: 'bg-brand-700 text-white shadow-md hover:bg-brand-800',
    secondary: 'bg-white text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50',
    light: 'bg-white text-brand-900 shadow-md hover:bg-brand-50',
  };
  return (
    <a
      href={href}
      className={`inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 text-base font-bold transition-colors ${styles[variant]}`}
    >
      {children}
    </a>
  );
};

export const Cta = ({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) => (
  <section className="bg-white px-4 py-16 sm:px-6">
    <div className="mx-auto max-w-6xl rounded-3xl bg-brand-800 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
      <h2 className="text-2xl font-black sm:text-4xl">{title}</h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-brand-100">{text}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
    </div>
  </section>
);
