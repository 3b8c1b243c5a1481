import { type KeyboardEvent, type PointerEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface HoldButtonProps {
  /** The accessible name; it contains the visible text. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  /** How to use it: read with the button, and shown after a press too short to count. */
  hint: string;
  /** Said while the button is held. */
  holdingText: string;
  holdMs: number;
  onHeld: () => void;
  className?: string;
}

/** How long a hint stays after a press that was too short. */
const HINT_MS = 4000;

/**
 * A button that acts only when held down for `holdMs`: by finger or mouse, or by keeping Enter or
 * Space pressed. A tap does nothing but show the hint. While held, the button fills from left to right;
 * with reduced motion nothing moves, the button turns a calm blue at once instead.
 */
export function HoldButton({ label, children, hint, holdingText, holdMs, onHeld, className = '' }: HoldButtonProps) {
  const [holding, setHolding] = useState(false);
  const [hintShown, setHintShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const done = useRef(onHeld);
  useEffect(() => {
    done.current = onHeld;
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(hintTimer.current);
    },
    [],
  );
  const hintId = useId();

  const start = () => {
    if (timer.current !== undefined) return;
    clearTimeout(hintTimer.current);
    setHintShown(false);
    setHolding(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setHolding(false);
      done.current();
    }, holdMs);
  };
  const release = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    setHolding(false);
    setHintShown(true);
    hintTimer.current = setTimeout(() => setHintShown(false), HINT_MS);
  };
  const isHoldKey = (e: KeyboardEvent) => e.key === 'Enter' || e.key === ' ';

  return (
    <div className="relative flex flex-col items-end">
      <button
        type="button"
        aria-label={label}
        aria-describedby={hintId}
        onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
          if (e.button !== 0) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          start();
        }}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
        onKeyDown={(e) => {
          if (!isHoldKey(e)) return;
          // Enter would click at once and Space on release: the hold decides, not the click.
          e.preventDefault();
          if (!e.repeat) start();
        }}
        onKeyUp={(e) => {
          if (!isHoldKey(e)) return;
          e.preventDefault();
          release();
        }}
        onBlur={release}
        // A click without a press (a screen reader's) cannot be held: it shows how instead.
        onClick={(e) => e.detail === 0 && timer.current === undefined && setHintShown(true)}
        onContextMenu={(e) => e.preventDefault()}
        className={`relative isolate overflow-hidden touch-none select-none [-webkit-touch-callout:none] ${holding ? 'motion-reduce:bg-indigo-100' : ''} ${className}`}
      >
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 origin-left bg-indigo-200 motion-reduce:hidden"
          style={{ transform: `scaleX(${holding ? 1 : 0})`, transition: holding ? `transform ${holdMs}ms linear` : 'none' }}
        />
        {children}
      </button>
      <p
        id={hintId}
        className={hintShown ? 'mt-2 max-w-56 rounded-xl bg-white px-3 py-2 text-right text-sm text-stone-800 shadow-md' : 'sr-only'}
      >
        {hint}
      </p>
      <p role="status" className="sr-only">
        {holding ? holdingText : ''}
      </p>
    </div>
  );
}
