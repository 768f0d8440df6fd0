/**
 * The phone menu is a <details> element, so it opens and closes without any script. This adds what
 * a menu is expected to do besides: Escape closes it and gives the focus back to its button, and a
 * click anywhere outside it closes it.
 */
for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-menu]')) {
  const toggle = menu.querySelector('summary');
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    toggle?.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
}
