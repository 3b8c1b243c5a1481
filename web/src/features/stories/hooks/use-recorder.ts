import { RECORDING_MAX_SECONDS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { levelOf, RecorderUnsupportedError, recorderErrorText, recordingType, startRecordingClock, takeSeconds } from '../recorder';

/** A finished take, held in the browser until «Behold» sends it. */
export interface Take {
  blob: Blob;
  /** An object URL for «Lyt»; revoked when the take is dropped */
  url: string;
  seconds: number;
}

export type RecorderState =
  | { phase: 'idle' }
  /** Waiting for the microphone (the browser may be asking the parent) */
  | { phase: 'starting' }
  | { phase: 'recording'; seconds: number }
  | { phase: 'recorded'; take: Take }
  | { phase: 'failed'; message: string };

/** What one take holds of the browser; all of it is let go when the take ends or the editor closes. */
interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  audio: AudioContext | null;
  stopClock: () => void;
  stopMeter: () => void;
  /** False once the component is gone or the take is thrown away: its end then sets no state */
  wanted: boolean;
}

const LEVEL_MS = 100;

function release(session: Session) {
  session.stopClock();
  session.stopMeter();
  for (const track of session.stream.getTracks()) track.stop();
  void session.audio?.close().catch(() => undefined);
}

/** The level meter: an AnalyserNode on the microphone, read ten times a second. Without one the take records all the same. */
function meter(stream: MediaStream, onLevel: (level: number) => void): { audio: AudioContext | null; stop: () => void } {
  const none = { audio: null, stop: () => undefined };
  if (typeof AudioContext === 'undefined') return none;
  let audio: AudioContext | undefined;
  let analyser: AnalyserNode;
  try {
    audio = new AudioContext();
    analyser = audio.createAnalyser();
    analyser.fftSize = 1024;
    audio.createMediaStreamSource(stream).connect(analyser);
  } catch {
    void audio?.close().catch(() => undefined);
    return none;
  }
  // Made after the microphone's answer, outside the press: Safari starts it suspended.
  void audio.resume().catch(() => undefined);
  const samples = new Uint8Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getByteTimeDomainData(samples);
    onLevel(levelOf(samples));
  }, LEVEL_MS);
  return { audio, stop: () => clearInterval(timer) };
}

/**
 * «Indtal siden»: records the microphone with MediaRecorder in a format the server keeps, with a
 * level (0 to 1) and a seconds counter, and stops by itself at RECORDING_MAX_SECONDS. Nothing leaves
 * the browser here: the take is sent only when the parent keeps it. The microphone is let go when
 * a take ends and when the component unmounts.
 */
export function useRecorder(maxSeconds: number = RECORDING_MAX_SECONDS) {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const [level, setLevel] = useState(0);
  const session = useRef<Session | null>(null);
  const takeUrl = useRef<string | null>(null);
  const mounted = useRef(true);

  const dropTake = () => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
  };

  const stop = useCallback(() => {
    const recorder = session.current?.recorder;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const end = useCallback(() => {
    const current = session.current;
    session.current = null;
    if (!current) return;
    current.wanted = false;
    if (current.recorder.state !== 'inactive') current.recorder.stop();
    release(current);
  }, []);

  const start = useCallback(async () => {
    end();
    dropTake();
    setLevel(0);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState({ phase: 'failed', message: recorderErrorText(new RecorderUnsupportedError()) });
      return;
    }
    setState({ phase: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (err) {
      if (mounted.current) setState({ phase: 'failed', message: recorderErrorText(err) });
      return;
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }

    let recorder: MediaRecorder;
    const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type));
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (err) {
      for (const track of stream.getTracks()) track.stop();
      setState({ phase: 'failed', message: recorderErrorText(err) });
      return;
    }

    const chunks: Blob[] = [];
    const startedAt = Date.now();
    const level = meter(stream, setLevel);
    const current: Session = {
      stream,
      recorder,
      audio: level.audio,
      stopMeter: level.stop,
      stopClock: () => undefined,
      wanted: true,
    };
    session.current = current;

    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      release(current);
      if (session.current === current) session.current = null;
      if (!current.wanted || !mounted.current) return;
      setLevel(0);
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || chunks[0]?.type || '' });
      if (blob.size === 0) {
        setState({ phase: 'failed', message: recorderErrorText(null) });
        return;
      }
      dropTake();
      takeUrl.current = URL.createObjectURL(blob);
      setState({
        phase: 'recorded',
        take: { blob, url: takeUrl.current, seconds: Math.min(maxSeconds, takeSeconds(Date.now() - startedAt)) },
      });
    };
    recorder.onerror = () => {
      end();
      if (mounted.current) setState({ phase: 'failed', message: recorderErrorText(null) });
    };

    recorder.start();
    current.stopClock = startRecordingClock({
      maxSeconds,
      onTick: (seconds) => setState({ phase: 'recording', seconds }),
      onLimit: stop,
    });
  }, [end, maxSeconds, stop]);

  /** Throws the take away (or stops a take without keeping it): back to the start. */
  const reset = useCallback(() => {
    end();
    dropTake();
    setLevel(0);
    setState({ phase: 'idle' });
  }, [end]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      end();
      dropTake();
    };
  }, [end]);

  return { state, level, start, stop, reset };
}
