import { compareAllStories } from './compareAllStories';

compareAllStories('dark', 'rtl');
