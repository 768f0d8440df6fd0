/**
 * `/contact`: WhatsApp and email links, and a form that posts a contact request. The form is HTML
 * from the server; a small script (src/client/contact.ts) sends it and shows the answer. Spam is
 * held back without any third party: a field people never see, the time the form was open, and a
 * limit per address on the server.
 */
import { whatsappLink } from '@darsak/shared';
import { PageHead, Section } from '../blocks.js';
import { pageDigits } from '../format.js';
import { texts } from '../layout.js';
import type { Lang } from '../routes.js';

const fieldClass =
  'mt-2 block w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base text-ink-900 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600';

const Field = ({
  name,
  label,
  hint,
  multiline,
  required,
  autoComplete,
  maxLength,
}: {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  required?: boolean;
  autoComplete?: string;
  maxLength: number;
}) => {
  const id = `contact-${name}`;
  const described = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-ink-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          id={id}
          name={name}
          rows={6}
          required={required}
          maxLength={maxLength}
          aria-describedby={described}
          className={fieldClass}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="text"
          required={required}
          maxLength={maxLength}
          autoComplete={autoComplete}
          aria-describedby={described}
          className={fieldClass}
        />
      )}
      <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700" hidden />
    </div>
  );
};

export const ContactPage = ({
  lang,
  contact,
}: {
  lang: Lang;
  contact: { email: string; whatsapp: string | null };
}) => {
  const t = texts[lang].contact;
  const channels = [
    ...(contact.whatsapp
      ? [
          {
            href: whatsappLink(contact.whatsapp),
            title: t.whatsapp,
            text: t.whatsappText,
            value: pageDigits(contact.whatsapp, lang),
            tone: 'bg-[#e7f8ee] text-[#0f6b3a]',
            icon: 'M3 21l1.65-4.5A8.5 8.5 0 1 1 8 20z M9 9.5c0 3 2.5 5.5 5.5 5.5l1.5-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2z',
          },
        ]
      : []),
    {
      href: `mailto:${contact.email}`,
      title: t.email,
      text: t.emailText,
      value: contact.email,
      tone: 'bg-brand-50 text-brand-800',
      icon: 'M4 6h16v12H4z M4 7l8 6 8-6',
    },
  ];
  return (
    <>
      <PageHead eyebrow={t.eyebrow} title={t.title} lead={t.lead(contact.whatsapp !== null)} />
      <Section>
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[1fr_1.6fr]">
          <ul className="space-y-4">
            {channels.map((channel) => (
              <li key={channel.title}>
                <a
                  href={channel.href}
                  className="flex items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink-200 hover:ring-brand-400"
                  rel={channel.href.startsWith('https:') ? 'noopener' : undefined}
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-12 shrink-0 items-center justify-center rounded-xl text-xl font-black ${channel.tone}`}
                  >
                    <svg viewBox="0 0 24 24" className="size-6" fill="none">
                      <path
                        d={channel.icon}
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinejoin="round"
                        strokeLinecap="round"
                      />
                    </svg>
                  </span>
                  <span className="min-w-0">
                    <span className="block text-lg font-bold text-ink-900">{channel.title}</span>
                    <span className="block text-sm text-ink-600">{channel.text}</span>
                    <span className="mt-1 block truncate font-semibold text-brand-800" dir="ltr">
                      {channel.value}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <form
            data-contact-form=""
            data-messages={JSON.stringify({ ...t.errors, sending: t.sending, send: t.send })}
            noValidate
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-200 sm:p-8"
          >
            <h2 className="text-2xl font-black text-ink-900">{t.formTitle}</h2>
            <noscript>
              <p className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900">
                {t.noScript(contact.whatsapp !== null)}
              </p>
            </noscript>
            <div className="mt-6 space-y-5">
              <Field
                name="name"
                label={`${t.name} ${t.optional}`}
                autoComplete="name"
                maxLength={80}
              />
              <Field
                name="replyTo"
                label={t.replyTo}
                hint={t.replyToHint}
                autoComplete="email"
                maxLength={120}
                required
              />
              <Field name="title" label={t.subject} maxLength={100} required />
              <Field name="message" label={t.message} multiline maxLength={2000} required />
              {/* People never see this field; a form filled in by a robot usually fills it. */}
              <div
                aria-hidden="true"
                className="absolute -start-[9999px] h-px w-px overflow-hidden"
              >
                <label htmlFor="contact-website">{t.trap}</label>
                <input
                  id="contact-website"
                  name="website"
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                />
              </div>
            </div>
            <p
              data-contact-status=""
              role="status"
              aria-live="polite"
              className="mt-5 rounded-xl text-base font-semibold empty:hidden"
            />
            <p
              data-contact-sent=""
              hidden
              className="mt-5 rounded-xl bg-brand-50 p-4 font-bold text-brand-800"
            >
              {t.sent}
            </p>
            <button
              type="submit"
              className="mt-6 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 py-3 text-base font-bold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
            >
              {t.send}
            </button>
          </form>
        </div>
      </Section>
    </>
  );
};
