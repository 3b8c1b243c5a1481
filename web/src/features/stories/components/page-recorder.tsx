import type { StoryRecording } from '@shared/api-types';
import { RECORDING_MAX_SECONDS } from '@shared/constants';
import { mediaMessages as m } from '@shared/messages.da';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorMessage } from '@web/lib/notify';
import { Check, Mic, Play, RotateCcw, Square, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useDeletePageRecording } from '../api/delete-page-recording';
import { useUploadPageRecording } from '../api/upload-page-recording';
import { usePlayback } from '../hooks/use-playback';
import { useRecorder } from '../hooks/use-recorder';
import { recordingRefusal } from '../recorder';

interface PageRecorderProps {
  storyId: string;
  /** The page's place in the story's images: 0 the cover, i page i as saved */
  index: number;
  recording: StoryRecording | null;
  /** The page's text (the cover: the title) has unsaved changes: a recording now would be of the old text */
  textUnsaved: boolean;
}

type Status = { tone: 'info' | 'error'; text: string } | null;

/** A calm bar (no colours that change, no blinking) that follows the microphone's level. */
function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(level * 100);
  return (
    <div
      role="meter"
      aria-label={m.recordLevel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className="h-full rounded-full bg-indigo-600 motion-safe:transition-[width] motion-safe:duration-100"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>;
}

/**
 * «Indtal siden»: the parent reads the page aloud, listens to the take and keeps it («Behold»), which
 * only then sends it. A saved recording can be heard, recorded again or deleted; when the text changed
 * since, the parent is asked for a new one.
 */
export function PageRecorder({ storyId, index, recording, textUnsaved }: PageRecorderProps) {
  const recorder = useRecorder(RECORDING_MAX_SECONDS);
  const playback = usePlayback();
  const upload = useUploadPageRecording();
  const remove = useDeletePageRecording();
  const [status, setStatus] = useState<Status>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const { state } = recorder;
  const busy = upload.isPending || remove.isPending;

  // The button the parent pressed goes away (Indtal, Stop, Behold, Slet): the focus goes to the next
  // step's first button, only when this recorder changed step and the focus was in it (or was lost).
  const step = `${state.phase}:${recording ? 'saved' : 'none'}`;
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const active = document.activeElement;
    if (active === document.body || root.current?.contains(active))
      root.current?.querySelector<HTMLElement>('[data-recorder-first]')?.focus();
  }, [step]);

  // A take belongs to the words it was made for: when they change before «Behold», it is let go, so
  // a recording of words the page no longer says is never kept as if it were current.
  const { reset } = recorder;
  const { stop: stopPlayback } = playback;
  const takeHeld = state.phase === 'recording' || state.phase === 'recorded';
  useEffect(() => {
    if (!textUnsaved || !takeHeld) return;
    stopPlayback();
    reset();
    setStatus({ tone: 'info', text: m.recordTakeDropped });
  }, [textUnsaved, takeHeld, reset, stopPlayback]);

  const record = () => {
    if (textUnsaved) return;
    playback.stop();
    setStatus(null);
    void recorder.start();
  };

  const keep = () => {
    if (state.phase !== 'recorded' || textUnsaved || busy) return;
    playback.stop();
    const refusal = recordingRefusal(state.take.blob);
    if (refusal) return setStatus({ tone: 'error', text: refusal });
    setStatus({ tone: 'info', text: m.recordSaving });
    upload.mutate(
      { storyId, index, recording: state.take.blob },
      {
        onSuccess: () => {
          recorder.reset();
          setStatus({ tone: 'info', text: m.recordSaved });
        },
        onError: (err) => setStatus({ tone: 'error', text: errorMessage(err, m.recordSaveFailed) }),
      },
    );
  };

  const deleteRecording = () =>
    remove.mutate(
      { storyId, index },
      {
        onSuccess: () => setStatus({ tone: 'info', text: m.recordDeleted }),
        onError: (err) => setStatus({ tone: 'error', text: errorMessage(err, m.recordDeleteFailed) }),
        onSettled: () => setConfirmingDelete(false),
      },
    );

  const listen = (url: string, first = false) => (
    <Button
      data-recorder-first={first ? '' : undefined}
      variant="secondary"
      className="px-3"
      onClick={() => (playback.playing === url ? playback.stop() : playback.play(url))}
    >
      {playback.playing === url ? <Square aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
      {playback.playing === url ? m.recordListenStop : m.recordListen}
    </Button>
  );

  // Unsaved text: recording waits (aria-disabled keeps the button in the tab order, with the reason beside it).
  const waiting = textUnsaved ? { 'aria-disabled': true as const, 'aria-describedby': hintId } : {};
  const recordButton = (label: string, first: boolean) => (
    <Button
      data-recorder-first={first ? '' : undefined}
      variant="secondary"
      className="px-3"
      busy={state.phase === 'starting'}
      disabled={busy}
      onClick={record}
      {...waiting}
    >
      {state.phase === 'starting' ? null : first ? (
        <Mic aria-hidden="true" className="size-4" />
      ) : (
        <RotateCcw aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );

  let body: ReactNode;
  if (state.phase === 'recording') {
    body = (
      <>
        <p className="flex items-center gap-2 text-base font-medium text-slate-900">
          <span aria-hidden="true" className="size-3 rounded-full bg-rose-600" />
          {/* A timer is not read out each second; the Stop button says what is going on. */}
          <span role="timer">{m.recording(state.seconds, RECORDING_MAX_SECONDS)}</span>
        </p>
        <LevelMeter level={recorder.level} />
        <Row>
          <Button data-recorder-first="" variant="primary" className="px-3" onClick={recorder.stop}>
            <Square aria-hidden="true" className="size-4" />
            {m.recordStop}
          </Button>
        </Row>
      </>
    );
  } else if (state.phase === 'recorded') {
    body = (
      <>
        <p className="text-base text-slate-900">{m.recordTake(state.take.seconds)}</p>
        <Row>
          {listen(state.take.url, true)}
          {recordButton(m.recordAgain, false)}
          <Button variant="primary" className="px-3" busy={upload.isPending} onClick={keep} {...waiting}>
            {upload.isPending ? null : <Check aria-hidden="true" className="size-4" />}
            {m.recordKeep}
          </Button>
          <Button variant="ghost" className="px-3" disabled={upload.isPending} onClick={recorder.reset}>
            {m.recordDiscard}
          </Button>
        </Row>
      </>
    );
  } else if (recording) {
    body = (
      <>
        <p className="flex items-center gap-2 text-base font-medium text-slate-900">
          <Mic aria-hidden="true" className="size-5 text-indigo-700" />
          {m.recorded(recording.seconds)}
        </p>
        {recording.current ? null : <p className="rounded-lg bg-amber-50 p-3 text-base text-amber-900">{m.recordStale}</p>}
        <Row>
          {listen(recording.url, true)}
          {recordButton(m.recordAgain, false)}
          <Button
            variant="ghost"
            className="px-3 text-rose-800 hover:bg-rose-50"
            disabled={busy}
            onClick={() => {
              playback.stop();
              setConfirmingDelete(true);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {m.recordDelete}
          </Button>
        </Row>
      </>
    );
  } else {
    body = <Row>{recordButton(m.record, true)}</Row>;
  }

  const failed = state.phase === 'failed' ? state.message : null;
  const shown: Status = failed ? { tone: 'error', text: failed } : status;
  return (
    <div ref={root} className="flex flex-col items-start gap-3">
      {body}
      {textUnsaved && state.phase !== 'recording' ? (
        <p id={hintId} className="text-sm text-slate-700">
          {m.recordSaveFirst}
        </p>
      ) : null}
      {confirmingDelete ? (
        <ConfirmDialog
          title={m.recordDeleteTitle}
          question={m.recordDeleteQuestion}
          text={m.recordDeleteText}
          confirmLabel={m.recordDelete}
          confirmIcon={<Trash2 aria-hidden="true" className="size-5" />}
          busyLabel={m.recordDeleting}
          busy={remove.isPending}
          onConfirm={deleteRecording}
          onCancel={() => setConfirmingDelete(false)}
          // «Slet indtalingen» is gone once the recording is: the focus goes to «Indtal siden».
          fallbackFocus={() => root.current?.querySelector<HTMLElement>('[data-recorder-first]')}
        />
      ) : null}
      <p
        aria-live="polite"
        className={`empty:sr-only ${shown?.tone === 'error' ? 'text-base font-medium text-rose-800' : 'text-sm text-slate-700'}`}
      >
        {shown?.text}
      </p>
    </div>
  );
}
