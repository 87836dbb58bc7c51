/**
 * Each placed widget's error boundary. A widget whose code fails to load (a dropped connection while
 * its chunk downloads, a deployment that removed the chunk) or that throws while rendering would
 * otherwise take the whole portal down with it, a blank page; here it alone is replaced by the
 * catalogue's network message with a retry (STYLE.md 2: degrade in the shell). Retrying loads the
 * widget's code afresh and renders it again; the rest of the page keeps its state throughout. React
 * reports the error to the console itself (its caught-error handler).
 */
import { Component, type ReactNode } from 'react';
import { NetworkFailure } from '../../widgets/index';

export interface WidgetBoundaryProps {
  /** Forgets the failed load, so that the next render loads the widget's code again. */
  onRetry(): void;
  children: ReactNode;
}

interface WidgetBoundaryState {
  failed: boolean;
}

export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false };

  static getDerivedStateFromError(): WidgetBoundaryState {
    return { failed: true };
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) return <NetworkFailure className="widget-slot__failure" onRetry={this.retry} />;
    return this.props.children;
  }
}
