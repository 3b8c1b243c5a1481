import type { Card } from '@shared/api-types';
import { cardStyle } from '@shared/cards';
import { cardMessages } from '@shared/messages.da';
import { formatDate } from '@web/lib/format-date';
import { ImageOff, Trash2 } from 'lucide-react';
import { useCardPicture } from '../hooks/use-card-picture';

const t = cardMessages;

/** One card of 'Dine Kort': the picture (opens full size in a new tab), title, date and delete. */
export function CardTile({ card, onDelete }: { card: Card; onDelete: (card: Card) => void }) {
  const picture = useCardPicture(card);

  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {picture.placeholder ? (
        <div role="img" aria-label={t.pictureMissing} className="flex aspect-square flex-col items-center justify-center gap-2 bg-slate-100 p-4 text-center text-slate-600">
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="text-sm">{t.pictureMissing}</span>
        </div>
      ) : (
        <a
          href={picture.imageUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.openPicture(card.title)}
          className="block aspect-square bg-slate-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-indigo-600"
        >
          <img key={picture.attempt} src={picture.thumbUrl} alt={card.title} loading="lazy" onError={() => void picture.onError()} className="size-full object-cover" />
        </a>
      )}
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="text-base leading-snug font-semibold break-words hyphens-auto text-slate-900 sm:text-lg">{card.title}</h3>
        <div className="mt-auto flex items-end justify-between gap-2">
          <p className="text-sm text-slate-600">
            <span className="block">{t.createdOn(formatDate(card.createdAt))}</span>
            <span className="sr-only">, </span>
            <span className="block">{cardStyle(card.style).name}</span>
          </p>
          <button
            type="button"
            onClick={() => onDelete(card)}
            aria-label={t.removeNamed(card.title)}
            className="-mr-1 -mb-1 grid size-11 shrink-0 place-items-center rounded-xl text-slate-600 hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-3 focus-visible:outline-indigo-600"
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </li>
  );
}
