/**
 * Choosing a file, in the page's language. The browser's own file control speaks the browser's
 * language ("Choose File", "No file chosen") whatever the page's; here the input sits, visually
 * hidden, inside a label styled as a button, so the keyboard and a click reach it as before, and
 * the field's name, the chosen file and the hint are our own words. The input is named by the
 * field's label and described by the chosen file and the hint, for screen readers.
 */
import { useId, useState } from 'react';
import { cx } from '../cx.js';
import { useT } from '../i18n/provider.js';
import { buttonClass } from './button.js';

/** Whether a file is of a type the accept list names ("image/png", "video/*" or ".pdf"). */
export const isAccepted = (accept: string, file: Pick<File, 'name' | 'type'>): boolean =>
  accept
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .some((item) =>
      item.startsWith('.')
        ? file.name.toLowerCase().endsWith(item)
        : item.endsWith('/*')
          ? file.type.startsWith(item.slice(0, -1))
          : file.type === item,
    );

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
  // A file of another type is refused here, before anything is sent (the picker's filter can be
  // set to "all files").
  const [refused, setRefused] = useState(false);
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
            aria-describedby={[`${id}-chosen`, refused && `${id}-error`, hint && `${id}-hint`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              // Cleared at once: the file lives in the caller's state, choosing the same file
              // again (after a failed upload, say) still reports it, and closing the chooser
              // without a choice keeps the one made before.
              event.target.value = '';
              if (!chosen) return;
              setRefused(!isAccepted(accept, chosen));
              if (isAccepted(accept, chosen)) onFile(chosen);
            }}
          />
        </label>
        {/* In the name's own direction, so a long Latin name loses its end, not its start. */}
        <span id={`${id}-chosen`} dir="auto" className="min-w-0 truncate text-sm text-ink-600">
          {file ? file.name : t('ui.file.none')}
        </span>
      </div>
      {refused && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {t('ui.file.wrongType')}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-500">
          {hint}
        </p>
      )}
    </div>
  );
};
