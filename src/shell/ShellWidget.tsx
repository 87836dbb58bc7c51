import { shellWidgetProps } from '../../widgets/index';
import { WidgetSlot, type WidgetId } from './WidgetSlot';

/** A widget the shell places itself (header, menus, footer, screens), with its props schema's defaults. */
export function ShellWidget({ widget }: { widget: WidgetId }) {
  return <WidgetSlot widget={widget} props={shellWidgetProps(widget)} />;
}
