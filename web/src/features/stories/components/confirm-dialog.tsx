import { storyMessages as t } from '@shared/messages.da';
import { Button, buttonClasses } from '@web/components/ui/button';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

interface ConfirmDialogProps {
  title: string;
  question: string;
  text?: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the element that opened the dialog is gone when it closes (a deleted card). */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * An alert dialog on the native <dialog>: showModal() keeps focus inside and the page behind inert,
 * Escape cancels, and focus returns to what opened it. 'Annuller' has focus first, so Enter never
 * deletes by accident. Mounted = open.
 */
export function ConfirmDialog({ title, question, text, confirmLabel, busyLabel, busy, onConfirm, onCancel, fallbackFocus }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const questionId = useId();
  const latest = useRef({ onCancel, fallbackFocus, busy });
  useEffect(() => {
    latest.current = { onCancel, fallbackFocus, busy };
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      if (element.open) element.close();
      const target = opener?.isConnected ? opener : latest.current.fallbackFocus?.();
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={questionId}
      onCancel={(e) => {
        e.preventDefault();
        if (!latest.current.busy) latest.current.onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rose-100 text-rose-700">
            <TriangleAlert aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id={titleId} className="text-2xl font-bold tracking-tight text-slate-900">
              {title}
            </h2>
            <p id={questionId} className="mt-2 text-lg text-slate-800">
              {question}
            </p>
            {text ? <p className="mt-2 text-base text-slate-600">{text}</p> : null}
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" className={buttonClasses({ variant: 'secondary' })} onClick={onCancel} disabled={busy}>
            {t.cancel}
          </button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
