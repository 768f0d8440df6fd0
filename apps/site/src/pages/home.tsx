/** `/`: what Darsak is, how a lesson works, featured tutors, and the way in for students. */
import { Gender } from '@darsak/shared';
import { ButtonLink, Check, Cta, FeatureGrid, Section, Star, Steps } from '../blocks.js';
import type { FeaturedTutor } from '../data.js';
import { formatNumber } from '../format.js';
import { texts } from '../layout.js';
import { appLinks, pagePath, type Lang } from '../routes.js';

const TutorCard = ({ tutor, lang }: { tutor: FeaturedTutor; lang: Lang }) => {
  const t = texts[lang].home;
  const average = tutor.rating.average;
  const female = tutor.gender === Gender.Female;
  return (
    <li className="flex flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        {tutor.image ? (
          <img
            src={tutor.image}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
            className="size-18 rounded-2xl object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-18 items-center justify-center rounded-2xl bg-brand-100 text-2xl font-black text-brand-800"
          >
            {tutor.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <h3 className="truncate text-lg font-bold text-ink-900" lang="ar" dir="auto">
            {tutor.name}
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-600">
            <Star className="size-4 text-amber-500" />
            {average === null ? (
              // No rating yet: «مدرّسة جديدة» alone, in the tutor's gender, says it.
              <span className="font-bold text-ink-800">{t.ratings(0, female)}</span>
            ) : (
              <>
                <span className="font-bold text-ink-800">
                  {formatNumber(average, lang, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  })}
                </span>
                <span>({t.ratings(tutor.rating.count, female)})</span>
              </>
            )}
          </p>
        </div>
      </div>
      {tutor.bio ? (
        <p className="mt-4 line-clamp-3 leading-7 text-ink-600" lang="ar" dir="auto">
          {tutor.bio}
        </p>
      ) : null}
      {tutor.topics.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-2">
          {tutor.topics.slice(0, 4).map((topic) => (
            <li
              key={topic.nameEn}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
            >
              {lang === 'ar' ? topic.nameAr : topic.nameEn}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
};

const LessonPreview = ({ lang }: { lang: Lang }) => {
  const t = texts[lang].home;
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rotate-3 rounded-[2rem] bg-brand-200/60" />
      <div className="relative overflow-hidden rounded-[1.75rem] bg-ink-900 p-3 shadow-2xl">
        <div className="grid aspect-[4/3] place-items-center rounded-2xl bg-gradient-to-br from-brand-600 to-brand-900">
          <div className="text-center text-white">
            <div className="mx-auto flex size-20 items-center justify-center rounded-full bg-white/15 text-3xl font-black">
              {lang === 'ar' ? 'د' : 'D'}
            </div>
            <p className="mt-3 text-lg font-bold">{t.steps[3]?.title}</p>
            <p className="mt-1 text-sm text-brand-100">
              {formatNumber(30, lang)}:{formatNumber(0, lang, { minimumIntegerDigits: 2 })}
            </p>
          </div>
        </div>
        <div className="mt-3 flex items-center justify-center gap-3">
          {['bg-white/15', 'bg-white/15', 'bg-red-500'].map((tone, index) => (
            <span key={index} className={`size-10 rounded-full ${tone}`} />
          ))}
        </div>
      </div>
    </div>
  );
};

export const HomePage = ({ lang, tutors }: { lang: Lang; tutors: FeaturedTutor[] }) => {
  const t = texts[lang].home;
  return (
    <>
      <div className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-20 lg:pb-24">
          <div>
            <p className="inline-flex rounded-full bg-brand-100 px-4 py-1.5 text-sm font-bold text-brand-800">
              {t.eyebrow}
            </p>
            <h1 className="mt-5 text-4xl leading-[1.25] font-black text-ink-900 text-balance sm:text-6xl sm:leading-[1.2]">
              {t.title}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-ink-600 sm:text-xl sm:leading-9">
              {t.lead}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href={appLinks(lang).registerStudent}>{t.primary}</ButtonLink>
              <ButtonLink href={pagePath('pricing', lang)} variant="secondary">
                {t.secondary}
              </ButtonLink>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3">
              {t.points.map((point) => (
                <li key={point} className="flex items-center gap-2 font-semibold text-ink-700">
                  <Check className="size-5 text-brand-600" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <LessonPreview lang={lang} />
        </div>
      </div>
      <Section title={t.howTitle} lead={t.howLead} tone="soft">
        <Steps items={t.steps} lang={lang} />
      </Section>
      <Section title={t.tutorsTitle} lead={t.tutorsLead}>
        {tutors.length > 0 ? (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {tutors.map((tutor) => (
              <TutorCard key={tutor.id} tutor={tutor} lang={lang} />
            ))}
          </ul>
        ) : (
          <p className="mx-auto max-w-xl rounded-2xl bg-ink-50 p-6 text-center text-ink-700">
            {t.tutorsEmpty}
          </p>
        )}
      </Section>
      <Section title={t.whyTitle} tone="soft">
        <FeatureGrid items={t.why} />
      </Section>
      <Cta title={t.ctaTitle} text={t.ctaText}>
        <ButtonLink href={appLinks(lang).registerStudent} variant="light">
          {t.primary}
        </ButtonLink>
        <a
          href={pagePath('tutor', lang)}
          className="rounded-xl px-4 py-3 font-bold text-white underline-offset-4 hover:underline"
        >
          {t.ctaTutor}
        </a>
      </Cta>
    </>
  );
};
