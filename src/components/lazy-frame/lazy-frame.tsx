// An iframe whose address is set after the page has loaded, when it nears the screen (see
// watch-lazy-frame.ts for why). The static HTML carries the address in data-lazy-src; with
// JavaScript off, the <noscript> copy loads it the ordinary way.
import { useEffect, useRef, type IframeHTMLAttributes } from 'react';
import { watchLazyFrame } from './watch-lazy-frame';

type Props = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src'> & { src: string; title: string };

export function LazyFrame({ src, ...rest }: Props) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => (ref.current ? watchLazyFrame(ref.current) : undefined), [src]);
  return (
    <>
      <iframe ref={ref} data-lazy-src={src} {...rest} />
      <noscript>
        <iframe src={src} {...rest} />
      </noscript>
    </>
  );
}
