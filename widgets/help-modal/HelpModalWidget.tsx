/**
 * Help popup (SPEC section 2: helpModal): one help-centre section in the shared dialog, opened by a
 * link to /help#term elsewhere in the portal (the custom-html blocks, for one); the request's anchor
 * names the section, the props' default section otherwise, and a link opens the whole help centre.
 */
import { Link } from 'react-router-dom';
import type { HelpModalProps } from '../../schemas/widgets';
import { useHelpTerms } from '../help-centre/HelpCentreWidget';
import { DataStatus } from '../kit/ui/DataStatus';
import { ModalDialog } from '../kit/ui/ModalDialog';
import { usePortal } from '../portal-context/PortalContext';
import { usePortalActions } from '../portal-context/PortalData';
import { useModalRequest } from '../portal-context/PortalModals';
import { useText } from '../portal-context/useText';
import { SCREENS_TEXTS } from '../../engine/i18n/texts/screens';
import '../help-centre/help-centre.css';

export function HelpModalWidget({ defaultSection }: HelpModalProps) {
  const t = useText(SCREENS_TEXTS);
  const { view } = usePortal();
  const { closeModal } = usePortalActions();
  const request = useModalRequest('help-modal');
  const result = useHelpTerms(view.language);
  const wanted = request.anchor ?? defaultSection;
  const term = result.data?.find((entry) => entry.term === wanted) ?? result.data?.[0];
  return (
    <ModalDialog title={term?.title ?? t('help.modalTitle')} onClose={closeModal} className="help-modal" testId="help-modal">
      <DataStatus result={result} isEmpty={(terms) => terms.length === 0}>
        {() => term !== undefined && (
          <>
            {/* Sanitised by DOMPurify in useHelpTerms. */}
            <div className="help-centre__content" data-term={term.term} dangerouslySetInnerHTML={{ __html: term.content }} />
            <p><Link to={`/help#${term.term}`} onClick={closeModal}>{t('help.openPage')}</Link></p>
          </>
        )}
      </DataStatus>
    </ModalDialog>
  );
}
