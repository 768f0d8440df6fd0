/**
 * Choosing a file, in the page's language. The browser's own file control speaks the browser's
 * language ("Choose File", "No file chosen") whatever the page's; here the input sits, visually
 * hidden, inside a label styled as a button, so the keyboard and a click reach it as before, and
 * the field's name, the chosen file and the hint are our own words. The input is named by the
 * field's label and described by the chosen file and the hint, for screen readers.
 */
import { useId } from 'react';
import { cx } from '../cx.js';
import { useT } from '../i18n/provider.js';
import { buttonClass } from './button.js';

export const FileField = ({
  label,
  hint,
  accept,
  file,
  disabled = false,
  onFile,
}: {
  label: string;
  hint?: string;
  /** The input's accept list, e.g. "image/png,image/jpeg". */
  accept: string;
  /** The file chosen so far; null shows that none is. */
  file: File | null;
  disabled?: boolean;
  onFile: (file: File) => void;
}) => {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-ink-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label
          className={cx(
            buttonClass('secondary'),
            'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          {t(file ? 'ui.file.change' : 'ui.file.choose')}
          <input
            type="file"
            accept={accept}
            disabled={disabled}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={hint ? `${id}-chosen ${id}-hint` : `${id}-chosen`}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared at once: the file lives in the caller's state, choosing the same file
              // again (after a failed upload, say) still reports it, and closing the chooser
              // without a choice keeps the one made before.
              event.target.value = '';
              if (chosen) onFile(chosen);
            }}
          />
        </label>
        {/* In the name's own direction, so a long Latin name loses its end, not its start. */}
        <span id={`${id}-chosen`} dir="auto" className="min-w-0 truncate text-sm text-ink-600">
          {file ? file.name : t('ui.file.none')}
        </span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
};
