export * from './retry-schedule';
