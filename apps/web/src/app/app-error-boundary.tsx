import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type TState = { error: Error | null };

/** The last line of defence: a render error anywhere shows a reload screen, not a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, TState> {
  override state: TState = { error: null };

  static getDerivedStateFromError(error: Error): TState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Surfaced for developers and browser error reporting; users see the screen below.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
