import { compareAllStories } from './compareAllStories';

compareAllStories('light', 'ltr');
