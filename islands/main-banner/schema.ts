import { BANNER_AUTOPLAY_MS } from '../../shared/constants';
import { integer } from '../runtime/schema';

export const mainBannerSchema = {
  autoplayMs: integer(BANNER_AUTOPLAY_MS),
};
