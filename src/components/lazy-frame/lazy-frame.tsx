// An iframe created after the page has loaded, when its place nears the screen (see
// watch-lazy-frame.ts for why). Until then the page holds a placeholder of the same class that
// carries the frame's attributes; with JavaScript off, the <noscript> copy loads it the ordinary way.
import { useEffect, useRef, useState, type HTMLAttributeReferrerPolicy } from 'react';
import { watchLazyFrame } from './watch-lazy-frame';

interface Props {
  src: string;
  title: string;
  className?: string;
  referrerPolicy?: HTMLAttributeReferrerPolicy;
  allowFullScreen?: boolean;
}

export function LazyFrame({ src, title, className, referrerPolicy, allowFullScreen }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current ? watchLazyFrame(ref.current, () => setNear(true)) : undefined), [src]);
  const frame = { className, referrerPolicy, allowFullScreen };
  return (
    <>
      {near ? (
        <iframe src={src} title={title} {...frame} />
      ) : (
        <div
          ref={ref}
          className={className}
          data-lazy-frame=""
          data-src={src}
          data-title={title}
          data-referrerpolicy={referrerPolicy}
          data-allowfullscreen={allowFullScreen ? '' : undefined}
        />
      )}
      <noscript>
        <iframe src={src} title={title} {...frame} />
      </noscript>
    </>
  );
}
