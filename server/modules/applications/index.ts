/**
 * The applications module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { applicationForOperator, applicationImage, applicationNumber, applyForPromotion, decideApplication, listApplications, offersOf } from './applications';
export { CONTENT_TYPES, ImageStore, sniffImage, uploadDirOf, type ImageKind } from './imageStore';
