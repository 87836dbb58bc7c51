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
import { ChunkLoadError } from './loadChunk';

export interface WidgetBoundaryProps {
  /** Forgets the failed load, so that the next render loads the widget's code again. */
  onRetry(): void;
  children: ReactNode;
}

interface WidgetBoundaryState {
  failed: boolean;
  /** The load error of a chunk that did not arrive: its type and request, kept on the failure box. */
  chunk?: { type: string; request: string };
}

export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): WidgetBoundaryState {
    return error instanceof ChunkLoadError ? { failed: true, chunk: { type: error.type, request: error.request } } : { failed: true };
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ failed: false, chunk: undefined });
  };

  override render(): ReactNode {
    if (this.state.failed) {
      const { chunk } = this.state;
      return (
        <NetworkFailure
          className="widget-slot__failure"
          onRetry={this.retry}
          {...(chunk === undefined ? {} : { message: chunk.type === 'timeout' ? 'error.pageSlow' : 'error.networkAbnormal', detail: chunk })}
        />
      );
    }
    return this.props.children;
  }
}
