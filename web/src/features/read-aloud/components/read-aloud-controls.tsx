import { mediaMessages, readAloudMessages, speechMessages as t } from '@shared/messages.da';
import { isVoiceId, voiceIds, voices } from '@shared/voices';
import { Spinner } from '@web/components/ui/spinner';
import { AudioLines, ChevronDown, Mic, Play, RotateCcw, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useReadAloud } from '../hooks/use-read-aloud';
import { canStart, canStartOver, primaryAction, type ReadAloudStatus } from '../machine';
import { markMyVoiceHintSeen, MY_VOICE, myVoiceHintSeen } from '../voice-setting';

const control =
  'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-base font-semibold transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 motion-reduce:transition-none';

/**
 * The voice picker: 'Kvindelig oplæser' (default) or 'Mandlig oplæser', the same for every story,
 * and «Min stemme» first for a story with recorded pages, said what it does (its hint) beside it.
 * A native select; on a phone it shows as an icon (the select lies invisibly on top of it, so a tap
 * opens the system's own list), so the top bar keeps room for every button.
 */
function VoicePicker() {
  const { choice, myVoice, myVoiceHint, chooseVoice } = useReadAloud();
  const id = useId();
  const hintId = useId();
  return (
    <div className="relative flex items-center rounded-xl has-[select:focus-visible]:outline-3 has-[select:focus-visible]:outline-offset-1 has-[select:focus-visible]:outline-indigo-600">
      <label htmlFor={id} className="sr-only">
        {t.voiceLabel}
      </label>
      <span aria-hidden="true" className={`${control} gap-1 border border-stone-300 bg-white px-2.5 text-stone-800 sm:hidden`}>
        {choice === MY_VOICE ? <Mic className="size-5" /> : <AudioLines className="size-5" />}
        <ChevronDown className="size-4 text-stone-600" />
      </span>
      <select
        id={id}
        value={choice}
        aria-describedby={myVoice ? hintId : undefined}
        onChange={(e) => (e.target.value === MY_VOICE || isVoiceId(e.target.value)) && chooseVoice(e.target.value)}
        className={`${control} cursor-pointer appearance-none border border-stone-300 bg-white pr-9 font-medium text-stone-800 outline-none hover:bg-stone-50 max-sm:absolute max-sm:inset-0 max-sm:opacity-0`}
      >
        {myVoice ? (
          <option value={MY_VOICE} title={myVoiceHint}>
            {myVoice}
          </option>
        ) : null}
        {voiceIds.map((v) => (
          <option key={v} value={v}>
            {voices[v].label}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 size-4 text-stone-600 max-sm:hidden" />
      {myVoice ? (
        <p id={hintId} className="sr-only">
          {myVoiceHint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The first time «Min stemme» is there (and chosen), what it does is said in a calm note under the
 * top bar (from a tablet's width up), until it is closed; the picker's description always says it to a screen reader.
 * Shown after the first paint only: a page the server drew cannot know what this browser has seen.
 */
function MyVoiceNote() {
  const { choice, myVoice, myVoiceHint } = useReadAloud();
  const [seen, setSeen] = useState(true);
  useEffect(() => setSeen(myVoiceHintSeen()), []);
  if (!myVoice || choice !== MY_VOICE || seen) return null;
  return (
    // Not on a phone: there it would lie over the picture the child looks at. The picker's microphone says it is chosen there.
    <div className="absolute top-full right-2 left-2 mt-2 flex justify-end max-sm:hidden">
      <div
        role="note"
        className="flex max-w-sm flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-base text-stone-800 shadow-lg"
      >
        <p className="flex gap-2">
          <Mic aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          {myVoiceHint}
        </p>
        <button
          type="button"
          onClick={() => {
            markMyVoiceHintSeen();
            setSeen(true);
          }}
          className={`${control} self-end border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
        >
          {mediaMessages.myVoiceHintClose}
        </button>
      </div>
    </div>
  );
}

/** What is said politely when reading changes state; nothing on first showing. */
function useAnnouncement(status: ReadAloudStatus) {
  const [text, setText] = useState('');
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    const from = previous.current;
    previous.current = status;
    if (status === 'preparing') setText(t.preparing);
    else if (status === 'reading') setText(readAloudMessages.reading);
    else if (status === 'stopped') setText(readAloudMessages.stopped);
    else if (from === 'reading') setText(readAloudMessages.finished);
  }, [status]);
  return text;
}

/**
 * The read-aloud controls in the reader's top bar: the voice, one button that starts ('Start
 * oplæsning', or 'Fortsæt oplæsning' from a saved position), shows 'Forbereder...' while the first
 * sentence is fetched and then stops ('Stop oplæsning'), and 'Start forfra' when there is a saved
 * position and nothing is being read. The main button stays the same element, so focus stays on it.
 */
export function ReadAloudControls() {
  const { state, start, stop, startOver } = useReadAloud();
  const action = primaryAction(state);
  // Disabled while preparing, and for a story without a sentence to read.
  const startable = action === 'stop' || canStart(state);
  const announcement = useAnnouncement(state.status);
  const label = { start: t.start, resume: t.resume, preparing: t.preparing, stop: t.stop }[action];
  const icon = {
    start: <Play aria-hidden="true" className="size-5 fill-current" />,
    resume: <Play aria-hidden="true" className="size-5 fill-current" />,
    preparing: <Spinner className="size-5" />,
    stop: <Square aria-hidden="true" className="size-4 fill-current" />,
  }[action];

  return (
    <>
      <VoicePicker />
      <MyVoiceNote />
      <button
        type="button"
        onClick={() => (action === 'stop' ? stop() : startable && start())}
        aria-disabled={!startable || undefined}
        data-read-aloud-action={action}
        className={`${control} justify-center sm:min-w-[12.75rem] ${
          action === 'stop'
            ? 'bg-stone-800 text-white hover:bg-stone-900'
            : `bg-indigo-700 text-white hover:bg-indigo-800 aria-disabled:bg-indigo-600 ${action === 'preparing' ? 'cursor-progress' : 'aria-disabled:cursor-not-allowed'}`
        }`}
      >
        {icon}
        <span className="max-sm:sr-only">{label}</span>
      </button>
      {canStartOver(state) ? (
        <button type="button" onClick={startOver} className={`${control} text-stone-800 hover:bg-stone-100`}>
          <RotateCcw aria-hidden="true" className="size-5" />
          <span className="max-lg:sr-only">{t.restart}</span>
        </button>
      ) : null}
      <div role="status" className="sr-only">
        {announcement}
      </div>
    </>
  );
}
