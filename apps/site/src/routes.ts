/**
 * The site's pages and their addresses: Arabic at the root, English under /en
 * (docs/product/site.md#languages).
 */
export type Lang = 'ar' | 'en';
export const langs: readonly Lang[] = ['ar', 'en'];

export const pageIds = [
  'home',
  'tutor',
  'pricing',
  'faq',
  'faqStudent',
  'faqTutor',
  'contact',
  'method',
  'about',
  'terms',
  'privacy',
] as const;
export type PageId = (typeof pageIds)[number];

const slugs: Record<PageId, string> = {
  home: '',
  tutor: 'tutor',
  pricing: 'pricing',
  faq: 'faq',
  faqStudent: 'faq/student',
  faqTutor: 'faq/tutor',
  contact: 'contact',
  method: 'method',
  about: 'about',
  terms: 'terms',
  privacy: 'privacy',
};

/** The path of a page in a language: `/pricing` in Arabic, `/en/pricing` in English. */
export const pagePath = (id: PageId, lang: Lang): string => {
  const slug = slugs[id];
  if (lang === 'ar') return `/${slug}`;
  return slug ? `/en/${slug}` : '/en';
};

/** Which page a request path shows, if any; a trailing slash is allowed. */
export const matchPage = (pathname: string): { id: PageId; lang: Lang } | null => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const lang of langs)
    for (const id of pageIds) if (pagePath(id, lang) === trimmed) return { id, lang };
  return null;
};

/** Pages whose content comes from the database or the deployment: rendered by the server. */
export const livePages: ReadonlySet<PageId> = new Set(['home', 'pricing', 'contact']);

/**
 * Where the web app registers each role and signs in (apps/web/src/config/paths.ts under /app), in
 * the page's language: the app takes `?lang=` as the visitor's choice and keeps it, so a visitor of
 * the English site is not met by an Arabic form.
 */
export const appLinks = (lang: Lang) => {
  const to = (path: string) => `${path}?lang=${lang}`;
  return {
    registerStudent: to('/app/register/student'),
    registerTutor: to('/app/register/tutor'),
    signIn: to('/app/login'),
    /**
     * Choosing a plan: a visitor registers first and lands on the plans (a signed-in one goes
     * straight there; docs/product/site.md#pricing).
     */
    choosePlan: `${to('/app/register/student')}&next=${encodeURIComponent('/plans')}`,
  };
};
