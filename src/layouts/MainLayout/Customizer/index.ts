export * from './Customizer';
export * from './CustomizerPanel';
