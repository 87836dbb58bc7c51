export { NoticeModalWidget, pageOf } from './NoticeModalWidget';
export { sanitizeNoticeHtml } from './sanitizeNoticeHtml';
