export * from './auth';
export * from './buyer';
export * from './catalog';
export * from './fields';
export * from './order-card';
export * from './protocol';
export * from './protocol-read';
export * from './wallet';
