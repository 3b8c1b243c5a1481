import { da } from '@shared/messages.da';
import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What gets focus when the dialog opens; the browser's choice (the first field) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes when the element that opened the dialog is gone by the time it closes. */
  fallbackFocus?: () => HTMLElement | null | undefined;
  /** While true, Escape and the close button do nothing (a request is under way). */
  busy?: boolean;
  className?: string;
  /** 'alertdialog' for a question that must be answered before going on (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text read out with the title when the dialog opens. */
  describedBy?: string;
}

/**
 * A modal dialog on the native <dialog> element: showModal() keeps focus inside and makes the
 * page behind inert; Escape closes it, and focus returns to what opened it. Mounted = open.
 */
export function ModalDialog({
  title,
  onClose,
  children,
  initialFocus,
  fallbackFocus,
  busy = false,
  className = 'max-w-lg',
  role,
  describedBy,
}: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, fallbackFocus, busy, initialFocus });
  useEffect(() => {
    latest.current = { onClose, fallbackFocus, busy, initialFocus };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    latest.current.initialFocus?.current?.focus();
    return () => {
      if (element.open) element.close();
      const target = opener?.isConnected ? opener : latest.current.fallbackFocus?.();
      target?.focus();
    };
  }, []);

  // The browser lets Tab leave a modal dialog for its own toolbar; keep it going round inside.
  const keepFocusInside = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(focusableSelector)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const requestClose = () => {
    if (!latest.current.busy) latest.current.onClose();
  };

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        // The page decides when the dialog goes away, so state and screen never disagree.
        e.preventDefault();
        requestClose();
      }}
      onClose={() => latest.current.onClose()}
      onKeyDown={keepFocusInside}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto overscroll-contain rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 ${className}`}
    >
      <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-8 sm:pt-7">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={requestClose}
          aria-label={da.common.close}
          className="-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-600"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      {children}
    </dialog>
  );
}
