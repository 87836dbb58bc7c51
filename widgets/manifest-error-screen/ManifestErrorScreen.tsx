/**
 * The branded error screen for a tenant or manifest that failed to load: never a blank page. The
 * diagnostics are listed in development builds only.
 */
import type { ManifestErrorScreenProps } from '../../schemas/widgets';
import { useBootFailure } from '../portal-context/BootFailureContext';
import { useText } from '../portal-context/useText';
import { StatusScreenLayout } from '../status-screen/StatusScreenLayout';

export function ManifestErrorScreen({ maxDiagnostics }: ManifestErrorScreenProps) {
  const { message, details, code } = useBootFailure();
  const t = useText();
  const shown = details.slice(0, maxDiagnostics);
  return (
    <StatusScreenLayout screen="manifest-error" title={t('shell.loadFailed.title')} role="alert">
      <p>{t(code ?? 'shell.loadFailed.body')}</p>
      {import.meta.env.DEV && (
        <section className="status-screen__details">
          <p>{message}</p>
          {shown.length > 0 && (
            <pre>
              {shown.join('\n')}
              {details.length > shown.length && `\n${t('shell.loadFailed.more', { count: details.length - shown.length })}`}
            </pre>
          )}
        </section>
      )}
    </StatusScreenLayout>
  );
}
