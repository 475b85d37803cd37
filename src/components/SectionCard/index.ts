export * from './SectionCard';
