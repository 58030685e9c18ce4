// Problems shown where they belong: the CLI's path-and-hint text, one item each.
import type { StudioProblem } from '../problems';
import styles from './studio-ui.module.css';

export function ProblemList({ problems, id }: { problems: ReadonlyArray<StudioProblem | string>; id?: string }) {
  if (!problems.length) return null;
  return (
    <ul className={styles.problems} id={id}>
      {problems.map((p, i) => {
        const text = typeof p === 'string' ? p : p.text;
        return (
          <li key={i}>
            <pre>{text}</pre>
          </li>
        );
      })}
    </ul>
  );
}
