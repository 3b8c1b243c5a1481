import { type TouchEvent, useRef } from 'react';

/** The specification's swipe threshold. */
export const SWIPE_THRESHOLD_PX = 10;

/**
 * Swipes by finger only (touch events never come from a mouse): left goes forward, right goes back.
 * A mostly vertical movement (scrolling the text) and a pinch are not swipes.
 */
export function useSwipe({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (e: TouchEvent) => {
      start.current = e.touches.length === 1 ? { x: e.touches[0].clientX, y: e.touches[0].clientY } : null;
    },
    onTouchMove: (e: TouchEvent) => {
      if (e.touches.length > 1) start.current = null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = e.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
