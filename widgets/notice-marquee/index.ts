export { NOTICE_TYPES, NoticeMarqueeWidget, marqueeDuration } from './NoticeMarqueeWidget';
