export { HelpCentreWidget, useHelpTerms } from './HelpCentreWidget';
export type { SanitisedTerm } from './HelpCentreWidget';
export { helpQuery, searchTerms, termOfHash, textOfHtml } from './helpTerms';
