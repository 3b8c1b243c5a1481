import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons; the one that should have focus first carries `data-autofocus`. */
  actions: ReactNode;
  onClose: () => void;
  /** While true, Escape does nothing (a request is under way). */
  busy?: boolean;
  /** Where focus goes when what opened the dialog is gone by the time it closes. */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * A small modal dialog on the native <dialog> element: showModal() keeps focus inside and makes
 * the page behind inert; Escape closes it, and focus returns to what opened it. Mounted = open.
 */
export function ConfirmDialog({ title, children, actions, onClose, busy = false, fallbackFocus }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, busy, fallbackFocus });
  useEffect(() => {
    latest.current = { onClose, busy, fallbackFocus };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open) element.close();
      const target = opener?.isConnected ? opener : latest.current.fallbackFocus?.();
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!latest.current.busy) latest.current.onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-5 px-5 py-6 sm:px-8 sm:py-7">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
      </div>
    </dialog>
  );
}
