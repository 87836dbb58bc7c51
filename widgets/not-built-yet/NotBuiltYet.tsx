import type { CSSProperties } from 'react';
import type { WidgetId } from '../../schemas/widgets';

export interface NotBuiltYetProps {
  widgetId: WidgetId;
}

// Plain colours with transparency so the notice reads on the dark and the light theme alike.
const noticeStyle: CSSProperties = {
  margin: '8px 0',
  padding: '12px 16px',
  border: '2px dashed rgba(214, 137, 16, 0.9)',
  borderRadius: 8,
  background: 'rgba(214, 137, 16, 0.12)',
  color: 'inherit',
  font: '14px/1.4 system-ui, sans-serif',
};

/** Placeholder the shell renders, in development builds only, where a catalogued widget has no component yet. */
export function NotBuiltYet({ widgetId }: NotBuiltYetProps) {
  return (
    <div role="status" data-widget-id={widgetId} style={noticeStyle}>
      Widget <code>{widgetId}</code> is not built yet
    </div>
  );
}
