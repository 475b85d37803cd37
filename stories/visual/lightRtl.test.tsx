import { compareAllStories } from './compareAllStories';

compareAllStories('light', 'rtl');
