import type { Card } from '@shared/api-types';
import { cardStyle } from '@shared/cards';
import { cardMessages } from '@shared/messages.da';
import { formatDate } from '@web/lib/format-date';
import { ImageOff, Trash2 } from 'lucide-react';
import { useCardPicture } from '../hooks/use-card-picture';

const t = cardMessages;

interface CardTileProps {
  card: Card;
  /** Opens the card large (with its picture's working URLs). */
  onOpen: (card: Card) => void;
  onDelete: (card: Card) => void;
  /** While cards are chosen for printing: whether this one is, and how to change that. */
  choice?: { chosen: boolean; onToggle: (card: Card) => void };
}

/** One card of 'Dine Kort': the picture (opens the card large, or chooses it for printing), title, date and delete. */
export function CardTile({ card, onOpen, onDelete, choice }: CardTileProps) {
  const picture = useCardPicture(card);
  const image = (alt: string) => (
    <img
      key={picture.attempt}
      src={picture.thumbUrl}
      alt={alt}
      loading="lazy"
      onError={() => void picture.onError()}
      className="size-full object-cover"
    />
  );

  return (
    <li
      className={`flex flex-col overflow-hidden rounded-2xl border bg-white shadow-sm ${choice?.chosen ? 'border-indigo-600 ring-2 ring-indigo-600' : 'border-slate-200'}`}
    >
      {picture.placeholder ? (
        <div
          role="img"
          aria-label={t.pictureMissing}
          className="flex aspect-square flex-col items-center justify-center gap-2 bg-slate-100 p-4 text-center text-slate-600"
        >
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="text-sm">{t.pictureMissing}</span>
        </div>
      ) : choice ? (
        <label className="relative block aspect-square cursor-pointer bg-slate-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:-outline-offset-3 has-[:focus-visible]:outline-indigo-600">
          {image('')}
          <input
            type="checkbox"
            checked={choice.chosen}
            onChange={() => choice.onToggle(card)}
            aria-label={t.chooseNamed(card.title)}
            className="absolute top-2 left-2 size-7 cursor-pointer accent-indigo-700"
          />
        </label>
      ) : (
        <button
          type="button"
          onClick={() => onOpen({ ...card, imageUrl: picture.imageUrl, thumbUrl: picture.thumbUrl })}
          aria-label={t.openPicture(card.title)}
          className="block aspect-square w-full cursor-zoom-in bg-slate-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-indigo-600"
        >
          {image(card.title)}
        </button>
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
