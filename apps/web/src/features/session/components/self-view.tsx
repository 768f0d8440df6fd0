/**
 * One's own video in a corner of the call (docs/product/chat-and-calls.md#on-a-phone): dragged by a
 * finger or the mouse, it settles in the corner nearest where it was let go; from the keyboard the
 * arrow keys move it to the corner they point to. Pointer Events with pointer capture do the
 * dragging in a few lines, and the corners and keys are this view's own, so no drag library is used.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import { cx, useT } from '@darsak/ui';

/** Which corner of the call one's own video sits in: by default the bottom end. */
export type Corner = { top: boolean; start: boolean };

export const DEFAULT_CORNER: Corner = { top: false, start: false };

/** Where a drag was let go, as the corner nearest the middle of the video. */
const nearestCorner = (video: DOMRect, area: DOMRect, rtl: boolean): Corner => {
  const left = video.left + video.width / 2 < area.left + area.width / 2;
  return { top: video.top + video.height / 2 < area.top + area.height / 2, start: rtl !== left };
};

/** The corner an arrow key points to from `corner`, on a page written in `rtl` or not. */
const cornerByKey = (corner: Corner, key: string, rtl: boolean): Corner | null => {
  if (key === 'ArrowUp') return { ...corner, top: true };
  if (key === 'ArrowDown') return { ...corner, top: false };
  if (key === 'ArrowLeft') return { ...corner, start: !rtl };
  if (key === 'ArrowRight') return { ...corner, start: rtl };
  return null;
};

const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

export const SelfView = ({
  corner,
  onCorner,
  className,
  children,
}: {
  corner: Corner;
  onCorner: (corner: Corner) => void;
  className?: string;
  children: ReactNode;
}) => {
  const t = useT();
  const hintId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const start = useRef<{ pointer: number; x: number; y: number } | null>(null);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);

  const settle = () => {
    const video = ref.current;
    const area = video?.offsetParent;
    if (video && area && offset) {
      onCorner(
        nearestCorner(video.getBoundingClientRect(), area.getBoundingClientRect(), isRtl(video)),
      );
    }
    start.current = null;
    setOffset(null);
  };

  return (
    <div
      ref={ref}
      role="group"
      tabIndex={0}
      aria-label={t('session.myVideo')}
      aria-describedby={hintId}
      aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight"
      data-corner={`${corner.top ? 'top' : 'bottom'}-${corner.start ? 'start' : 'end'}`}
      className={cx(
        'absolute z-10 cursor-grab touch-none overflow-hidden rounded-xl bg-ink-800 shadow-lg ring-2 ring-white select-none',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-300',
        corner.top ? 'top-3' : 'bottom-3',
        corner.start ? 'start-3' : 'end-3',
        offset && 'cursor-grabbing',
        className,
      )}
      style={offset ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : undefined}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY };
      }}
      onPointerMove={(event) => {
        const from = start.current;
        if (!from || from.pointer !== event.pointerId) return;
        setOffset({ x: event.clientX - from.x, y: event.clientY - from.y });
      }}
      onPointerUp={settle}
      onPointerCancel={settle}
      onKeyDown={(event) => {
        const next = cornerByKey(corner, event.key, isRtl(event.currentTarget));
        if (!next) return;
        event.preventDefault();
        onCorner(next);
      }}
    >
      {children}
      <span id={hintId} className="sr-only">
        {t('session.moveMyVideo')}
      </span>
    </div>
  );
};
