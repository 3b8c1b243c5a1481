import type { Card } from '@shared/api-types';
import { cardMessages } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { commonMessages } from '@shared/messages.landing.da';
import { Button, ButtonLink, buttonClasses } from '@web/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@web/components/ui/states';
import { ArrowLeft, Printer, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@web/lib/notify';
import { useCards } from '../api/get-cards';
import { CardDialog } from './card-dialog';
import { CardTile } from './card-tile';
import { DeleteCardDialog } from './delete-card-dialog';

const t = cardMessages;

/** Choosing cards for the print sheet: the chosen ids, or null when not choosing. */
function useChoice() {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const toggle = (card: Card) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(card.id)) next.add(card.id);
      return next;
    });
  return { chosen, start: () => setChosen(new Set()), stop: () => setChosen(null), toggle };
}

/**
 * 'Dine Kort': the saved cards, newest first, in 2 to 4 columns by width, CARDS_PAGE_SIZE at a time.
 * A card's picture opens it large; 'Vælg kort til udskrift' lets cards be chosen for a print sheet.
 */
export function CardGallery() {
  const cards = useCards();
  const list = cards.data?.pages.flatMap((page) => page.cards) ?? [];
  const [deleting, setDeleting] = useState<Card | null>(null);
  const [opened, setOpened] = useState<Card | null>(null);
  const choice = useChoice();
  const chosenIds = choice.chosen ? list.filter((card) => choice.chosen?.has(card.id)).map((card) => card.id) : [];
  const grid = useRef<HTMLUListElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);

  // The button that starts or ends choosing goes away with it: focus goes on to the first card's box, or back to it.
  const choosing = choice.chosen !== null;
  const wasChoosing = useRef(choosing);
  useEffect(() => {
    if (wasChoosing.current === choosing) return;
    wasChoosing.current = choosing;
    if (choosing) grid.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
    else chooseButton.current?.focus();
  }, [choosing]);
  const heading = useRef<HTMLHeadingElement>(null);
  const refreshing = cards.isFetching && !cards.isPending;
  const refresh = async () => {
    const result = await cards.refetch();
    if (result.isError && result.data) notify.error(t.loadFailed);
  };

  return (
    <section aria-labelledby="cards-gallery-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="cards-gallery-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {t.galleryTitle}
        </h2>
        <div className="flex flex-wrap gap-2">
          {list.length > 0 && !choice.chosen ? (
            <button ref={chooseButton} type="button" className={buttonClasses({ variant: 'secondary' })} onClick={choice.start}>
              <Printer aria-hidden="true" className="size-5" />
              {t.choose}
            </button>
          ) : null}
          <ButtonLink to={paths.dashboard.href()} variant="ghost">
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t.backToDashboard}
          </ButtonLink>
          <Button variant="secondary" onClick={refresh}>
            <RefreshCw aria-hidden="true" className={`size-5 ${refreshing ? 'animate-spin motion-reduce:animate-none' : ''}`} />
            {t.refresh}
          </Button>
        </div>
      </div>

      {cards.isPending ? (
        <LoadingState label={t.loading} />
      ) : cards.isError && !cards.data ? (
        <ErrorState message={t.loadFailed} onRetry={() => void cards.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t.empty}>
          <p className="text-base text-slate-700">{t.emptyText}</p>
        </EmptyState>
      ) : (
        <>
          <ul ref={grid} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {list.map((card) => (
              <CardTile
                key={card.id}
                card={card}
                onOpen={setOpened}
                onDelete={setDeleting}
                choice={choice.chosen ? { chosen: choice.chosen.has(card.id), onToggle: choice.toggle } : undefined}
              />
            ))}
          </ul>
          {choice.chosen ? (
            <div className="sticky bottom-3 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-indigo-200 bg-white px-4 py-3 shadow-lg">
              <p role="status" className="min-w-40 flex-1 text-base font-medium text-slate-800">
                {chosenIds.length ? t.chosen(chosenIds.length) : t.chooseHint}
              </p>
              {chosenIds.length ? (
                <a href={paths.cardsPrint.href(chosenIds)} target="_blank" rel="noopener" className={buttonClasses()}>
                  <Printer aria-hidden="true" className="size-5" />
                  {t.print}
                </a>
              ) : (
                <Button disabled>
                  <Printer aria-hidden="true" className="size-5" />
                  {t.print}
                </Button>
              )}
              <Button variant="ghost" onClick={choice.stop}>
                {commonMessages.cancel}
              </Button>
            </div>
          ) : null}
          {cards.hasNextPage ? (
            <Button variant="secondary" className="self-center" busy={cards.isFetchingNextPage} onClick={() => void cards.fetchNextPage()}>
              {t.loadMore}
            </Button>
          ) : null}
        </>
      )}

      {opened ? <CardDialog card={opened} onClose={() => setOpened(null)} fallbackFocus={() => heading.current} /> : null}
      {deleting ? <DeleteCardDialog card={deleting} onClose={() => setDeleting(null)} fallbackFocus={() => heading.current} /> : null}
    </section>
  );
}
