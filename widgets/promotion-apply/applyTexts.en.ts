/**
 * English texts of the promotion application form (the promotions page's "apply"), shipped with the
 * Promotions chunk only. Keys are shared with applyTexts.pt.ts (applyTexts.test.ts checks it).
 */
export const APPLY_TEXTS_EN = {
  'apply.heading': 'Apply for this promotion',
  'apply.bonus': 'Bonus when issued: {amount}',
  'apply.open': 'Apply',
  'apply.comment': 'Comment',
  'apply.commentHint': 'Up to {max} characters · {count} typed',
  'apply.commentTooLong': 'The comment can have at most {max} characters.',
  'apply.images': 'Images',
  'apply.choose': 'Choose images',
  'apply.chosen': '{count} of {max} images chosen',
  'apply.imagesHint': 'PNG or JPG, at most {size} MB each, at most {max} images.',
  'apply.imageType': '{name}: only PNG or JPG images are accepted.',
  'apply.imageSize': '{name}: the image is larger than {size} MB.',
  'apply.imageCount': 'At most {max} images.',
  'apply.remove': 'Remove {name}',
  'apply.send': 'Send application',
  'apply.sending': 'Sending…',
  'apply.sent': 'Application {id} sent. We will let you know here.',
  'apply.status': 'Your application {id}',
  'apply.status.applying': 'Applying',
  'apply.status.issued': 'Issued',
  'apply.status.rejected': 'Rejected',
  'apply.sentAt': 'Sent {date}',
  'apply.remark': 'Remark: {remark}',
  'apply.again': 'You may apply again.',
  'apply.attached': 'Images you sent',
  'apply.image': 'Image {n}',
  'apply.imageOpen': 'Open image {n}',
  'apply.signIn': 'Sign in with a real account to apply.',
} as const;
