// A polite live region: "Moved Hero slider to position 3" reaches screen readers without moving focus.
import { useCallback, useRef, useState, type ReactElement } from 'react';

export function useAnnouncer(): [ReactElement, (text: string) => void] {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announce = useCallback((next: string) => {
    // Clearing first makes a repeated message ("Moved … to position 2" twice) be read again.
    setText('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(next), 30);
  }, []);
  const node = (
    <div role="status" aria-live="polite" className="sr-only" data-studio-announcer="">
      {text}
    </div>
  );
  return [node, announce];
}
