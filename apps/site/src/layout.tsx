/** The document around every page: head (search and sharing), header with navigation, footer. */
import type { ReactNode } from 'react';
import { Logo } from '@darsak/ui/logo';
import { ar } from './content/ar.js';
import { formatNumber } from './format.js';
import { en } from './content/en.js';
import { appLinks, pagePath, type Lang, type PageId } from './routes.js';

export const texts = { ar, en };

export type SiteAssets = {
  css: string[];
  fonts: string[];
  scripts: Partial<Record<'contact' | 'menu', string>>;
};

export type Head = {
  lang: Lang;
  title: string;
  description: string;
  /** The page in both languages, for canonical and hreflang; absent on the 404 page. */
  page: PageId | null;
  origin: string;
  assets: SiteAssets;
  structuredData: object[];
  script?: string;
};

const Meta = ({ head }: { head: Head }) => {
  const { lang, origin, page } = head;
  const url = page ? `${origin}${pagePath(page, lang)}` : null;
  const image = `${origin}/site/og.png`;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="theme-color" content="#1b6156" />
      <link rel="icon" href="/site/favicon.svg" type="image/svg+xml" />
      {head.assets.fonts.map((href) => (
        <link
          key={href}
          rel="preload"
          href={href}
          as="font"
          type="font/woff2"
          crossOrigin="anonymous"
        />
      ))}
      {head.assets.css.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {url && page ? (
        <>
          <link rel="canonical" href={url} />
          <link rel="alternate" hrefLang="ar" href={`${origin}${pagePath(page, 'ar')}`} />
          <link rel="alternate" hrefLang="en" href={`${origin}${pagePath(page, 'en')}`} />
          <link rel="alternate" hrefLang="x-default" href={`${origin}${pagePath(page, 'ar')}`} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={texts[lang].brand} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={lang === 'ar' ? 'ar_EG' : 'en_US'} />
      <meta property="og:locale:alternate" content={lang === 'ar' ? 'en_US' : 'ar_EG'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={image} />
      {head.structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is data, not script; "<" is escaped so no value can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
      {head.assets.scripts.menu ? <script type="module" src={head.assets.scripts.menu} /> : null}
      {head.script ? <script type="module" src={head.script} /> : null}
    </>
  );
};

const navItems = ['method', 'tutor', 'pricing', 'faq', 'contact'] as const;

const Header = ({ lang, page }: { lang: Lang; page: PageId | null }) => {
  const t = texts[lang];
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const links = navItems.map((id) => {
    const current = page === id || (id === 'faq' && (page === 'faqStudent' || page === 'faqTutor'));
    return { id, href: pagePath(id, lang), label: t.nav[id], current };
  });
  const linkClass = (current: boolean) =>
    `rounded-lg px-3 py-2 text-[0.95rem] font-semibold transition-colors hover:bg-brand-50 hover:text-brand-800 ${
      current ? 'text-brand-800' : 'text-ink-700'
    }`;
  return (
    <header className="sticky top-0 z-20 border-b border-ink-100 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <a href={pagePath('home', lang)} className="shrink-0 rounded-lg" aria-label={t.brand}>
          <Logo label={t.brand} />
        </a>
        <nav aria-label={t.nav.label} className="ms-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  className={linkClass(link.current)}
                  aria-current={link.current ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <a
            href={page ? pagePath(page, other) : pagePath('home', other)}
            lang={other}
            hrefLang={other}
            className="rounded-lg px-2 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-100 sm:px-3"
          >
            {t.nav.otherLanguage}
          </a>
          <a
            href={appLinks(lang).signIn}
            className="hidden rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:inline-block"
          >
            {t.nav.signIn}
          </a>
          <a
            href={appLinks(lang).registerStudent}
            className="rounded-xl bg-brand-700 px-3.5 py-2 text-sm font-bold text-white shadow-sm hover:bg-brand-800 sm:px-4"
          >
            {t.nav.start}
          </a>
          <details className="group relative lg:hidden" data-menu>
            <summary
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-ink-800 hover:bg-ink-100"
              aria-label={t.nav.menu}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </summary>
            <nav
              aria-label={t.nav.menu}
              className="absolute end-0 top-12 w-60 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl"
            >
              <ul>
                {links.map((link) => (
                  <li key={link.id}>
                    <a
                      href={link.href}
                      className={`block ${linkClass(link.current)}`}
                      aria-current={link.current ? 'page' : undefined}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
                <li>
                  <a
                    href={pagePath('about', lang)}
                    className={`block ${linkClass(page === 'about')}`}
                  >
                    {t.nav.about}
                  </a>
                </li>
                <li className="mt-1 border-t border-ink-100 pt-1">
                  <a href={appLinks(lang).signIn} className={`block ${linkClass(false)}`}>
                    {t.nav.signIn}
                  </a>
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
};

const Footer = ({ lang }: { lang: Lang }) => {
  const t = texts[lang];
  const column = (title: string, items: { href: string; label: string }[]) => (
    <div>
      <h2 className="text-sm font-bold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.href}>
            <a href={item.href} className="text-sm text-brand-100 hover:text-white hover:underline">
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <footer className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div>
          <p className="text-2xl font-black text-white">{t.brand}</p>
          <p className="mt-3 max-w-xs text-sm leading-7 text-brand-100">{t.footer.tagline}</p>
        </div>
        {column(t.footer.product, [
          { href: pagePath('method', lang), label: t.nav.method },
          { href: pagePath('pricing', lang), label: t.nav.pricing },
          { href: pagePath('tutor', lang), label: t.nav.tutor },
        ])}
        {column(t.footer.company, [
          { href: pagePath('about', lang), label: t.nav.about },
          { href: pagePath('faq', lang), label: t.nav.faq },
          { href: pagePath('contact', lang), label: t.nav.contact },
        ])}
        {column(t.footer.legal, [
          { href: pagePath('terms', lang), label: t.footer.terms },
          { href: pagePath('privacy', lang), label: t.footer.privacy },
        ])}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-brand-200 sm:px-6">
          © {formatNumber(2026, lang, { useGrouping: false })} {t.brand}. {t.footer.rights}
        </p>
      </div>
    </footer>
  );
};

export const Document = ({ head, children }: { head: Head; children: ReactNode }) => (
  <html lang={head.lang} dir={head.lang === 'ar' ? 'rtl' : 'ltr'}>
    <head>
      <Meta head={head} />
    </head>
    <body className="flex min-h-screen flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {texts[head.lang].skip}
      </a>
      <Header lang={head.lang} page={head.page} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer lang={head.lang} />
    </body>
  </html>
);
