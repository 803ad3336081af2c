import { Component } from 'react';
import type { ReactNode } from 'react';
import { RetryCard } from './RetryCard';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load (or crashes while rendering) and offers a retry. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; error?: unknown }> {
  state: { failed: boolean; error?: unknown } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown) {
    console.error('[portal] a remote failed', error);
  }

  render() {
    return this.state.failed ? (
      <RetryCard error={this.state.error} onRetry={this.props.onRetry} />
    ) : (
      this.props.children
    );
  }
}
