export * from './retention';
export * from './erasure';
export * from './device-class';
export * from './correction';
export * from './masks';
