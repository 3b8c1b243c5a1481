import { storyMessages } from '@shared/messages.da';
import { ButtonLink } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { SavedOfflinePanel } from '@web/features/stories/components/saved-offline-panel';
import { StoryList } from '@web/features/stories/components/story-list';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PlusCircle } from 'lucide-react';
import { paths } from '@web/lib/paths';

export function Component() {
  useDocumentTitle(storyMessages.listTitle);
  return (
    <>
      <PageHeader
        title={storyMessages.listTitle}
        intro={storyMessages.listIntro}
        actions={
          <ButtonLink to={paths.newStory.href()}>
            <PlusCircle aria-hidden="true" className="size-5" />
            {storyMessages.createNew}
          </ButtonLink>
        }
      />
      <div className="flex flex-col gap-8">
        <SavedOfflinePanel />
        <StoryList />
      </div>
    </>
  );
}
