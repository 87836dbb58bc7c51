/**
 * Loading, empty and error states of a data-driven widget, so that none renders blank: the error
 * shows the catalogue's network message (SPEC section 8) with a retry button.
 */
import type { ReactNode } from 'react';
import { NetworkFailure } from './NetworkFailure';
import type { DataResult } from '../../portal-context/PortalData';
import { useText } from '../../portal-context/useText';
import './base.css';
import './data-status.css';

export interface DataStatusProps<T> {
  result: DataResult<T>;
  /** Whether the answer has nothing to show. */
  isEmpty(data: T): boolean;
  /** The widget's content for a non-empty answer. */
  children(data: T): ReactNode;
  /** Class of the status box, for the widget's own sizing. */
  className?: string;
  /**
   * What stands in for the content while the first answer loads: a skeleton of the content's size,
   * so that nothing below moves when the answer arrives (Cumulative Layout Shift).
   */
  placeholder?: ReactNode;
}

/** Renders the widget for an answer, or the state in its place: loading, failed (with retry) or empty. */
export function DataStatus<T>({ result, isEmpty, children, className, placeholder }: DataStatusProps<T>) {
  const t = useText();
  const box = `data-status${className ? ` ${className}` : ''}`;
  // An error with an earlier answer keeps showing the answer (a background refetch failed).
  if (result.data !== undefined) {
    if (isEmpty(result.data)) return <div className={`${box} data-status--empty`} role="status">{t('widget.empty')}</div>;
    return <>{children(result.data)}</>;
  }
  if (result.isError) return <NetworkFailure className={className} onRetry={() => { void result.refetch(); }} />;
  if (placeholder !== undefined) {
    return (
      <div className={`data-status--loading data-status--placeholder${className ? ` ${className}` : ''}`} role="status" aria-busy="true">
        <span className="visually-hidden">{t('widget.loading')}</span>
        {placeholder}
      </div>
    );
  }
  return <div className={`${box} data-status--loading`} role="status" aria-busy="true">{t('widget.loading')}</div>;
}
