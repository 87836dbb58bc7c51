/**
 * The time-out or self-exclusion confirmed with the login password (the call is encrypted, as every
 * password check): once the server has started it, the player is signed out, as the pause means (the
 * server refuses play until its end anyway).
 */
import type { RG_DURATIONS } from '../../schemas/api/responsibleGaming';
import { errorTextKey } from '../kit/ui/errorText';
import { PasswordConfirmDialog } from '../kit/money/PasswordConfirmDialog';
import { useProtectionText, useRefusalText } from '../kit/protection/useProtectionText';
import { usePortalData } from '../portal-context/PortalData';
import { useText } from '../portal-context/useText';

export interface PauseRequest {
  kind: 'timeout' | 'selfExclusion';
  duration: (typeof RG_DURATIONS)[number];
}

export function PauseDialog({ request, onClose }: { request: PauseRequest; onClose(): void }) {
  const t = useProtectionText();
  const text = useText();
  const refusal = useRefusalText();
  const { call } = usePortalData().useCaller();
  const duration = t(`rg.duration.${request.duration}`).toLowerCase();
  return (
    <PasswordConfirmDialog
      testId="rg-pause-dialog"
      texts={{
        title: t('rg.confirmTitle'),
        what: t(request.kind === 'timeout' ? 'rg.confirmTimeout' : 'rg.confirmSelfExclusion', { duration }),
        password: t('rg.password'),
        passwordRequired: t('rg.passwordRequired'),
        confirm: t('rg.confirm'),
        cancel: t('rg.cancel'),
      }}
      confirm={(password) => call('rgPause', { kind: request.kind, duration: request.duration, password })}
      refusalText={(failed) => refusal(failed) ?? text(errorTextKey(failed))}
      onClose={onClose}
    />
  );
}
