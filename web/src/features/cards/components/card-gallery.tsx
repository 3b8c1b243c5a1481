import type { Card } from '@shared/api-types';
import { cardMessages } from '@shared/messages.da';
import { paths } from '@web/lib/paths';
import { Button, ButtonLink } from '@web/components/ui/button';
import { EmptyState, ErrorState, LoadingState } from '@web/components/ui/states';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '@web/lib/notify';
import { useCards } from '../api/get-cards';
import { CardTile } from './card-tile';
import { DeleteCardDialog } from './delete-card-dialog';

const t = cardMessages;

/** 'Dine Kort': the saved cards, newest first, in 2 to 4 columns by width, CARDS_PAGE_SIZE at a time. */
export function CardGallery() {
  const cards = useCards();
  const list = cards.data?.pages.flatMap((page) => page.cards) ?? [];
  const [deleting, setDeleting] = useState<Card | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const refreshing = cards.isFetching && !cards.isPending;
  const refresh = async () => {
    const result = await cards.refetch();
    if (result.isError && result.data) notify.error(t.loadFailed);
  };

  return (
    <section aria-labelledby="cards-gallery-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cards-gallery-title" ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
          {t.galleryTitle}
        </h2>
        <div className="flex flex-wrap gap-2">
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
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {list.map((card) => (
              <CardTile key={card.id} card={card} onDelete={setDeleting} />
            ))}
          </ul>
          {cards.hasNextPage ? (
            <Button variant="secondary" className="self-center" busy={cards.isFetchingNextPage} onClick={() => void cards.fetchNextPage()}>
              {t.loadMore}
            </Button>
          ) : null}
        </>
      )}

      {deleting ? <DeleteCardDialog card={deleting} onClose={() => setDeleting(null)} fallbackFocus={() => heading.current} /> : null}
    </section>
  );
}
