import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

export type SlotSound = "spin" | "reel-stop" | "win" | "big-win" | "feature" | "coin";

interface Note {
  /** Seconds after the sound starts. */
  at: number;
  frequency: number;
  duration: number;
  type: OscillatorType;
  volume: number;
}

const note = (
  at: number,
  frequency: number,
  duration: number,
  type: OscillatorType = "sine",
  volume = 0.2,
) => ({
  at,
  frequency,
  duration,
  type,
  volume,
});

/** Each sound as a few synthesised notes: no audio files to load. */
const SOUNDS: Record<SlotSound, Note[]> = {
  spin: [note(0, 220, 0.08, "triangle", 0.12), note(0.06, 330, 0.08, "triangle", 0.12)],
  "reel-stop": [note(0, 140, 0.07, "square", 0.08)],
  win: [note(0, 523.25, 0.14), note(0.12, 659.25, 0.14), note(0.24, 783.99, 0.22)],
  "big-win": [
    note(0, 523.25, 0.14, "triangle"),
    note(0.12, 659.25, 0.14, "triangle"),
    note(0.24, 783.99, 0.14, "triangle"),
    note(0.36, 1046.5, 0.4, "triangle"),
  ],
  feature: [
    note(0, 392, 0.12, "sawtooth", 0.1),
    note(0.14, 523.25, 0.12, "sawtooth", 0.1),
    note(0.28, 659.25, 0.3, "sawtooth", 0.1),
  ],
  coin: [note(0, 1318.5, 0.06, "square", 0.06), note(0.05, 1760, 0.12, "square", 0.06)],
};

type AudioContextClass = typeof AudioContext;

const noSubscription = () => () => {};

function audioContextClass(): AudioContextClass | null {
  if (typeof window === "undefined") return null;
  const webkit = (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return window.AudioContext ?? webkit ?? null;
}

/**
 * The game's sound effects, synthesised with WebAudio. Off until the player turns them on (the audio
 * context is only created then, inside their click, as browsers require).
 */
export function useSlotSound() {
  const [isOn, setIsOn] = useState(false);
  const context = useRef<AudioContext | null>(null);
  // Known only in the browser: the server render (and hydration) assume no audio, so both agree.
  const isSupported = useSyncExternalStore(
    noSubscription,
    () => audioContextClass() !== null,
    () => false,
  );

  useEffect(
    () => () => {
      void context.current?.close().catch(() => undefined);
      context.current = null;
    },
    [],
  );

  const toggle = useCallback(() => {
    const next = !isOn;
    if (next) {
      // Created inside the player's click: browsers only let a page start audio from a gesture.
      if (!context.current) {
        const Context = audioContextClass();
        context.current = Context ? new Context() : null;
      }
      void context.current?.resume().catch(() => undefined);
    }
    setIsOn(next);
  }, [isOn]);

  const play = useCallback(
    (sound: SlotSound, delaySeconds = 0) => {
      const audio = context.current;
      if (!isOn || !audio || audio.state !== "running") return;
      const start = audio.currentTime + delaySeconds;
      for (const { at, frequency, duration, type, volume } of SOUNDS[sound]) {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.type = type;
        oscillator.frequency.value = frequency;
        // A short attack and an exponential release: no clicks at either end.
        gain.gain.setValueAtTime(0.0001, start + at);
        gain.gain.exponentialRampToValueAtTime(volume, start + at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + at + duration);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start + at);
        oscillator.stop(start + at + duration + 0.02);
      }
    },
    [isOn],
  );

  return { isOn, isSupported, toggle, play };
}
