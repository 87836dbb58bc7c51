export { ChatRoomWidget } from './ChatRoomWidget';
export { chatLength, chatParts } from './chatText';
export type { ChatPart } from './chatText';
