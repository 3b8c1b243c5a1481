import { type RefObject, useEffect } from 'react';

/** Room kept between what gets the focus and the bar, in pixels. */
const GAP_PX = 16;

/**
 * Keeps what gets the focus (a page's buttons, the picture prompt, the recorder) clear of a bar stuck
 * to the bottom of the window, however tall the bar grows: the window scrolls as if it ended above the
 * bar (the root's scroll-padding-bottom, which focus, autofocus and scrollIntoView all honour).
 */
export function useBottomBarClearance(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const apply = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + GAP_PX}px`;
    };
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}
