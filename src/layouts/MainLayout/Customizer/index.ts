export * from './Customizer';
