import type { Me } from '@shared/api-types';
import { STORY_WARNING_REMAINING } from '@shared/constants';
import { characterMessages, storyMessages as t } from '@shared/messages.da';
import type { StoryType } from '@shared/schemas';
import { paths } from '@web/lib/paths';
import { ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCharacter } from '@web/lib/characters';
import { useSite } from '@web/lib/site';
import { useStoryJobs } from '../hooks/use-story-jobs';
import { CharacterSummary } from './character-summary';
import { CreationSteps } from './creation-steps';
import { QuotaBlock, QuotaWarning, StoryLimitNotice } from './quota-notice';
import { StoryCreateForm, type StoryDraft } from './story-create-form';
import { StoryTypeChoice } from './story-type-choice';

function NoCharacter({ message = t.noCharacter }: { message?: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center">
      <p role="alert" className="text-lg text-slate-800">
        {message}
      </p>
      <ButtonLink to={paths.newStory.href()}>
        <Users aria-hidden="true" className="size-5" />
        {t.chooseCharacter}
      </ButtonLink>
    </Card>
  );
}

interface StoryCreatePageProps {
  me: Me;
  characterId: string | null;
  storyType: StoryType;
  onStoryTypeChange: (storyType: StoryType) => void;
}

/**
 * /stories/create?character={id}&til=gruppe: who the story is for (one child or a group), the
 * avatar or the group, the title and description, and the two ways to create.
 */
export function StoryCreatePage({ me, characterId, storyType, onStoryTypeChange }: StoryCreatePageProps) {
  // Unfinished stories (also from before the tab was closed) show their progress here.
  useStoryJobs();
  const character = useCharacter(characterId ?? '');
  // Judged when the page opens: the story created here may use the last free one, and the page
  // should not turn into the block page while it is being written.
  const [openedWithQuota] = useState(me.canCreateStory);
  const draft = useRef<StoryDraft>({ title: '', description: '' });
  const site = useSite();

  if (!me.canCreateStory && !openedWithQuota) return <QuotaBlock me={me} site={site.data} />;
  // Reached while the page is open (another tab, the server's answer): the form stays and says so.
  const limit = {
    atLimit: !me.canCreateStory,
    limitNotice: ({ alert }: { alert: boolean }) => <StoryLimitNotice me={me} site={site.data} alert={alert} />,
  };

  const storiesLeft = me.storiesLeft;
  const warn = storiesLeft !== null && storiesLeft > 0 && storiesLeft <= STORY_WARNING_REMAINING;

  let body;
  if (storyType === 'group') {
    // The avatar the page was opened with is one of the group's, when it is the user's.
    if (characterId && character.isPending) body = <LoadingState label={t.loadingCharacter} />;
    else
      body = (
        <StoryCreateForm
          key="group"
          draft={draft}
          subject={{ storyType: 'group', initialMembers: character.data ? [character.data.id] : [] }}
          {...limit}
        />
      );
  } else if (!characterId) body = <NoCharacter />;
  else if (character.isPending) body = <LoadingState label={t.loadingCharacter} />;
  else if (character.isError)
    body =
      isApiError(character.error) && character.error.status === 404 ? (
        <NoCharacter />
      ) : (
        <ErrorState message={characterMessages.loadFailed} onRetry={() => void character.refetch()} />
      );
  else
    body = (
      <>
        <CharacterSummary character={character.data} />
        <StoryCreateForm key="individual" draft={draft} subject={{ storyType: 'individual', characterId: character.data.id }} {...limit} />
      </>
    );

  return (
    <>
      <PageHeader title={t.createTitle} intro={t.createIntro} />
      {warn ? <QuotaWarning storiesLeft={storiesLeft} paymentsEnabled={me.paymentsEnabled} /> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <StoryTypeChoice value={storyType} onChange={onStoryTypeChange} />
          {body}
        </div>
        <CreationSteps group={storyType === 'group'} />
      </div>
    </>
  );
}
