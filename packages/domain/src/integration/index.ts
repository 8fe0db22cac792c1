export * from './order-document';
export * from './document-errors';
export * from './customer-change';
