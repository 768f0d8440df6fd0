/** `/tutor`: why and how to teach on Darsak, the onboarding steps, and the way in for tutors. */
import { ButtonLink, Check, Cta, FeatureGrid, PageHead, Section, Steps } from '../blocks.js';
import { texts } from '../layout.js';
import { appLinks, type Lang } from '../routes.js';

export const TutorPage = ({ lang }: { lang: Lang }) => {
  const t = texts[lang].tutor;
  return (
    <>
      <PageHead eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <div className="mt-8">
          <ButtonLink href={appLinks(lang).registerTutor}>{t.primary}</ButtonLink>
        </div>
      </PageHead>
      <Section title={t.whyTitle}>
        <FeatureGrid items={t.why} />
      </Section>
      <Section title={t.stepsTitle} tone="soft">
        <Steps items={t.steps} lang={lang} />
      </Section>
      <Section title={t.needsTitle}>
        <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
          {t.needs.map((need) => (
            <li key={need} className="flex items-start gap-3 rounded-2xl bg-ink-50 p-5 leading-7">
              <Check className="mt-1 size-5 text-brand-600" />
              <span className="text-ink-800">{need}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Cta title={t.ctaTitle} text={t.ctaText}>
        <ButtonLink href={appLinks(lang).registerTutor} variant="light">
          {t.primary}
        </ButtonLink>
      </Cta>
    </>
  );
};
