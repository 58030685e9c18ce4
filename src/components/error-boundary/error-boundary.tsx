import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead; receives the error. */
  fallback: (error: Error) => ReactNode;
  /** Changing this clears a caught error (e.g. the route's path). */
  resetKey?: unknown;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  key: unknown;
}

/** Catches a render crash below it so the rest of the page keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
