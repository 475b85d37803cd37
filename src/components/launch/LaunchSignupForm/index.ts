export * from './LaunchSignupForm';
