// GetSliderList: a bare array of Slider (contract #1), or SPEC's wrapper. The real slider has no
// MainTitle or VideoPath (SPEC §3 lists them); we keep them as '' so either shape renders.
import { rowsOf } from './rows';
import { byOrder, field, items, num, str } from './read';

export interface Slide {
  id: number | null;
  title: string;
  mainTitle: string;
  description: string;
  /** Raw back-end path (backslashes); the UI turns it into a URL. */
  image: string;
  video: string;
  order: number | null;
}

export function guardSlider(body: unknown): Slide[] {
  const slides = items(rowsOf(body), (o) => {
    const slide: Slide = {
      id: num(o.SliderId, null),
      title: str(o.Title),
      mainTitle: str(o.MainTitle),
      description: str(o.Description),
      image: str(field(o, 'ImagePath', 'ImageUrl')),
      video: str(field(o, 'VideoPath', 'VideoUrl')),
      order: num(o.OrderNo, null),
    };
    // A slide with nothing to show would be an empty frame in the carousel.
    return slide.image || slide.title || slide.mainTitle || slide.video ? slide : null;
  });
  return byOrder(slides);
}
