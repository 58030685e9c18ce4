// A Next or Submit tapped while a chosen file is still being prepared (a phone's photo is drawn
// again, which takes a cheap phone a second or more) waits for it. Handled at once, the answers
// would go without the photo, or a wizard would leave the step and the photo with it, and nobody
// would be told. The file widgets report their work (EngineContext.preparing); the form holds the
// submit in the capture phase, before RJSF reads its data, and submits again once every file has
// reached the form's data.
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';

export interface SubmitAfterFiles {
  /** For the widgets: a chosen file's preparation, done when its value is in the form's data (or refused). */
  preparing: (work: Promise<unknown>) => void;
  /** For onSubmitCapture: true when the submit was held (then nothing else may handle it). */
  hold: (e: FormEvent) => boolean;
}

export function useSubmitAfterFiles(root: RefObject<HTMLElement | null>): SubmitAfterFiles {
  const pending = useRef(new Set<Promise<unknown>>());
  const held = useRef(false);
  const [count, setCount] = useState(0);

  const preparing = useCallback((work: Promise<unknown>) => {
    pending.current.add(work);
    setCount(pending.current.size);
    const done = () => {
      pending.current.delete(work);
      setCount(pending.current.size);
    };
    work.then(done, done);
  }, []);

  const hold = useCallback((e: FormEvent) => {
    if (!pending.current.size) return false;
    e.preventDefault();
    e.stopPropagation();
    held.current = true;
    return true;
  }, []);

  useEffect(() => {
    if (count > 0 || !held.current) return;
    // The file's value is in this render's data; RJSF copies it into its own state as it updates
    // after this render, so the submit goes one task later.
    const id = setTimeout(() => {
      held.current = false;
      root.current?.querySelector('form')?.requestSubmit();
    });
    return () => clearTimeout(id);
  }, [count, root]);

  return { preparing, hold };
}
