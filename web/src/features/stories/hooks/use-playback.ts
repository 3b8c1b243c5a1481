import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * «Lyt»: plays one sound at a time (a take or a saved recording) and says which is playing, so its
 * button can offer to stop it. Playing stops when the component unmounts.
 */
export function usePlayback() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    setPlaying(null);
  }, []);

  const play = useCallback(
    (url: string) => {
      stop();
      const sound = new Audio(url);
      audio.current = sound;
      const done = () => {
        if (audio.current !== sound) return;
        audio.current = null;
        setPlaying(null);
      };
      sound.addEventListener('ended', done);
      sound.addEventListener('error', done);
      setPlaying(url);
      sound.play().catch(done);
    },
    [stop],
  );

  useEffect(() => () => audio.current?.pause(), []);

  return { playing, play, stop };
}
