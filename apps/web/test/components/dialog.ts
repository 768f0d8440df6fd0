/**
 * jsdom has the <dialog> element without its methods. These follow the browser's modal dialog as
 * far as a test can see it: focus moves in when it opens and back to where it was when it closes,
 * Escape asks to cancel (a `cancel` event the page may prevent), closing fires `close`.
 */
const focusable =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const supportModalDialogs = () => {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal === 'function') return;
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();
  dialog.showModal = function (this: HTMLDialogElement) {
    if (this.open) return;
    focusedBefore.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>(`[autofocus], ${focusable}`)?.focus();
  };
  dialog.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const before = focusedBefore.get(this);
    if (before instanceof HTMLElement && before.isConnected) before.focus();
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = [...document.querySelectorAll('dialog[open]')].at(-1) as HTMLDialogElement;
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
};
