/** `/method` and `/about`: how Darsak teaches, and who is behind it. */
import { ButtonLink, Check, Cta, FeatureGrid, PageHead, Section } from '../blocks.js';
import { formatNumber } from '../format.js';
import { texts } from '../layout.js';
import { appLinks, type Lang } from '../routes.js';

export const MethodPage = ({ lang }: { lang: Lang }) => {
  const t = texts[lang].method;
  return (
    <>
      <PageHead eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section>
        <FeatureGrid items={t.principles} />
      </Section>
      <Section title={t.levelsTitle} tone="soft">
        <ol className="mx-auto grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {t.levels.map((level, index) => (
            <li key={level} className="rounded-2xl bg-white p-4 text-center ring-1 ring-ink-200">
              <span className="block text-2xl font-black text-brand-700">
                {formatNumber(index + 1, lang)}
              </span>
              <span className="mt-1 block font-bold text-ink-800">{level}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t.lessonTitle}>
        <ol className="mx-auto max-w-2xl space-y-4">
          {t.lesson.map((part) => (
            <li key={part} className="flex items-start gap-3 rounded-2xl bg-ink-50 p-5 leading-7">
              <Check className="mt-1 size-5 text-brand-600" />
              <span className="text-ink-800">{part}</span>
            </li>
          ))}
        </ol>
      </Section>
      <Cta title={texts[lang].home.ctaTitle} text={texts[lang].home.ctaText}>
        <ButtonLink href={appLinks(lang).registerStudent} variant="light">
          {texts[lang].home.primary}
        </ButtonLink>
      </Cta>
    </>
  );
};

export const AboutPage = ({ lang }: { lang: Lang }) => {
  const t = texts[lang].about;
  return (
    <>
      <PageHead eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <Section title={t.storyTitle}>
        <div className="mx-auto max-w-3xl space-y-5 text-lg leading-9 text-ink-700">
          {t.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title={t.valuesTitle} tone="soft">
        <ul className="mx-auto grid max-w-5xl gap-5 md:grid-cols-3">
          {t.values.map((value) => (
            <li key={value.title} className="rounded-2xl bg-white p-6 ring-1 ring-ink-200">
              <h3 className="text-lg font-bold text-ink-900">{value.title}</h3>
              <p className="mt-2 leading-7 text-ink-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Cta title={texts[lang].home.ctaTitle} text={texts[lang].home.ctaText}>
        <ButtonLink href={appLinks(lang).registerStudent} variant="light">
          {texts[lang].home.primary}
        </ButtonLink>
      </Cta>
    </>
  );
};
