/**
 * The messages module's public face: what other modules, the routes and the operator commands may use.
 * Everything else in this folder is its own (the lint rule of the server's house enforces it).
 */
export { CHAT_CHANNEL, CHAT_ROOMS, chatUnreadCount, isChatRoom, issueTicket, markRead, messagesByIds, parseChatNotice, postMessage, roomHistory, takeTicket, type StoredMessage } from './chatRoom';
export { storeFeedback } from './feedback';
export { feedbackBoundsOf, wordCount } from './feedbackBounds';
export { BODY_MAX, TITLE_MAX, deleteMessage, inboxPage, readAllMessages, readMessage, sendMessage, unreadCount } from './messages';
export { pruneChatTickets, prunePushSockets } from './prune';
export { PUSH_EVICT_CHANNEL, PUSH_SOCKET_TTL_MS, goneSeats, leavePushSocket, refreshPushSockets, seatPushSocket } from './pushSockets';
export { UNREAD_CHANNEL, UnreadHub } from './unreadPush';
export { walletOutcomeTeller } from './walletOutcomes';
export { messagesDataOf, type MessagesData } from './personalData';
