export * from './order-document';
export * from './document-errors';
