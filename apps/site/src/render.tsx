/**
 * Renders the site's pages to HTML (decision 016): the build prerenders every page that depends on
 * nothing live, and the server renders the live ones (featured tutors, plans, contact details) when
 * their data changes. No page needs React in the browser.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { texts, Document, type Head } from './layout.js';
import type { SiteData } from './data.js';
import { FaqPage, faqQuestions, type FaqRole } from './pages/faq.js';
import { HomePage } from './pages/home.js';
import { AboutPage, MethodPage } from './pages/info.js';
import { LegalPage } from './pages/legal.js';
import { NotFoundPage } from './pages/not-found.js';
import { PricingPage } from './pages/pricing.js';
import { ContactPage } from './pages/contact.js';
import { TutorPage } from './pages/tutor.js';
import { langs, pageIds, pagePath, type Lang, type PageId } from './routes.js';

export type { FeaturedTutor, SiteData } from './data.js';
export type { SiteAssets } from './layout.js';
export { assetsFromManifest } from './assets.js';
export {
  livePages,
  matchPage,
  pageIds,
  pagePath,
  langs,
  type Lang,
  type PageId,
} from './routes.js';

const metaKey: Record<PageId, keyof (typeof texts)['ar']['meta']> = {
  home: 'home',
  tutor: 'tutor',
  pricing: 'pricing',
  faq: 'faq',
  faqStudent: 'faqStudent',
  faqTutor: 'faqTutor',
  contact: 'contact',
  method: 'method',
  about: 'about',
  terms: 'terms',
  privacy: 'privacy',
};

const faqRoles: Partial<Record<PageId, FaqRole>> = {
  faq: 'all',
  faqStudent: 'student',
  faqTutor: 'tutor',
};

const organization = (origin: string, lang: Lang, contactEmail: string | null) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: texts[lang].brand,
  alternateName: lang === 'ar' ? 'Darsak' : 'درسك',
  url: `${origin}/`,
  logo: `${origin}/site/logo.png`,
  ...(contactEmail
    ? {
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          email: contactEmail,
          areaServed: 'EG',
          availableLanguage: ['ar', 'en'],
        },
      }
    : {}),
});

const structuredData = (id: PageId, lang: Lang, data: SiteData): object[] => {
  const list: object[] = [
    organization(data.origin, lang, id === 'contact' ? data.contact.email : null),
  ];
  const role = faqRoles[id];
  if (role) {
    list.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqQuestions(lang, role).map((item) => ({
        '@type': 'Question',
        name: item.q,
        acceptedAnswer: { '@type': 'Answer', text: item.a },
      })),
    });
  }
  if (id === 'home') {
    for (const tutor of data.tutors) {
      list.push({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: tutor.name,
        jobTitle: lang === 'ar' ? 'مدرس لغة إنجليزية' : 'English tutor',
        ...(tutor.image ? { image: `${data.origin}${tutor.image}` } : {}),
        ...(tutor.bio ? { description: tutor.bio } : {}),
        knowsAbout: tutor.topics.map((topic) => (lang === 'ar' ? topic.nameAr : topic.nameEn)),
        worksFor: { '@type': 'Organization', name: texts[lang].brand, url: `${data.origin}/` },
      });
    }
  }
  return list;
};

const body = (id: PageId, lang: Lang, data: SiteData) => {
  const role = faqRoles[id];
  if (role) return <FaqPage lang={lang} role={role} />;
  switch (id) {
    case 'home':
      return <HomePage lang={lang} tutors={data.tutors} />;
    case 'tutor':
      return <TutorPage lang={lang} />;
    case 'pricing':
      return <PricingPage lang={lang} plans={data.plans} />;
    case 'contact':
      return <ContactPage lang={lang} contact={data.contact} />;
    case 'method':
      return <MethodPage lang={lang} />;
    case 'about':
      return <AboutPage lang={lang} />;
    case 'terms':
      return <LegalPage lang={lang} kind="terms" />;
    default:
      return <LegalPage lang={lang} kind="privacy" />;
  }
};

const html = (head: Head, children: ReactNode) =>
  `<!doctype html>${renderToStaticMarkup(<Document head={head}>{children}</Document>)}`;

/** One page as a whole HTML document. */
export const renderPage = (id: PageId, lang: Lang, data: SiteData): string => {
  const meta = texts[lang].meta[metaKey[id]];
  const script = id === 'contact' ? data.assets.scripts.contact : undefined;
  return html(
    {
      lang,
      title: meta.title,
      description: meta.description,
      page: id,
      origin: data.origin,
      assets: data.assets,
      structuredData: structuredData(id, lang, data),
      ...(script ? { script } : {}),
    },
    body(id, lang, data),
  );
};

/** The 404 page, in the language of the address asked for. */
export const renderNotFound = (lang: Lang, data: SiteData): string => {
  const meta = texts[lang].meta.notFound;
  return html(
    {
      lang,
      title: meta.title,
      description: meta.description,
      page: null,
      origin: data.origin,
      assets: data.assets,
      structuredData: [],
    },
    <NotFoundPage lang={lang} />,
  );
};

/** sitemap.xml: every page in both languages, each with its alternates. */
export const renderSitemap = (origin: string): string => {
  const urls = pageIds.flatMap((id) =>
    langs.map((lang) => {
      const alternates = langs
        .map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${origin}${pagePath(id, other)}"/>`,
        )
        .join('');
      return `<url><loc>${origin}${pagePath(id, lang)}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
};

/** robots.txt: the site is open; the apps, the API and short links are not for indexing. */
export const renderRobots = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app/',
    'Disallow: /admin/',
    'Disallow: /api/',
    'Disallow: /url/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
