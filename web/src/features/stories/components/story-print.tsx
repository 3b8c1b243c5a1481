import type { StoryDetail } from '@shared/api-types';
import { storyMessages as t } from '@shared/messages.da';
import { storyByline } from '@shared/story-byline';
import { planScenes } from '@shared/story-plan-text';
import { buttonClasses } from '@web/components/ui/button';
import { ErrorState, LoadingState } from '@web/components/ui/states';
import { isApiError } from '@web/lib/api-client';
import { storyPlanOf } from '@web/lib/story-plan-of';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { FileDown, Printer, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useStory } from '../api/get-story';
import { storyPdfUrl } from '../api/get-story-pdf';
import { NoStoryFound } from './story-viewer';
import './reader.css';

/** The specification's delay before the print dialog opens. */
const PRINT_DELAY_MS = 500;
/** Pictures that have not loaded by then are printed without waiting longer. */
const PICTURES_TIMEOUT_MS = 5000;

/** A4 with 2 cm margins; on screen the same sheet on a grey table. Inline CSS is allowed for styles (not scripts). */
const printCss = `
@page { size: A4; margin: 2cm; }
@media print {
  html, body { background: #fff !important; }
  .print-only-hide { display: none !important; }
  .print-sheet { box-shadow: none !important; margin: 0 !important; padding: 0 !important; max-width: none !important; border-radius: 0 !important; }
}
.print-sheet { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
.print-sheet figure, .print-sheet img { break-inside: avoid; }
.print-sheet h1, .print-sheet h2 { break-after: avoid; }
`;

function picturesReady(root: HTMLElement, timeoutMs: number): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
  const settled = (img: HTMLImageElement) =>
    new Promise<void>((resolve) => {
      img.addEventListener('load', () => resolve(), { once: true });
      img.addEventListener('error', () => resolve(), { once: true });
    });
  const loaded = Promise.all(pending.map(settled)).then(() => undefined);
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

function PrintLayout({ story }: { story: StoryDetail }) {
  const scenes = useMemo(() => planScenes(storyPlanOf(story)), [story]);
  const sheet = useRef<HTMLElement>(null);
  const printed = useRef(false);

  useEffect(() => {
    if (printed.current || !sheet.current) return;
    printed.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void picturesReady(sheet.current, PICTURES_TIMEOUT_MS).then(() => {
      if (!cancelled) timer = setTimeout(() => window.print(), PRINT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  const cover = story.images[0];
  return (
    <div className="min-h-dvh bg-stone-200 py-6 print:bg-white print:py-0">
      <style>{printCss}</style>
      <div className="print-only-hide mx-auto mb-6 flex max-w-[21cm] flex-wrap items-center gap-3 px-4">
        <button type="button" onClick={() => window.print()} className={buttonClasses()}>
          <Printer aria-hidden="true" className="size-5" />
          {t.printNow}
        </button>
        <a href={storyPdfUrl(story.id)} download className={buttonClasses({ variant: 'secondary' })}>
          <FileDown aria-hidden="true" className="size-5" />
          {t.downloadPdf}
        </a>
        <button type="button" onClick={() => window.close()} className={buttonClasses({ variant: 'ghost' })}>
          <X aria-hidden="true" className="size-5" />
          {t.closeWindow}
        </button>
        <p className="w-full text-sm text-stone-700">{t.printHint}</p>
      </div>
      <main id="main" ref={sheet} className="print-sheet mx-auto max-w-[21cm] rounded-sm bg-white px-[2cm] py-[2cm] text-black shadow-lg">
        <h1 className="reader-text text-center text-[26pt] leading-tight font-semibold">{story.title}</h1>
        <div className="mt-[0.2cm] text-center text-[14pt] text-stone-700">{storyByline(story)}</div>
        {cover && !cover.missing ? (
          <figure className="mx-auto mt-[0.8cm] w-[13cm] max-w-full">
            <img src={cover.url} alt={t.coverPicture} className="aspect-square w-full rounded-md object-cover" />
          </figure>
        ) : null}
        {scenes.map((scene) => {
          const picture = story.images[scene.index];
          return (
            <section key={scene.index} className="mt-[1cm]">
              {picture && !picture.missing ? (
                <figure className="mx-auto mb-[0.5cm] w-[9cm] max-w-full">
                  <img src={picture.url} alt={t.pictureOf(scene.index)} className="aspect-square w-full rounded-md object-cover" />
                </figure>
              ) : null}
              {scene.paragraphs.map((paragraph, i) => (
                <p key={i} className="reader-text mb-[0.35cm] text-[14pt] leading-relaxed whitespace-pre-line">
                  {paragraph}
                </p>
              ))}
            </section>
          );
        })}
      </main>
    </div>
  );
}

/** /story/{id}/print: the story laid out for paper, without the app around it; the print dialog opens by itself. */
export function StoryPrint({ id }: { id: string }) {
  const story = useStory(id);
  useDocumentTitle(story.data ? t.printTitle(story.data.title) : t.print);

  if (story.isPending) return <LoadingState label={t.loadingStory} className="min-h-dvh" />;
  if (story.isError) {
    const missing = isApiError(story.error) && (story.error.status === 404 || story.error.status === 400);
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16">
        {missing ? <NoStoryFound /> : <ErrorState message={t.couldNotFetch} onRetry={() => void story.refetch()} />}
      </main>
    );
  }
  return <PrintLayout story={story.data} />;
}
