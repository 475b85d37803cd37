export * from './Countdown';
