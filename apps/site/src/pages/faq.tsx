/** `/faq` and `/faq/{role}`: questions that expand (native details, no script), by role. */
import { PageHead, Section } from '../blocks.js';
import { texts } from '../layout.js';
import { pagePath, type Lang, type PageId } from '../routes.js';

export type FaqRole = 'all' | 'student' | 'tutor';

export const faqQuestions = (lang: Lang, role: FaqRole) => {
  const t = texts[lang].faq;
  if (role === 'student') return t.studentQuestions;
  if (role === 'tutor') return t.tutorQuestions;
  return [...t.studentQuestions, ...t.tutorQuestions];
};

const tabs: { role: FaqRole; page: PageId }[] = [
  { role: 'all', page: 'faq' },
  { role: 'student', page: 'faqStudent' },
  { role: 'tutor', page: 'faqTutor' },
];

const Questions = ({ items }: { items: { q: string; a: string }[] }) => (
  <div className="divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white ring-1 ring-ink-200">
    {items.map((item) => (
      <details key={item.q} className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-lg font-bold text-ink-900 hover:bg-ink-50">
          {item.q}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            fill="none"
          >
            <path
              d="m5 8 5 5 5-5"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </summary>
        <p className="px-5 pb-5 leading-8 text-ink-700">{item.a}</p>
      </details>
    ))}
  </div>
);

export const FaqPage = ({ lang, role }: { lang: Lang; role: FaqRole }) => {
  const t = texts[lang].faq;
  const labels = { all: t.all, student: t.student, tutor: t.tutor };
  const groups =
    role === 'all'
      ? [
          { title: t.student, items: t.studentQuestions },
          { title: t.tutor, items: t.tutorQuestions },
        ]
      : [{ title: null, items: faqQuestions(lang, role) }];
  return (
    <>
      <PageHead eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <nav aria-label={t.eyebrow} className="mt-8">
          <ul className="inline-flex gap-1 rounded-2xl bg-white p-1 ring-1 ring-ink-200">
            {tabs.map((tab) => (
              <li key={tab.role}>
                <a
                  href={pagePath(tab.page, lang)}
                  aria-current={tab.role === role ? 'page' : undefined}
                  className={`block rounded-xl px-5 py-2 font-bold ${
                    tab.role === role ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-ink-50'
                  }`}
                >
                  {labels[tab.role]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHead>
      <Section>
        <div className="mx-auto max-w-3xl space-y-10">
          {groups.map((group) => (
            <div key={group.title ?? 'questions'}>
              {group.title ? (
                <h2 className="mb-4 text-2xl font-black text-ink-900">{group.title}</h2>
              ) : null}
              <Questions items={group.items} />
            </div>
          ))}
          <p className="text-center text-lg text-ink-700">
            {t.more}{' '}
            <a href={pagePath('contact', lang)} className="font-bold text-brand-800 underline">
              {t.moreLink}
            </a>
          </p>
        </div>
      </Section>
    </>
  );
};
