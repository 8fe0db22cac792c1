export { createMessenger, type Messenger, type MessengerDependencies } from './messenger';
export { listOutbox, type OutboxQuery } from './outbox-repo';
export type { Channel, Delivery, OutgoingMessage } from './types';
export { escapeHtml } from './html';
