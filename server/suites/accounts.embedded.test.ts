import { describeAccountRoutes } from '../test/accountsSuite.ts';
import { embeddedTestDatabase } from '../test/postgres.ts';

describeAccountRoutes('embedded PostgreSQL', embeddedTestDatabase);
