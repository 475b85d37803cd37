// The single schema module: the client, the server and the MSW handlers all import from here.
// zodSetup first: it configures zod before any schema below is built.
import './zodSetup';
export * from './errors';
export * from './http';
export * from './accounts';
export * from './launchNews';
export * from './search';
export * from './searchText';
export * from './searchQuery';
export * from './searchMatch';
export * from './notes';
export * from './noteVersions';
export * from './noteLinks';
export * from './calendar';
export * from './calendarTime';
export * from './calendarRecurrence';
export * from './noteContent';
export * from './text';
export * from './files';
export * from './filesOcr';
export * from './assistant';
export * from './agent';
export * from './agentQuestion';
export * from './fileSniff';
export * from './zipDirectory';
export * from './notifications';
export * from './accessTokens';
