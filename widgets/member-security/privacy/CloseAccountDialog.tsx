/**
 * The account's closure confirmed with the login password (LGPD art. 18). Once the server has closed
 * the account every session of it is over: the player is taken home, signed out, and told the
 * account is closed.
 */
import { PasswordConfirmDialog } from '../../kit/money/PasswordConfirmDialog';
import { errorTextKey } from '../../kit/ui/errorText';
import { usePortalActions, usePortalData } from '../../portal-context/PortalData';
import { useText } from '../../portal-context/useText';
import { usePrivacyText } from './usePrivacyText';

export function CloseAccountDialog({ onClose }: { onClose(): void }) {
  const t = usePrivacyText();
  const text = useText();
  const { call } = usePortalData().useCaller();
  const { showMessage } = usePortalActions();
  // Taken while the dialog is drawn: it is gone once the player is home.
  const closed = t('privacy.closed');
  return (
    <PasswordConfirmDialog
      testId="close-account-dialog"
      texts={{
        title: t('privacy.closeTitle'),
        what: t('privacy.closeWarning'),
        password: t('privacy.password'),
        passwordRequired: t('privacy.passwordRequired'),
        confirm: t('privacy.confirmClose'),
        cancel: t('privacy.cancel'),
      }}
      confirm={(password) => call('closeAccount', { password })}
      refusalText={(failed) => text(errorTextKey(failed))}
      afterSignOut={() => { void showMessage({ text: { raw: closed }, tone: 'success' }); }}
      onClose={onClose}
    />
  );
}
