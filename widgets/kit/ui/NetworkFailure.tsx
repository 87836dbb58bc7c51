/**
 * What stands in for content that could not be had: the catalogue's network message (SPEC section 8)
 * and a retry button. A data widget's failed query shows it (DataStatus), and so does a widget whose
 * code failed to load (the shell's slot boundary), so that neither leaves a blank area.
 */
import { useText, type TextKey } from '../../portal-context/useText';
import './base.css';
import './data-status.css';

export interface NetworkFailureProps {
  /** Tries again: refetches the query, or loads the widget again. */
  onRetry(): void;
  /** Extra classes of the box, for the widget's own sizing. */
  className?: string;
  /** The catalogue message; the network message when absent. */
  message?: TextKey;
  /** A chunk's load error (its type and request), kept on the box for support and tests. */
  detail?: { type: string; request: string };
}

export function NetworkFailure({ onRetry, className, message = 'error.networkAbnormal', detail }: NetworkFailureProps) {
  const t = useText();
  return (
    <div className={`data-status data-status--error${className ? ` ${className}` : ''}`} role="alert" {...(detail === undefined ? {} : { 'data-load-error': detail.type, 'data-request': detail.request })}>
      <p>{t(message)}</p>
      <button type="button" className="data-status__retry" onClick={onRetry}>{t('widget.retry')}</button>
    </div>
  );
}
