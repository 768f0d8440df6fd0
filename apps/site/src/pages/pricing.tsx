/**
 * `/pricing`: the plans on sale with weekly minutes, each period's price and its saving. The prices
 * are the plans' own (packages/shared periodPrice, as checkout charges), rendered from the database.
 */
import { formatMoney, type Plan } from '@darsak/shared';
import { Check, PageHead, Section } from '../blocks.js';
import { formatNumber } from '../format.js';
import { texts } from '../layout.js';
import { appLinks, pagePath, type Lang } from '../routes.js';

const periods = ['month', 'quarter', 'year'] as const;
const months = { month: 1, quarter: 3, year: 12 };

const percent = (value: number, lang: Lang) =>
  formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: 1 });

const PlanCard = ({ plan, lang, featured }: { plan: Plan; lang: Lang; featured: boolean }) => {
  const t = texts[lang].pricing;
  const locale = lang === 'ar' ? 'ar-EG' : 'en-EG';
  return (
    <li
      className={`flex flex-col rounded-3xl bg-white p-6 shadow-sm sm:p-8 ${
        featured ? 'ring-2 ring-brand-600' : 'ring-1 ring-ink-200'
      }`}
      data-plan={plan.id}
    >
      <h2 className="flex items-baseline gap-2 text-ink-900">
        <span className="text-4xl font-black">{plan.weeklyMinutes.toLocaleString(locale)}</span>
        <span className="text-lg font-bold text-ink-600">{t.perWeek}</span>
      </h2>
      <p className="mt-2 text-ink-600">{t.lessonsHint(plan.weeklyMinutes)}</p>
      <ul className="mt-6 space-y-3">
        {periods.map((period) => {
          const price = plan.prices[period];
          const discount = plan.discounts[period];
          return (
            <li
              key={period}
              className="flex items-center justify-between gap-3 rounded-2xl bg-ink-50 px-4 py-3"
            >
              <div>
                <p className="font-bold text-ink-900">{t.periods[period]}</p>
                <p className="text-sm text-ink-600">{t.periodNote[period]}</p>
              </div>
              <div className="shrink-0 text-end">
                <p
                  className="text-lg font-black whitespace-nowrap text-ink-900"
                  data-price={period}
                >
                  {formatMoney(price, locale)}
                </p>
                {period !== 'month' ? (
                  <p className="text-sm whitespace-nowrap text-ink-600">
                    {formatMoney(Math.round(price / months[period]), locale)} {t.perMonth}
                  </p>
                ) : null}
                {discount > 0 ? (
                  <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
                    {t.save(percent(discount, lang))}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <a
        href={appLinks(lang).choosePlan}
        className={`mt-6 inline-flex min-h-12 items-center justify-center rounded-xl px-6 py-3 font-bold ${
          featured
            ? 'bg-brand-700 text-white hover:bg-brand-800'
            : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
        }`}
      >
        {t.choose}
      </a>
    </li>
  );
};

export const PricingPage = ({ lang, plans }: { lang: Lang; plans: Plan[] }) => {
  const t = texts[lang].pricing;
  const sorted = [...plans].sort((a, b) => a.weeklyMinutes - b.weeklyMinutes);
  const featured = sorted[Math.floor((sorted.length - 1) / 2)]?.id;
  return (
    <>
      <PageHead eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <p className="mx-auto mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200">
          <Check className="size-5 text-brand-600" />
          {t.trial}
        </p>
      </PageHead>
      <Section>
        {sorted.length > 0 ? (
          <ul
            className={`mx-auto grid gap-6 ${sorted.length >= 3 ? 'lg:grid-cols-3' : 'max-w-4xl md:grid-cols-2'}`}
          >
            {sorted.map((plan) => (
              <PlanCard key={plan.id} plan={plan} lang={lang} featured={plan.id === featured} />
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl bg-ink-50 p-6 text-center text-ink-700">
            {t.empty}{' '}
            <a className="font-bold text-brand-800 underline" href={pagePath('contact', lang)}>
              {texts[lang].nav.contact}
            </a>
          </p>
        )}
        <div className="mx-auto mt-12 max-w-3xl rounded-3xl bg-ink-50 p-6 sm:p-8">
          <h2 className="text-xl font-black text-ink-900">{t.notesTitle}</h2>
          <ul className="mt-4 space-y-3">
            {t.notes.map((note) => (
              <li key={note} className="flex items-start gap-3 leading-7 text-ink-700">
                <Check className="mt-1 size-5 text-brand-600" />
                {note}
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
};
