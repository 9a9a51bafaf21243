/** Every engine journey, in the order they run: the pages first, then one journey per island's main path. */
import type { Journey } from '../journey';
import { cartJourneys } from './cart';
import { detailJourneys } from './detail';
import { formJourneys } from './forms';
import { listingJourneys } from './listing';
import { pageWideJourneys } from './page-wide';
import { pageJourneys } from './pages';
import { quickAddJourneys } from './quick-add';
import { recentlyViewedJourneys } from './recently-viewed';
import { searchJourneys } from './search';
import { stickyBarJourneys } from './sticky-bar';
import { themeScriptJourneys } from './theme-script';

export const JOURNEYS: Journey[] = [...pageJourneys, ...detailJourneys, ...listingJourneys, ...searchJourneys, ...cartJourneys, ...formJourneys, ...stickyBarJourneys, ...quickAddJourneys, ...recentlyViewedJourneys, ...pageWideJourneys, ...themeScriptJourneys];
