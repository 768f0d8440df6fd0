/**
 * Choosing a picture (JPG, PNG or GIF). The file input sits inside its visible label, styled as a
 * button: screen readers name the input by that text, the keyboard reaches it, and a click anywhere
 * on the label opens the file chooser without any script.
 */
import { cx } from '../cx.js';
import { buttonClass } from './button.js';
import { Spinner } from './spinner.js';

export const ImagePicker = ({
  label,
  busy = false,
  onFile,
}: {
  label: string;
  busy?: boolean;
  onFile: (file: File) => void;
}) => (
  <label
    aria-busy={busy || undefined}
    className={cx(
      buttonClass('secondary'),
      'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
      busy && 'pointer-events-none opacity-70',
    )}
  >
    {busy && <Spinner size="sm" />}
    {label}
    <input
      type="file"
      accept="image/jpeg,image/png,image/gif"
      className="sr-only"
      disabled={busy}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared at once, so choosing the same file again still uploads it.
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  </label>
);
