import { commonMessages } from '@shared/messages.landing.da';
import { TriangleAlert } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { Button, buttonClasses } from './button';
import { ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  /** Read out with the title when the dialog opens. */
  question: string;
  /** A line under the question naming what it is about (a card's title). */
  subject?: string;
  /** What follows from saying yes. */
  text?: string;
  /** Beside the question: what it is about (a picture), a warning sign when left out. */
  picture?: ReactNode;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the element that opened the dialog is gone when it closes (a deleted card). */
  fallbackFocus?: () => HTMLElement | null | undefined;
}

/**
 * Asks before something that cannot be undone. 'Annuller' has focus first, so Enter never says yes
 * by accident; Escape cancels unless the answer is being carried out. Mounted = open.
 */
export function ConfirmDialog({
  title,
  question,
  subject,
  text,
  picture = <WarningSign />,
  confirmLabel,
  confirmIcon,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
  fallbackFocus,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      describedBy={questionId}
      onClose={onCancel}
      initialFocus={cancel}
      fallbackFocus={fallbackFocus}
      busy={busy}
      className="max-w-md"
    >
      <div className="flex flex-col gap-6 px-5 pt-3 pb-6 sm:px-8 sm:pb-8">
        <div className="flex items-center gap-4">
          {picture}
          <div>
            <p id={questionId} className="text-lg font-medium text-slate-900">
              {question}
            </p>
            {subject ? <p className="mt-1 text-base break-words text-slate-700">{subject}</p> : null}
          </div>
        </div>
        {text ? <p className="text-base text-slate-700">{text}</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button ref={cancel} type="button" className={buttonClasses({ variant: 'secondary' })} onClick={onCancel} disabled={busy}>
            {commonMessages.cancel}
          </button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {busy ? null : confirmIcon}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}

function WarningSign() {
  return (
    <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-rose-100 text-rose-700">
      <TriangleAlert aria-hidden="true" className="size-6" />
    </span>
  );
}
