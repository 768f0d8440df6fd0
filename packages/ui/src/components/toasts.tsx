/**
 * Toasts (docs/product/README.md#toasts): success, info, error, warning at the top corner at the
 * end of the line; closed by a click, a swipe of 50 px, Escape, or after 4000 ms, with the timer
 * paused while hovered or focused.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@darsak/shared';
import { cx } from '../cx.js';
import { useT } from '../i18n/provider.js';

export type ToastType = 'success' | 'info' | 'error' | 'warning';
export type ToastInput = { type: ToastType; title: string; description?: string };
type ToastItem = ToastInput & { id: number };

type ToastApi = { show: (toast: ToastInput) => void; dismiss: (id: number) => void };
const ToastContext = createContext<ToastApi | null>(null);

const styles: Record<ToastType, string> = {
  success: 'border-emerald-600',
  info: 'border-brand-600',
  error: 'border-red-600',
  warning: 'border-amber-500',
};

const Toast = ({ toast, onClose }: { toast: ToastItem; onClose: () => void }) => {
  const t = useT();
  const [offset, setOffset] = useState(0);
  const remaining = useRef(TOAST_DURATION_MS);
  const startedAt = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const swipeStart = useRef<number | null>(null);
  const swiped = useRef(false);

  const resume = useCallback(() => {
    window.clearTimeout(timer.current);
    startedAt.current = Date.now();
    timer.current = window.setTimeout(onClose, remaining.current);
  }, [onClose]);
  const pause = useCallback(() => {
    window.clearTimeout(timer.current);
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  }, []);

  useEffect(() => {
    resume();
    return () => window.clearTimeout(timer.current);
  }, [resume]);

  return (
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      tabIndex={0}
      data-toast-type={toast.type}
      className={cx(
        'pointer-events-auto w-[min(24rem,calc(100vw-2rem))] cursor-pointer touch-pan-y rounded-xl border-s-4 bg-white p-4 shadow-lg ring-1 ring-ink-100',
        'focus-visible:outline-2 focus-visible:outline-brand-600',
        styles[toast.type],
      )}
      style={{
        transform: `translateX(${offset}px)`,
        opacity: 1 - Math.min(Math.abs(offset) / 200, 0.7),
      }}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || event.key === 'Enter') onClose();
      }}
      onClick={() => {
        if (!swiped.current) onClose();
        swiped.current = false;
      }}
      onPointerDown={(event) => {
        swipeStart.current = event.clientX;
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) setOffset(event.clientX - swipeStart.current);
      }}
      onPointerUp={() => {
        if (Math.abs(offset) >= TOAST_SWIPE_THRESHOLD_PX) {
          swiped.current = true;
          onClose();
        } else {
          if (offset !== 0) swiped.current = true;
          setOffset(0);
        }
        swipeStart.current = null;
      }}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
    >
      <p className="font-semibold text-ink-900">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm text-ink-600">{toast.description}</p>}
      <span className="sr-only">{t('ui.toast.dismissHint')}</span>
    </div>
  );
};

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-4), { ...toast, id }]);
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  // Escape anywhere closes the newest toast.
  useEffect(() => {
    if (toasts.length === 0) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss(toasts[toasts.length - 1]!.id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toasts, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A landmark of its own, so the toasts belong to a named part of every page. */}
      <section
        aria-label={t('ui.toast.region')}
        className="pointer-events-none fixed end-4 top-4 z-50 flex flex-col gap-2 md:top-16 print:hidden"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </section>
    </ToastContext.Provider>
  );
};

export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
};
