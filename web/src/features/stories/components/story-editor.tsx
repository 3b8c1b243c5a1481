import type { StoryDetail } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { parseStory } from '@shared/story-text';
import { paths } from '@web/lib/paths';
import { Button, ButtonLink } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { isApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { BookOpen, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useStory } from '../api/get-story';
import { useUpdateStory } from '../api/update-story';
import { PictureItem } from './picture-item';
import { StoryCheckPanel } from './story-check-panel';
import { NoStoryFound } from './story-viewer';

function EditForm({ story }: { story: StoryDetail }) {
  const update = useUpdateStory();
  // The form starts from the story once: a refreshed story (a new picture) must not wipe what is being typed.
  const [title, setTitle] = useState(story.title);
  const [content, setContent] = useState(story.content);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const sceneCount = story.images.length - 1;

  const save = (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim()) {
      setErrors({ title: t.titleRequired });
      document.getElementById('story-title')?.focus();
      return;
    }
    setErrors({});
    update.mutate(
      { id: story.id, patch: { title, content } },
      {
        onSuccess: () => notify.success(t.saved),
        onError: (err) => {
          // The server's Danish message when it turned the text down (the scene count), else the general one.
          const message = !isApiError(err)
            ? t.saveError
            : err.status === 401
              ? t.signInToSave
              : err.status >= 400 && err.status < 500
                ? err.message
                : t.saveError;
          notify.error(message);
          if (isApiError(err) && err.status === 400) setErrors({ content: message });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <form noValidate onSubmit={save} className="flex flex-col gap-5">
          <TextField
            id="story-title"
            label={t.titleLabel}
            value={title}
            maxLength={120}
            onChange={(e) => setTitle(e.target.value)}
            error={errors.title}
          />
          <TextAreaField
            label={t.contentLabel}
            hint={t.contentHint(sceneCount)}
            rows={20}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            error={errors.content}
            className="[&_textarea]:font-mono [&_textarea]:text-base"
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button type="submit" size="lg" busy={update.isPending}>
              {update.isPending ? null : <Save aria-hidden="true" className="size-5" />}
              {update.isPending ? t.saving : t.save}
            </Button>
            <ButtonLink to={paths.story.href(story.id)} variant="secondary" size="lg">
              <BookOpen aria-hidden="true" className="size-5" />
              {t.backToStory}
            </ButtonLink>
          </div>
        </form>
      </Card>
      <StoryCheckPanel content={content} subject={story.character} />
    </div>
  );
}

function Pictures({ story }: { story: StoryDetail }) {
  const scenes = useMemo(() => parseStory(story.content).scenes, [story.content]);
  return (
    <section aria-labelledby="pictures-title" className="flex flex-col gap-4">
      <div>
        <h2 id="pictures-title" className="text-2xl font-semibold text-slate-900">
          {t.picturesTitle}
        </h2>
        <p className="text-base text-slate-700">{t.picturesIntro}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {story.images.map((picture, index) => (
          <PictureItem
            key={index}
            storyId={story.id}
            index={index}
            picture={picture}
            name={index === 0 ? t.coverPicture : t.scenePicture(index)}
            caption={index === 0 ? story.title : scenes[index - 1]?.text ?? ''}
          />
        ))}
      </ul>
    </section>
  );
}

/** /story/{id}/edit: the title and text, and a new picture for any scene. */
export function StoryEditor({ id }: { id: string }) {
  const story = useStory(id);
  useDocumentTitle(t.editStory);

  if (story.isPending) return <LoadingState label={t.loadingStory} />;
  if (story.isError) {
    const missing = isApiError(story.error) && (story.error.status === 404 || story.error.status === 400);
    return missing ? <NoStoryFound /> : <ErrorState message={t.couldNotOpenEditor} onRetry={() => void story.refetch()} />;
  }
  return (
    <>
      <PageHeader title={t.editStory} intro={t.editIntro} />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <EditForm key={story.data.id} story={story.data} />
        <Pictures story={story.data} />
      </div>
    </>
  );
}
