import type { Card } from '@shared/api-types';
import { cardStyle } from '@shared/cards';
import { cardMessages as t } from '@shared/messages.da';
import { buttonClasses } from '@web/components/ui/button';
import { ModalDialog } from '@web/components/ui/modal-dialog';
import { formatDate } from '@web/lib/format-date';
import { paths } from '@web/lib/paths';
import { Download, ImageOff, Printer } from 'lucide-react';
import { useState } from 'react';
import { cardPngUrl } from '../api/get-card-png';

interface CardDialogProps {
  card: Card;
  onClose: () => void;
  /** Where focus goes when the card that opened the dialog is gone (deleted in another tab). */
  fallbackFocus: () => HTMLElement | null | undefined;
}

/**
 * An opened card: the picture large, with its title, what it shows as the picture's text, and the
 * download as PNG and the print sheet of this one card. Escape and the close button shut it; focus
 * stays inside while it is open.
 */
export function CardDialog({ card, onClose, fallbackFocus }: CardDialogProps) {
  const [broken, setBroken] = useState(false);
  return (
    <ModalDialog title={card.title} onClose={onClose} fallbackFocus={fallbackFocus} className="max-w-3xl">
      <div className="flex flex-col gap-4 px-5 pt-3 pb-6 sm:px-8 sm:pb-8">
        {broken ? (
          <div
            role="img"
            aria-label={t.pictureMissing}
            className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-slate-600"
          >
            <ImageOff aria-hidden="true" className="size-10" />
            <span>{t.pictureMissing}</span>
          </div>
        ) : (
          <img
            src={card.imageUrl}
            alt={card.description}
            onError={() => setBroken(true)}
            className="mx-auto aspect-square w-full max-w-[min(100%,58dvh)] rounded-2xl bg-slate-100 object-contain"
          />
        )}
        <p className="text-sm text-slate-600">
          {t.createdOn(formatDate(card.createdAt))} · {cardStyle(card.style).name}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <a href={cardPngUrl(card.id)} download className={buttonClasses()}>
            <Download aria-hidden="true" className="size-5" />
            {t.downloadPng}
          </a>
          <a href={paths.cardsPrint.href([card.id])} target="_blank" rel="noopener" className={buttonClasses({ variant: 'secondary' })}>
            <Printer aria-hidden="true" className="size-5" />
            {t.print}
          </a>
        </div>
      </div>
    </ModalDialog>
  );
}
