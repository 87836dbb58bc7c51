/**
 * The popup content a server-drawn page brings. The server draws a guest's due popup open
 * (src/ssr/renderPage.tsx), its content sanitised there by DOMPurify; taking the page over, the
 * browser adopts that sanitised markup for the announcement it shows rather than loading DOMPurify to
 * sanitise the same HTML again, so the sanitiser's chunk and its set-up stay off the first page.
 * The markup is read from the page before any of the app's code has touched it. DOMPurify loads when
 * the visitor moves to an announcement the server did not draw, and from then on every content,
 * the adopted one included, goes through it.
 */
const drawn = new Map<number, string>();

/** The classes the popup's markup carries (PublicAnnouncementModalWidget), for finding it in the page. */
export const POPUP_ITEM_CLASS = 'public-announcement-modal__item';
export const POPUP_CONTENT_CLASS = 'public-announcement-modal__content';

/**
 * Keeps the sanitised content of the announcement the server drew in the popup, if the page has one.
 * Called before the page is taken over; answers whether there was one.
 */
export function adoptDrawnPopup(root: ParentNode): boolean {
  const item = root.querySelector(`.${POPUP_ITEM_CLASS}[data-announcement]`);
  const content = item?.querySelector(`.${POPUP_CONTENT_CLASS}`);
  const id = Number(item?.getAttribute('data-announcement'));
  if (content === null || content === undefined || !Number.isSafeInteger(id)) return false;
  drawn.set(id, content.innerHTML);
  return true;
}

/** Whether the page brought a drawn popup's content (its widget then loads without the sanitiser). */
export function hasDrawnPopup(): boolean {
  return drawn.size > 0;
}

/** The adopted sanitised content of this announcement, if the server drew it. */
export function drawnPopupHtml(id: number): string | undefined {
  return drawn.get(id);
}

/** Forgets what was adopted (tests). */
export function forgetDrawnPopup(): void {
  drawn.clear();
}
