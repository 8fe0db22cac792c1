export * from './document';
export * from './input-masks';
export * from './text';
