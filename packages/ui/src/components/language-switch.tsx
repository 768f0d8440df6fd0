/** Switches between Arabic and English; the other language is offered in its own script. */
import { useI18n } from '../i18n/provider.js';
import { cx } from '../cx.js';

export const LanguageSwitch = ({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (language: 'ar' | 'en') => void;
}) => {
  const { language, setLanguage } = useI18n();
  const next = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={next}
      className={cx(
        'rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
      onClick={() => {
        setLanguage(next);
        onChange?.(next);
      }}
    >
      {next === 'en' ? 'English' : 'العربية'}
    </button>
  );
};
