// The slider's clock as pure state: each tick fills the progress bar; the tick that fills it moves
// to the next slide (wrapping) and empties it. Moving by hand empties it too.
export interface SliderState {
  index: number;
  ticks: number;
}

export type SliderAction = { type: 'tick'; count: number; ticksPerSlide: number } | { type: 'go'; to: number; count: number };

const wrap = (i: number, n: number) => ((i % n) + n) % n;

export function sliderReducer(s: SliderState, a: SliderAction): SliderState {
  if (a.count < 1) return s;
  if (a.type === 'go') return { index: wrap(a.to, a.count), ticks: 0 };
  const ticks = s.ticks + 1;
  return ticks >= a.ticksPerSlide ? { index: wrap(s.index + 1, a.count), ticks: 0 } : { index: s.index, ticks };
}
