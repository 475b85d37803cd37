import { compareAllStories } from './compareAllStories';

compareAllStories('dark', 'ltr');
