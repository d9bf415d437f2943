import type { TTone } from './audioSettings.ts';

/** Each tone: notes (frequency in Hz, start and length in seconds) and the wave that plays them. */
const TONE_NOTES: Record<TTone, { wave: OscillatorType; notes: [number, number, number][] }> = {
  ding: { wave: 'sine', notes: [[1318.5, 0, 0.45]] },
  bell: {
    wave: 'triangle',
    notes: [
      [880, 0, 0.6],
      [1760, 0, 0.35],
    ],
  },
  chime: {
    wave: 'sine',
    notes: [
      [1046.5, 0, 0.25],
      [1318.5, 0.12, 0.25],
      [1568, 0.24, 0.4],
    ],
  },
  magic: {
    wave: 'sine',
    notes: [
      [784, 0, 0.15],
      [1046.5, 0.08, 0.15],
      [1318.5, 0.16, 0.15],
      [1568, 0.24, 0.3],
    ],
  },
  ping: { wave: 'square', notes: [[1760, 0, 0.12]] },
};

let context: AudioContext | null = null;

/** One AudioContext for the tab, made on first use; a browser that blocks sound until a click resumes it then. */
const audio = () => {
  if (!context) {
    context = new AudioContext();
    const resume = () => void context?.resume().catch(() => undefined);
    window.addEventListener('pointerdown', resume, { once: true });
    window.addEventListener('keydown', resume, { once: true });
  }
  return context;
};

/** Plays a tone, synthesised (no sound files to ship): each note fades in and out so it does not click. */
export const playTone = (tone: TTone) => {
  const ctx = audio();
  const { wave, notes } = TONE_NOTES[tone];
  const now = ctx.currentTime;
  for (const [frequency, start, length] of notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = wave;
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0, now + start);
    gain.gain.linearRampToValueAtTime(0.2, now + start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.001, now + start + length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(now + start);
    osc.stop(now + start + length + 0.05);
  }
};
