// A select or radio field's choices as "value = label" lines in a textarea.
import { useState } from 'react';
import { optionLines, parseOptionLines } from '../edits/field-options';
import styles from './studio-ui.module.css';

type Options = Array<{ value: string; label: string }>;

/** Option lines edited as typed; applied as they parse, without fighting the cursor. */
export function OptionsEditor({ id, value, onChange }: { id: string; value: Options; onChange: (o: Options) => void }) {
  const [text, setText] = useState(() => optionLines(value));
  // A new value rewrites the text only when it came from outside (undo), not from our own typing.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (JSON.stringify(parseOptionLines(text)) !== JSON.stringify(value)) setText(optionLines(value));
  }
  return (
    <textarea
      id={id}
      className={styles.input}
      rows={Math.min(10, Math.max(3, value.length + 1))}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseOptionLines(e.target.value));
      }}
    />
  );
}
