/**
 * The contact form's behaviour: checks the fields, posts the request to the API and shows the
 * answer. Plain DOM code: the page's markup comes from the server, and React's browser runtime
 * alone would be more than the site's whole script budget (decision 016).
 */
type Messages = Record<string, string>;

const lengths: Record<string, [number, number, string, string]> = {
  title: [3, 100, 'contact-title-too-short', 'contact-title-too-long'],
  message: [10, 2000, 'contact-message-too-short', 'contact-message-too-long'],
};
/** Which field an error code from the server belongs to. */
const fieldOfCode: Record<string, string> = {
  'contact-title-too-short': 'title',
  'contact-title-too-long': 'title',
  'contact-message-too-short': 'message',
  'contact-message-too-long': 'message',
  'invalid-markup': 'message',
  'invalid-email': 'replyTo',
  'invalid-phone': 'replyTo',
  'name-too-long': 'name',
};

const openedAt = Date.now();

const enhance = (form: HTMLFormElement) => {
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Messages;
  const status = form.querySelector<HTMLElement>('[data-contact-status]')!;
  const sent = form.querySelector<HTMLElement>('[data-contact-sent]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;

  const showError = (name: string, code: string | null) => {
    const input = field(name);
    const error = document.getElementById(`contact-${name}-error`)!;
    input.setAttribute('aria-invalid', code ? 'true' : 'false');
    error.textContent = code ? (messages[code] ?? messages.unknown ?? '') : '';
    error.hidden = !code;
  };

  const check = (): string | null => {
    let first: string | null = null;
    const fail = (name: string, code: string | null) => {
      showError(name, code);
      if (code && !first) first = name;
    };
    const replyTo = field('replyTo').value.trim();
    fail(
      'replyTo',
      replyTo === ''
        ? 'required'
        : /^[\w.+-]+@([\w-]+\.)+[\w-]{2,}$/.test(replyTo) ||
            /^\+?[0-9\u0660-\u0669 ()-]{8,20}$/.test(replyTo)
          ? null
          : 'invalid-reply-to',
    );
    for (const [name, [min, max, short, long]] of Object.entries(lengths)) {
      const value = field(name).value.trim();
      fail(
        name,
        value === '' ? 'required' : value.length < min ? short : value.length > max ? long : null,
      );
    }
    showError('name', null);
    return first;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const invalid = check();
    if (invalid) {
      field(invalid).focus();
      return;
    }
    button.disabled = true;
    button.textContent = messages.sending ?? '';
    status.textContent = '';
    const body = {
      name: field('name').value.trim() || undefined,
      replyTo: field('replyTo').value.trim(),
      title: field('title').value.trim(),
      message: field('message').value.trim(),
      website: field('website').value,
      openedForMs: Date.now() - openedAt,
      language: document.documentElement.lang === 'en' ? 'en' : 'ar',
    };
    fetch('/api/v1/contact-request/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(async (response) => {
        if (response.ok) {
          form.reset();
          sent.hidden = false;
          sent.focus();
          return;
        }
        const answer = (await response.json().catch(() => ({}))) as {
          code?: string;
          details?: { field?: string; code?: string }[];
        };
        const code = answer.details?.[0]?.code ?? answer.code ?? 'unknown';
        const name = fieldOfCode[code];
        if (name) {
          showError(
            name,
            code === 'invalid-email' || code === 'invalid-phone' ? 'invalid-reply-to' : code,
          );
          field(name).focus();
        } else {
          status.textContent = messages[code] ?? messages.unknown ?? '';
          status.className = 'mt-5 rounded-xl bg-red-50 p-4 text-base font-semibold text-red-800';
        }
      })
      .catch(() => {
        status.textContent = messages.network ?? '';
        status.className = 'mt-5 rounded-xl bg-red-50 p-4 text-base font-semibold text-red-800';
      })
      .finally(() => {
        button.disabled = false;
        button.textContent = messages.send ?? '';
      });
  });
};

document.querySelectorAll<HTMLFormElement>('form[data-contact-form]').forEach(enhance);
