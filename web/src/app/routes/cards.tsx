import { cardMessages } from '@shared/messages.da';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ButtonLink } from '@web/components/ui/button';
import { LimitNotice } from '@web/components/ui/limit-notice';
import { CardGallery } from '@web/features/cards/components/card-gallery';
import { CardGenerator } from '@web/features/cards/components/card-generator';
import { useCardListReload } from '@web/features/cards/hooks/use-card-list-reload';
import { useSite } from '@web/lib/site';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useSignedInUser } from '../layouts/signed-in-user';
import { paths } from '@web/lib/paths';

/** /cards: the image generator with the gallery of saved cards ('Dine Kort') below it. */
export function Component() {
  const me = useSignedInUser();
  const reloadCards = useCardListReload();
  const site = useSite();
  useDocumentTitle(cardMessages.pageTitle);
  return (
    <>
      <PageHeader
        title={cardMessages.pageTitle}
        intro={cardMessages.intro}
        actions={
          <ButtonLink to={paths.dashboard.href()} variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-5" />
            {cardMessages.backToDashboard}
          </ButtonLink>
        }
      />
      <div className="flex flex-col gap-12">
        <Card>
          <CardGenerator
            canCreateCard={me.canCreateCard}
            cardsLeft={me.cardsLeft}
            onSaved={reloadCards}
            limitNotice={({ alert }) => (
              <LimitNotice
                title={cardMessages.quotaTitle}
                text={{ paid: cardMessages.quotaUsed, free: cardMessages.quotaUsedFree }}
                note={cardMessages.draftKept}
                me={me}
                site={site.data}
                newTab
                alert={alert}
              />
            )}
          />
        </Card>
        <CardGallery />
      </div>
    </>
  );
}
