/** `/terms` and `/privacy`: the documents, with a table of contents. */
import { legal, type LegalDocument } from '../content/legal.js';
import { formatNumber } from '../format.js';
import { texts } from '../layout.js';
import type { Lang } from '../routes.js';

export const legalDocument = (lang: Lang, kind: 'terms' | 'privacy'): LegalDocument =>
  legal[lang][kind];

export const LegalPage = ({ lang, kind }: { lang: Lang; kind: 'terms' | 'privacy' }) => {
  const doc = legalDocument(lang, kind);
  const t = texts[lang].legal;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <h1 className="text-3xl font-black text-ink-900 sm:text-5xl">{doc.title}</h1>
      <p className="mt-3 text-sm text-ink-500">{t.updated}</p>
      <p className="mt-6 text-lg leading-9 text-ink-700">{doc.intro}</p>
      <nav aria-label={t.contents} className="mt-8 rounded-2xl bg-ink-50 p-5">
        <h2 className="font-bold text-ink-900">{t.contents}</h2>
        <ol className="mt-3 grid gap-2 sm:grid-cols-2">
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-800 hover:underline">
                {formatNumber(index + 1, lang)}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-20">
          <h2 className="text-2xl font-black text-ink-900">
            {formatNumber(index + 1, lang)}. {section.title}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-9 text-ink-700">
            {section.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </article>
  );
};
