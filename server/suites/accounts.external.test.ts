import { describeAccountRoutes } from '../test/accountsSuite.ts';
import { externalTestDatabase } from '../test/postgres.ts';

// The same suite through DATABASE_URL, against the system's PostgreSQL in a throwaway cluster.
describeAccountRoutes('external PostgreSQL via DATABASE_URL', externalTestDatabase);
