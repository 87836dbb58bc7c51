/**
 * What stands in for content that could not be had: the catalogue's network message (SPEC section 8)
 * and a retry button. A data widget's failed query shows it (DataStatus), and so does a widget whose
 * code failed to load (the shell's slot boundary), so that neither leaves a blank area.
 */
import { useText } from './useText';
import './base.css';
import './data-status.css';

export interface NetworkFailureProps {
  /** Tries again: refetches the query, or loads the widget again. */
  onRetry(): void;
  /** Extra classes of the box, for the widget's own sizing. */
  className?: string;
}

export function NetworkFailure({ onRetry, className }: NetworkFailureProps) {
  const t = useText();
  return (
    <div className={`data-status data-status--error${className ? ` ${className}` : ''}`} role="alert">
      <p>{t('error.networkAbnormal')}</p>
      <button type="button" className="data-status__retry" onClick={onRetry}>{t('widget.retry')}</button>
    </div>
  );
}
