import { cardMessages } from '@shared/messages.da';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ButtonLink } from '@web/components/ui/button';
import { CardGallery } from '@web/features/cards/components/card-gallery';
import { CardGenerator } from '@web/features/cards/components/card-generator';
import { useCardListReload } from '@web/features/cards/hooks/use-card-list-reload';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { useSignedInUser } from '../layouts/signed-in-user';
import { paths } from '@web/lib/paths';

/** /cards: the image generator with the gallery of saved cards ('Dine Kort') below it. */
export function Component() {
  const me = useSignedInUser();
  const reloadCards = useCardListReload();
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
          <CardGenerator canCreateCard={me.canCreateCard} cardsLeft={me.cardsLeft} onSaved={reloadCards} />
        </Card>
        <CardGallery />
      </div>
    </>
  );
}
