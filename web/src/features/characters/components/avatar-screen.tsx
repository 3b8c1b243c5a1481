import { da } from '@shared/messages.da';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AvatarCreator } from './avatar-creator';
import { AvatarPicker } from './avatar-picker';
import { ChosenCharacter } from './chosen-character';

type Mode = 'select' | 'create' | 'story';

interface AvatarScreenProps {
  /** A character chosen beforehand: start in story mode with it. */
  characterId?: string;
  /** Start in create mode (a link straight to 'Opret ny karakter'). */
  startInCreate?: boolean;
  /** Called when story mode is left, so the address stops naming the character. */
  onLeaveStory?: () => void;
}

const titles: Record<Mode, string> = { select: da.nav.newStory, create: da.characters.createTitle, story: da.characters.storyTitle };

/** The avatar screen's three modes: select <-> create, and story -> select ('Skift karakter'). */
export function AvatarScreen({ characterId, startInCreate = false, onLeaveStory }: AvatarScreenProps) {
  const [mode, setMode] = useState<Mode>(characterId ? 'story' : startInCreate ? 'create' : 'select');
  const [hasSelect, setHasSelect] = useState(mode !== 'create');
  // Another character named in the address while the screen is shown: show that one.
  const [storyFor, setStoryFor] = useState(characterId);
  if (characterId !== storyFor) {
    setStoryFor(characterId);
    if (characterId) setMode('story');
  }
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const shownMode = useRef(mode);
  useDocumentTitle(titles[mode]);

  // A new mode is a new view: start at its top with focus on its heading, as a page load would.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    window.scrollTo({ top: 0 });
    const heading = root.current?.querySelector('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [mode]);

  const toSelect = () => {
    setHasSelect(true);
    setMode('select');
  };

  const back = () => {
    // Opened straight in create mode: "back" is wherever the user came from.
    if (!hasSelect && location.key !== 'default') void navigate(-1);
    else toSelect();
  };

  return (
    <div ref={root}>
      {mode === 'select' ? (
        <AvatarPicker onCreate={() => setMode('create')} />
      ) : mode === 'create' ? (
        <AvatarCreator onSaved={toSelect} onBack={back} />
      ) : (
        <ChosenCharacter
          id={characterId!}
          onChange={() => {
            onLeaveStory?.();
            toSelect();
          }}
        />
      )}
    </div>
  );
}
